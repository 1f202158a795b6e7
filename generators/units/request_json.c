/* JSON-RPC params -> hs_request, and diagnostics / units / types -> JSON.
 *
 * Shape errors (a member of the wrong JSON type) are HS_JSON_E_INVALID_PARAMS
 * with d->field naming the member; what the library rejects keeps its code. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "request_json.h"

/* Records a params-shape error naming the member so clients can point at it. */
static int shape_err(hs_diag *d, const char *field, const char *fmt, const char *what)
{
    hs_fail(d, HS_JSON_E_INVALID_PARAMS, fmt, field, what);
    hs_diag_where(d, field, NULL, NULL);
    return HS_JSON_E_INVALID_PARAMS;
}

/* Keeps the field of a library error that did not set one. */
static int with_field(int rc, hs_diag *d, const char *field, const char *port)
{
    if (rc && d && !d->field[0])
        hs_diag_where(d, field, NULL, NULL);
    if (rc && d && port && !d->port[0])
        hs_diag_where(d, NULL, port, NULL);
    return rc;
}

/* Unknown members are reported, not ignored: a typo must not silently change a request. */
int hs_json_check_members(const json_t *params, const char *const *allowed, hs_diag *d)
{
    const char *key;
    json_t *v;
    if (!params || json_is_null(params))
        return 0;
    if (!json_is_object(params))
        return shape_err(d, "params", "%s must be an object%s", "");
    json_object_foreach((json_t *)params, key, v)
    {
        bool ok = false;
        for (int i = 0; allowed[i] && !ok; i++)
            ok = strcmp(allowed[i], key) == 0;
        if (!ok)
            return shape_err(d, key, "unknown member '%s' in params%s", "");
    }
    return 0;
}

/* One `ports` entry; an array value stands for name[0], name[1], ... */
static int add_port_json(hs_request *r, const char *port, json_t *v, hs_diag *d)
{
    char field[96], elem[80];
    size_t i;
    json_t *e;
    snprintf(field, sizeof(field), "ports.%s", port);
    if (json_is_string(v))
        return with_field(hs_request_add_port(r, port, json_string_value(v), d), d, field, port);
    if (!json_is_array(v))
        return shape_err(d, field, "%s must be a type string or a list of them%s", "");
    json_array_foreach(v, i, e)
    {
        snprintf(elem, sizeof(elem), "%s[%zu]", port, i);
        if (!json_is_string(e))
            return shape_err(d, field, "%s must be a list of type strings%s", "");
        if (with_field(hs_request_add_port(r, elem, json_string_value(e), d), d, field, elem))
            return d ? d->code : HS_E_PORT;
    }
    return 0;
}

/* The `ports` form: {port: type}. */
static int ports_from_json(hs_request *r, json_t *ports, hs_diag *d)
{
    const char *key;
    json_t *v;
    if (!json_is_object(ports))
        return shape_err(d, "ports", "%s must be an object {port: type}%s", "");
    json_object_foreach(ports, key, v)
    {
        int rc = add_port_json(r, key, v, d);
        if (rc)
            return rc;
    }
    return 0;
}

/* Parameter values arrive as numbers or strings; the library takes text. */
static int param_text(json_t *v, char *buf, size_t cap)
{
    if (json_is_integer(v))
        snprintf(buf, cap, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
    else if (json_is_string(v))
        snprintf(buf, cap, "%s", json_string_value(v));
    else if (json_is_boolean(v))
        snprintf(buf, cap, "%d", json_is_true(v) ? 1 : 0);
    else if (json_is_array(v) && json_is_array(json_array_get(v, 0))) {
        /* a list of lists: [[2, 2], [0]], passed on in JSON syntax */
        size_t n = json_dumpb(v, buf, cap, JSON_COMPACT);
        if (n == 0 || n >= cap)
            return -1;
        buf[n] = '\0';
    } else if (json_is_array(v)) { /* a list parameter: [1, 2, 3] */
        size_t n = 0, i;
        json_t *e;
        buf[0] = '\0';
        json_array_foreach(v, i, e)
        {
            if (!json_is_integer(e))
                return -1;
            n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%s%" JSON_INTEGER_FORMAT,
                                  i ? " " : "", json_integer_value(e));
            if (n >= cap)
                return -1;
        }
    } else
        return -1;
    return 0;
}

/* The `params` form: numbers passed to the library as numbers, the rest as text. */
static int params_from_json(hs_request *r, json_t *params, hs_diag *d)
{
    const char *key;
    json_t *v;
    char text[HS_MAX_TYPE_TEXT + 1], field[96];
    if (!json_is_object(params))
        return shape_err(d, "params", "%s must be an object {name: value}%s", "");
    json_object_foreach(params, key, v)
    {
        snprintf(field, sizeof(field), "params.%s", key);
        if (json_is_integer(v)) { /* a number stays one: no text for the library to read back */
            if (with_field(hs_request_add_param_int(r, key, json_integer_value(v), d), d, field,
                           NULL))
                return d ? d->code : HS_E_PARAM;
            continue;
        }
        if (param_text(v, text, sizeof(text)) != 0)
            return shape_err(d, field, "%s must be an integer, a string or a list of integers%s",
                             "");
        if (with_field(hs_request_add_param(r, key, text, d), d, field, NULL))
            return d ? d->code : HS_E_PARAM;
    }
    return 0;
}

/* {name, width, direction} form of one extra signal. */
static int extra_from_object(hs_request *r, json_t *o, const char *field, hs_diag *d)
{
    json_t *name = json_object_get(o, "name"), *width = json_object_get(o, "width");
    json_t *dir = json_object_get(o, "direction");
    hs_extra e;
    char sub[112];
    memset(&e, 0, sizeof(e));
    snprintf(sub, sizeof(sub), "%s.name", field);
    if (!json_is_string(name))
        return shape_err(d, sub, "%s must be a string%s", "");
    snprintf(sub, sizeof(sub), "%s.width", field);
    if (!json_is_integer(width))
        return shape_err(d, sub, "%s must be an integer%s", "");
    if (json_integer_value(width) < 1 || json_integer_value(width) > HS_MAX_EXTRA_WIDTH) {
        hs_fail(d, HS_E_LIMIT, "%s: width %" JSON_INTEGER_FORMAT " is outside 1..%d", sub,
                json_integer_value(width), HS_MAX_EXTRA_WIDTH);
        return with_field(HS_E_LIMIT, d, sub, NULL);
    }
    snprintf(sub, sizeof(sub), "%s.direction", field);
    if (dir && !(json_is_string(dir) && (strcmp(json_string_value(dir), "down") == 0 ||
                                         strcmp(json_string_value(dir), "up") == 0)))
        return shape_err(d, sub, "%s must be \"down\" or \"up\"%s", "");
    snprintf(sub, sizeof(sub), "%s.name", field);
    if (with_field(hs_check_signal_name(json_string_value(name), d), d, sub, NULL))
        return d ? d->code : HS_E_NAME;
    snprintf(e.name, sizeof(e.name), "%s", json_string_value(name));
    e.width = (uint16_t)json_integer_value(width);
    e.up = dir && strcmp(json_string_value(dir), "up") == 0;
    e.named = 1;
    return with_field(hs_request_add_extra(r, &e, d), d, field, NULL);
}

/* extra_signals: strings in type syntax or {name, width, direction} objects. */
static int extras_from_json(hs_request *r, json_t *list, hs_diag *d)
{
    size_t i;
    json_t *e;
    char field[64];
    if (!json_is_array(list))
        return shape_err(d, "extra_signals", "%s must be a list%s", "");
    json_array_foreach(list, i, e)
    {
        int rc;
        snprintf(field, sizeof(field), "extra_signals[%zu]", i);
        if (json_is_string(e))
            rc = with_field(hs_request_add_extra_text(r, json_string_value(e), d), d, field, NULL);
        else if (json_is_object(e))
            rc = extra_from_object(r, e, field, d);
        else
            rc = shape_err(d, field, "%s must be \"name: iN\" or {name, width, direction}%s", "");
        if (rc)
            return rc;
    }
    return 0;
}

/* A member that may be absent but must be a string when present. */
static int optional_string(const json_t *params, const char *key, const char **out, hs_diag *d)
{
    json_t *v = json_object_get(params, key);
    *out = NULL;
    if (!v || json_is_null(v))
        return 0;
    if (!json_is_string(v))
        return shape_err(d, key, "%s must be a string%s", "");
    *out = json_string_value(v);
    return 0;
}

/* Reads unit and name, then whichever form of the request was sent. */
static int request_body(const json_t *params, hs_request *r, hs_diag *d)
{
    const char *name;
    json_t *v;
    int rc = optional_string(params, "name", &name, d);
    if (rc)
        return rc;
    if (name) {
        /* given but empty (refused rather than read as absent: r->name "" is the default
         * name's) or too long to hold: the one name check's error, so every path that
         * refuses the name words it the same way */
        if (!name[0] || strlen(name) >= sizeof(r->name))
            return hs_check_entity_name(name, d);
        snprintf(r->name, sizeof(r->name), "%s", name);
    }
    if ((v = json_object_get(params, "ports")) && (rc = ports_from_json(r, v, d)))
        return rc;
    if ((v = json_object_get(params, "params")) && (rc = params_from_json(r, v, d)))
        return rc;
    if ((v = json_object_get(params, "extra_signals")) && (rc = extras_from_json(r, v, d)))
        return rc;
    return 0;
}

/* Entry point: unit.generate/verify/preview params into an hs_request. */
int hs_request_from_json(const json_t *params, hs_request *r, hs_diag *d)
{
    const char *unit;
    int rc;
    hs_request_init(r, "");
    if (!json_is_object(params))
        return shape_err(d, "params", "%s must be an object with at least 'unit'%s", "");
    if ((rc = optional_string(params, "unit", &unit, d)))
        return rc;
    if (!unit)
        return shape_err(d, "unit", "missing '%s' (a unit name such as \"handshake.addi\")%s", "");
    if (strlen(unit) >= sizeof(r->unit))
        return with_field(hs_fail(d, HS_E_UNKNOWN_UNIT, "unknown unit '%.60s...'", unit), d, "unit",
                          NULL);
    snprintf(r->unit, sizeof(r->unit), "%s", unit);
    rc = request_body(params, r, d);
    if (rc)
        hs_request_free(r);
    return rc;
}

/* The HDL a request asks for, checked against the enabled backends. */
int hs_hdl_from_json(const json_t *params, const hs_config *cfg, hs_hdl *out, hs_diag *d)
{
    const char *s = NULL;
    int rc = params ? optional_string(params, "hdl", &s, d) : 0;
    if (rc)
        return rc;
    *out = cfg->default_hdl;
    if (s && hs_hdl_parse(s, out) != 0)
        return with_field(
            hs_fail(d, HS_E_BACKEND, "unknown hdl '%.40s': expected vhdl or verilog", s), d, "hdl",
            NULL);
    if (!cfg->hdl_enabled[*out])
        return with_field(hs_fail(d, HS_E_BACKEND,
                                  "the %s backend is disabled by configuration "
                                  "(backends.%s.enabled)",
                                  hs_hdl_name(*out), hs_hdl_name(*out)),
                          d, "hdl", NULL);
    return 0;
}

/* ------------------------------------------------------------------ to JSON */

static void set_if(json_t *o, const char *key, const char *s)
{
    if (s && s[0])
        json_object_set_new(o, key, json_string(s));
}

/* The error `data` object clients use to point at the field, port or rule. */
json_t *hs_diag_to_json(const hs_diag *d)
{
    json_t *o = json_object();
    json_object_set_new(
        o, "kind",
        json_string(d->code == HS_JSON_E_INVALID_PARAMS ? "invalid_params" : hs_err_name(d->code)));
    set_if(o, "field", d->field);
    set_if(o, "port", d->port);
    set_if(o, "rule", d->rule);
    if (d->column > 0)
        json_object_set_new(o, "column", json_integer(d->column));
    set_if(o, "expected", d->expected);
    set_if(o, "did_you_mean", d->suggestion);
    if (d->line > 0)
        json_object_set_new(o, "line", json_integer(d->line));
    return o;
}

/* One entry of a result's `ports` list, whichever form it is written in. Members
 * after `role`, in this order, only when set: float, count, signal, flat. */
typedef struct {
    const char *name, *dir, *role;
    unsigned width;
    bool is_float;      /* a data bus carrying a float format */
    long count;         /* array ports' data entry: elements; -1: none */
    const char *signal; /* extra-signal and part ports: the signal; NULL: none */
    bool flat;          /* the LSQ's ports: each signal its own port */
} port_rec;

/* Where the port records go: a JSON array, or compact JSON text (the bytes
 * json_dumps(JSON_COMPACT) would print for that array). */
typedef struct {
    json_t *list; /* NULL: text */
    char *text;
    size_t len, cap;
    size_t n;
    bool failed;
} port_sink;

/* Room for n more bytes and the closing NUL in the text sink: where they go, or
 * NULL once an allocation failed. */
static char *sink_room(port_sink *k, size_t n)
{
    if (k->failed)
        return NULL;
    if (k->len + n + 1 > k->cap) {
        size_t cap = k->cap ? k->cap * 2 : 1024;
        while (cap < k->len + n + 1)
            cap *= 2;
        char *t = realloc(k->text, cap);
        if (!t) {
            k->failed = true;
            return NULL;
        }
        k->text = t;
        k->cap = cap;
    }
    return k->text + k->len;
}

/* Appends n bytes to the text sink. */
static void sink_add(port_sink *k, const char *s, size_t n)
{
    char *o = sink_room(k, n);
    if (!o)
        return;
    memcpy(o, s, n);
    k->len += n;
    k->text[k->len] = '\0';
}

/* The bytes a JSON string escapes, '"', '\\' and the controls: the letter of the
 * short escape jansson writes, 'u' for the others (\u00XX); 0: copied as is. */
static const char json_escape[256] = {
    ['"'] = '"',  ['\\'] = '\\', [0x00] = 'u', [0x01] = 'u', [0x02] = 'u', [0x03] = 'u',
    [0x04] = 'u', [0x05] = 'u',  [0x06] = 'u', [0x07] = 'u', ['\b'] = 'b', ['\t'] = 't',
    ['\n'] = 'n', [0x0b] = 'u',  ['\f'] = 'f', ['\r'] = 'r', [0x0e] = 'u', [0x0f] = 'u',
    [0x10] = 'u', [0x11] = 'u',  [0x12] = 'u', [0x13] = 'u', [0x14] = 'u', [0x15] = 'u',
    [0x16] = 'u', [0x17] = 'u',  [0x18] = 'u', [0x19] = 'u', [0x1a] = 'u', [0x1b] = 'u',
    [0x1c] = 'u', [0x1d] = 'u',  [0x1e] = 'u', [0x1f] = 'u'};

/* n bytes at s written at o with jansson's escapes (names are identifiers: the
 * escapes are for completeness), the runs between them copied at once; o has
 * room for 6 n bytes. Returns the output's end. */
static char *put_escaped(char *o, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        char letter = json_escape[ch];
        if (!letter)
            continue;
        memcpy(o, s + run, i - run);
        o += i - run;
        run = i + 1;
        *o++ = '\\';
        *o++ = letter;
        if (letter == 'u') {
            *o++ = '0';
            *o++ = '0';
            *o++ = hex[ch >> 4];
            *o++ = hex[ch & 15];
        }
    }
    memcpy(o, s + run, n - run);
    return o + (n - run);
}

/* A decimal integer written at o (widths and counts: never negative; o has room
 * for 20 bytes). Returns the output's end. */
static char *put_int(char *o, long long v)
{
    char num[24];
    size_t n = sizeof(num);
    unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        num[--n] = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    if (v < 0)
        num[--n] = '-';
    memcpy(o, num + n, sizeof(num) - n);
    return o + (sizeof(num) - n);
}

/* A literal's bytes written at o; returns the output's end. */
#define PUT_LIT(o, lit) (memcpy((o), (lit), sizeof(lit) - 1), (o) + sizeof(lit) - 1)

/* a, b and c joined into out (cap bytes), cut to fit: a port's name from its parts. */
static void join3(char *out, size_t cap, const char *a, const char *b, const char *c)
{
    const char *parts[3] = {a, b, c};
    size_t n = 0;
    for (int i = 0; i < 3; i++)
        for (const char *p = parts[i]; *p && n + 1 < cap; p++)
            out[n++] = *p;
    out[n] = '\0';
}

/* Writes one port record to the sink. */
static void port_put(port_sink *k, const port_rec *r)
{
    if (k->list) {
        json_t *o = json_object();
        json_object_set_new(o, "name", json_string(r->name));
        json_object_set_new(o, "direction", json_string(r->dir));
        json_object_set_new(o, "width", json_integer(r->width));
        json_object_set_new(o, "role", json_string(r->role));
        if (r->is_float)
            json_object_set_new(o, "float", json_true());
        if (r->count >= 0)
            json_object_set_new(o, "count", json_integer(r->count));
        if (r->signal)
            json_object_set_new(o, "signal", json_string(r->signal));
        if (r->flat)
            json_object_set_new(o, "flat", json_true());
        json_array_append_new(k->list, o);
        return;
    }
    /* the worst case reserved once: every byte of the strings escaped as \u00XX,
     * the members' names and punctuation, two numbers */
    size_t nn = strlen(r->name), nd = strlen(r->dir), nr = strlen(r->role);
    size_t ns = r->signal ? strlen(r->signal) : 0;
    char *o = sink_room(k, 6 * (nn + nd + nr + ns) + 160), *start = o;
    if (!o)
        return;
    if (k->n)
        *o++ = ',';
    o = PUT_LIT(o, "{\"name\":\"");
    o = put_escaped(o, r->name, nn);
    o = PUT_LIT(o, "\",\"direction\":\"");
    o = put_escaped(o, r->dir, nd);
    o = PUT_LIT(o, "\",\"width\":");
    o = put_int(o, r->width);
    o = PUT_LIT(o, ",\"role\":\"");
    o = put_escaped(o, r->role, nr);
    *o++ = '"';
    if (r->is_float)
        o = PUT_LIT(o, ",\"float\":true");
    if (r->count >= 0) {
        o = PUT_LIT(o, ",\"count\":");
        o = put_int(o, r->count);
    }
    if (r->signal) {
        o = PUT_LIT(o, ",\"signal\":\"");
        o = put_escaped(o, r->signal, ns);
        *o++ = '"';
    }
    if (r->flat)
        o = PUT_LIT(o, ",\"flat\":true");
    *o++ = '}';
    *o = '\0';
    k->len += (size_t)(o - start);
    k->n++;
}

/* A record with the four members every port has. */
static port_rec port_rec_of(const char *name, const char *dir, unsigned width, const char *role)
{
    return (port_rec){.name = name, .dir = dir, .role = role, .width = width, .count = -1};
}

/* The extra-signal ports of one channel (or one array element). */
static void extras_ports(port_sink *k, const char *base, const hs_type *t, bool in)
{
    char name[HS_IDENT_MAX + HS_NAME_MAX + 16];
    for (int i = 0; i < t->n_extra; i++) {
        const hs_extra *e = &t->extra[i];
        bool dir_in = e->up ? !in : in;
        join3(name, sizeof(name), base, "_", e->name);
        port_rec r = port_rec_of(name, dir_in ? "in" : "out", e->width, "extra");
        r.signal = e->name;
        port_put(k, &r);
    }
}

/* Data, extras, valid, ready of one table port, in the entity's declaration order. */
static void channel_ports(port_sink *k, const char *pname, const hs_unit_port *p, bool in,
                          bool array)
{
    const hs_type *t = &p->type;
    unsigned n = array ? p->count : 1;
    char name[HS_IDENT_MAX + 16];
    if (t->kind != HS_T_CONTROL) {
        port_rec r = port_rec_of(pname, in ? "in" : "out", t->width, "data");
        r.is_float = t->dtype == 'f'; /* the bus carries a float format, f16 f32 f64 */
        if (array)
            r.count = n;
        port_put(k, &r);
    }
    if (t->kind == HS_T_RAW)
        return;
    for (unsigned i = 0; t->n_extra && i < n; i++) {
        if (array)
            snprintf(name, sizeof(name), "%s_%u", pname, i);
        else
            join3(name, sizeof(name), pname, "", "");
        extras_ports(k, name, t, in);
    }
    port_rec r;
    join3(name, sizeof(name), pname, "_valid", "");
    r = port_rec_of(name, in ? "in" : "out", n, "valid");
    port_put(k, &r);
    join3(name, sizeof(name), pname, "_ready", "");
    r = port_rec_of(name, in ? "out" : "in", n, "ready");
    port_put(k, &r);
}

/* An entity whose ports are flat (the row's flat_ports: the load-store queue's,
 * Dynamatic's wrapper ports), each signal its own port. */
static void flat_ports(port_sink *k, const hs_unit *u)
{
    static const char *roles[] = {"clock", "reset", "data", "valid", "ready"};
    int n = u->info->flat_ports(u, NULL, 0);
    if (n <= 0)
        return;
    hs_flat_port *p = calloc((size_t)n, sizeof(*p));
    if (!p)
        return;
    u->info->flat_ports(u, p, n);
    for (int i = 0; i < n; i++) {
        port_rec r =
            port_rec_of(p[i].name, p[i].out ? "out" : "in", p[i].width, roles[p[i].role % 5]);
        r.flat = true; /* each signal its own port, named as Dynamatic's wrapper names it */
        port_put(k, &r);
    }
    free(p);
}

/* Every port of the entity, in declaration order, to the sink. */
static void unit_ports(port_sink *k, const hs_unit *u)
{
    port_rec r;
    if (u->info->flat_ports)
        return flat_ports(k, u);
    if (!u->info->no_clock) {
        r = port_rec_of("clk", "in", 1, "clock");
        port_put(k, &r);
        r = port_rec_of("rst", "in", 1, "reset");
        port_put(k, &r);
    }
    for (int i = 0; i < u->info->n_ports; i++) {
        const hs_port_info *pi = &u->info->ports[i];
        if (!u->port[i].present)
            continue;
        channel_ports(k, pi->name, &u->port[i], pi->dir == HS_IN, pi->array);
    }
    /* bundle/unbundle: one raw part per extra signal, after the table's ports; a
     * downstream part flows with the data, an upstream one against it */
    bool unbundle = u->info->part_ports == HS_PARTS_SPLIT;
    for (int i = 0; u->info->part_ports && i < u->e.n_extra; i++) {
        const hs_extra *e = &u->e.extra[i];
        bool in = unbundle ? e->up : !e->up;
        r = port_rec_of(e->name, in ? "in" : "out", e->width, "part");
        r.signal = e->name;
        port_put(k, &r);
    }
}

/* The entity's ports, as an editor or a netlist tool wants them. */
json_t *hs_unit_ports_json(const hs_unit *u)
{
    port_sink k = {.list = json_array()};
    if (k.list)
        unit_ports(&k, u);
    return k.list;
}

/* The same list as compact JSON text, written directly: a daemon answer needs
 * the text, and building the JSON values only to print them cost more than the
 * generation of a small unit. */
char *hs_unit_ports_text(const hs_unit *u, size_t *len)
{
    port_sink k = {0};
    sink_add(&k, "[", 1);
    unit_ports(&k, u);
    sink_add(&k, "]", 1);
    if (k.failed) {
        free(k.text);
        return NULL;
    }
    if (len)
        *len = k.len;
    return k.text;
}

/* type.parse's structure: kind, data width, extra signals. */
json_t *hs_type_to_json(const hs_type *t)
{
    static const char *kinds[] = {"control", "channel", "raw"};
    json_t *o = json_object(), *ex = json_array();
    char text[HS_TYPE_TEXT_CAP];
    json_object_set_new(o, "kind", json_string(kinds[t->kind % 3]));
    if (t->kind != HS_T_CONTROL) {
        snprintf(text, sizeof(text), "%c%u", t->dtype ? t->dtype : 'i', t->width);
        json_object_set_new(o, "data", json_string(text));
        json_object_set_new(o, "width", json_integer(t->width));
    }
    for (int i = 0; i < t->n_extra; i++) {
        json_t *e = json_object();
        json_object_set_new(e, "name", json_string(t->extra[i].name));
        json_object_set_new(e, "width", json_integer(t->extra[i].width));
        json_object_set_new(e, "direction", json_string(t->extra[i].up ? "up" : "down"));
        json_object_set_new(e, "named", json_boolean(t->extra[i].named));
        json_array_append_new(ex, e);
    }
    json_object_set_new(o, "extra_signals", ex);
    return o;
}

/* One parameter of unit.describe. */
static json_t *param_info_json(const hs_param_info *p)
{
    static const char *kinds[] = {"int", "enum", "signal", "list", "lists", "bool", "name"};
    json_t *o = json_object();
    json_object_set_new(o, "name", json_string(p->name));
    json_object_set_new(o, "kind", json_string(kinds[p->kind % 7]));
    json_object_set_new(o, "required", json_boolean(p->required));
    /* a default exists only for a parameter one may leave out */
    if (p->kind == HS_P_BOOL && !p->required) {
        json_object_set_new(o, "default", json_boolean(p->def != 0));
    } else if (p->kind == HS_P_INT || p->kind == HS_P_LIST || p->kind == HS_P_LISTS) {
        if (p->kind == HS_P_INT && !p->required)
            json_object_set_new(o, "default", json_integer(p->def));
        json_object_set_new(o, "min", json_integer(p->min));
        json_object_set_new(o, "max", json_integer(p->max));
    } else if (p->kind == HS_P_ENUM && p->enum_values) {
        json_t *vals = json_array();
        for (int i = 0; p->enum_values[i]; i++)
            json_array_append_new(vals, json_string(p->enum_values[i]));
        if (!p->required && p->def >= 0 && p->def < (int64_t)json_array_size(vals))
            json_object_set_new(o, "default", json_string(p->enum_values[p->def]));
        json_object_set_new(o, "values", vals);
    }
    set_if(o, "doc", p->doc);
    return o;
}

/* One port of unit.describe; `info` names the signal a port adds or removes (the
 * `signal` parameter, or spec for speculating_branch, which has no such parameter). */
static json_t *port_info_json(const hs_unit_info *info, const hs_port_info *p)
{
    static const char *shapes[] = {"channel", "control", "channel_or_control", "raw"};
    json_t *o = json_object();
    json_object_set_new(o, "name", json_string(p->name));
    json_object_set_new(o, "direction", json_string(p->dir == HS_IN ? "in" : "out"));
    json_object_set_new(o, "array", json_boolean(p->array));
    static const char *extras[] = {"unit", "none", "unit_or_none", "unit_plus_signal",
                                   "unit_minus_signal"};
    char width[80];
    json_object_set_new(o, "shape", json_string(shapes[p->shape % 4]));
    switch (p->width_src) {
    case HS_W_PARAM:
        snprintf(width, sizeof(width), "param:%s", p->width_param);
        break;
    case HS_W_FIXED:
        snprintf(width, sizeof(width), "fixed:%u", p->fixed_width);
        break;
    case HS_W_SIGNAL:
        snprintf(width, sizeof(width), "signal");
        break;
    default:
        snprintf(width, sizeof(width), "none");
    }
    json_object_set_new(o, "width", json_string(width));
    json_object_set_new(o, "extras", json_string(extras[p->extras % 5]));
    if (p->extras == HS_X_E_PLUS_SIG || p->extras == HS_X_E_MINUS_SIG)
        json_object_set_new(
            o, "signal",
            json_string(hs_param_index(info, "signal") >= 0 ? "param:signal" : "spec"));
    set_if(o, "doc", p->doc);
    return o;
}

/* unit.describe's result. */
json_t *hs_unit_info_json(const hs_unit_info *info)
{
    json_t *o = json_object(), *params = json_array(), *ports = json_array(), *rule;
    json_object_set_new(o, "unit", json_string(info->name));
    json_object_set_new(o, "summary", json_string(info->summary ? info->summary : ""));
    for (int i = 0; i < info->n_params; i++)
        json_array_append_new(params, param_info_json(&info->params[i]));
    for (int i = 0; i < info->n_ports; i++)
        json_array_append_new(ports, port_info_json(info, &info->ports[i]));
    json_object_set_new(o, "params", params);
    json_object_set_new(o, "ports", ports);
    rule = json_object();
    json_object_set_new(rule, "id", json_string(info->rule_id ? info->rule_id : ""));
    json_object_set_new(rule, "text", json_string(info->rule_text ? info->rule_text : ""));
    json_object_set_new(o, "rule", rule);
    return o;
}
