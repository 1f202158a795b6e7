/* `hsgen type`, `hsgen units` and `hsgen describe`: questions about the type
 * system and the catalog, answered in-process. */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

int cmd_type(cli_globals *g, int argc, char **argv)
{
    (void)g;
    if (argc != 2) {
        cli_error("usage: hsgen type 'TYPE'");
        return CLI_USAGE;
    }
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_type_parse(argv[1], &t, &d) != 0) {
        cli_diag(&d);
        if (d.column > 0 && strlen(argv[1]) < 200)
            fprintf(stderr, "  %s\n  %*s^\n", argv[1], d.column - 1, "");
        return CLI_REJECTED;
    }
    char buf[HS_TYPE_TEXT_CAP];
    hs_type_print(&t, buf, sizeof(buf));
    printf("%s\n", buf);
    return CLI_OK;
}

int cmd_units(cli_globals *g, int argc, char **argv)
{
    (void)g;
    bool json = argc == 2 && strcmp(argv[1], "--json") == 0;
    if (argc > 2 || (argc == 2 && !json)) {
        cli_error("usage: hsgen units [--json]");
        return CLI_USAGE;
    }
    json_t *arr = json ? json_array() : NULL;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        if (json)
            json_array_append_new(arr, json_pack("{s:s,s:s}", "unit", u->name, "summary",
                                                 u->summary));
        else
            printf("%-30s %s\n", u->name, u->summary);
    }
    if (json) {
        json_dumpf(arr, stdout, JSON_INDENT(2));
        putchar('\n');
        json_decref(arr);
    }
    return CLI_OK;
}

static void describe_param(const hs_param_info *p)
{
    printf("  %-16s ", p->name);
    if (p->kind == HS_P_INT) {
        printf("integer in [%lld, %lld]", (long long)p->min, (long long)p->max);
    } else if (p->kind == HS_P_ENUM) {
        printf("one of");
        for (int k = 0; p->enum_values[k]; k++)
            printf(" %s", p->enum_values[k]);
    } else {
        printf("extra signal 'name: iN' or 'name: (U) iN'");
    }
    if (p->required)
        printf(", required (unless the ports give it)");
    else if (p->kind == HS_P_ENUM)
        printf(", default %s", p->enum_values[p->def]);
    else
        printf(", default %lld", (long long)p->def);
    printf("\n    %s\n", p->doc);
}

static const char *extras_words(uint8_t x)
{
    switch (x) {
    case HS_X_NONE: return "no extra signals";
    case HS_X_E_OR_NONE: return "no extra signals, or exactly the unit's";
    case HS_X_E_PLUS_SIG: return "the unit's extra signals plus `signal`";
    case HS_X_E_MINUS_SIG: return "the unit's extra signals minus `signal`";
    default: return "the unit's extra signals";
    }
}

static void describe_port(const hs_port_info *p)
{
    char width[96];
    switch (p->width_src) {
    case HS_W_PARAM: snprintf(width, sizeof(width), "data of %s bits", p->width_param); break;
    case HS_W_FIXED: snprintf(width, sizeof(width), "data i%u", p->fixed_width); break;
    case HS_W_SIGNAL: snprintf(width, sizeof(width), "data as wide as `signal`"); break;
    default: snprintf(width, sizeof(width), "no data");
    }
    const char *shape = p->shape == HS_SHAPE_CHANNEL   ? "channel"
                        : p->shape == HS_SHAPE_CONTROL ? "control"
                        : p->shape == HS_SHAPE_RAW     ? "raw signal"
                                                       : "channel (control when the width is 0)";
    printf("  %-4s %s%s: %s, %s, %s\n", p->dir == HS_IN ? "in" : "out", p->name,
           p->array ? "[size]" : "", shape, width, extras_words(p->extras));
}

int cmd_describe(cli_globals *g, int argc, char **argv)
{
    (void)g;
    if (argc != 2) {
        cli_error("usage: hsgen describe UNIT");
        return CLI_USAGE;
    }
    const hs_unit_info *u = hs_catalog_find(argv[1]);
    if (!u) {
        cli_error("unknown unit '%s' ('hsgen units' lists the %d units)", argv[1],
                  hs_catalog_count());
        return CLI_REJECTED;
    }
    printf("%s: %s\n\nparameters:\n", u->name, u->summary);
    if (u->n_params == 0)
        printf("  (none)\n");
    for (int i = 0; i < u->n_params; i++)
        describe_param(&u->params[i]);
    printf("\nports:\n");
    for (int i = 0; i < u->n_ports; i++)
        describe_port(&u->ports[i]);
    if (u->part_ports)
        printf("  plus one raw port per extra signal, named by the signal\n");
    printf("\nrule %s: %s\n", u->rule_id, u->rule_text);
    return CLI_OK;
}
