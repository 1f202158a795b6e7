/* `hsgen type`, `hsgen units` and `hsgen describe`: questions about the type
 * system and the catalog (type.parse, unit.list, unit.describe), printed from
 * the JSON answer of the daemon or of the in-process method layer. */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "cli.h"

/* Runs one call on a fresh backend; prints the error and returns CLI_REJECTED. */
static int ask(cli_globals *g, const char *method, json_t *params, json_t **res)
{
    cli_backend b;
    json_t *err = NULL;
    int rc = CLI_OK;
    cli_backend_open(&b, g);
    if (cli_backend_call(&b, method, params, res, &err) != 0) {
        rc = cli_print_rpc_error(err);
        /* a positioned parse error: show where, under the text */
        long col =
            (long)json_integer_value(json_object_get(json_object_get(err, "data"), "column"));
        const char *text = json_string_value(json_object_get(params, "type"));
        if (col > 0 && text && strlen(text) < 200 && (size_t)col <= strlen(text) + 1)
            fprintf(stderr, "  %s\n  %*s^\n", text, (int)col - 1, "");
    }
    json_decref(err);
    json_decref(params);
    cli_backend_close(&b);
    return rc;
}

/* type.parse: the canonical text, or the error with a caret under its column. */
int cmd_type(cli_globals *g, int argc, char **argv)
{
    if (argc != 2) {
        cli_error("usage: hsgen type 'TYPE'");
        return CLI_USAGE;
    }
    json_t *res = NULL;
    int rc = ask(g, "type.parse", json_pack("{s:s}", "type", argv[1]), &res);
    if (rc == CLI_OK)
        printf("%s\n", json_string_value(json_object_get(res, "canonical")));
    json_decref(res);
    return rc;
}

/* unit.list, as a table or (--json) as a list of {unit, summary}. */
int cmd_units(cli_globals *g, int argc, char **argv)
{
    bool as_json = argc == 2 && strcmp(argv[1], "--json") == 0;
    if (argc > 2 || (argc == 2 && !as_json)) {
        cli_error("usage: hsgen units [--json]");
        return CLI_USAGE;
    }
    json_t *res = NULL;
    int rc = ask(g, "unit.list", NULL, &res);
    if (rc != CLI_OK)
        return rc;
    json_t *units = json_object_get(res, "units"), *u, *arr = json_array();
    size_t i;
    json_array_foreach(units, i, u)
    {
        const char *name = json_string_value(json_object_get(u, "name"));
        const char *summary = json_string_value(json_object_get(u, "summary"));
        if (!name)
            continue;
        if (as_json)
            json_array_append_new(
                arr, json_pack("{s:s,s:s}", "unit", name, "summary", summary ? summary : ""));
        else
            printf("%-30s %s\n", name, summary ? summary : "");
    }
    if (as_json) {
        json_dumpf(arr, stdout, JSON_INDENT(2));
        putchar('\n');
    }
    json_decref(arr);
    json_decref(res);
    return CLI_OK;
}

/* A string member or "" (answers are printed, never trusted to be complete). */
static const char *jstr(const json_t *o, const char *k)
{
    const char *s = json_string_value(json_object_get(o, k));
    return s ? s : "";
}

/* One parameter of unit.describe: range or values, default, documentation. A unit
 * without ports (ii_monitor) has no ports form to give a parameter instead. */
static void describe_param(const json_t *p, bool has_ports)
{
    const char *kind = jstr(p, "kind");
    bool required = json_is_true(json_object_get(p, "required"));
    json_t *def = json_object_get(p, "default");
    printf("  %-16s ", jstr(p, "name"));
    if (strcmp(kind, "int") == 0) {
        printf("integer in [%lld, %lld]", (long long)json_integer_value(json_object_get(p, "min")),
               (long long)json_integer_value(json_object_get(p, "max")));
    } else if (strcmp(kind, "enum") == 0) {
        json_t *v;
        size_t i;
        printf("one of");
        json_array_foreach(json_object_get(p, "values"), i, v) printf(" %s", json_string_value(v));
    } else if (strcmp(kind, "list") == 0) {
        printf("list of integers in [%lld, %lld] ('1 2 3')",
               (long long)json_integer_value(json_object_get(p, "min")),
               (long long)json_integer_value(json_object_get(p, "max")));
    } else if (strcmp(kind, "lists") == 0) {
        printf("list of lists of integers in [%lld, %lld] ('[[0, 1], [2]]')",
               (long long)json_integer_value(json_object_get(p, "min")),
               (long long)json_integer_value(json_object_get(p, "max")));
    } else if (strcmp(kind, "bool") == 0) {
        printf("true or false (1 or 0)");
    } else if (strcmp(kind, "name") == 0) {
        printf("an entity name");
    } else {
        printf("extra signal 'name: iN' or 'name: (U) iN'");
    }
    if (required)
        printf(has_ports ? ", required (unless the ports give it)" : ", required");
    else if (json_is_string(def))
        printf(", default %s", json_string_value(def));
    else if (json_is_boolean(def))
        printf(", default %s", json_is_true(def) ? "true" : "false");
    else if (json_is_integer(def))
        printf(", default %lld", (long long)json_integer_value(def));
    printf("\n");
    if (*jstr(p, "doc"))
        printf("    %s\n", jstr(p, "doc"));
}

/* One port of unit.describe: direction, name, shape. */
static void describe_port(const json_t *p)
{
    const char *shape = jstr(p, "shape");
    const char *words = strcmp(shape, "channel_or_control") == 0
                            ? "channel (control when the width is 0)"
                        : strcmp(shape, "raw") == 0 ? "raw signal"
                                                    : shape;
    const char *width = jstr(p, "width"), *extras = jstr(p, "extras");
    printf("  %-4s %s%s: %s", jstr(p, "direction"), jstr(p, "name"),
           json_is_true(json_object_get(p, "array")) ? "[size]" : "", words);
    if (strncmp(width, "param:", 6) == 0)
        printf(", data of %s bits", width + 6);
    else if (strncmp(width, "fixed:", 6) == 0)
        printf(", data i%s", width + 6);
    else if (strcmp(width, "signal") == 0)
        printf(", data as wide as `signal`");
    static const struct {
        const char *id, *words;
    } ex[] = {{"unit", "the unit's extra signals"},
              {"none", "no extra signals"},
              {"unit_or_none", "no extra signals, or exactly the unit's"},
              {"unit_plus_signal", "the unit's extra signals plus "},
              {"unit_minus_signal", "the unit's extra signals minus "}};
    const char *sig = jstr(p, "signal");
    for (size_t k = 0; k < sizeof(ex) / sizeof(ex[0]); k++)
        if (strcmp(extras, ex[k].id) == 0)
            printf(", %s%s", ex[k].words,
                   strncmp(extras, "unit_", 5) || !strstr(extras, "signal") ? ""
                   : !strcmp(sig, "param:signal")                           ? "`signal`"
                                                                            : sig);
    if (*jstr(p, "doc"))
        printf(", %s", jstr(p, "doc"));
    printf("\n");
}

/* unit.describe in words: parameters, ports, rule. */
int cmd_describe(cli_globals *g, int argc, char **argv)
{
    if (argc != 2) {
        cli_error("usage: hsgen describe UNIT");
        return CLI_USAGE;
    }
    json_t *res = NULL, *v;
    size_t i;
    int rc = ask(g, "unit.describe", json_pack("{s:s}", "unit", argv[1]), &res);
    if (rc != CLI_OK)
        return rc;
    printf("%s: %s\n\nparameters:\n", jstr(res, "unit"), jstr(res, "summary"));
    if (json_array_size(json_object_get(res, "params")) == 0)
        printf("  (none)\n");
    bool has_ports = json_array_size(json_object_get(res, "ports")) > 0;
    json_array_foreach(json_object_get(res, "params"), i, v) describe_param(v, has_ports);
    printf("\nports:\n");
    json_array_foreach(json_object_get(res, "ports"), i, v) describe_port(v);
    json_t *rule = json_object_get(res, "rule");
    printf("\nrule %s: %s\n", jstr(rule, "id"), jstr(rule, "text"));
    json_decref(res);
    return CLI_OK;
}
