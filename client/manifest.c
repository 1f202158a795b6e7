/* Reading batch manifests: YAML nodes become JSON (the unit.generate params the
 * request would send by hand), defaults are merged in, and every request keeps
 * its line so failures can point at it. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <yaml.h>

#include "hs_config.h"
#include "manifest.h"

/* A plain scalar is a number, a boolean or null when it reads as one (YAML 1.2
 * core schema); a quoted one is always a string. */
static json_t *scalar_json(const yaml_node_t *n)
{
    const char *s = (const char *)n->data.scalar.value;
    size_t len = n->data.scalar.length;
    if (n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE) {
        char *end;
        errno = 0;
        long long v = strtoll(s, &end, 10);
        if (len && end == s + len && errno == 0)
            return json_integer(v);
        if (!strcmp(s, "true") || !strcmp(s, "True"))
            return json_true();
        if (!strcmp(s, "false") || !strcmp(s, "False"))
            return json_false();
        if (!strcmp(s, "null") || !strcmp(s, "~") || len == 0)
            return json_null();
    }
    return json_stringn(s, len);
}

/* Values one manifest may expand to, counting the defaults and the signals
 * block once per request they are copied into: YAML aliases (*name) repeat a
 * node, so a few hundred bytes of nested aliases could otherwise expand to
 * billions. 200,000 JSON values stay near 20 MB. */
#define MANIFEST_MAX_VALUES 200000
static long values_left;
static long per_request; /* values every request copies (defaults, signals block) */

/* Any node as JSON; mapping keys must be scalars, each once. NULL with err on a problem. */
static json_t *node_json(yaml_document_t *d, yaml_node_t *n, int depth, char *err, size_t cap)
{
    if (!n || depth > 32) {
        snprintf(err, cap, "nested too deeply");
        return NULL;
    }
    if (--values_left < 0) {
        snprintf(err, cap,
                 "the manifest expands to more than %d values (YAML aliases repeated?) "
                 "at line %d",
                 MANIFEST_MAX_VALUES, (int)n->start_mark.line + 1);
        return NULL;
    }
    if (n->type == YAML_SCALAR_NODE)
        return scalar_json(n);
    if (n->type == YAML_SEQUENCE_NODE) {
        json_t *a = json_array();
        for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top;
             it++) {
            json_t *v = node_json(d, yaml_document_get_node(d, *it), depth + 1, err, cap);
            if (!v) {
                json_decref(a);
                return NULL;
            }
            json_array_append_new(a, v);
        }
        return a;
    }
    json_t *o = json_object();
    for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(d, p->key);
        if (!k || k->type != YAML_SCALAR_NODE) {
            snprintf(err, cap, "a mapping key must be a plain name at line %d",
                     k ? (int)k->start_mark.line + 1 : 0);
            json_decref(o);
            return NULL;
        }
        if (json_object_get(o, (const char *)k->data.scalar.value)) {
            snprintf(err, cap, "duplicate key '%.60s' at line %d",
                     (const char *)k->data.scalar.value, (int)k->start_mark.line + 1);
            json_decref(o);
            return NULL;
        }
        json_t *v = node_json(d, yaml_document_get_node(d, p->value), depth + 1, err, cap);
        if (!v) {
            json_decref(o);
            return NULL;
        }
        json_object_set_new(o, (const char *)k->data.scalar.value, v);
    }
    return o;
}

/* mine over base, key by key; for `signals` (case_blind) a key of mine also
 * replaces a key of base differing only in case: both name one signal. */
static void update_keys(json_t *base, const json_t *mine, bool case_blind)
{
    const char *k, *bk;
    json_t *v, *bv;
    void *tmp;
    json_object_foreach((json_t *)mine, k, v)
    {
        if (case_blind)
            json_object_foreach_safe(base, tmp, bk, bv)
            {
                if (strcasecmp(bk, k) == 0 && strcmp(bk, k) != 0)
                    json_object_del(base, bk);
            }
        json_object_set(base, k, v);
    }
}

/* Defaults under a request: params and signals merge key by key (the request
 * wins), the rest applies when the request does not say; the ports form takes no
 * params. */
static json_t *apply_defaults(const json_t *defaults, json_t *req)
{
    const char *k;
    json_t *v;
    bool ports = json_object_get(req, "ports") != NULL;
    json_object_foreach((json_t *)defaults, k, v)
    {
        if (ports && (!strcmp(k, "params") || !strcmp(k, "extra_signals")))
            continue;
        json_t *mine = json_object_get(req, k);
        if ((!strcmp(k, "params") || !strcmp(k, "signals")) && json_is_object(mine) &&
            json_is_object(v)) {
            json_t *merged = json_deep_copy(v);
            update_keys(merged, mine, !strcmp(k, "signals"));
            json_object_set_new(req, k, merged);
        } else if (!mine) {
            json_object_set_new(req, k, json_deep_copy(v));
        }
    }
    return req;
}

/* One entry of `requests`: a mapping becomes params, anything else a failure. */
static void load_request(yaml_document_t *d, yaml_node_t *n, const json_t *defaults,
                         const json_t *block, manifest_req *r)
{
    char err[200];
    r->line = (int)n->start_mark.line + 1;
    if (n->type != YAML_MAPPING_NODE) {
        snprintf(r->problem, sizeof(r->problem), "a request must be a mapping (unit, name, ...)");
        snprintf(r->label, sizeof(r->label), "?");
        return;
    }
    values_left -= per_request;
    json_t *j = node_json(d, n, 1, err, sizeof(err));
    if (!j) {
        snprintf(r->problem, sizeof(r->problem), "%s", err);
        snprintf(r->label, sizeof(r->label), "?");
        return;
    }
    const char *label = json_string_value(json_object_get(j, "name"));
    if (!label)
        label = json_string_value(json_object_get(j, "unit"));
    snprintf(r->label, sizeof(r->label), "%s", label ? label : "?");
    r->params = apply_defaults(defaults, j);
    if (block && json_object_size(block)) { /* the manifest's policies travel with each request */
        json_t *own = json_object_get(r->params, "signals");
        json_t *all = json_deep_copy(block);
        if (json_is_object(own))
            update_keys(all, own, true); /* the request's (or its defaults') win */
        if (!own || json_is_object(own))
            json_object_set(r->params, "signals", all);
        json_decref(all);
    }
    json_t *x = json_object_get(r->params, "extra_signals");
    if (json_is_object(x)) { /* {spec: 1, tag: 8}: Dynamatic's shape, downstream */
        json_t *list = json_array(), *w;
        const char *k;
        json_object_foreach(x, k, w)
        {
            char one[128];
            snprintf(one, sizeof(one), "%s: i%lld", k, (long long)json_integer_value(w));
            json_array_append_new(list, json_string(one));
        }
        json_object_set_new(r->params, "extra_signals", list);
    }
}

/* The top level: `defaults` (optional mapping) and `requests` (a sequence). */
static int load_document(yaml_document_t *d, const char *path, manifest *m, char *err, size_t cap)
{
    yaml_node_t *root = yaml_document_get_root_node(d), *reqs = NULL;
    json_t *defaults = NULL;
    bool seen_defaults = false;
    values_left = MANIFEST_MAX_VALUES;
    per_request = 0;
    if (!root || root->type != YAML_MAPPING_NODE) {
        snprintf(err, cap, "%s: the manifest must be a mapping with a 'requests' list", path);
        return -1;
    }
    for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top;
         p++) {
        yaml_node_t *k = yaml_document_get_node(d, p->key);
        yaml_node_t *v = yaml_document_get_node(d, p->value);
        const char *key =
            k && k->type == YAML_SCALAR_NODE ? (const char *)k->data.scalar.value : "";
        int line = k ? (int)k->start_mark.line + 1 : 0;
        char e[200];
        if ((!strcmp(key, "requests") && reqs) || (!strcmp(key, "defaults") && seen_defaults)) {
            snprintf(err, cap, "%s: duplicate key '%s' at line %d", path, key, line);
            json_decref(defaults);
            return -1;
        }
        seen_defaults |= !strcmp(key, "defaults");
        if (!strcmp(key, "signals") && v->type == YAML_MAPPING_NODE) {
            /* merge policies that travel with the manifest: name: POLICY or
             * name: {merge: POLICY} */
            if (m->signals) {
                snprintf(err, cap, "%s: duplicate key 'signals' at line %d", path, line);
                json_decref(defaults);
                return -1;
            }
            long before = values_left;
            json_t *s = node_json(d, v, 1, e, sizeof(e));
            per_request += before - values_left;
            const char *name;
            json_t *val;
            m->signals = json_object();
            json_object_foreach(s, name, val)
            {
                json_t *pol = json_is_object(val) ? json_object_get(val, "merge") : val;
                if (!json_is_string(pol) || (json_is_object(val) && json_object_size(val) != 1)) {
                    snprintf(err, cap,
                             "%s: signals.%.60s at line %d: give merge: or, and, first or equal",
                             path, name, line);
                    json_decref(s);
                    json_decref(defaults);
                    return -1;
                }
                json_object_set(m->signals, name, pol);
            }
            json_decref(s);
            if (!s) {
                snprintf(err, cap, "%s: signals: %s", path, e);
                json_decref(defaults);
                return -1;
            }
        } else if (!strcmp(key, "requests") && v->type == YAML_SEQUENCE_NODE) {
            reqs = v;
        } else if (!strcmp(key, "defaults") && v->type == YAML_MAPPING_NODE) {
            json_decref(defaults);
            long before = values_left;
            if (!(defaults = node_json(d, v, 1, e, sizeof(e)))) {
                snprintf(err, cap, "%s: defaults: %s", path, e);
                return -1;
            }
            per_request += before - values_left;
        } else {
            snprintf(err, cap,
                     "%s: %s at line %d (the manifest has 'defaults' (a mapping), "
                     "'signals' (a mapping) and 'requests' (a list))",
                     path,
                     !strcmp(key, "requests") || !strcmp(key, "defaults")
                         ? "wrong kind of value for this key"
                         : "unknown key",
                     line);
            json_decref(defaults);
            return -1;
        }
    }
    if (!reqs) {
        snprintf(err, cap, "%s: no 'requests' list", path);
        json_decref(defaults);
        return -1;
    }
    if (!defaults)
        defaults = json_object();
    size_t n = (size_t)(reqs->data.sequence.items.top - reqs->data.sequence.items.start);
    m->reqs = calloc(n ? n : 1, sizeof(*m->reqs));
    if (!m->reqs) {
        snprintf(err, cap, "out of memory");
        json_decref(defaults);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        load_request(d, yaml_document_get_node(d, reqs->data.sequence.items.start[i]), defaults,
                     m->signals, &m->reqs[i]);
    m->n = (int)n;
    json_decref(defaults);
    return 0;
}

/* The whole file, at most HS_YAML_MAX_BYTES; NULL with err on a problem. */
static char *read_bounded(const char *path, size_t *len, char *err, size_t cap)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, cap, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(HS_YAML_MAX_BYTES + 1);
    size_t n = buf ? fread(buf, 1, HS_YAML_MAX_BYTES + 1, f) : 0;
    bool bad = buf && ferror(f);
    fclose(f);
    if (!buf || bad || n > HS_YAML_MAX_BYTES) {
        if (buf && !bad)
            snprintf(err, cap, "%s: the manifest is larger than %u bytes", path,
                     (unsigned)HS_YAML_MAX_BYTES);
        else
            snprintf(err, cap, "%s: %s", path, buf ? "read error" : "out of memory");
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* libyaml's document API keeps every node's line, for the failure report. The
 * text is checked first (size, nesting) so libyaml's time stays linear. */
int manifest_load(const char *path, manifest *m, char *err, size_t cap)
{
    yaml_parser_t parser;
    yaml_document_t doc;
    hs_diag d;
    size_t len = 0;
    int rc;
    memset(m, 0, sizeof(*m));
    char *text = read_bounded(path, &len, err, cap);
    if (!text)
        return -1;
    hs_diag_clear(&d);
    if (hs_yaml_guard(text, len, HS_YAML_MAX_BYTES, HS_YAML_MAX_DEPTH, &d) != 0) {
        snprintf(err, cap, "%s: %s", path, d.message);
        free(text);
        return -1;
    }
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    if (!yaml_parser_load(&parser, &doc)) {
        snprintf(err, cap, "%s: YAML syntax error: %s at line %d", path,
                 parser.problem ? parser.problem : "invalid document",
                 (int)parser.problem_mark.line + 1);
        rc = -1;
    } else {
        rc = load_document(&doc, path, m, err, cap);
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    free(text);
    if (rc)
        manifest_free(m);
    return rc;
}

/* Releases every request's params. */
void manifest_free(manifest *m)
{
    for (int i = 0; m->reqs && i < m->n; i++)
        json_decref(m->reqs[i].params);
    free(m->reqs);
    json_decref(m->signals);
    memset(m, 0, sizeof(*m));
}
