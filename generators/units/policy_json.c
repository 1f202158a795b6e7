/* The `signals` member of requests: merge policies over the configuration's,
 * read into a sorted, canonical list with an error naming what is wrong. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "policy_json.h"
#include "request_json.h"

static const char *const policy_names[] = {"or", "and", "first", "equal"};

/* The accepted shapes, quoted by every shape error. */
#define SHAPE_HINT "{\"NAME\": \"POLICY\"} or {\"NAME\": {\"merge\": \"POLICY\"}}"

/* Records an error on one entry (or the whole value) with its field. */
static int entry_fail(hs_diag *d, int code, const char *field, const char *name, const char *fmt,
                      const char *a, const char *b)
{
    char where[sizeof(d->field)];
    if (name)
        snprintf(where, sizeof(where), "%s.%.40s", field, name);
    else
        snprintf(where, sizeof(where), "%s", field);
    hs_fail(d, code, fmt, where, a, b);
    hs_diag_where(d, where, NULL, NULL);
    return code;
}

/* One entry's policy: "first" or {"merge": "first"}. */
static int read_policy(const json_t *v, const char *field, const char *name, hs_merge *out,
                       hs_diag *d)
{
    const json_t *m = json_is_object(v) ? json_object_get(v, "merge") : v;
    char got[48];
    if (json_is_object(v) && (!m || json_object_size(v) != 1))
        return entry_fail(d, HS_JSON_E_INVALID_PARAMS, field, name,
                          "%s must hold only \"merge\" (or, and, first or equal)%s%s", "", "");
    if (!json_is_string(m))
        return entry_fail(d, HS_JSON_E_INVALID_PARAMS, field, name,
                          "%s must be a merge policy (or, and, first or equal) as a string or "
                          "{\"merge\": POLICY}%s%s",
                          "", "");
    if (hs_merge_parse(json_string_value(m), out) == 0)
        return 0;
    snprintf(got, sizeof(got), "%.40s", json_string_value(m));
    hs_utf8_repair(got);
    entry_fail(d, HS_JSON_E_INVALID_PARAMS, field, name,
               "%s: unknown merge policy '%s'%s (accepted: or, and, first, equal)", got, "");
    hs_diag_suggest(d, hs_suggest(json_string_value(m), policy_names, 4));
    return HS_JSON_E_INVALID_PARAMS;
}

/* Sorting keeps the form canonical: equal overrides, equal lists (names compared
 * without case, as signals are). */
static int by_name(const void *a, const void *b)
{
    return strcasecmp(((const hs_policy *)a)->name, ((const hs_policy *)b)->name);
}

/* One reader for every place policies travel (params, netlists, manifests), so
 * they are checked by the same rules and told apart by the same words. */
int hs_policies_from_json(const json_t *v, const char *field, hs_policies *out, hs_diag *d)
{
    const char *name;
    json_t *e;
    memset(out, 0, sizeof(*out));
    if (!json_is_object(v))
        return entry_fail(d, HS_JSON_E_INVALID_PARAMS, field, NULL,
                          "%s must be an object mapping signal names to merge policies: %s%s",
                          SHAPE_HINT, "");
    if (json_object_size(v) > HS_POLICY_MAX) {
        char n[24];
        snprintf(n, sizeof(n), "%zu", json_object_size(v));
        return entry_fail(d, HS_E_LIMIT, field, NULL,
                          "%s gives %s merge policies; at most " HS_POLICY_MAX_TEXT
                          " (one per extra signal of a type)%s",
                          n, "");
    }
    json_object_foreach((json_t *)v, name, e)
    {
        hs_diag nd;
        char shown[48];
        int rc;
        hs_diag_clear(&nd);
        if ((rc = hs_check_signal_name(name, &nd)) != 0) {
            snprintf(shown, sizeof(shown), "%.40s", name);
            hs_utf8_repair(shown);
            entry_fail(d, rc, field, shown, "%s: %s%s", nd.message, "");
            return rc;
        }
        if ((rc = read_policy(e, field, name, &out->p[out->n].merge, d)) != 0)
            return rc;
        for (int i = 0; i < out->n; i++)
            if (strcasecmp(out->p[i].name, name) == 0)
                return entry_fail(d, HS_E_NAME, field, name,
                                  "%s: '%s' names the same signal as '%s' (signal names are "
                                  "compared without case)",
                                  name, out->p[i].name);
        snprintf(out->p[out->n].name, sizeof(out->p[out->n].name), "%s", name);
        out->n++;
    }
    qsort(out->p, (size_t)out->n, sizeof(out->p[0]), by_name);
    return 0;
}

/* The canonical text of an override, for keys (the resolution memo). */
json_t *hs_policies_to_json(const hs_policies *p)
{
    json_t *o = json_object();
    for (int i = 0; o && i < p->n; i++)
        json_object_set_new(o, p->p[i].name, json_string(hs_merge_name(p->p[i].merge)));
    return o;
}

/* A request's configuration: its policies over a copy of the one in force. */
int hs_policies_apply(const hs_policies *p, hs_config *cfg, hs_diag *d)
{
    for (int i = 0; i < p->n; i++) {
        int rc = hs_config_set_merge(cfg, p->p[i].name, p->p[i].merge, d);
        if (rc) {
            hs_diag_where(d, "signals", NULL, NULL);
            return rc;
        }
    }
    return 0;
}
