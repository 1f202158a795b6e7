/* An hw.module becomes a netlist: its in ports (clk and rst aside) are circuit
 * inputs, its out ports circuit outputs driven by hw.output, and every
 * hw.instance one unit generated under the name of the hw.module.extern it
 * instantiates. The extern's hw.name says which unit (through the op table),
 * its hw.parameters give what the port types cannot (PREDICATE, VALUE,
 * BUFFER_TYPE, NUM_SLOTS, LATENCY ...), and flattened array ports (ins_0,
 * ins_1 ...) are regrouped into the catalog's array port. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

static const mlir_func *find_extern(const mlir_ast *a, ms name)
{
    for (int i = 0; i < a->funcs.n; i++)
        if (a->funcs.v[i].kind == MF_HW_EXTERN && a->funcs.v[i].name.n == name.n &&
            memcmp(a->funcs.v[i].name.s, name.s, (size_t)name.n) == 0)
            return &a->funcs.v[i];
    return NULL;
}

static bool is_clock(ms port)
{
    return ms_eq(port, "clk") || ms_eq(port, "rst");
}

/* "ins_3" -> ins[3] when `ins` is an array port of the unit; a plain port as is. */
static const hs_port_info *map_port(const hs_unit_info *info, ms name, int *elem)
{
    *elem = -1;
    for (int p = 0; p < info->n_ports; p++)
        if (ms_eq(name, info->ports[p].name) && !info->ports[p].array)
            return &info->ports[p];
    int i = name.n;
    while (i > 0 && isdigit((unsigned char)name.s[i - 1]))
        i--;
    if (i == name.n || i < 2 || name.s[i - 1] != '_' || name.n - i > 4)
        return NULL;
    ms base = {name.s, i - 1};
    for (int p = 0; p < info->n_ports; p++)
        if (ms_eq(base, info->ports[p].name) && info->ports[p].array) {
            *elem = ms_int((ms){name.s + i, name.n - i});
            return &info->ports[p];
        }
    return NULL;
}

/* Whether a catalog parameter follows from the port types (widths, sizes). */
static bool inferred(const hs_unit_info *info, const char *param)
{
    if (strcmp(param, "size") == 0)
        return true;
    for (int p = 0; p < info->n_ports; p++)
        if (info->ports[p].width_param && strcmp(info->ports[p].width_param, param) == 0)
            return true;
    return false;
}

/* hw.parameters -> unit parameters: keys lower-cased, those the types say
 * skipped, VALUE's bit string read as a number, quoted strings unquoted. */
static void read_params(mlir_ast *a, const mlir_func *ext, hs_netlist *nl, int u)
{
    const hs_unit_info *info = nl->units[u].info;
    const mlir_attr *ps = mlir_attr_find(a, ext->attr, ext->n_attr, "hw.parameters");
    if (!ps || ps->kind != MA_DICT)
        return;
    for (int k = ps->child; k < ps->child + ps->n_child; k++) {
        const mlir_attr *p = &a->attrs.v[k];
        char key[64], val[HS_MAX_TYPE_TEXT + 1];
        snprintf(key, sizeof(key), "%.*s", p->key.n > 60 ? 60 : p->key.n, p->key.s);
        for (char *c = key; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        const hs_param_info *pi = NULL;
        for (int i = 0; i < info->n_params; i++)
            if (strcmp(info->params[i].name, key) == 0)
                pi = &info->params[i];
        if (!pi || pi->kind == HS_P_SIGNAL || inferred(info, key) || p->val.n >= (int)sizeof(val))
            continue;
        snprintf(val, sizeof(val), "%.*s", p->val.n, p->val.s);
        if (strcmp(key, "value") == 0 && p->kind == MA_STRING) { /* "00000101" */
            uint64_t v = 0;
            bool bits = p->val.n > 0 && p->val.n <= 64;
            for (int i = 0; bits && i < p->val.n; i++) {
                bits = val[i] == '0' || val[i] == '1';
                v = (v << 1) | (uint64_t)(val[i] == '1');
            }
            if (bits)
                snprintf(val, sizeof(val), "%" PRId64, (int64_t)v);
        }
        mlir_net_add_param(nl, u, key, val);
    }
}

/* Whether text can name a unit kind or a parameter of a black box: letters,
 * digits, '_', '.', '-' (it travels into netlists and generator arguments). */
static bool plain_name(ms s)
{
    for (int i = 0; i < s.n; i++)
        if (!isalnum((unsigned char)s.s[i]) && s.s[i] != '_' && s.s[i] != '.' && s.s[i] != '-')
            return false;
    return s.n > 0;
}

/* Printable ASCII only (a parameter value of a black box). */
static bool printable(ms s)
{
    for (int i = 0; i < s.n; i++)
        if (s.s[i] < 0x20 || s.s[i] > 0x7e)
            return false;
    return true;
}

/* An extern hsgen does not generate (an LSQ, a vendor IP): a black-box unit of
 * kind hw.name whose ports are the instance's, named as the extern declares
 * them (no regrouping), and whose hw.parameters are kept as written; circuit
 * generation declares it, or routes it to the configured external generator. */
static void read_black_box(mlir_ast *a, const mlir_op *op, const mlir_func *ext, ms kind,
                           mlir_values *vals, mlir_names *names, hs_netlist *nl, hs_mlir_info *info)
{
    char name[HS_NET_NAME_MAX], entity[HS_NET_NAME_MAX], unit[HS_NET_NAME_MAX];
    if (!plain_name(kind)) {
        mlir_error(a, op->line, op->col,
                   "hw.instance %.*s: @%.*s has an hw.name that names no unit (letters, digits, "
                   "'_', '.' and '-' only)",
                   op->inst_name.n, op->inst_name.s, op->callee.n, op->callee.s);
        return;
    }
    mlir_names_take(names, op->inst_name, "unit", name, sizeof(name));
    mlir_names_take(names, op->callee, "entity", entity, sizeof(entity));
    snprintf(unit, sizeof(unit), "%.*s", kind.n, kind.s);
    int u = mlir_net_add_unit(nl, name, unit);
    if (u < 0 || mlir_unit_at(info, u, op->line, op->col)) {
        mlir_error(a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
        return;
    }
    nl->units[u].black_box = true;
    snprintf(nl->units[u].entity, sizeof(nl->units[u].entity), "%s", entity);
    const mlir_attr *ps = mlir_attr_find(a, ext->attr, ext->n_attr, "hw.parameters");
    for (int k = ps && ps->kind == MA_DICT ? ps->child : 0;
         ps && ps->kind == MA_DICT && k < ps->child + ps->n_child; k++) {
        const mlir_attr *p = &a->attrs.v[k];
        char key[64], val[HS_MAX_TYPE_TEXT + 1];
        if (p->key.n >= (int)sizeof(key) || p->val.n >= (int)sizeof(val) || !plain_name(p->key) ||
            !printable(p->val)) {
            mlir_error(a, p->line, p->col,
                       "hw.parameters of @%.*s: expected a parameter name (letters, digits, '_', "
                       "'.', '-', under %d characters) and a printable value under %d characters",
                       ext->name.n, ext->name.s, (int)sizeof(key), (int)sizeof(val));
            continue;
        }
        snprintf(key, sizeof(key), "%.*s", p->key.n, p->key.s);
        snprintf(val, sizeof(val), "%.*s", p->val.n, p->val.s);
        mlir_net_add_param(nl, u, key, val);
    }
    char port[HS_NET_NAME_MAX];
    for (int i = 0; i < op->n_opd; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        if (is_clock(x->port))
            continue;
        snprintf(port, sizeof(port), "%.*s", x->port.n, x->port.s);
        mlir_values_use(vals, x->name, x->index, mlir_ep_unit(u, port, -1), x->line, x->col);
    }
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++) {
            if (k >= op->n_word || k >= op->n_res_ty)
                break; /* the parser reported the count */
            const mlir_ty *ty = &a->tys.v[op->res_ty + k];
            ms w = a->words.v[op->word + k];
            hs_type t;
            hs_diag d;
            hs_diag_clear(&d);
            if (mlir_type(ty->text, &t, &d)) {
                mlir_error(a, ty->line, ty->col, "%s", d.message);
                continue;
            }
            snprintf(port, sizeof(port), "%.*s", w.n, w.s);
            mlir_values_def(vals, res->name, res->count > 1 ? j : -1, mlir_ep_unit(u, port, -1), &t,
                            false, op->line, op->col);
        }
    }
}

/* One hw.instance: its unit, its operands used and its results defined. */
static void read_instance(mlir_ast *a, const mlir_op *op, mlir_values *vals, mlir_names *names,
                          hs_netlist *nl, hs_mlir_info *info)
{
    const mlir_func *ext = find_extern(a, op->callee);
    if (!ext) {
        mlir_error(a, op->line, op->col, "hw.instance %.*s: no hw.module.extern @%.*s",
                   op->inst_name.n, op->inst_name.s, op->callee.n, op->callee.s);
        return;
    }
    const mlir_attr *hn = mlir_attr_find(a, ext->attr, ext->n_attr, "hw.name");
    const mlir_op_row *row = hn ? mlir_op_find_hw(hn->val) : NULL;
    const hs_unit_info *ui = row ? hs_catalog_find(row->unit) : NULL;
    if (!ui && (!hn || hn->val.n == 0 || hn->val.n >= HS_NET_NAME_MAX)) {
        mlir_error(a, op->line, op->col,
                   "hw.instance %.*s: @%.*s needs an hw.name attribute (its unit kind, at most "
                   "%d characters)",
                   op->inst_name.n, op->inst_name.s, op->callee.n, op->callee.s,
                   HS_NET_NAME_MAX - 1);
        return;
    }
    if (!ui) {
        read_black_box(a, op, ext, hn->val, vals, names, nl, info);
        return;
    }
    char name[HS_NET_NAME_MAX], entity[HS_NET_NAME_MAX];
    mlir_names_take(names, op->inst_name, "unit", name, sizeof(name));
    mlir_names_take(names, op->callee, "entity", entity, sizeof(entity));
    int u = mlir_net_add_unit(nl, name, row->unit);
    if (u < 0 || mlir_unit_at(info, u, op->line, op->col)) {
        mlir_error(a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
        return;
    }
    snprintf(nl->units[u].entity, sizeof(nl->units[u].entity), "%s", entity);
    read_params(a, ext, nl, u);
    for (int i = 0; i < op->n_opd; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        if (is_clock(x->port))
            continue;
        int elem;
        const hs_port_info *pi = map_port(ui, x->port, &elem);
        if (!pi || pi->dir != HS_IN) {
            mlir_error(a, x->line, x->col, "%.*s: %s has no input port %.*s", op->inst_name.n,
                       op->inst_name.s, ui->name, x->port.n, x->port.s);
            continue;
        }
        mlir_values_use(vals, x->name, x->index, mlir_ep_unit(u, pi->name, elem), x->line, x->col);
    }
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++) {
            if (k >= op->n_word || k >= op->n_res_ty)
                break; /* the parser reported the count */
            const mlir_ty *ty = &a->tys.v[op->res_ty + k];
            ms port = a->words.v[op->word + k];
            int elem;
            hs_type t;
            hs_diag d;
            hs_diag_clear(&d);
            const hs_port_info *pi = map_port(ui, port, &elem);
            if (!pi || pi->dir != HS_OUT) {
                mlir_error(a, op->line, op->col, "%.*s: %s has no output port %.*s",
                           op->inst_name.n, op->inst_name.s, ui->name, port.n, port.s);
                continue;
            }
            if (mlir_type(ty->text, &t, &d)) {
                mlir_error(a, ty->line, ty->col, "%s", d.message);
                continue;
            }
            mlir_values_def(vals, res->name, res->count > 1 ? j : -1,
                            mlir_ep_unit(u, pi->name, elem), &t, false, op->line, op->col);
        }
    }
}

int mlir_lower_hw(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                  hs_mlir_info *info)
{
    (void)o;
    mlir_names names;
    mlir_names_init(&names);
    mlir_values vals;
    mlir_values_init(&vals, a, nl, &names, info);
    info->hw = true;
    char cname[HS_NET_NAME_MAX];
    mlir_names_take(&names, f->name, "circuit", cname, sizeof(cname));
    snprintf(nl->name, sizeof(nl->name), "%s", cname);
    int rc = 0, n_out = 0;
    for (int i = 0; rc == 0 && i < f->n_arg; i++) {
        const mlir_arg *p = &a->args.v[f->arg + i];
        if (is_clock(p->name))
            continue;
        hs_type t;
        hs_diag d;
        hs_diag_clear(&d);
        if (mlir_type(p->type, &t, &d)) { /* a raw iN port is a wire (an LSQ's memory side) */
            mlir_error(a, p->line, p->col, "port %.*s: %s", p->name.n, p->name.s,
                       d.message[0] ? d.message : "expected a channel or control type");
            continue;
        }
        hs_net_port **list = p->out ? &nl->outputs : &nl->inputs;
        int *n = p->out ? &nl->n_outputs : &nl->n_inputs;
        hs_net_port *np = realloc(*list, sizeof(hs_net_port) * (size_t)(*n + 1));
        if (!np) {
            rc = HS_E_NOMEM;
            break;
        }
        *list = np;
        mlir_names_take(&names, p->name, p->out ? "output" : "input", np[*n].name,
                        sizeof(np[*n].name));
        np[*n].type = t;
        if (!p->out)
            mlir_values_def(&vals, p->name, -1, mlir_ep_cport(*n, np[*n].name), &t, false, p->line,
                            p->col);
        (*n)++;
        n_out += p->out;
    }
    bool output_seen = false;
    for (int i = 0; rc == 0 && i < f->n_op; i++) {
        const mlir_op *op = &a->ops.v[f->op + i];
        if (ms_eq(op->name, "hw.instance")) {
            read_instance(a, op, &vals, &names, nl, info);
        } else if (ms_eq(op->name, "hw.output")) {
            output_seen = true;
            if (op->n_opd != nl->n_outputs) {
                mlir_error(a, op->line, op->col, "hw.output gives %d values for %d out ports",
                           op->n_opd, nl->n_outputs);
                continue;
            }
            for (int k = 0; k < op->n_opd; k++) {
                const mlir_use *x = &a->uses.v[op->opd + k];
                mlir_values_use(&vals, x->name, x->index, mlir_ep_cport(k, nl->outputs[k].name),
                                x->line, x->col);
            }
        } else {
            mlir_error(a, op->line, op->col,
                       "unsupported operation '%.*s' in an hw.module; supported: hw.instance, "
                       "hw.output",
                       op->name.n, op->name.s);
        }
    }
    if (rc == 0 && !output_seen && n_out && !a->n_errors)
        mlir_error(a, f->line, f->col, "@%.*s has out ports but no hw.output", f->name.n,
                   f->name.s);
    if (rc == 0 && !a->n_errors)
        rc = mlir_values_connect(&vals);
    info->n_renames = names.list.n;
    info->renames = names.list.v;
    names.list.v = NULL;
    mlir_places_values(&vals);
    mlir_values_free(&vals);
    mlir_names_free(&names);
    if (rc == HS_E_NOMEM)
        return rc;
    return a->n_errors ? HS_E_NETLIST : rc;
}
