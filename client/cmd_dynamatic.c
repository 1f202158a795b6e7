/* `hsgen dynamatic -n NAME -o FILE -t TYPE [-p KEY=VALUE ...]`: the arguments of
 * Dynamatic's vhdl-unit-generator.py, translated into a unit.generate request,
 * so a Dynamatic RTL configuration can point its "generator" command here.
 * docs/dynamatic.md lists the mapping. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_opts.h"
#include "dyn_types.h"
#include "pylit.h"

typedef struct {
    const char *name, *output, *type, *hdl, *rtl_config;
    const char *params[256];
    int n_params;
} dyn_args;

/* argparse semantics: -p takes every following word up to the next option, and
 * may be repeated; long forms --name/--output/--type/--parameters work too. */
static int parse_args(int argc, char **argv, dyn_args *a)
{
    memset(a, 0, sizeof(*a));
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char **slot = NULL;
        const cli_opt *opt = cli_opt_find("dynamatic", o); /* the option table's rows */
        const char *which = opt && opt->name ? opt->name : "";
        if (!strcmp(which, "name"))
            slot = &a->name;
        else if (!strcmp(which, "output"))
            slot = &a->output;
        else if (!strcmp(which, "type"))
            slot = &a->type;
        else if (!strcmp(which, "hdl"))
            slot = &a->hdl;
        else if (!strcmp(which, "rtl-config"))
            slot = &a->rtl_config;
        if (slot) {
            if (i + 1 >= argc) {
                cli_error("dynamatic: option %s needs a value", o);
                return CLI_USAGE;
            }
            *slot = argv[++i];
            continue;
        }
        if (strcmp(which, "parameters")) {
            cli_error("dynamatic: unexpected argument '%s'", o);
            return CLI_USAGE;
        }
        while (i + 1 < argc && argv[i + 1][0] != '-') {
            if (a->n_params == 256) {
                cli_error("dynamatic: too many parameters");
                return CLI_USAGE;
            }
            a->params[a->n_params++] = argv[++i];
        }
    }
    if (a->rtl_config && (a->name || a->output || a->type || a->n_params)) {
        cli_error("dynamatic: --rtl-config takes no other argument");
        return CLI_USAGE;
    }
    if (!a->rtl_config && (!a->name || !a->output || !a->type)) {
        cli_error("usage: hsgen dynamatic -n NAME -o FILE -t TYPE [-p KEY=VALUE ...] | "
                  "hsgen dynamatic --rtl-config vhdl|verilog");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Dynamatic writes a constant's value (a row's dyn_bits) as a bit string ('00000101',
 * MSB first); the catalog takes an integer. Other texts pass through unchanged. */
static json_t *constant_value(json_t *v)
{
    const char *s = json_string_value(v);
    size_t n = s ? strlen(s) : 0;
    if (!n || strspn(s, "01") != n)
        return json_incref(v);
    char top = n > 64 ? s[n - 64] : '0';
    for (size_t i = 0; i + 64 < n; i++)
        if (s[i] != top) /* more than 64 significant bits: let the catalog judge */
            return json_incref(v);
    unsigned long long u = 0;
    for (size_t i = n > 64 ? n - 64 : 0; i < n; i++)
        u = (u << 1) | (unsigned long long)(s[i] - '0');
    return json_integer((json_int_t)u); /* 64 bits: two's complement, as the bits say */
}

/* {'spec': 1, 'tag': 8} -> ["spec: i1", "tag: i8"] (downstream signals). */
static json_t *extra_signals(json_t *d, int *rc)
{
    json_t *list = json_array(), *w;
    const char *k;
    if (!json_is_object(d)) {
        cli_error("dynamatic: extra_signals must be a dict of name: width, like {'spec': 1}");
        *rc = CLI_USAGE;
        return list;
    }
    json_object_foreach(d, k, w)
    {
        char one[128];
        if (!json_is_integer(w)) {
            cli_error("dynamatic: extra signal '%s' needs an integer width", k);
            *rc = CLI_USAGE;
            break;
        }
        snprintf(one, sizeof(one), "%s: i%lld", k, (long long)json_integer_value(w));
        json_array_append_new(list, json_string(one));
    }
    return list;
}

/* Newer Dynamatic generators receive port_types={'ins': '!handshake.channel<i32>',
 * 'outs_0': ...}: the ports form, with array elements written X_N and dataless
 * controls as control<>. Element names follow the catalog's array ports. */
static json_t *port_types(const char *unit, json_t *d, int *rc)
{
    const hs_unit_info *info = hs_catalog_find(unit);
    json_t *ports = json_object(), *t;
    const char *k;
    if (!json_is_object(d)) {
        cli_error("dynamatic: port_types must be a dict of port: type");
        *rc = CLI_USAGE;
        return ports;
    }
    json_object_foreach(d, k, t)
    {
        char name[96], type[4200];
        const char *us = strrchr(k, '_');
        snprintf(name, sizeof(name), "%s", k);
        for (int i = 0; info && us && us[1] && strspn(us + 1, "0123456789") == strlen(us + 1) &&
                        i < info->n_ports;
             i++)
            if (info->ports[i].array && strlen(info->ports[i].name) == (size_t)(us - k) &&
                !strncmp(info->ports[i].name, k, (size_t)(us - k)))
                snprintf(name, sizeof(name), "%.*s[%s]", (int)(us - k), k, us + 1);
        if (!json_is_string(t)) {
            cli_error("dynamatic: port_types: the type of %s must be a string", k);
            *rc = CLI_USAGE;
            break;
        }
        snprintf(type, sizeof(type), "%s", json_string_value(t));
        size_t n = strlen(type);
        if (n >= 9 && !strcmp(type + n - 9, "control<>"))
            type[n - 2] = '\0'; /* control<> is control */
        hs_type parsed;
        hs_diag why;
        hs_diag_clear(&why);
        if (hs_type_parse(type, &parsed, &why) != 0) {
            /* a malformed argument, like a malformed literal: usage, exit 2 */
            cli_error("dynamatic: port_types: %s: %s", k, why.message);
            *rc = CLI_USAGE;
            break;
        }
        json_object_set_new(ports, name, json_string(type));
    }
    return ports;
}

/* The row's selector: the port that carries no extra signals or exactly the data's
 * (HS_X_E_OR_NONE: mux's and control_merge's index); -1 for a row without one. */
static int selector_port(const hs_unit_info *info)
{
    for (int i = 0; info && i < info->n_ports; i++)
        if (info->ports[i].extras == HS_X_E_OR_NONE)
            return i;
    return -1;
}

/* The integer parameter `key` of a parameters-form request, when it lies in [lo, hi];
 * -1 otherwise (the catalog reports it). */
static json_int_t int_param(json_t *params, const char *key, json_int_t lo, json_int_t hi)
{
    json_t *v = json_object_get(params, key);
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return -1;
    return json_integer_value(v);
}

/* Port p's type with the extra signals sig (a row's channel, or control when its width
 * parameter is 0), written to out; 0, or -1 when the parameters do not give it (the
 * catalog reports them). */
static int port_type(const hs_port_info *pi, json_t *params, const char *sig, char *out, size_t cap)
{
    if (pi->width_src != HS_W_PARAM ||
        (pi->shape != HS_SHAPE_CHANNEL && pi->shape != HS_SHAPE_DATA_OR_CTRL))
        return -1;
    json_int_t w = int_param(params, pi->width_param, pi->shape == HS_SHAPE_CHANNEL, LLONG_MAX);
    if (w < 0)
        return -1;
    if (w == 0)
        snprintf(out, cap, "!handshake.control<[%s]>", sig);
    else
        snprintf(out, cap, "!handshake.channel<i%lld, [%s]>", (long long)w, sig);
    return 0;
}

/* Dynamatic's units with a selector (the row's HS_X_E_OR_NONE port: mux's and
 * control_merge's index) carry the data's extra signals on it too (index_spec: an input of
 * mux, an output of control_merge), which the catalog expresses only in the ports form.
 * Rewrites a parameters-form request with extra signals for such a row into that form,
 * every port typed from the row's parameters, which it consumes; any other request is
 * left alone. */
static void selector_ports(const char *unit, json_t *p, json_t *params)
{
    const hs_unit_info *info = hs_catalog_find(unit);
    json_t *x = json_object_get(p, "extra_signals");
    if (selector_port(info) < 0 || json_object_get(p, "ports") || !json_array_size(x))
        return;
    char sig[2048] = "", type[2200];
    size_t i;
    json_t *v;
    json_array_foreach(x, i, v)
    {
        size_t n = strlen(sig);
        snprintf(sig + n, sizeof(sig) - n, "%s%s", i ? ", " : "", json_string_value(v));
    }
    json_t *ports = json_object(), *used = json_array();
    for (int k = 0; k < info->n_ports; k++) {
        const hs_port_info *pi = &info->ports[k];
        const char *count = pi->size_param ? pi->size_param : "size";
        json_int_t n = pi->array ? int_param(params, count, 1, HS_MAX_ARRAY) : 1;
        if ((pi->extras != HS_X_E && pi->extras != HS_X_E_OR_NONE) || n < 0 ||
            port_type(pi, params, sig, type, sizeof(type))) {
            json_decref(ports);
            json_decref(used);
            return; /* let the catalog report the parameters */
        }
        for (json_int_t e = 0; e < n; e++) {
            char name[96];
            if (pi->array)
                snprintf(name, sizeof(name), "%s[%lld]", pi->name, (long long)e);
            else
                snprintf(name, sizeof(name), "%s", pi->name);
            json_object_set_new(ports, name, json_string(type));
        }
        json_array_append_new(used, json_string(pi->width_param));
        if (pi->array)
            json_array_append_new(used, json_string(count));
    }
    json_object_set_new(p, "ports", ports);
    json_array_foreach(used, i, v) json_object_del(params, json_string_value(v));
    json_decref(used);
}

/* Dynamatic's export serializes a dataflow parameter ($DATA_TYPE) as the data width
 * and, per extra signal, -NAME-WIDTH-D (downstream) or -U (upstream): "32",
 * "32-spec-1-D", "0-tag-8-U" (0: a control). Writes the type text into out and
 * returns true when text has that form. */
static bool dataflow_type_text(const char *text, char *out, size_t cap)
{
    char *end;
    unsigned long w = strtoul(text, &end, 10);
    if (end == text || text[0] == '-' || text[0] == '+')
        return false;
    size_t n =
        w ? (size_t)snprintf(out, cap, "channel<i%lu", w) : (size_t)snprintf(out, cap, "control<");
    bool first = true;
    for (const char *s = end; *s && n < cap;) {
        char name[64], dir;
        unsigned long xw;
        int used = 0;
        if (sscanf(s, "-%63[A-Za-z0-9_]-%lu-%c%n", name, &xw, &dir, &used) != 3 || !used ||
            (dir != 'D' && dir != 'U'))
            return false;
        n += (size_t)snprintf(out + n, cap - n, "%s%s: %si%lu", first ? (w ? ", [" : "[") : ", ",
                              name, dir == 'U' ? "(U) " : "", xw);
        first = false;
        s += used;
    }
    if (n < cap)
        n += (size_t)snprintf(out + n, cap - n, "%s>", first ? "" : "]");
    return n < cap;
}

/* The Verilog configuration's datatype=$DATA_TYPE: Dynamatic's serialization
 * ("32-spec-1-D") or a type (!handshake.channel<f32, [spec: i1]>), not a Python
 * literal: it gives the data width and the extra signals. */
static int datatype_param(const char *text, json_t *p, json_t *params)
{
    char buf[HS_TYPE_TEXT_CAP];
    size_t n = strlen(text);
    if (n >= 2 && (text[0] == '\'' || text[0] == '"') && text[n - 1] == text[0])
        snprintf(buf, sizeof(buf), "%.*s", (int)(n - 2), text + 1);
    else
        snprintf(buf, sizeof(buf), "%s", text);
    char serialized[HS_TYPE_TEXT_CAP];
    if (dataflow_type_text(buf, serialized, sizeof(serialized)))
        memcpy(buf, serialized, sizeof(buf));
    hs_type t;
    hs_diag why;
    hs_diag_clear(&why);
    if (hs_type_parse(buf, &t, &why) != 0) {
        cli_error("dynamatic: parameter datatype: %s", why.message);
        return CLI_USAGE;
    }
    json_object_set_new(params, "bitwidth", json_integer(t.width));
    json_t *x = json_array();
    for (int i = 0; i < t.n_extra; i++) {
        char one[128];
        hs_extra_print(&t.extra[i], one, sizeof(one));
        json_array_append_new(x, json_string(one));
    }
    if (json_array_size(x))
        json_object_set_new(p, "extra_signals", x);
    else
        json_decref(x);
    return CLI_OK;
}

/* Floating-point entries pass is_double (the format), fpu_impl and internal_delay
 * (which of Dynamatic's vendor cores to wrap, and its timing target). hsgen has one
 * implementation of its own: is_double chooses bitwidth 64 or 32, and the other two
 * are accepted and have no effect (docs/dynamatic.md). Returns 1 when handled. */
static int float_param(const char *unit, const char *key, json_t *v, json_t *params, int *rc)
{
    const hs_unit_info *info = hs_catalog_find(unit);
    if (!info || hs_param_index(info, key) >= 0)
        return 0; /* the unit takes it itself */
    if (!strcmp(key, "is_double") && hs_param_index(info, "bitwidth") >= 0) {
        if (!json_is_boolean(v)) {
            cli_error("dynamatic: parameter is_double must be True or False");
            *rc = CLI_USAGE;
        } else if (!json_object_get(params, "bitwidth"))
            json_object_set_new(params, "bitwidth", json_integer(json_is_true(v) ? 64 : 32));
        return 1;
    }
    /* a floating-point unit is one with a port the catalog types as float */
    bool is_float = false;
    for (int i = 0; i < info->n_ports; i++)
        is_float |= info->ports[i].dtype == 'f';
    if ((!strcmp(key, "fpu_impl") || !strcmp(key, "internal_delay")) && is_float)
        return 1;
    return 0;
}

/* The channel count both of a unit's channel lists give: the first one sets `size`, the
 * other must agree. */
static int channel_lists_size(const char *unit, const char *key, json_t *params, size_t n)
{
    json_t *size = json_object_get(params, "size");
    if (size && json_integer_value(size) != (json_int_t)n) {
        cli_error("dynamatic: %s: %s lists %zu select channels, the other list %lld", unit, key, n,
                  (long long)json_integer_value(size));
        return CLI_REJECTED;
    }
    json_object_set_new(params, "size", json_integer((json_int_t)n));
    return CLI_OK;
}

/* A unit whose row names channel lists (hs_unit_info.channel_lists: ii_monitor's "sel")
 * takes its observed channels one per list entry: sel_bitwidths='[1, 1]' and
 * sel_extra_signals='[{"spec": 1}, {"spec": 1}]'. Dynamatic's export gives ii_monitor the
 * select channels of one loop's header muxes, forks of one control merge's index
 * (HandshakeToHW.cpp), so they share one type: the catalog's size, bitwidth and extra
 * signals. Channels of different types are refused (exit 1). Returns 1 when handled. */
static int channel_lists_param(const char *unit, const char *key, json_t *v, json_t *p,
                               json_t *params, int *rc)
{
    const hs_unit_info *info = hs_catalog_find(unit);
    const char *pre = info ? info->channel_lists : NULL;
    size_t len = pre ? strlen(pre) : 0;
    if (!pre || strncmp(key, pre, len))
        return 0;
    bool widths = !strcmp(key + len, "_bitwidths"), extras = !strcmp(key + len, "_extra_signals");
    if (!widths && !extras)
        return 0;
    const char *bare = strchr(info->name, '.') ? strchr(info->name, '.') + 1 : info->name;
    size_t n = json_array_size(v), i;
    json_t *e;
    if (!json_is_array(v) || n == 0) {
        cli_error("dynamatic: parameter %s must be a non-empty list, one entry per select "
                  "channel, like %s",
                  key, widths ? "'[1]'" : "'[{}]'");
        *rc = CLI_USAGE;
        return 1;
    }
    json_array_foreach(v, i, e)
    {
        if (widths ? !json_is_integer(e) : !json_is_object(e)) {
            cli_error("dynamatic: parameter %s: entry %zu must be %s", key, i,
                      widths ? "an integer width" : "a dict of name: width, like {'spec': 1}");
            *rc = CLI_USAGE;
            return 1;
        }
        if (!json_equal(e, json_array_get(v, 0))) {
            cli_error("dynamatic: %s: %s differ between select channels 0 and %zu; hsgen "
                      "observes select channels of one type (forks of one control merge's index, "
                      "as Dynamatic's export connects them)",
                      bare, widths ? "the widths" : "the extra signals", i);
            *rc = CLI_REJECTED;
            return 1;
        }
    }
    if ((*rc = channel_lists_size(bare, key, params, n)) != CLI_OK)
        return 1;
    if (widths) {
        json_object_set(params, "bitwidth", json_array_get(v, 0));
        return 1;
    }
    json_t *x = extra_signals(json_array_get(v, 0), rc);
    if (json_array_size(x))
        json_object_set_new(p, "extra_signals", x);
    else
        json_decref(x);
    return 1;
}

/* Dynamatic's buffer generator of spring 2025 took `transparent=True|False` (from the
 * buffer's timing) instead of a buffer_type and chose by num_slots among its older
 * buffers: transparent, tfifo (more than one slot) or tehb; otherwise ofifo or oehb. The
 * timing it also passed (timing='#handshake<timing {...}>') it did not read. Rewrites
 * such params of handshake.buffer into that older name's buffer_type, and *front into
 * the type of the unit in front (ofifo's); other requests are left alone. */
static int transparent_form(const char *unit, json_t *params, const char **front)
{
    json_t *t = json_object_get(params, "transparent");
    if (!t || strcmp(unit, "handshake.buffer"))
        return CLI_OK;
    if (!json_is_boolean(t)) {
        cli_error("dynamatic: parameter transparent must be True or False");
        return CLI_USAGE;
    }
    if (json_object_get(params, "buffer_type")) {
        cli_error("dynamatic: buffer: give buffer_type or transparent, not both");
        return CLI_REJECTED;
    }
    json_t *n = json_object_get(params, "num_slots");
    bool many = json_is_integer(n) && json_integer_value(n) > 1;
    const char *old = json_is_true(t) ? (many ? "tfifo" : "tehb") : (many ? "ofifo" : "oehb");
    const char *type = NULL;
    dyn_alias(old, &type);
    *front = dyn_alias_front(old);
    json_object_set_new(params, "buffer_type", json_string(type));
    json_object_del(params, "transparent");
    json_object_del(params, "timing");
    return CLI_OK;
}

/* Dynamatic's one-slot buffers never read num_slots: its oehb and tehb (the hand-written
 * oehb.vhd and tehb.vhd take no slot count, nor do its generators of those names) and
 * its buffer generator's ONE_SLOT_BREAK_DV, ONE_SLOT_BREAK_R and ONE_SLOT_BREAK_DVR,
 * which read only the bitwidth and the extra signals: a configuration that passes
 * num_slots=2 with them still gets the one-slot buffer. As a drop-in, a handshake.buffer
 * whose buffer_type is one of those (`-t oehb`, `-t tehb`, or `-t buffer` with such a
 * buffer_type) therefore drops a num_slots that is a count (an integer of at least 1)
 * instead of letting the catalog reject a one-slot buffer type with more slots; a
 * value that is no count is left for the catalog's range check, which names num_slots. */
static void one_slot_slots(const char *unit, json_t *params)
{
    json_t *n = json_object_get(params, "num_slots");
    const char *t = json_string_value(json_object_get(params, "buffer_type"));
    if (!n || !t || strcmp(unit, "handshake.buffer") != 0 || strncmp(t, "ONE_SLOT_", 9) != 0)
        return;
    if (json_is_integer(n) && json_integer_value(n) >= 1)
        json_object_del(params, "num_slots");
}

/* Builds the unit.generate params from the Dynamatic arguments. */
static int build_request(const dyn_args *a, cli_globals *g, json_t **out, const char **front)
{
    char unit[96], err[256];
    const char *buffer_type = NULL;
    int rc = CLI_OK;
    snprintf(unit, sizeof(unit), "handshake.%s", a->type);
    const char *alias = dyn_alias(a->type, &buffer_type);
    if (alias)
        snprintf(unit, sizeof(unit), "%s", alias);
    /* an unknown type is reported as such before any of its parameters is read */
    /* only a type outside the catalog needs the configuration (external routes) */
    if (!dyn_type_known(a->type, NULL) &&
        (cli_config_ensure(g) != 0 || !dyn_type_known(a->type, &g->cfg))) {
        cli_error("dynamatic: unknown unit type '%s' (hsgen units lists the %d known types)",
                  a->type, hs_catalog_count());
        return CLI_REJECTED;
    }
    json_t *p = json_pack("{s:s,s:s}", "unit", unit, "name", a->name), *params = json_object();
    if (buffer_type)
        json_object_set_new(params, "buffer_type", json_string(buffer_type));
    for (int i = 0; i < a->n_params && rc == CLI_OK; i++) {
        char key[64];
        const char *eq = strchr(a->params[i], '=');
        if (!eq || eq == a->params[i] || (size_t)(eq - a->params[i]) >= sizeof(key)) {
            cli_error("dynamatic: parameter '%s' is not KEY=VALUE", a->params[i]);
            rc = CLI_USAGE;
            break;
        }
        snprintf(key, sizeof(key), "%.*s", (int)(eq - a->params[i]), a->params[i]);
        if (!eq[1]) /* Dynamatic drops empty values */
            continue;
        if (!strcmp(key, "datatype")) {
            rc = datatype_param(eq + 1, p, params);
            continue;
        }
        json_t *v = pylit_parse(eq + 1, err, sizeof(err));
        if (!v) {
            cli_error("dynamatic: parameter %s: %s", key, err);
            rc = CLI_USAGE;
            break;
        }
        if (!strcmp(key, "port_types")) {
            json_object_set_new(p, "ports", port_types(unit, v, &rc));
            json_decref(v);
            continue;
        }
        if (!strcmp(key, "extra_signals")) {
            json_t *x = extra_signals(v, &rc);
            if (json_array_size(x))
                json_object_set_new(p, "extra_signals", x);
            else
                json_decref(x);
            json_decref(v);
            continue;
        }
        if (channel_lists_param(unit, key, v, p, params, &rc)) {
            json_decref(v);
            continue;
        }
        if (float_param(unit, key, v, params, &rc)) {
            json_decref(v);
            continue;
        }
        const hs_unit_info *info = hs_catalog_find(unit); /* Dynamatic's spellings */
        for (int k = 0; info && info->dyn_params && info->dyn_params[k]; k += 2)
            if (!strcmp(key, info->dyn_params[k]))
                snprintf(key, sizeof(key), "%s", info->dyn_params[k + 1]);
        if (info && info->dyn_bits && !strcmp(key, info->dyn_bits)) {
            json_t *c = constant_value(v);
            json_decref(v);
            v = c;
        }
        json_object_set_new(params, key, v);
    }
    *front = dyn_alias_front(a->type);
    if (rc == CLI_OK)
        one_slot_slots(unit, params);
    if (rc == CLI_OK)
        rc = transparent_form(unit, params, front);
    if (rc == CLI_OK)
        selector_ports(unit, p, params);
    if (json_object_get(p, "ports")) /* the types carry the extra signals */
        json_object_del(p, "extra_signals");
    if (json_object_size(params))
        json_object_set_new(p, "params", params);
    else
        json_decref(params);
    *out = p;
    return rc;
}

/* The HDL: --hdl, else the output's extension (.v/.sv: Verilog), else VHDL. */
static const char *pick_hdl(const dyn_args *a)
{
    const char *dot = strrchr(a->output, '.');
    if (a->hdl)
        return a->hdl;
    return dot && (!strcmp(dot, ".v") || !strcmp(dot, ".sv")) ? "verilog" : "vhdl";
}

/* The drop-in: translate, pick the HDL, generate and write like `generate -o FILE`. */
int cmd_dynamatic(cli_globals *g, int argc, char **argv)
{
    dyn_args a;
    json_t *req = NULL;
    const char *front = NULL; /* the one-slot unit in front (ofifo's tehb), or none */
    int rc = parse_args(argc, argv, &a);
    if (rc == CLI_OK && a.rtl_config)
        return dyn_print_rtl_config(g, a.rtl_config);
    if (rc == CLI_OK)
        rc = build_request(&a, g, &req, &front);
    if (rc == CLI_OK) {
        const char *hdl = pick_hdl(&a);
        if (strcmp(hdl, "vhdl") && strcmp(hdl, "verilog")) {
            cli_error("--hdl must be vhdl or verilog, got '%s'", hdl);
            rc = CLI_USAGE;
        } else {
            json_object_set_new(req, "hdl", json_string(hdl));
            /* the types package beside the unit, unless the flow already put one there */
            rc = front ? dyn_generate_with_front(g, req, front, a.output)
                       : cli_generate_and_write(g, req, a.output, true);
        }
    }
    json_decref(req);
    return rc;
}
