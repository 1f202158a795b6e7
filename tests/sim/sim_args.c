/* hs_sim's command line: a group, a case of the matrix, or an ad-hoc configuration
 * (unit, parameters or port types, extra signals), plus directory, seed and options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_args.h"
#include "sim_tool.h"

/* --param K=V for an ad-hoc configuration. */
static int add_adhoc_param(sim_options *o, const char *kv)
{
    const char *eq = strchr(kv, '=');
    if (!eq || o->adhoc.n_params >= HDL_MAX_CASE_PARAMS)
        return -1;
    static char keys[HDL_MAX_CASE_PARAMS][64];
    int i = o->adhoc.n_params++;
    snprintf(keys[i], sizeof keys[i], "%.*s", (int)(eq - kv), kv);
    o->adhoc.param_key[i] = keys[i];
    snprintf(o->adhoc.param_val[i], sizeof o->adhoc.param_val[i], "%s", eq + 1);
    if (!strcmp(keys[i], "bitwidth") || !strcmp(keys[i], "data_bitwidth"))
        o->adhoc.width = (unsigned)atoi(eq + 1);
    return 0;
}

/* Command line; unknown arguments are an error (exit 2). */
int sim_parse_args(int argc, char **argv, sim_options *o)
{
    memset(o, 0, sizeof *o);
    o->seed = 1;
    const char *env = getenv("HSGEN_SIM_SEED");
    if (env && *env)
        o->seed = strtoull(env, NULL, 0);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--group") && i + 1 < argc)
            o->group = argv[++i];
        else if (!strcmp(argv[i], "--case") && i + 1 < argc)
            o->case_name = argv[++i];
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc)
            o->dir = argv[++i];
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            o->seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--all"))
            o->all = true;
        else if (!strcmp(argv[i], "--list"))
            o->list = true;
        else if (!strcmp(argv[i], "--keep-units"))
            o->keep_units = true;
        else if (!strcmp(argv[i], "--vcd") && i + 1 < argc)
            sim_set_vcd(argv[++i]); /* waveforms: PREFIX.ghdl.vcd, PREFIX.icarus.vcd */
        else if (!strcmp(argv[i], "--unit") && i + 1 < argc)
            o->adhoc.unit = argv[++i];
        else if (!strcmp(argv[i], "--name") && i + 1 < argc)
            snprintf(o->adhoc.name, sizeof o->adhoc.name, "%s", argv[++i]);
        else if (!strcmp(argv[i], "--param") && i + 1 < argc && !add_adhoc_param(o, argv[i + 1]))
            i++;
        else if (!strcmp(argv[i], "--port") && i + 1 < argc && o->n_port_types < SIM_CASE_MAX_PORTS)
            o->port_types[o->n_port_types++] = argv[++i];
        else if (!strcmp(argv[i], "--config") && i + 1 < argc)
            o->config = argv[++i];
        else if (!strcmp(argv[i], "--merge") && i + 1 < argc && o->n_merges < HS_CFG_MAX_SIGNALS)
            o->merges[o->n_merges++] = argv[++i];
        else if (!strcmp(argv[i], "--extra") && i + 1 < argc && o->n_adhoc_extras < HS_MAX_EXTRAS)
            o->adhoc_extras[o->n_adhoc_extras++] = argv[++i];
        else {
            fprintf(stderr, "usage: hs_sim (--group NAME | --case NAME | --all | --list) "
                            "[--dir DIR] [--seed N] [--keep-units] [--vcd PREFIX]\n");
            return -1;
        }
    }
    o->adhoc.extras = o->adhoc_extras;
    o->adhoc.extras_id = o->n_adhoc_extras ? "ad hoc" : "none";
    if (o->adhoc.unit && !o->adhoc.name[0]) {
        fprintf(stderr, "hs_sim: --unit needs --name ENTITY\n");
        return -1;
    }
    if (!o->list && !o->group && !o->case_name && !o->all && !o->adhoc.unit) {
        fprintf(stderr, "hs_sim: say --group NAME, --case NAME, --unit U, --all or --list\n");
        return -1;
    }
    if (!o->list && !o->dir) {
        fprintf(stderr, "hs_sim: --dir DIR is required\n");
        return -1;
    }
    return 0;
}
