/* --merge as the requests' `signals` member (docs/daemon.md, "Merge policies per
 * request"): the daemon honours it, so --merge no longer forces in-process work. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli_signals.h"
#include "policy_json.h"
#include "rpc_methods.h"

/* --merge is checked when given, so a bad one is a usage error before any work. */
int cli_signals_add(cli_globals *g, const char *arg)
{
    char sig[HS_NAME_MAX + 8];
    const char *eq = strchr(arg, '=');
    hs_merge m;
    hs_diag d;
    hs_diag_clear(&d);
    if (!eq || eq == arg || hs_merge_parse(eq + 1, &m) != 0) {
        cli_error("--merge expects SIGNAL=or|and|first|equal, got '%.100s'", arg);
        return CLI_USAGE;
    }
    if ((size_t)(eq - arg) >= HS_NAME_MAX) {
        cli_error("--merge %.40s...: a signal name has at most %d characters", arg,
                  HS_NAME_MAX - 1);
        return CLI_USAGE;
    }
    snprintf(sig, sizeof(sig), "%.*s", (int)(eq - arg), arg);
    if (hs_check_signal_name(sig, &d) != 0) {
        cli_error("--merge %s: %s", arg, d.message);
        return CLI_USAGE;
    }
    if (!g->signals)
        g->signals = json_object();
    if (json_object_size(g->signals) >= HS_POLICY_MAX && !json_object_get(g->signals, sig)) {
        cli_error("--merge: at most %d signals", HS_POLICY_MAX);
        return CLI_USAGE;
    }
    json_object_set_new(g->signals, sig, json_string(hs_merge_name(m)));
    return CLI_OK;
}

/* Whether a method takes a `signals` member: its row in the method layer's table
 * says so (HSD_METHOD_SIGNALS); a method the layer does not have takes none. */
static bool takes_signals(const char *method)
{
    const hsd_method *row = hsd_rpc_method(method);
    return row && (row->flags & HSD_METHOD_SIGNALS);
}

/* Every request of a command carries the command line's policies. */
void cli_signals_apply(const cli_globals *g, const char *method, json_t *params)
{
    const char *name, *k;
    json_t *v, *own, *w;
    void *tmp;
    if (!g->signals || !json_object_size(g->signals) || !json_is_object(params) ||
        !takes_signals(method))
        return;
    own = json_object_get(params, "signals");
    if (own && !json_is_object(own))
        return; /* malformed: the method names it */
    if (!own) {
        own = json_object();
        json_object_set_new(params, "signals", own);
    }
    json_object_foreach(g->signals, name, v)
    {
        for (tmp = json_object_iter(own); tmp;) { /* the same signal spelled otherwise */
            k = json_object_iter_key(tmp);
            w = json_object_iter_value(tmp);
            tmp = json_object_iter_next(own, tmp);
            if (strcasecmp(k, name) == 0 && strcmp(k, name) != 0 && w)
                json_object_del(own, k);
        }
        json_object_set(own, name, v);
    }
}

/* The library paths that take a netlist, not params, get --merge in its block. */
int cli_signals_into_netlist(const cli_globals *g, hs_netlist *nl)
{
    const char *name;
    json_t *v;
    if (!g->signals)
        return CLI_OK;
    json_object_foreach(g->signals, name, v)
    {
        hs_merge m;
        int i = 0;
        hs_merge_parse(json_string_value(v), &m);
        while (i < nl->n_signals && strcasecmp(nl->signals[i].name, name) != 0)
            i++;
        if (i == nl->n_signals && nl->n_signals == HS_NET_MAX_SIGNALS) {
            cli_error("%s: --merge %s: the netlist already gives %d signal policies, the most "
                      "it can hold",
                      nl->name, name, HS_NET_MAX_SIGNALS);
            return CLI_REJECTED;
        }
        if (i == nl->n_signals)
            nl->n_signals++;
        snprintf(nl->signals[i].name, sizeof(nl->signals[i].name), "%s", name);
        nl->signals[i].merge = (uint8_t)m;
    }
    return CLI_OK;
}
