#define _GNU_SOURCE /* hsearch_r: the reentrant hash table of glibc */
/* Reading a circuit netlist from its JSON form, collecting every structural error
 * (shape, names, types, endpoints) instead of stopping at the first. */
#include <ctype.h>
#include <errno.h>
#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"
#include "policy_json.h"

void hs_diag_list_init(hs_diag_list *l)
{
    l->n = 0;
    l->dropped = 0;
}

void hs_diag_list_add(hs_diag_list *l, const hs_diag *d)
{
    if (l->n < HS_DIAG_LIST_MAX)
        l->items[l->n++] = *d;
    else
        l->dropped++;
}

void hs_diag_list_addf(hs_diag_list *l, const char *field, const char *port, const char *rule,
                       const char *fmt, ...)
{
    hs_diag d;
    hs_diag_clear(&d);
    d.code = HS_E_NETLIST;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d.message, sizeof(d.message), fmt, ap);
    va_end(ap);
    hs_diag_where(&d, field, port, rule);
    hs_diag_list_add(l, &d);
}

void hs_netlist_free(hs_netlist *nl)
{
    free(nl->inputs);
    free(nl->outputs);
    free(nl->units);
    free(nl->chans);
    hs_netlist_types_free(nl);
    hs_netlist_names_free(nl);
    hs_netlist_strs_free(nl);
    memset(nl, 0, sizeof(*nl));
}

int hs_netlist_find_unit(const hs_netlist *nl, const char *name)
{
    for (int i = 0; i < nl->n_units; i++)
        if (strcmp(nl->units[i].name, name) == 0)
            return i;
    return -1;
}

/* A set of names for one reading: exact look-ups (circuit ports by name) and
 * look-ups folded to lower case (VHDL does not tell `ok1` from `OK1`). Hashed,
 * so reading stays linear with 100,000 ports. */
typedef struct {
    struct hsearch_data tab;
    char (*keys)[HS_NET_NAME_MAX]; /* folded copies (the table points into them) */
    int n, cap;
    bool ok, fold;
} name_set;

/* Room for cap names; a set that could not be allocated finds nothing. */
static void set_init(name_set *s, int cap, bool fold)
{
    memset(s, 0, sizeof(*s));
    s->fold = fold;
    s->cap = cap;
    if (fold && !(s->keys = calloc((size_t)cap + 1, sizeof(*s->keys))))
        return;
    s->ok = hcreate_r((size_t)cap * 2 + 16, &s->tab) != 0;
}

static void set_free(name_set *s)
{
    if (s->ok)
        hdestroy_r(&s->tab);
    free(s->keys);
    memset(s, 0, sizeof(*s));
}

/* The name as the set keys it: itself, or folded into the set's own storage. */
static char *set_key(name_set *s, const char *name, char *buf)
{
    size_t i = 0;
    if (!s->fold)
        return (char *)name;
    for (; name[i] && i + 1 < HS_NET_NAME_MAX; i++)
        buf[i] = (char)tolower((unsigned char)name[i]);
    buf[i] = 0;
    return buf;
}

/* The value stored with `name` (index + 1 or the original spelling), or NULL. */
static void *set_find(name_set *s, const char *name)
{
    char buf[HS_NET_NAME_MAX];
    ENTRY key = {.key = set_key(s, name, buf), .data = NULL}, *found = NULL;
    if (!s->ok)
        return NULL;
    hsearch_r(key, FIND, &found, &s->tab);
    return found ? found->data : NULL;
}

/* Remembers name (whose storage must outlive the set unless the set folds). */
static void set_add(name_set *s, const char *name, void *data)
{
    ENTRY key = {.key = (char *)name, .data = data}, *found = NULL;
    if (!s->ok || (s->fold && s->n >= s->cap))
        return;
    if (s->fold)
        key.key = set_key(s, name, s->keys[s->n++]);
    hsearch_r(key, ENTER, &found, &s->tab);
}

/* Per reading thread: inputs and outputs by exact name, every circuit port and
 * every unit folded to lower case. */
static _Thread_local name_set *in_set, *out_set, *port_fold, *unit_fold;

/* A circuit port's index in its list, or -1. */
static int find_cport(bool input, const char *name)
{
    void *v = set_find(input ? in_set : out_set, name);
    return v ? (int)(intptr_t)v - 1 : -1;
}

/* Unit names are looked up once per endpoint: a hash table keeps reading linear. */
static _Thread_local struct hsearch_data *names_tab; /* per reading thread */

static int lookup_unit(hs_netlist *nl, const char *name)
{
    if (!names_tab)
        return hs_netlist_find_unit(nl, name);
    ENTRY key = {.key = (char *)name, .data = NULL}, *found = NULL;
    hsearch_r(key, FIND, &found, names_tab);
    return found ? (int)(intptr_t)found->data : -1;
}

static void remember_unit(hs_netlist *nl, int index)
{
    if (!names_tab)
        return;
    ENTRY key = {.key = (char *)nl->units[index].name, .data = (void *)(intptr_t)index},
          *found = NULL;
    hsearch_r(key, ENTER, &found, names_tab);
}

static bool copy_name(char *dst, const char *src)
{
    if (strlen(src) >= HS_NET_NAME_MAX)
        return false;
    memcpy(dst, src, strlen(src) + 1);
    return true;
}

/* Circuit ports become top-level HDL ports: legal identifiers, not clk/rst. */
static void read_cports(const json_t *arr, const char *what, hs_net_port **out, int *n,
                        hs_diag_list *errs)
{
    bool input = strcmp(what, "inputs") == 0;
    const char *other;
    if (!arr)
        return;
    if (!json_is_array(arr)) {
        hs_diag_list_addf(errs, what, NULL, "shape", "'%s' must be a list of {name, type}", what);
        return;
    }
    size_t cnt = json_array_size(arr);
    if (cnt > HS_NET_MAX_UNITS) {
        hs_diag_list_addf(errs, what, NULL, "limit", "'%s' lists more than %d ports", what,
                          HS_NET_MAX_UNITS);
        return;
    }
    *out = calloc(cnt ? cnt : 1, sizeof(hs_net_port));
    if (!*out)
        return;
    for (size_t i = 0; i < cnt; i++) {
        const json_t *p = json_array_get(arr, i);
        const char *name = json_string_value(json_object_get(p, "name"));
        const char *type = json_string_value(json_object_get(p, "type"));
        char field[96];
        snprintf(field, sizeof(field), "%s[%zu]", what, i);
        if (!name || !type) {
            hs_diag_list_addf(errs, field, NULL, "shape", "%s needs a string name and type", field);
            continue;
        }
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_check_entity_name(name, &d) != 0 || strcmp(name, "clk") == 0 ||
            strcmp(name, "rst") == 0 || !copy_name((*out)[*n].name, name)) {
            hs_diag_list_addf(errs, field, name, "name",
                              "circuit port '%s' is not a legal port name%s%s", name,
                              d.message[0] ? ": " : " (clk and rst are taken)", d.message);
            continue;
        }
        if (find_cport(input, name) >= 0) {
            hs_diag_list_addf(errs, field, name, "name", "circuit port '%s' is declared twice",
                              name);
            continue;
        }
        if ((other = set_find(port_fold, name))) {
            if (strcmp(other, name) == 0)
                hs_diag_list_addf(errs, "outputs", name, "name",
                                  "'%s' is both a circuit input and output", name);
            else
                hs_diag_list_addf(errs, field, name, "name",
                                  "circuit ports '%s' and '%s' differ only in case (VHDL names "
                                  "are case-insensitive)",
                                  other, name);
            continue;
        }
        if (hs_type_parse(type, &(*out)[*n].type, &d) != 0) {
            hs_diag_list_addf(errs, field, name, "type", "circuit port %s: %s", name, d.message);
            continue;
        }
        set_add(input ? in_set : out_set, (*out)[*n].name, (void *)(intptr_t)(*n + 1));
        set_add(port_fold, name, (*out)[*n].name);
        (*n)++;
    }
}

/* A parameter value as text: integers printed, strings verbatim. */
static int param_text(const json_t *v, char *buf, size_t cap)
{
    if (json_is_integer(v))
        snprintf(buf, cap, "%lld", (long long)json_integer_value(v));
    else if (json_is_string(v) && strlen(json_string_value(v)) < cap)
        snprintf(buf, cap, "%s", json_string_value(v));
    else if (json_is_boolean(v))
        snprintf(buf, cap, "%s", json_is_true(v) ? "1" : "0");
    else
        return -1;
    return 0;
}

static void read_unit(hs_netlist *nl, const json_t *ju, size_t i, hs_diag_list *errs)
{
    char field[96];
    snprintf(field, sizeof(field), "units[%zu]", i);
    const char *name = json_string_value(json_object_get(ju, "name"));
    const char *unit = json_string_value(json_object_get(ju, "unit"));
    if (!name || !unit) {
        hs_diag_list_addf(errs, field, NULL, "shape", "%s needs a string name and unit", field);
        return;
    }
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_check_entity_name(name, &d) != 0) {
        hs_diag_list_addf(errs, field, NULL, "name", "unit name: %s", d.message);
        return;
    }
    if (lookup_unit(nl, name) >= 0) {
        hs_diag_list_addf(errs, field, NULL, "name", "unit '%s' is declared twice", name);
        return;
    }
    const char *other = set_find(unit_fold, name);
    if (other) {
        hs_diag_list_addf(errs, field, NULL, "name",
                          "units '%s' and '%s' differ only in case (VHDL names are "
                          "case-insensitive)",
                          other, name);
        return;
    }
    hs_net_unit *u = &nl->units[nl->n_units];
    memset(u, 0, sizeof(*u));
    if (strlen(unit) >= HS_NET_NAME_MAX) {
        hs_diag_list_addf(errs, field, NULL, "name", "unit kind of '%s' is too long", name);
        return;
    }
    if (hs_netlist_unit_set(nl, nl->n_units, name, unit, "")) {
        hs_diag_list_addf(errs, field, NULL, "memory", "out of memory");
        return;
    }
    u->info = hs_catalog_find(unit);
    const json_t *entity = json_object_get(ju, "entity");
    if (entity &&
        (!json_is_string(entity) || hs_check_entity_name(json_string_value(entity), &d) != 0 ||
         strlen(json_string_value(entity)) >= HS_NET_NAME_MAX ||
         hs_netlist_unit_set(nl, nl->n_units, NULL, NULL, json_string_value(entity))))
        hs_diag_list_addf(errs, field, NULL, "name",
                          "entity of unit %s must be a legal entity name%s%s", name,
                          d.message[0] ? ": " : "", d.message);
    const json_t *bb = json_object_get(ju, "black_box");
    if (bb && !json_is_boolean(bb))
        hs_diag_list_addf(errs, field, NULL, "shape", "black_box of unit %s must be true or false",
                          name);
    u->black_box = json_is_true(bb);
    const json_t *fb = json_object_get(ju, "float_bits"); /* hs_net_unit.float_bits */
    if (fb &&
        !(json_is_integer(fb) && (json_integer_value(fb) == 16 || json_integer_value(fb) == 32 ||
                                  json_integer_value(fb) == 64)))
        hs_diag_list_addf(errs, field, NULL, "shape",
                          "float_bits of unit %s must be 16, 32 or 64 (the width of the integer "
                          "channels it takes as floats)",
                          name);
    else if (fb)
        u->float_bits = (int)json_integer_value(fb);
    remember_unit(nl, nl->n_units);
    set_add(unit_fold, nl->units[nl->n_units].name, (void *)nl->units[nl->n_units].name);
    const json_t *bbv = json_object_get(ju, "bb");
    if (bbv && (!json_is_integer(bbv) || json_integer_value(bbv) < 0 ||
                json_integer_value(bbv) > 999999999))
        hs_diag_list_addf(errs, field, NULL, "shape",
                          "bb of unit %s must be a basic block number from 0 to 999999999", name);
    else if (bbv) {
        u->has_bb = true;
        u->bb = (int)json_integer_value(bbv);
    }
    const json_t *params = json_object_get(ju, "params");
    if (params && !json_is_object(params)) {
        hs_diag_list_addf(errs, field, NULL, "shape", "params of unit %s must be an object", name);
    } else if (params) {
        const char *k;
        const json_t *v;
        char text[HS_MAX_TYPE_TEXT + 1];
        json_object_foreach((json_t *)params, k, v)
        {
            if (strlen(k) >= HS_NET_NAME_MAX || param_text(v, text, sizeof(text))) {
                hs_diag_list_addf(errs, field, NULL, "shape",
                                  "parameter %s of unit %s must be an integer or a string", k,
                                  name);
                continue;
            }
            if (hs_netlist_param_set(nl, nl->n_units, k, text))
                hs_diag_list_addf(errs, field, NULL, "memory", "out of memory");
        }
    }
    nl->n_units++;
}

/* "unit.port", "unit.port[3]" or a circuit port name (inputs for `from`, outputs for
 * `to`). Returns false after recording an error. */
static bool parse_endpoint(hs_netlist *nl, const char *text, bool is_from, const char *field,
                           hs_endpoint *ep, hs_diag_list *errs)
{
    memset(ep, 0, sizeof(*ep));
    ep->elem = -1;
    const char *dot = strchr(text, '.');
    if (!dot) {
        ep->unit = -1;
        ep->cport = find_cport(is_from, text);
        if (ep->cport < 0) {
            hs_diag_list_addf(errs, field, text, "endpoint",
                              "%s: '%s' is no unit port and no circuit %s (write unit.port)", field,
                              text, is_from ? "input" : "output");
            return false;
        }
        ep->port = hs_netlist_name(nl, text); /* a circuit port's name: shorter than the room */
        if (!ep->port) {
            hs_diag_list_addf(errs, field, text, "memory", "out of memory");
            return false;
        }
        return true;
    }
    char uname[HS_NET_NAME_MAX];
    size_t ulen = (size_t)(dot - text);
    if (ulen >= sizeof(uname)) {
        hs_diag_list_addf(errs, field, text, "endpoint", "%s: unit name too long in '%s'", field,
                          text);
        return false;
    }
    memcpy(uname, text, ulen);
    uname[ulen] = '\0';
    ep->unit = lookup_unit(nl, uname);
    if (ep->unit < 0) {
        hs_diag_list_addf(errs, field, text, "endpoint", "%s: no unit named '%s' (in '%s')", field,
                          uname, text);
        return false;
    }
    const char *port = dot + 1;
    const char *br = strchr(port, '[');
    size_t plen = br ? (size_t)(br - port) : strlen(port);
    if (plen == 0 || plen >= HS_NET_NAME_MAX) {
        hs_diag_list_addf(errs, field, text, "endpoint", "%s: malformed endpoint '%s'", field,
                          text);
        return false;
    }
    ep->port = hs_netlist_name_n(nl, port, plen);
    if (!ep->port) {
        hs_diag_list_addf(errs, field, text, "memory", "out of memory");
        return false;
    }
    if (br) {
        char *end;
        errno = 0;
        long v = strtol(br + 1, &end, 10);
        if (end == br + 1 || *end != ']' || end[1] || errno || v < 0 || v >= HS_MAX_ARRAY) {
            hs_diag_list_addf(errs, field, text, "endpoint",
                              "%s: bad array index in '%s' (0 to %d)", field, text,
                              HS_MAX_ARRAY - 1);
            return false;
        }
        ep->elem = (int)v;
    }
    return true;
}

static void read_channel(hs_netlist *nl, const json_t *jc, size_t i, hs_diag_list *errs)
{
    char field[96];
    snprintf(field, sizeof(field), "channels[%zu]", i);
    const char *from = json_string_value(json_object_get(jc, "from"));
    const char *to = json_string_value(json_object_get(jc, "to"));
    const char *type = json_string_value(json_object_get(jc, "type"));
    if (!from || !to || !type) {
        hs_diag_list_addf(errs, field, NULL, "shape", "%s needs string from, to and type", field);
        return;
    }
    hs_net_chan *c = &nl->chans[nl->n_chans];
    if (!parse_endpoint(nl, from, true, field, &c->from, errs) ||
        !parse_endpoint(nl, to, false, field, &c->to, errs))
        return;
    hs_diag d;
    hs_type t;
    hs_diag_clear(&d);
    if (hs_type_parse(type, &t, &d) != 0) {
        hs_diag_list_addf(errs, field, to, "type", "%s (%s -> %s): %s", field, from, to, d.message);
        return;
    }
    if (!(c->type = hs_netlist_type(nl, &t))) {
        hs_diag_list_addf(errs, field, to, "memory", "%s: out of memory", field);
        return;
    }
    nl->n_chans++;
}

static int read_body(const json_t *j, hs_netlist *nl, const json_t *units, hs_diag_list *errs);

/* "signals": {"tag": {"merge": "first"}} (or {"tag": "first"}): merge policies that
 * travel with the design, over the configuration's; read as a request's own
 * `signals` is (policy_json.h), with the same words for what is wrong. */
static void read_signals(const json_t *s, hs_netlist *nl, hs_diag_list *errs)
{
    hs_policies pol;
    hs_diag d;
    if (!s)
        return;
    hs_diag_clear(&d);
    if (hs_policies_from_json(s, "signals", &pol, &d) != 0) {
        hs_diag_list_addf(errs, d.field, NULL,
                          d.code == HS_E_NAME    ? "name"
                          : d.code == HS_E_LIMIT ? "limit"
                                                 : "shape",
                          "%s", d.message);
        return;
    }
    if (pol.n > HS_NET_MAX_SIGNALS) {
        hs_diag_list_addf(errs, "signals", NULL, "limit",
                          "a netlist gives at most %d signal policies, this one %d",
                          HS_NET_MAX_SIGNALS, pol.n);
        return;
    }
    for (int i = 0; i < pol.n; i++) {
        snprintf(nl->signals[i].name, sizeof(nl->signals[i].name), "%s", pol.p[i].name);
        nl->signals[i].merge = (uint8_t)pol.p[i].merge;
    }
    nl->n_signals = pol.n;
}

int hs_netlist_config(const hs_netlist *nl, const hs_config *base, hs_config *out, hs_diag *d)
{
    if (hs_config_copy(out, base) != 0)
        return hs_fail(d, HS_E_INTERNAL, "out of memory");
    for (int i = 0; i < nl->n_signals; i++) {
        int rc = hs_config_set_merge(out, nl->signals[i].name, (hs_merge)nl->signals[i].merge, d);
        if (rc) {
            hs_config_free(out);
            return rc;
        }
    }
    return 0;
}

int hs_netlist_from_json(const json_t *j, hs_netlist *nl, hs_diag_list *errs)
{
    memset(nl, 0, sizeof(*nl));
    hs_diag_list_init(errs);
    if (!json_is_object(j)) {
        hs_diag_list_addf(errs, "netlist", NULL, "shape", "a netlist is a JSON object");
        return HS_E_NETLIST;
    }
    const char *name = json_string_value(json_object_get(j, "name"));
    hs_diag d;
    hs_diag_clear(&d);
    if (!name || hs_check_entity_name(name, &d) != 0)
        hs_diag_list_addf(errs, "name", NULL, "name",
                          "the netlist needs a name that is a legal entity name%s%s",
                          d.message[0] ? ": " : "", d.message);
    else
        copy_name(nl->name, name);
    read_signals(json_object_get(j, "signals"), nl, errs);
    const json_t *units = json_object_get(j, "units");
    name_set sets[4];
    int n_ports = (int)(json_array_size(json_object_get(j, "inputs")) +
                        json_array_size(json_object_get(j, "outputs")));
    if (n_ports > 2 * HS_NET_MAX_UNITS)
        n_ports = 2 * HS_NET_MAX_UNITS;
    set_init(&sets[0], n_ports, false);
    set_init(&sets[1], n_ports, false);
    set_init(&sets[2], n_ports, true);
    set_init(&sets[3],
             json_array_size(units) < HS_NET_MAX_UNITS ? (int)json_array_size(units)
                                                       : HS_NET_MAX_UNITS,
             true);
    in_set = &sets[0];
    out_set = &sets[1];
    port_fold = &sets[2];
    unit_fold = &sets[3];
    int rc = read_body(j, nl, units, errs);
    for (int i = 0; i < 4; i++)
        set_free(&sets[i]);
    in_set = out_set = port_fold = unit_fold = NULL;
    return rc;
}

/* Ports, units and channels, with the name sets of this reading in place. */
static int read_body(const json_t *j, hs_netlist *nl, const json_t *units, hs_diag_list *errs)
{
    read_cports(json_object_get(j, "inputs"), "inputs", &nl->inputs, &nl->n_inputs, errs);
    read_cports(json_object_get(j, "outputs"), "outputs", &nl->outputs, &nl->n_outputs, errs);
    const json_t *chans = json_object_get(j, "channels");
    if (!json_is_array(units) || !json_is_array(chans)) {
        hs_diag_list_addf(errs, "units", NULL, "shape",
                          "a netlist needs 'units' and 'channels' lists");
        return HS_E_NETLIST;
    }
    if (json_array_size(units) > HS_NET_MAX_UNITS || json_array_size(chans) > HS_NET_MAX_CHANNELS) {
        hs_diag_list_addf(errs, "units", NULL, "limit",
                          "a netlist holds at most %d units and %d channels", HS_NET_MAX_UNITS,
                          HS_NET_MAX_CHANNELS);
        return HS_E_NETLIST;
    }
    nl->cap_units = (int)json_array_size(units) + 16;
    nl->cap_chans = (int)json_array_size(chans) + 64;
    nl->units = calloc((size_t)nl->cap_units, sizeof(hs_net_unit));
    nl->chans = calloc((size_t)nl->cap_chans, sizeof(hs_net_chan));
    if (!nl->units || !nl->chans) {
        hs_diag_list_addf(errs, "netlist", NULL, "memory", "out of memory");
        return HS_E_NETLIST;
    }
    struct hsearch_data tab;
    memset(&tab, 0, sizeof(tab));
    names_tab = hcreate_r((size_t)nl->cap_units * 2, &tab) ? &tab : NULL;
    for (size_t i = 0; i < json_array_size(units); i++)
        read_unit(nl, json_array_get(units, i), i, errs);
    for (size_t i = 0; i < json_array_size(chans); i++)
        read_channel(nl, json_array_get(chans, i), i, errs);
    if (names_tab)
        hdestroy_r(names_tab);
    names_tab = NULL;
    return errs->n ? HS_E_NETLIST : 0;
}

int hs_netlist_load_file(const char *path, hs_netlist *nl, hs_diag_list *errs)
{
    json_error_t je;
    json_t *j = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    if (!j) {
        memset(nl, 0, sizeof(*nl));
        hs_diag_list_init(errs);
        hs_diag_list_addf(errs, "netlist", NULL, "json", "%s:%d:%d: %s", path, je.line, je.column,
                          je.text);
        return HS_E_NETLIST;
    }
    int rc = hs_netlist_from_json(j, nl, errs);
    json_decref(j);
    return rc;
}
