/* Resolution and verification: from a request (ports form or parameters form)
 * to one verified hs_unit, driven by the catalog table.
 *
 * Steps, in order: parameters as given; in the ports form, port types parsed and
 * parameters and the extra-signal list E inferred from them; ranges; the signal
 * of add/drop/promote; every port's expected type derived from parameters and E;
 * in the ports form, every given type compared with its expected one; the unit's
 * own clauses; merge policies; entity name and signature. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hs_str.h"
#include "hs_unit.h"

typedef struct {
    const hs_request *req;
    hs_unit *u;
    const hs_unit_info *info;
    hs_diag *d;
    bool ports_form;
    bool given[HS_MAX_PARAMS];
    int param_src[HS_MAX_PARAMS]; /* port that inferred the parameter, -1 */
    char param_dtype[HS_MAX_PARAMS];
    hs_type *gtypes[HS_MAX_PORTS]; /* given types per element (ports form) */
    int gcount[HS_MAX_PORTS];
    char e_src[80]; /* the port (element) whose extras became E, for messages */
    int n_parts;
    struct part {
        char name[HS_NAME_MAX];
        hs_type type;
    } * parts;
} rctx;

static void rctx_free(rctx *c)
{
    for (int i = 0; c->ports_form && i < HS_MAX_PORTS; i++) /* only that form has them */
        free(c->gtypes[i]);
    free(c->parts);
}

static int fail_rule(rctx *c, const char *port, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A rule failure of the unit being resolved (hs_rule_failv: the rule's identifier and
 * words end the message). */
static int fail_rule(rctx *c, const char *port, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = hs_rule_failv(c->info, c->d, port, fmt, ap);
    va_end(ap);
    return rc;
}

/* ---- Parameters ---- */

/* A decimal integer at s (optional sign, digits, no leading zero): `010` and
 * `0x20` are refused rather than read as 8 and 32. Sets *end past it; -1 when
 * s does not start with one. */
static int scan_decimal(const char *s, long long *v, char **end)
{
    const char *d = s + (*s == '-' || *s == '+');
    if (*d < '0' || *d > '9' || (d[0] == '0' && d[1] >= '0' && d[1] <= '9') ||
        (d[0] == '0' && (d[1] == 'x' || d[1] == 'X' || d[1] == 'b' || d[1] == 'B')))
        return -1;
    /* what strtoll reads here, without its locale and errno: digits to the first
     * other character, -1 past the range of long long */
    bool neg = *s == '-';
    unsigned long long lim =
        neg ? (unsigned long long)LLONG_MAX + 1u : (unsigned long long)LLONG_MAX;
    unsigned long long x = 0;
    bool over = false;
    for (; *d >= '0' && *d <= '9'; d++) {
        unsigned dig = (unsigned)(*d - '0');
        if (x > (lim - dig) / 10)
            over = true;
        else
            x = x * 10 + dig;
    }
    *end = (char *)d;
    if (over)
        return -1;
    *v = neg ? (long long)(0ull - x) : (long long)x;
    return 0;
}

static int parse_int(const char *s, int64_t *out)
{
    char *end;
    long long v;
    if (scan_decimal(s, &v, &end) != 0 || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

/* A list parameter: integers separated by spaces or commas, optionally in () or []. The
 * parameter's own value is the count; each value must lie in [min, max]. */
static int parse_list(rctx *c, int idx, const char *value)
{
    const hs_param_info *p = &c->info->params[idx];
    hs_unit *u = c->u;
    const char *s = value;
    uint16_t at = u->n_list;
    u->list_at[idx] = at;
    while (*s) {
        while (*s == ' ' || *s == ',' || *s == '(' || *s == ')' || *s == '[' || *s == ']' ||
               *s == '\t' || *s == '"' || *s == '\'')
            s++;
        if (!*s)
            break;
        char *end;
        long long v;
        if (scan_decimal(s, &v, &end) != 0)
            return hs_fail(c->d, HS_E_PARAM,
                           "%s: parameter %s must be a list of integers, written in decimal "
                           "('1 2 3'), got '%s'",
                           c->info->name, p->name, value);
        if (u->n_list >= HS_MAX_LIST)
            return hs_fail(c->d, HS_E_LIMIT, "%s: parameter %s holds at most %d values",
                           c->info->name, p->name, HS_MAX_LIST);
        if (v < p->min || v > p->max)
            return hs_fail(
                c->d, HS_E_PARAM, "%s: parameter %s: value #%d (%lld) is out of range [%lld, %lld]",
                c->info->name, p->name, u->n_list, v, (long long)p->min, (long long)p->max);
        u->list[u->n_list++] = v;
        s = end;
    }
    u->list_len[idx] = (uint16_t)(u->n_list - at);
    u->param[idx] = u->list_len[idx];
    return 0;
}

static void skip_space(const char **s)
{
    while (**s == ' ' || **s == '\t' || **s == '\n' || **s == '\r')
        (*s)++;
}

/* Appends one value of a list parameter, checking the shared room and the range. */
static int list_push(rctx *c, const hs_param_info *p, int row, long long v)
{
    hs_unit *u = c->u;
    if (u->n_list >= HS_MAX_LIST)
        return hs_fail(c->d, HS_E_LIMIT,
                       "%s: parameter %s: the list parameters hold at most %d "
                       "values together",
                       c->info->name, p->name, HS_MAX_LIST);
    if (row >= 0 && (v < p->min || v > p->max))
        return hs_fail(c->d, HS_E_PARAM,
                       "%s: parameter %s: value %lld in inner list %d is out of range "
                       "[%lld, %lld]",
                       c->info->name, p->name, v, row, (long long)p->min, (long long)p->max);
    u->list[u->n_list++] = v;
    return 0;
}

/* A list of lists, JSON style: '[' then inner lists '[v, ...]' separated by commas, ']'.
 * Stored as (length, values...) per inner list; the parameter's value is their number. */
static int parse_lists(rctx *c, int idx, const char *value)
{
    const hs_param_info *p = &c->info->params[idx];
    hs_unit *u = c->u;
    const char *s = value;
    int rows = 0, rc;
    u->list_at[idx] = u->n_list;
    skip_space(&s);
    if (*s++ != '[')
        goto bad;
    skip_space(&s);
    while (*s != ']') {
        if (rows > 0) {
            if (*s++ != ',')
                goto bad;
            skip_space(&s);
        }
        if (*s++ != '[')
            goto bad;
        uint16_t len_at = u->n_list;
        if ((rc = list_push(c, p, -1, 0)))
            return rc;
        skip_space(&s);
        int n = 0;
        while (*s != ']') {
            if (n > 0) {
                if (*s++ != ',')
                    goto bad;
                skip_space(&s);
            }
            char *end;
            long long v;
            if (scan_decimal(s, &v, &end) != 0)
                goto bad;
            if ((rc = list_push(c, p, rows, v)))
                return rc;
            n++;
            s = end;
            skip_space(&s);
        }
        s++;
        u->list[len_at] = n;
        rows++;
        skip_space(&s);
    }
    s++;
    skip_space(&s);
    if (*s)
        goto bad;
    u->list_len[idx] = (uint16_t)(u->n_list - u->list_at[idx]);
    u->param[idx] = rows;
    return 0;
bad:
    return hs_fail(c->d, HS_E_PARAM,
                   "%s: parameter %s must be a list of lists of decimal integers, JSON style "
                   "('[[0, 1], [2]]'), got '%s'",
                   c->info->name, p->name, value);
}

/* true/false (any case) or 1/0, as Dynamatic's configuration writes them. */
static int parse_bool(rctx *c, int idx, const char *value)
{
    const hs_param_info *p = &c->info->params[idx];
    if (strcasecmp(value, "true") == 0 || strcmp(value, "1") == 0)
        c->u->param[idx] = 1;
    else if (strcasecmp(value, "false") == 0 || strcmp(value, "0") == 0)
        c->u->param[idx] = 0;
    else
        return hs_fail(c->d, HS_E_PARAM, "%s: parameter %s must be true, false, 1 or 0, got '%s'",
                       c->info->name, p->name, value);
    return 0;
}

static int parse_param(rctx *c, int idx, const char *value)
{
    const hs_param_info *p = &c->info->params[idx];
    hs_unit *u = c->u;
    if (p->kind == HS_P_INT) {
        if (parse_int(value, &u->param[idx]) != 0)
            return hs_fail(c->d, HS_E_PARAM,
                           "%s: parameter %s must be an integer, written in decimal (no leading "
                           "zeros, no 0x), got '%s'",
                           c->info->name, p->name, value);
    } else if (p->kind == HS_P_LIST) {
        return parse_list(c, idx, value);
    } else if (p->kind == HS_P_LISTS) {
        return parse_lists(c, idx, value);
    } else if (p->kind == HS_P_BOOL) {
        return parse_bool(c, idx, value);
    } else if (p->kind == HS_P_NAME) {
        int rc = hs_check_entity_name(value, c->d);
        if (rc)
            return rc;
        hs_str_copy(u->name, sizeof(u->name), value);
    } else if (p->kind == HS_P_ENUM) {
        for (int i = 0; p->enum_values[i]; i++) {
            if (strcasecmp(p->enum_values[i], value) == 0) {
                u->param[idx] = i;
                return 0;
            }
        }
        char list[256] = "";
        for (int i = 0; p->enum_values[i]; i++)
            snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s", i ? ", " : "",
                     p->enum_values[i]);
        return hs_fail(c->d, HS_E_PARAM, "%s: parameter %s must be one of %s, got '%s'",
                       c->info->name, p->name, list, value);
    } else {
        int rc = hs_extra_parse(value, &u->signal, c->d);
        if (rc)
            return rc;
        if (!u->signal.named)
            return hs_fail(c->d, HS_E_PARAM, "%s: parameter signal needs a name ('name: iN')",
                           c->info->name);
    }
    return 0;
}

static int read_params(rctx *c)
{
    const hs_unit_info *info = c->info;
    c->u->n_list = 0;
    /* n_params is a uint8_t: a catalog row over the per-unit arrays' size is a
     * build error of the catalog, reported instead of overrunning them. */
    if (info->n_params > HS_MAX_PARAMS)
        return hs_fail(c->d, HS_E_INTERNAL, "%s: catalog row declares %d parameters, limit %d",
                       info->name, info->n_params, HS_MAX_PARAMS);
    for (int i = 0; i < info->n_params; i++) {
        c->u->param[i] = info->params[i].def;
        c->u->given[i] = false;
        c->u->list_at[i] = c->u->list_len[i] = 0;
        c->param_src[i] = -1;
        c->param_dtype[i] = 'i';
    }
    for (int k = 0; k < c->req->n_params; k++) {
        const hs_req_item *it = &c->req->params[k];
        int idx = hs_param_index(info, it->key);
        char field[80];
        hs_line fl; /* "params.<key>", for the diagnostics below (built on every request) */
        hs_line_init(&fl, field, sizeof(field));
        hs_line_puts(&fl, "params.");
        hs_line_puts(&fl, it->key);
        if (idx < 0) {
            char list[256] = "";
            for (int i = 0; i < info->n_params; i++)
                snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s", i ? ", " : "",
                         info->params[i].name);
            hs_fail(c->d, HS_E_PARAM, "%s has no parameter '%s' (parameters: %s)", info->name,
                    it->key, info->n_params ? list : "none");
            const char *names[HS_MAX_PARAMS];
            for (int i = 0; i < info->n_params; i++)
                names[i] = info->params[i].name;
            hs_diag_suggest(c->d, hs_suggest(it->key, names, info->n_params));
            hs_diag_where(c->d, field, NULL, NULL);
            return HS_E_PARAM;
        }
        if (c->given[idx]) {
            hs_fail(c->d, HS_E_PARAM, "parameter %s given twice", it->key);
            hs_diag_where(c->d, field, NULL, NULL);
            return HS_E_PARAM;
        }
        char num[24];
        const char *text = it->value;
        if (it->is_int && info->params[idx].kind == HS_P_INT) { /* a number given as one */
            c->u->param[idx] = it->num;
            c->given[idx] = true;
            c->u->given[idx] = true;
            continue;
        }
        if (it->is_signal && info->params[idx].kind == HS_P_SIGNAL) { /* a signal given as one */
            c->u->signal = it->sig;
            c->given[idx] = true;
            c->u->given[idx] = true;
            continue;
        }
        if (it->is_signal)
            return hs_fail(c->d, HS_E_PARAM, "%s: parameter %s is not a signal", info->name,
                           it->key);
        if (it->is_int) { /* another kind reads the number's decimal text (bool: 1/0) */
            hs_line nl;
            hs_line_init(&nl, num, sizeof(num));
            hs_line_put_d(&nl, (long long)it->num);
            text = num;
        }
        int rc = parse_param(c, idx, text);
        if (rc) {
            hs_diag_where(c->d, field, NULL, NULL);
            return rc;
        }
        c->given[idx] = true;
        c->u->given[idx] = true;
    }
    return 0;
}

static int check_ranges(rctx *c)
{
    for (int i = 0; i < c->info->n_params; i++) {
        const hs_param_info *p = &c->info->params[i];
        if (p->kind != HS_P_INT)
            continue;
        int64_t v = c->u->param[i];
        if (v >= p->min && v <= p->max)
            continue;
        char field[80], from[96] = "";
        snprintf(field, sizeof(field), "params.%s", p->name);
        if (c->param_src[i] >= 0)
            snprintf(from, sizeof(from), " (from port %s)", c->info->ports[c->param_src[i]].name);
        bool no_data = v == 0 && p->min == 1 && strstr(p->name, "bitwidth");
        if (no_data)
            hs_fail(c->d, HS_E_RULE, "%s: %s is 0%s, but this unit needs data: i0 is rejected",
                    c->info->name, p->name, from);
        else
            hs_fail(c->d, v > p->max ? HS_E_LIMIT : HS_E_PARAM,
                    "%s: %s = %lld%s is out of range [%lld, %lld]", c->info->name, p->name,
                    (long long)v, from, (long long)p->min, (long long)p->max);
        hs_diag_where(c->d, field,
                      c->param_src[i] >= 0 ? c->info->ports[c->param_src[i]].name : NULL,
                      no_data ? "needs_data" : NULL);
        return c->d ? c->d->code : HS_E_PARAM;
    }
    return 0;
}

/* ---- Floating-point data ---- */

/* Dynamatic's float units say their format with is_double (f64, else f32) rather
 * than a width: it sets bitwidth, and both given must agree. */
static int apply_is_double(rctx *c)
{
    int di = hs_param_index(c->info, "is_double"), bi = hs_param_index(c->info, "bitwidth");
    if (di < 0 || bi < 0 || !c->given[di])
        return 0;
    int64_t want = c->u->param[di] ? 64 : 32;
    if (c->given[bi] && c->u->param[bi] != want) {
        hs_fail(c->d, HS_E_PARAM,
                "%s: is_double = %lld contradicts bitwidth = %lld (is_double = 1 selects f64, "
                "0 selects f32)",
                c->info->name, (long long)c->u->param[di], (long long)c->u->param[bi]);
        hs_diag_where(c->d, "params.is_double", NULL, NULL);
        return HS_E_PARAM;
    }
    c->u->param[bi] = want;
    c->given[bi] = true;
    return 0;
}

/* ---- Ports form: reading the given types ---- */

static int find_port(const hs_unit_info *info, const char *name)
{
    for (int i = 0; i < info->n_ports; i++)
        if (strcmp(info->ports[i].name, name) == 0)
            return i;
    return -1;
}

/* Splits "ins[3]" into "ins" and 3; index -1 when there is none. */
static int split_port(const char *key, char *base, size_t cap, long *index)
{
    const char *br = strchr(key, '[');
    *index = -1;
    size_t n = br ? (size_t)(br - key) : strlen(key);
    if (n >= cap)
        return -1;
    memcpy(base, key, n);
    base[n] = '\0';
    if (!br)
        return 0;
    char *end;
    errno = 0;
    long v = strtol(br + 1, &end, 10);
    if (end == br + 1 || *end != ']' || end[1] != '\0' || errno || v < 0)
        return -1;
    *index = v;
    return 0;
}

static int port_list_fail(rctx *c, const char *key, const char *why)
{
    char list[256] = "";
    for (int i = 0; i < c->info->n_ports; i++)
        snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s%s", i ? ", " : "",
                 c->info->ports[i].name, c->info->ports[i].array ? "[i]" : "");
    hs_fail(c->d, HS_E_PORT, "%s: %s '%s' (ports: %s%s)", c->info->name, why, key, list,
            c->info->part_ports ? ", plus one raw port per extra signal" : "");
    hs_diag_where(c->d, "ports", key, NULL);
    return HS_E_PORT;
}

static int parse_given_type(rctx *c, const char *key, const char *text, hs_type *t)
{
    int rc = hs_type_parse(text, t, c->d);
    if (rc) {
        char msg[sizeof(c->d->message) + 96];
        if (c->d) {
            snprintf(msg, sizeof(msg), "port %s: %s", key, c->d->message);
            snprintf(c->d->message, sizeof(c->d->message), "%.*s", (int)sizeof(c->d->message) - 1,
                     msg);
        }
        char field[96];
        snprintf(field, sizeof(field), "ports.%s", key);
        hs_diag_where(c->d, field, key, NULL);
    }
    return rc;
}

static int add_part(rctx *c, const hs_req_item *it)
{
    if (!c->parts) {
        c->parts = calloc(HS_MAX_EXTRAS, sizeof(*c->parts));
        if (!c->parts)
            return hs_fail(c->d, HS_E_NOMEM, "out of memory");
    }
    if (c->n_parts >= HS_MAX_EXTRAS || strlen(it->key) >= HS_NAME_MAX)
        return port_list_fail(c, it->key, "has no port");
    for (int i = 0; i < c->n_parts; i++)
        if (strcmp(c->parts[i].name, it->key) == 0)
            return port_list_fail(c, it->key, "port given twice:");
    struct part *p = &c->parts[c->n_parts];
    snprintf(p->name, sizeof(p->name), "%.*s", (int)sizeof(p->name) - 1, it->key);
    int rc = parse_given_type(c, it->key, it->value, &p->type);
    if (rc)
        return rc;
    c->n_parts++;
    return 0;
}

/* First pass counts array elements; the second parses each type into its slot. */
static int read_ports(rctx *c)
{
    const hs_request *r = c->req;
    long maxidx[HS_MAX_PORTS];
    for (int i = 0; i < HS_MAX_PORTS; i++)
        maxidx[i] = -1;
    for (int k = 0; k < r->n_ports; k++) {
        char base[64];
        long idx;
        if (split_port(r->ports[k].key, base, sizeof(base), &idx) != 0)
            return port_list_fail(c, r->ports[k].key, "malformed port name");
        int p = find_port(c->info, base);
        if (p < 0)
            continue; /* a part port or an unknown one: judged below */
        const hs_port_info *pi = &c->info->ports[p];
        if (pi->array && idx < 0)
            return port_list_fail(c, r->ports[k].key, "array port needs an index, e.g. ins[0]:");
        if (!pi->array && idx >= 0)
            return port_list_fail(c, r->ports[k].key, "port is not an array:");
        if (idx >= HS_MAX_ARRAY) {
            hs_fail(c->d, HS_E_LIMIT, "%s: port %s: arrays hold at most %d elements", c->info->name,
                    r->ports[k].key, HS_MAX_ARRAY);
            hs_diag_where(c->d, "ports", r->ports[k].key, NULL);
            return HS_E_LIMIT;
        }
        if (idx + 1 > maxidx[p] + 1)
            maxidx[p] = idx < 0 ? 0 : idx;
        if (idx < 0)
            maxidx[p] = 0;
    }
    for (int p = 0; p < c->info->n_ports; p++) {
        if (maxidx[p] < 0)
            continue;
        c->gcount[p] = (int)maxidx[p] + 1;
        /* not cleared: 2.3 KB an element, and every reader of a type's extra signals
         * stops at n_extra */
        c->gtypes[p] = malloc((size_t)c->gcount[p] * sizeof(hs_type));
        if (!c->gtypes[p])
            return hs_fail(c->d, HS_E_NOMEM, "out of memory");
        for (int e = 0; e < c->gcount[p]; e++) {
            hs_type *t = &c->gtypes[p][e];
            t->kind = 0xff; /* not given yet */
            t->dtype = 0;
            t->width = 0;
            t->n_extra = 0;
        }
    }
    for (int k = 0; k < r->n_ports; k++) {
        char base[64];
        long idx;
        split_port(r->ports[k].key, base, sizeof(base), &idx);
        int p = find_port(c->info, base);
        if (p < 0) {
            if (!c->info->part_ports || idx >= 0)
                return port_list_fail(c, r->ports[k].key, "has no port");
            int rc = add_part(c, &r->ports[k]);
            if (rc)
                return rc;
            continue;
        }
        hs_type *slot = &c->gtypes[p][idx < 0 ? 0 : idx];
        if (slot->kind != 0xff)
            return port_list_fail(c, r->ports[k].key, "port given twice:");
        int rc = parse_given_type(c, r->ports[k].key, r->ports[k].value, slot);
        if (rc)
            return rc;
    }
    return 0;
}

static const char *shape_word(uint8_t shape)
{
    switch (shape) {
    case HS_SHAPE_CHANNEL:
        return "a channel";
    case HS_SHAPE_CONTROL:
        return "a control";
    case HS_SHAPE_RAW:
        return "a raw signal";
    default:
        return "a channel or a control";
    }
}

static bool shape_accepts(uint8_t shape, const hs_type *t)
{
    switch (shape) {
    case HS_SHAPE_CHANNEL:
        return t->kind == HS_T_CHANNEL;
    case HS_SHAPE_CONTROL:
        return t->kind == HS_T_CONTROL;
    case HS_SHAPE_RAW:
        return t->kind == HS_T_RAW;
    default:
        return t->kind == HS_T_CHANNEL || t->kind == HS_T_CONTROL;
    }
}

/* A port element's name for messages ("ins[1]", "lhs"), as snprintf would write it
 * (cut to cap). Asked for every given element of a ports-form request, so the
 * common case (room for the name and any int) is written without snprintf (930
 * instructions a call). */
static void port_elem_name(const hs_port_info *pi, int e, char *buf, size_t cap)
{
    size_t n = strlen(pi->name);
    if (e < 0 || n + 14 > cap) { /* 14: '[', 10 digits, ']', NUL, to spare */
        if (pi->array)
            snprintf(buf, cap, "%s[%d]", pi->name, e);
        else
            snprintf(buf, cap, "%s", pi->name);
        return;
    }
    memcpy(buf, pi->name, n);
    if (pi->array) {
        char dig[10];
        int nd = 0;
        unsigned v = (unsigned)e;
        do
            dig[nd++] = (char)('0' + v % 10);
        while ((v /= 10) != 0);
        buf[n++] = '[';
        while (nd)
            buf[n++] = dig[--nd];
        buf[n++] = ']';
    }
    buf[n] = '\0';
}

/* What a port's required data type accepts, in words for messages. */
static const char *dtype_words(char dtype)
{
    return dtype == 'f' ? "floating-point data (f16, f32 or f64)" : "integer data (iN)";
}

/* One element of a port that must carry E, for counting votes. */
typedef struct {
    uint64_t h; /* hash of its extra-signal set, independent of order */
    const hs_type *t;
    int cls;  /* equality class */
    bool rep; /* first of its class */
} e_voter;

/* Order-independent hash of a type's extra signals (a sum of per-signal hashes). */
static uint64_t extras_hash(const hs_type *t)
{
    uint64_t sum = t->n_extra;
    for (unsigned i = 0; i < t->n_extra; i++) {
        const hs_extra *x = &t->extra[i];
        uint64_t h = 1469598103934665603ull;
        for (const char *s = x->name; *s; s++)
            h = (h ^ (unsigned char)*s) * 1099511628211ull;
        h = (h ^ x->width) * 1099511628211ull;
        h = (h ^ x->up) * 1099511628211ull;
        sum += h * 0x9E3779B97F4A7C15ull;
    }
    return sum;
}

static int voter_cmp(const void *a, const void *b)
{
    const e_voter *x = a, *y = b;
    return x->h < y->h ? -1 : x->h > y->h;
}

/* Sorts the voters by hash and numbers their equality classes, counting each. */
static void classify_voters(e_voter *v, int n, int *count)
{
    int classes = 0;
    qsort(v, (size_t)n, sizeof(*v), voter_cmp);
    for (int i = 0; i < n; i++) {
        int run = i;
        while (run > 0 && v[run - 1].h == v[i].h)
            run--;
        v[i].cls = -1;
        for (int k = run; k < i && v[i].cls < 0; k++)
            if (v[k].rep && hs_extras_equal(v[k].t, v[i].t))
                v[i].cls = v[k].cls;
        if (v[i].cls < 0) {
            v[i].cls = classes++;
            v[i].rep = true;
        }
        count[v[i].cls]++;
    }
}

/* How many voters carry exactly cand's extras: binary search on the hash, then
 * the few classes sharing it. */
static int votes_for(const e_voter *v, int n, const int *count, const hs_type *cand)
{
    uint64_t h = extras_hash(cand);
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (v[mid].h < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < n && v[lo].h == h; lo++)
        if (v[lo].rep && hs_extras_equal(v[lo].t, cand))
            return count[v[lo].cls];
    return 0;
}

/* E is the extra-signal set most ports that must carry E agree on (ties: the first
 * in table order, the e_port first), so the error blames the odd port out. Votes
 * are counted by hashing each element's set once, so a 1024-input unit with 64
 * signals per port costs n log n, not n^2 comparisons. */
static void choose_e(rctx *c)
{
    const hs_unit_info *info = c->info;
    int best_votes = -1, nv = 0, total = 0;
    /* the e_port may be absent (a master-only port of an LSQ behind a controller): then
     * the first port that has candidates */
    const hs_type *best = c->gcount[info->e_port] ? &c->gtypes[info->e_port][0] : NULL;
    int order[HS_MAX_PORTS], n = 0;
    e_voter *voters;
    int *count;
    for (int q = 0; q < info->n_ports; q++)
        if (info->ports[q].extras == HS_X_E)
            total += c->gcount[q];
    voters = calloc((size_t)total + 1, sizeof(*voters));
    count = calloc((size_t)total + 1, sizeof(*count));
    if (!voters || !count)
        total = 0; /* out of memory: every candidate gets no votes, the first wins */
    for (int q = 0; q < info->n_ports && total; q++) {
        if (info->ports[q].extras != HS_X_E)
            continue;
        for (int f = 0; f < c->gcount[q]; f++) {
            voters[nv].t = &c->gtypes[q][f];
            voters[nv++].h = extras_hash(&c->gtypes[q][f]);
        }
    }
    classify_voters(voters, nv, count);
    order[n++] = info->e_port;
    for (int p = 0; p < info->n_ports; p++)
        if (p != info->e_port)
            order[n++] = p;
    for (int k = 0; k < n; k++) {
        int p = order[k];
        if (info->ports[p].extras != HS_X_E && p != info->e_port)
            continue;
        for (int e = 0; e < c->gcount[p]; e++) {
            const hs_type *cand = &c->gtypes[p][e];
            int votes = votes_for(voters, nv, count, cand);
            if (votes > best_votes) {
                best_votes = votes;
                best = cand;
                port_elem_name(&info->ports[p], e, c->e_src, sizeof(c->e_src));
            }
        }
    }
    free(voters);
    free(count);
    c->u->e.n_extra = 0;
    if (best)
        hs_type_copy_extras(&c->u->e, best);
}

/* In the ports form, parameters the types cannot say (predicate, value, mode) are
 * still required. */
static int required_not_inferable(rctx *c)
{
    for (int i = 0; i < c->info->n_params; i++) {
        const hs_param_info *p = &c->info->params[i];
        if (!p->required || c->given[i] || p->kind == HS_P_SIGNAL)
            continue;
        char field[80];
        snprintf(field, sizeof(field), "params.%s", p->name);
        hs_fail(c->d, HS_E_PARAM, "%s: missing parameter %s (%s), which the port types cannot give",
                c->info->name, p->name, p->doc);
        hs_diag_where(c->d, field, NULL, NULL);
        return HS_E_PARAM;
    }
    return 0;
}

/* Checks presence and shape, then reads parameters (widths, size) and E off the types. */
static int infer_from_ports(rctx *c)
{
    const hs_unit_info *info = c->info;
    hs_unit *u = c->u;
    /* bundle/unbundle: raw valid or ready wires given say the wires form */
    int form = hs_param_index(info, "handshake");
    if (form >= 0 && !c->given[form])
        for (int p = 0; p < info->n_ports; p++)
            if (c->gcount[p] && (strcmp(info->ports[p].name, "valid") == 0 ||
                                 strcmp(info->ports[p].name, "ready") == 0)) {
                u->param[form] = 1;
                c->given[form] = true;
            }
    /* store/mem_controller: done ports given say done = 1 (store_done = 1) */
    static const char *const done_ports[][2] = {
        {"done", "doneFromMem"}, {"done", "doneOut"}, {"store_done", "stDone"}};
    for (size_t k = 0; k < sizeof(done_ports) / sizeof(done_ports[0]); k++) {
        int di = hs_param_index(info, done_ports[k][0]);
        for (int p = 0; di >= 0 && !c->given[di] && p < info->n_ports; p++)
            if (c->gcount[p] && strcmp(info->ports[p].name, done_ports[k][1]) == 0) {
                u->param[di] = 1;
                c->given[di] = true;
            }
    }
    for (int p = 0; p < info->n_ports; p++) {
        const hs_port_info *pi = &info->ports[p];
        bool optional = pi->shape == HS_SHAPE_RAW; /* unbundle/bundle data: absent for control */
        int si = pi->array ? hs_param_index(info, pi->size_param ? pi->size_param : "size") : -1;
        if (info->port_present && !info->port_present(u, p)) {
            if (c->gcount[p] == 0)
                continue;
            hs_fail(c->d, HS_E_PORT, "%s: port %s is given, but the parameters leave it out",
                    info->name, pi->name);
            hs_diag_where(c->d, "ports", pi->name, NULL);
            return HS_E_PORT;
        }
        if (c->gcount[p] == 0 && si >= 0 && info->params[si].min == 0) {
            /* an array that may be empty (mem_controller): absent means none */
            if (c->given[si] && u->param[si] != 0) {
                hs_fail(c->d, HS_E_PORT, "%s: missing port %s[0] (%s = %lld)", info->name, pi->name,
                        info->params[si].name, (long long)u->param[si]);
                hs_diag_where(c->d, "ports", pi->name, NULL);
                return HS_E_PORT;
            }
            u->param[si] = 0;
            c->given[si] = true;
            continue;
        }
        if (c->gcount[p] == 0) {
            if (optional)
                continue;
            hs_fail(c->d, HS_E_PORT, "%s: missing port %s%s", info->name, pi->name,
                    pi->array ? "[0]" : "");
            hs_diag_where(c->d, "ports", pi->name, NULL);
            return HS_E_PORT;
        }
        for (int e = 0; e < c->gcount[p]; e++) {
            char pn[80];
            port_elem_name(pi, e, pn, sizeof(pn));
            if (c->gtypes[p][e].kind == 0xff) {
                hs_fail(c->d, HS_E_PORT, "%s: missing port %s (array elements run from 0 to %d)",
                        info->name, pn, c->gcount[p] - 1);
                hs_diag_where(c->d, "ports", pn, NULL);
                return HS_E_PORT;
            }
            if (!shape_accepts(pi->shape, &c->gtypes[p][e]))
                return fail_rule(c, pn, "port %s must be %s", pn, shape_word(pi->shape));
            const hs_type *gt = &c->gtypes[p][e];
            if (pi->dtype && gt->kind != HS_T_CONTROL && gt->dtype != pi->dtype)
                return fail_rule(c, pn, "port %s carries %c%u data, but %s takes %s", pn, gt->dtype,
                                 gt->width, info->name, dtype_words(pi->dtype));
        }
        if (pi->array) {
            if (c->given[si] && u->param[si] != c->gcount[p]) {
                char field[80];
                snprintf(field, sizeof(field), "params.%s", info->params[si].name);
                hs_fail(c->d, HS_E_PARAM, "%s: %s = %lld but %d %s ports are given", info->name,
                        info->params[si].name, (long long)u->param[si], c->gcount[p], pi->name);
                hs_diag_where(c->d, field, pi->name, NULL);
                return HS_E_PARAM;
            }
            u->param[si] = c->gcount[p];
            c->given[si] = true;
        }
    }
    /* Widths: the first port (in table order) that carries a width parameter sets it. */
    bool inferred[HS_MAX_PARAMS] = {false};
    for (int p = 0; p < info->n_ports; p++) {
        const hs_port_info *pi = &info->ports[p];
        if (pi->width_src != HS_W_PARAM || c->gcount[p] == 0)
            continue;
        int idx = hs_param_index(info, pi->width_param);
        if (inferred[idx])
            continue;
        const hs_type *t = &c->gtypes[p][0];
        int64_t w = t->kind == HS_T_CONTROL ? 0 : t->width;
        if (c->given[idx] && u->param[idx] != w) {
            char field[80];
            snprintf(field, sizeof(field), "params.%s", pi->width_param);
            hs_fail(c->d, HS_E_PARAM, "%s: %s = %lld contradicts port %s, whose data is %lld bits",
                    info->name, pi->width_param, (long long)u->param[idx], pi->name, (long long)w);
            hs_diag_where(c->d, field, pi->name, NULL);
            return HS_E_PARAM;
        }
        u->param[idx] = w;
        c->param_src[idx] = p;
        c->param_dtype[idx] = t->kind == HS_T_CONTROL ? 'i' : t->dtype;
        inferred[idx] = true;
        c->given[idx] = true;
    }
    choose_e(c);
    return required_not_inferable(c);
}

/* ---- Parameters form ---- */

static int params_form(rctx *c)
{
    const hs_unit_info *info = c->info;
    for (int i = 0; i < info->n_params; i++) {
        if (info->params[i].required && !c->given[i]) {
            char field[80];
            snprintf(field, sizeof(field), "params.%s", info->params[i].name);
            hs_fail(c->d, HS_E_PARAM, "%s: missing parameter %s (%s); give it%s", info->name,
                    info->params[i].name, info->params[i].doc,
                    info->n_ports ? ", or give the port types instead" : "");
            hs_diag_where(c->d, field, NULL, NULL);
            return HS_E_PARAM;
        }
    }
    c->u->e.n_extra = 0;
    for (int k = 0; k < c->req->n_extras; k++) {
        int rc = hs_type_add_extra(&c->u->e, &c->req->extras[k], c->d);
        if (rc) {
            hs_diag_where(c->d, "extra_signals", NULL, NULL);
            return rc;
        }
    }
    return 0;
}

/* ---- The `signal` a unit adds, drops or requires ---- */

/* What a row's hook sees of the resolution (hs_rule_ctx). */
static hs_rule_ctx rule_ctx(rctx *c)
{
    hs_rule_ctx x = {.u = c->u, .ports_form = c->ports_form, .d = c->d};
    for (int p = 0; p < c->info->n_ports; p++)
        x.given[p] = c->gcount[p] > 0 ? &c->gtypes[p][0] : NULL;
    return x;
}

/* The row's signal rule derives the signal; a `signal` parameter the request gave
 * must agree with it unless the rule fixes the signal itself. */
static int resolve_signal(rctx *c)
{
    hs_unit *u = c->u;
    const hs_unit_info *info = c->info;
    if (!info->signal_rule)
        return 0;
    int sidx = hs_param_index(info, "signal");
    bool given = sidx >= 0 && c->given[sidx], fixed = false;
    hs_extra found;
    char one[64];
    hs_rule_ctx x = rule_ctx(c);
    int rc = info->signal_rule(&x, &found, &fixed);
    if (rc)
        return rc;
    given = given && !fixed;
    if (given && (strcmp(found.name, u->signal.name) != 0 || found.width != u->signal.width ||
                  found.up != u->signal.up)) {
        char two[64];
        hs_extra_print(&found, one, sizeof(one));
        hs_extra_print(&u->signal, two, sizeof(two));
        hs_fail(c->d, HS_E_PARAM, "%s: signal = '%s' contradicts the port types, which give '%s'",
                info->name, two, one);
        hs_diag_where(c->d, "params.signal", NULL, info->rule_id);
        return HS_E_PARAM;
    }
    u->signal = found;
    return 0;
}

/* ---- Derivation of every port's type ---- */

static int derive_port(rctx *c, int p, hs_type *t)
{
    const hs_port_info *pi = &c->info->ports[p];
    hs_unit *u = c->u;
    unsigned w = 0;
    char dtype = 'i';
    if (pi->width_src == HS_W_PARAM) {
        int idx = hs_param_index(c->info, pi->width_param);
        w = (unsigned)u->param[idx];
        dtype = pi->dtype ? pi->dtype : c->param_dtype[idx];
        if (dtype == 'f' && !hs_float_width_ok(u->param[idx])) {
            char field[80];
            snprintf(field, sizeof(field), "params.%s", pi->width_param);
            hs_fail(c->d, HS_E_PARAM,
                    "%s: %s = %lld is not a floating-point format of port %s (accepted: 16 for "
                    "f16, 32 for f32, 64 for f64)",
                    c->info->name, pi->width_param, (long long)u->param[idx], pi->name);
            hs_diag_where(c->d, field, pi->name, NULL);
            return HS_E_PARAM;
        }
    } else if (pi->width_src == HS_W_FIXED) {
        w = pi->fixed_width;
    } else if (pi->width_src == HS_W_SIGNAL) {
        w = u->signal.width;
    }
    switch (pi->shape) {
    case HS_SHAPE_CONTROL:
        hs_type_control(t);
        break;
    case HS_SHAPE_RAW:
        hs_type_raw(t, w);
        break;
    case HS_SHAPE_CHANNEL:
        hs_type_channel(t, w);
        break;
    default:
        if (w == 0)
            hs_type_control(t);
        else
            hs_type_channel(t, w);
    }
    if (t->kind != HS_T_CONTROL)
        t->dtype = dtype;
    switch (pi->extras) {
    case HS_X_NONE:
        break;
    case HS_X_E:
        hs_type_copy_extras(t, &u->e);
        break;
    case HS_X_E_OR_NONE:
        if (c->ports_form && c->gcount[p] > 0 && c->gtypes[p][0].n_extra > 0)
            hs_type_copy_extras(t, &u->e);
        break;
    case HS_X_E_PLUS_SIG:
        hs_type_copy_extras(t, &u->e);
        if (hs_type_add_extra(t, &u->signal, c->d) != 0)
            return fail_rule(c, pi->name, "cannot add signal '%s'", u->signal.name);
        break;
    case HS_X_E_MINUS_SIG:
        hs_type_copy_extras(t, &u->e);
        hs_type_remove_extra(t, u->signal.name);
        break;
    }
    return 0;
}

static int derive_all(rctx *c)
{
    hs_unit *u = c->u;
    const hs_unit_info *info = c->info;
    for (int p = 0; p < info->n_ports; p++) {
        hs_unit_port *up = &u->port[p];
        const hs_port_info *pi = &info->ports[p];
        up->count =
            pi->array ? (uint16_t)hs_unit_param(u, pi->size_param ? pi->size_param : "size") : 1;
        up->present = up->count > 0; /* an empty array (mem_controller) is left out */
        if (info->port_present && !info->port_present(u, p))
            up->present = false; /* a numbered port beyond the parameters (sharing_wrapper) */
        int rc = derive_port(c, p, &up->type);
        if (rc)
            return rc;
        if (info->ports[p].shape == HS_SHAPE_RAW && up->type.width == 0)
            up->present = false; /* bundle/unbundle of a control: no data part */
    }
    if (info->derive_types) {
        hs_rule_ctx x = rule_ctx(c);
        return info->derive_types(&x);
    }
    return 0;
}

/* ---- Ports form: given against expected ---- */

static const char *source_of(rctx *c, int p)
{
    const hs_port_info *pi = &c->info->ports[p];
    if (pi->width_src == HS_W_PARAM) {
        int idx = hs_param_index(c->info, pi->width_param);
        if (c->param_src[idx] >= 0 && c->param_src[idx] != p)
            return c->info->ports[c->param_src[idx]].name;
    }
    return NULL;
}

static int compare_given(rctx *c)
{
    const hs_unit_info *info = c->info;
    const char *eport = c->e_src;
    for (int p = 0; p < info->n_ports; p++) {
        const hs_unit_port *up = &c->u->port[p];
        for (int e = 0; e < c->gcount[p]; e++) {
            const hs_type *g = &c->gtypes[p][e];
            char why[256], pn[80];
            if (!hs_type_explain_diff(&up->type, g, why, sizeof(why)))
                continue;
            port_elem_name(&info->ports[p], e, pn, sizeof(pn));
            bool extras_only = g->kind == up->type.kind &&
                               (g->kind == HS_T_CONTROL ||
                                (g->width == up->type.width && g->dtype == up->type.dtype));
            const char *src =
                extras_only ? (strcmp(pn, eport) != 0 ? eport : NULL) : source_of(c, p);
            if (extras_only && info->ports[p].extras == HS_X_NONE)
                return fail_rule(c, pn, "port %s %s (memory-side and value ports carry none)", pn,
                                 why);
            if (src && strncmp(why, "lacks", 5) == 0)
                return fail_rule(c, pn, "port %s %s that %s carries", pn, why, src);
            if (src)
                return fail_rule(c, pn, "port %s %s (as %s)", pn, why, src);
            return fail_rule(c, pn, "port %s %s", pn, why);
        }
    }
    return 0;
}

/* bundle/unbundle: one raw part per extra signal, named by the signal. */
static int check_parts(rctx *c)
{
    static const char *const taken[] = {"ins", "outs",  "ctrl",  "data", "clk",
                                        "rst", "valid", "ready", NULL};
    const hs_type *e = &c->u->e;
    for (unsigned i = 0; i < e->n_extra; i++) {
        const char *n = e->extra[i].name;
        for (int k = 0; taken[k]; k++) {
            size_t tl = strlen(taken[k]);
            bool prefixed = strncasecmp(n, taken[k], tl) == 0 && n[tl] == '_';
            if (strcasecmp(n, taken[k]) == 0 || prefixed)
                return fail_rule(c, n,
                                 "extra signal '%s' cannot name a raw part port (it would clash "
                                 "with the unit's other ports)",
                                 n);
        }
        if (hs_is_hdl_keyword(n))
            return fail_rule(c, n,
                             "extra signal '%s' cannot name a raw part port: it is a reserved "
                             "word in VHDL, Verilog, SystemVerilog or C++",
                             n);
        if (!c->ports_form)
            continue;
        int found = -1;
        for (int k = 0; k < c->n_parts; k++)
            if (strcmp(c->parts[k].name, n) == 0)
                found = k;
        if (found < 0) {
            hs_fail(c->d, HS_E_PORT, "%s: missing raw part port %s for extra signal '%s'",
                    c->info->name, n, n);
            hs_diag_where(c->d, "ports", n, NULL);
            return HS_E_PORT;
        }
        const hs_type *g = &c->parts[found].type;
        if (g->kind != HS_T_RAW || g->width != e->extra[i].width)
            return fail_rule(c, n, "part port %s must be the raw type i%u", n, e->extra[i].width);
    }
    for (int k = 0; k < c->n_parts; k++)
        if (!hs_type_find_extra(e, c->parts[k].name))
            return port_list_fail(c, c->parts[k].name, "has no port (no such extra signal)");
    return 0;
}

/* ---- Merge policies ---- */

static unsigned carriers(const hs_unit *u, hs_port_dir dir, const char *sig, bool mux_data_once)
{
    unsigned n = 0;
    for (int p = 0; p < u->info->n_ports; p++) {
        const hs_port_info *pi = &u->info->ports[p];
        if (pi->dir != dir || !hs_type_find_extra(&u->port[p].type, sig))
            continue;
        n += (mux_data_once && pi->array) ? 1 : u->port[p].count;
    }
    return n;
}

/* A signal joined from several tokens needs a policy; never pick one silently. */
static int check_policies(rctx *c, const hs_config *cfg)
{
    const hs_unit *u = c->u;
    for (unsigned i = 0; i < u->e.n_extra; i++) {
        const hs_extra *x = &u->e.extra[i];
        unsigned n = 0;
        const char *what;
        if (!x->up) {
            if (u->info->merge_down == HS_MERGE_DOWN_NONE)
                continue;
            if (u->info->signal_own_merge && strcmp(x->name, u->signal.name) == 0)
                continue;
            n = carriers(u, HS_IN, x->name, u->info->merge_down == HS_MERGE_DOWN_MUX);
            what = "joins";
            if (n > 1 && !carriers(u, HS_OUT, x->name, false))
                continue;
        } else {
            if (!u->info->merge_up) /* each input pairs with its own output (valid_merger) */
                continue;
            n = carriers(u, HS_OUT, x->name, false);
            what = "has";
            if (n > 1 && !carriers(u, HS_IN, x->name, false))
                continue;
        }
        if (n <= 1 || hs_config_merge(cfg, x->name) != HS_MERGE_UNSET)
            continue;
        hs_fail(c->d, HS_E_POLICY,
                "extra signal '%s' has no merge policy, but %s %s %u %s carrying it: add "
                "signals.%s.merge (or, and, first or equal) to the configuration, or give the "
                "request its own policy for %s",
                x->name, u->info->name, what, n, x->up ? "outputs" : "inputs", x->name, x->name);
        hs_diag_where(c->d, "extra_signals", NULL, "merge_policy");
        return HS_E_POLICY;
    }
    return 0;
}

/* ---- Entry points ---- */

hs_unit *hs_unit_new(void)
{
    return calloc(1, sizeof(hs_unit));
}

/* The daemon resolves into a fresh unit per request: clearing 80 KiB of ports and
 * lists that resolution writes before anything reads them cost more than the
 * resolution of a small unit. */
hs_unit *hs_unit_new_for_resolve(void)
{
    hs_unit *u = malloc(sizeof(hs_unit));
    if (u)
        hs_unit_reset_for_resolve(u);
    return u;
}

/* Clears what resolution reads before it writes: the fields before the ports, except
 * the extra-signal list's entries past its count (E: 2.3 KB; every reader stops at
 * n_extra, as hs_type_copy_extras copies). */
static void clear_head(hs_unit *u)
{
    memset(u, 0, offsetof(hs_unit, e.extra));
    u->dtype = 0;
}

/* A unit used before made ready for another resolution, as hs_unit_new_for_resolve
 * leaves a new one (the daemon keeps a few instead of allocating 82 KB a request). */
void hs_unit_reset_for_resolve(hs_unit *u)
{
    clear_head(u);
}

void hs_unit_free(hs_unit *u)
{
    free(u);
}

static int resolve_steps(rctx *c, hs_hdl hdl, const hs_config *cfg, const hs_unit_known *k)
{
    int rc;
    if ((rc = read_params(c)))
        return rc;
    if (c->ports_form) {
        if (c->req->n_extras) {
            hs_fail(c->d, HS_E_PARAM,
                    "%s: give either ports or extra_signals, not both: the port types carry "
                    "the extra signals",
                    c->info->name);
            hs_diag_where(c->d, "extra_signals", NULL, NULL);
            return HS_E_PARAM;
        }
        if ((rc = apply_is_double(c)) || (rc = read_ports(c)) || (rc = infer_from_ports(c)))
            return rc;
    } else if ((rc = apply_is_double(c)) || (rc = params_form(c))) {
        return rc;
    }
    if ((rc = check_ranges(c)) || (rc = resolve_signal(c)) || (rc = derive_all(c)))
        return rc;
    if (c->ports_form && (rc = compare_given(c)))
        return rc;
    if (c->info->part_ports && (rc = check_parts(c)))
        return rc;
    if (c->info->check && (rc = c->info->check(c->u, cfg, c->d))) {
        if (c->d && !c->d->rule[0])
            hs_diag_where(c->d, NULL, NULL, c->info->rule_id);
        return rc;
    }
    if ((rc = check_policies(c, cfg)))
        return rc;
    if (c->req->name[0]) {
        if ((rc = hs_check_entity_name(c->req->name, c->d)))
            return rc;
        hs_str_copy(c->u->name, sizeof(c->u->name), c->req->name);
    }
    if (k)
        hs_unit_set_signature(c->u, k);
    else
        hs_unit_compute_signature(c->u, hdl);
    return 0;
}

/* Resolution proper, from the row: the name look-up is the caller's (hs_unit_resolve
 * in catalog.c), so a composite generator resolves its parts without it. */
int hs_unit_resolve_row(const hs_unit_info *info, const hs_request *r, hs_hdl hdl,
                        const hs_config *cfg, hs_unit *u, hs_diag *d)
{
    return hs_unit_resolve_row_known(info, r, hdl, cfg, NULL, u, d);
}

/* hs_unit_resolve_row with the signature known (k) or computed (k NULL). */
int hs_unit_resolve_row_known(const hs_unit_info *info, const hs_request *r, hs_hdl hdl,
                              const hs_config *cfg, const hs_unit_known *k, hs_unit *u, hs_diag *d)
{
    hs_diag_clear(d);
    clear_head(u);
    for (int p = 0; p < info->n_ports; p++) { /* readers stop at the row's ports */
        u->port[p].present = false;
        u->port[p].count = 0;
    }
    u->name[0] = '\0';
    u->info = info;
    u->cfg = cfg;
    rctx c = {.req = r, .u = u, .info = info, .d = d, .ports_form = r->n_ports > 0};
    int rc = resolve_steps(&c, hdl, cfg, k);
    rctx_free(&c);
    return rc;
}
