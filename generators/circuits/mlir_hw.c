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
#include <strings.h>

#include "mlir_impl.h"

typedef MVEC(int) int_vec;

/* The file's hw.module and hw.module.extern symbols, sorted by name, kind and file
 * order, so an hw.instance finds its callee by binary search (a scan of every function
 * per instance was quadratic: 16,000 instances of as many externs took 1.4 s). */
typedef struct {
    ms name;
    int func; /* a->funcs index */
    unsigned char kind;
} hw_sym;

typedef struct {
    hw_sym *v; /* NULL when out of memory: find_func scans instead */
    int n;
} hw_syms;

/* The lowering of one hw.module and, inlined, of the modules it instantiates. */
typedef struct {
    mlir_ast *a;
    mlir_values *vals;
    mlir_names *names;
    hs_netlist *nl;
    hs_mlir_info *info;
    int_vec fronts;      /* buffers Dynamatic builds behind a ONE_SLOT_BREAK_R */
    MVEC(char *) texts;  /* the value names of inlined modules ("inst/name") */
    int depth;           /* modules inlined around the current one */
    bool opaque_modules; /* an instantiated hw.module is a unit of its own (generation) */
    char **entity_of;    /* per a->funcs entry: the entity name its instances share */
    hw_syms syms;        /* the callees, by name */
} hwl;

/* The entity name of extern `ext`, legalized and made unique once: every instance
 * of one extern is one entity, named as Dynamatic names the module it writes for
 * it, so Dynamatic's top instantiates hsgen's file unchanged. */
static const char *extern_entity(hwl *L, const mlir_func *ext, ms callee)
{
    int i = (int)(ext - L->a->funcs.v);
    if (!L->entity_of && !(L->entity_of = calloc((size_t)L->a->funcs.n + 1, sizeof(char *))))
        return NULL;
    if (!L->entity_of[i]) {
        char entity[HS_NET_NAME_MAX];
        mlir_names_take(L->names, callee, "entity", entity, sizeof(entity));
        L->entity_of[i] = strdup(entity);
    }
    return L->entity_of[i];
}

/* A value name in the scope of an inlined module: "prefix/name" (owned by L),
 * the name itself at the top (empty prefix). */
static ms scoped(hwl *L, ms prefix, ms name)
{
    if (prefix.n == 0)
        return name;
    char *t = malloc((size_t)prefix.n + (size_t)name.n + 2);
    if (!t || MVEC_PUSH(L->texts, t)) {
        free(t);
        return name; /* out of memory: the name unscoped (reported as a clash, or read right) */
    }
    memcpy(t, prefix.s, (size_t)prefix.n);
    t[prefix.n] = '/';
    memcpy(t + prefix.n + 1, name.s, (size_t)name.n);
    return (ms){t, prefix.n + name.n + 1};
}

/* Symbols in hw_syms order: name (bytes, then length), kind, file order. */
static int sym_cmp(const hw_sym *x, const hw_sym *y)
{
    int n = x->name.n < y->name.n ? x->name.n : y->name.n;
    int c = n ? memcmp(x->name.s, y->name.s, (size_t)n) : 0;
    if (c == 0)
        c = (x->name.n > y->name.n) - (x->name.n < y->name.n);
    if (c == 0)
        c = (int)x->kind - (int)y->kind;
    if (c == 0)
        c = (x->func > y->func) - (x->func < y->func);
    return c;
}

static int sym_qsort_cmp(const void *x, const void *y)
{
    return sym_cmp(x, y);
}

/* Sorts the file's hw symbols once; s->v stays NULL when out of memory. */
static void hw_syms_build(const mlir_ast *a, hw_syms *s)
{
    s->n = 0;
    s->v = malloc(sizeof(hw_sym) * ((size_t)a->funcs.n + 1));
    for (int i = 0; s->v && i < a->funcs.n; i++)
        if (a->funcs.v[i].kind != MF_HANDSHAKE)
            s->v[s->n++] = (hw_sym){a->funcs.v[i].name, i, a->funcs.v[i].kind};
    if (s->v)
        qsort(s->v, (size_t)s->n, sizeof(hw_sym), sym_qsort_cmp);
}

/* The first function of the file named `name` of that kind, or NULL. */
static const mlir_func *find_func(const mlir_ast *a, const hw_syms *s, ms name, unsigned char kind)
{
    if (!s->v) { /* no index (out of memory): every function in turn */
        for (int i = 0; i < a->funcs.n; i++)
            if (a->funcs.v[i].kind == kind && a->funcs.v[i].name.n == name.n &&
                memcmp(a->funcs.v[i].name.s, name.s, (size_t)name.n) == 0)
                return &a->funcs.v[i];
        return NULL;
    }
    hw_sym key = {name, -1, kind}; /* before every symbol of that name and kind */
    int lo = 0, hi = s->n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (sym_cmp(&s->v[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->n && s->v[lo].kind == kind && s->v[lo].name.n == name.n &&
        memcmp(s->v[lo].name.s, name.s, (size_t)name.n) == 0)
        return &a->funcs.v[s->v[lo].func];
    return NULL;
}

static bool is_clock(ms port)
{
    return mlir_ms_eq(port, "clk") || mlir_ms_eq(port, "rst");
}

/* Dynamatic numbers the ports of some units by direction (the row's numbered_ports:
 * gate's ins_0 is its data and ins_1 ... its controls; unbundle's ins_0 is ins, outs_0
 * ctrl and outs_1 data): ins_<k> (outs_<k>) is the k-th input (output) element in table
 * order, an array port taking every index from its place on. NULL when name is no such. */
static const hs_port_info *numbered_port(const hs_unit_info *info, ms name, int *elem)
{
    bool out = name.n > 5 && memcmp(name.s, "outs_", 5) == 0;
    bool in = name.n > 4 && memcmp(name.s, "ins_", 4) == 0;
    int at = out ? 5 : 4;
    if (!info->numbered_ports || !(in || out) || name.n - at > 4)
        return NULL;
    for (int i = at; i < name.n; i++)
        if (!isdigit((unsigned char)name.s[i]))
            return NULL;
    int k = mlir_ms_int((ms){name.s + at, name.n - at});
    for (int p = 0; p < info->n_ports; p++) {
        const hs_port_info *pi = &info->ports[p];
        if ((pi->dir == HS_OUT) != out)
            continue;
        if (pi->array) {
            *elem = k;
            return pi;
        }
        if (k-- == 0)
            return pi;
    }
    return NULL;
}

/* "ins_3" -> ins[3] when `ins` is an array port of the unit; a plain port as is; else
 * a numbered port (numbered_port). */
static const hs_port_info *map_port(const hs_unit_info *info, ms name, int *elem)
{
    *elem = -1;
    for (int p = 0; p < info->n_ports; p++)
        if (mlir_ms_eq(name, info->ports[p].name) && !info->ports[p].array)
            return &info->ports[p];
    int i = name.n;
    while (i > 0 && isdigit((unsigned char)name.s[i - 1]))
        i--;
    if (i == name.n || i < 2 || name.s[i - 1] != '_' || name.n - i > 4)
        return numbered_port(info, name, elem);
    ms base = {name.s, i - 1};
    for (int p = 0; p < info->n_ports; p++)
        if (mlir_ms_eq(base, info->ports[p].name) && info->ports[p].array) {
            *elem = mlir_ms_int((ms){name.s + i, name.n - i});
            return &info->ports[p];
        }
    return numbered_port(info, name, elem);
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

/* An array attribute as the catalog's list text: [1 : i32, 2 : i32] -> "1 2", and a
 * list of lists [[0 : i32], []] -> "[[0],[]]" (JSON); the types after ':' dropped.
 * False when the text is no such list or does not fit. */
static bool list_text(ms v, char *out, size_t cap)
{
    bool nested = false;
    for (int i = 1; i < v.n && !nested; i++)
        nested = v.s[i] == '[';
    size_t o = 0;
    bool num = false;
    for (int i = nested ? 0 : 1; i < v.n - (nested ? 0 : 1); i++) {
        char c = v.s[i];
        if (c == ':') { /* a type: up to the next ',' or ']' */
            while (i + 1 < v.n && v.s[i + 1] != ',' && v.s[i + 1] != ']')
                i++;
            continue;
        }
        if (c == ' ')
            continue;
        if (!(isdigit((unsigned char)c) || c == '-' || c == ',' || c == '[' || c == ']'))
            return false;
        if (!nested && c == ',')
            c = ' ';
        num = num || isdigit((unsigned char)c);
        if (o + 2 >= cap)
            return false;
        out[o++] = c;
    }
    out[o] = '\0';
    return nested || num || o == 0;
}

/* hw.parameters -> unit parameters: keys matched to the catalog's without regard to
 * case (Dynamatic writes DATA_TYPE for data_type, and the LSQ's camelCase as the
 * catalog does), those the types say skipped, VALUE's bit string read as a number,
 * quoted strings unquoted, true/false as 1/0, arrays as the catalog's lists; a
 * buffer's kind settled from BUFFER_TYPE, else its TIMING (mlir_buffer.c). True
 * when the buffer needs a ONE_SLOT_BREAK_R in front (Dynamatic's ofifo). */
static bool read_params(mlir_ast *a, const mlir_func *ext, hs_netlist *nl, int u)
{
    const hs_unit_info *info = nl->units[u].info;
    const mlir_attr *ps = mlir_attr_find(a, ext->attr, ext->n_attr, "hw.parameters");
    const mlir_attr *timing = NULL;
    bool typed = false;
    char impl[32] = "", delay[32] = "";
    int fwidth = 0;
    for (int k = ps && ps->kind == MA_DICT ? ps->child : 0;
         ps && ps->kind == MA_DICT && k < ps->child + ps->n_child; k++) {
        const mlir_attr *p = &a->attrs.v[k];
        char key[64], val[HS_MAX_TYPE_TEXT + 1];
        snprintf(key, sizeof(key), "%.*s", p->key.n > 60 ? 60 : p->key.n, p->key.s);
        mlir_param_alias(info->name, key, sizeof(key));
        const hs_param_info *pi = NULL;
        for (int i = 0; i < info->n_params; i++)
            if (strcasecmp(info->params[i].name, key) == 0)
                pi = &info->params[i];
        /* a unit whose kind is a buffer_type (a buffer) reads Dynamatic's TIMING as one */
        if (strcasecmp(key, "timing") == 0 && hs_param_index(info, "buffer_type") >= 0) {
            timing = p;
            continue;
        }
        if (strcasecmp(key, "fpu_impl") == 0)
            snprintf(impl, sizeof(impl), "%.*s", p->val.n, p->val.s);
        if (strcasecmp(key, "internal_delay") == 0)
            snprintf(delay, sizeof(delay), "%.*s", p->val.n, p->val.s);
        if (strcasecmp(key, "data_type") == 0 && p->val.n > 0) {
            const char *f = memchr(p->val.s, '<', (size_t)p->val.n);
            if (f && f + 2 < p->val.s + p->val.n && f[1] == 'f')
                fwidth = atoi(f + 2);
        }
        typed |= pi && strcmp(pi->name, "buffer_type") == 0;
        for (char *c = key; !pi && *c; c++) /* the LSQ's configuration is its reader's */
            *c = (char)tolower((unsigned char)*c);
        /* a configured unit's hw.parameters are its configuration (the LSQ's), whose
         * keys its reader takes as the catalog lists them and whose others it leaves */
        if (!pi && !mlir_param_known(key) && !info->config_key)
            mlir_error(a, p->line, p->col,
                       "@%.*s (%s): hw.parameters %.*s is no parameter of %s and not one hsgen "
                       "knows to leave the circuit unchanged (refused rather than ignored)",
                       ext->name.n, ext->name.s, nl->units[u].name, p->key.n, p->key.s, info->name);
        if (!pi)
            continue;
        snprintf(key, sizeof(key), "%s", pi->name);
        if (pi->kind == HS_P_SIGNAL || inferred(info, key))
            continue;
        if (p->val.n >= (int)sizeof(val)) { /* too long to be a value: the catalog says so */
            mlir_error(a, p->line, p->col,
                       "hw.parameters of @%.*s: parameter %s is longer than %d characters",
                       ext->name.n, ext->name.s, key, (int)sizeof(val) - 1);
            continue;
        }
        snprintf(val, sizeof(val), "%.*s", p->val.n, p->val.s);
        if (p->kind == MA_RAW && p->val.n > 0 && p->val.s[0] == '[' &&
            !list_text(p->val, val, sizeof(val))) {
            mlir_error(a, p->line, p->col,
                       "hw.parameters of @%.*s: parameter %s must be a list of integers "
                       "([1 : i32, 2 : i32]) or of such lists",
                       ext->name.n, ext->name.s, key);
            continue;
        }
        if (p->kind == MA_WORD && (!strcmp(val, "true") || !strcmp(val, "false")))
            snprintf(val, sizeof(val), "%d", val[0] == 't');
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
    mlir_dynamatic_defaults(nl, u);
    for (int p = 0; fwidth && p < info->n_ports; p++) /* a float unit: iN channels are fN */
        if (info->ports[p].dtype == 'f')
            nl->units[u].float_bits = fwidth;
    if (impl[0] || delay[0])
        mlir_dynamatic_float_defaults(nl, u, fwidth, impl[0] ? impl : NULL,
                                      delay[0] ? delay : NULL);
    bool front = false;
    if (hs_param_index(info, "buffer_type") >= 0) /* its kind settled (mlir_buffer.c) */
        mlir_buffer_settle(a, timing, typed ? MB_EXPLICIT : MB_TIMING, nl, u, &front);
    return front;
}

/* An output port that exists only when a boolean parameter is 1 (the row's present_if:
 * a store's doneOut with done, a memory controller's stDone_i with store_done): written
 * by the instance, it sets that parameter, which hw.parameters does not write. */
static void done_params(mlir_ast *a, const mlir_op *op, hs_netlist *nl, int u)
{
    const hs_unit_info *info = nl->units[u].info;
    bool any = false;
    for (int p = 0; p < info->n_ports && !any; p++)
        any = info->ports[p].present_if && info->ports[p].dir == HS_OUT;
    for (int k = 0; any && k < op->n_word; k++) {
        int elem;
        const hs_port_info *pi = map_port(info, a->words.v[op->word + k], &elem);
        if (pi && pi->dir == HS_OUT && pi->present_if) {
            mlir_net_add_param(nl, u, pi->present_if, "1");
            return;
        }
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

/* The name of port `port` on the entity generated for ext: as the extern
 * declares it, or, for an hw.module, as its circuit names its ports (legal
 * names handed out in the same order as lower_hw does: "end" -> "end_r"). */
static void formal(const mlir_ast *a, const mlir_func *ext, ms port, char *out, size_t cap)
{
    snprintf(out, cap, "%.*s", port.n, port.s);
    if (ext->kind != MF_HW_MODULE)
        return;
    mlir_names names;
    mlir_names_init(&names);
    char tmp[HS_NET_NAME_MAX];
    mlir_names_take(&names, ext->name, "circuit", tmp, sizeof(tmp));
    for (int i = 0; i < ext->n_arg; i++) {
        const mlir_arg *p = &a->args.v[ext->arg + i];
        if (is_clock(p->name))
            continue;
        mlir_names_take(&names, p->name, p->out ? "output" : "input", tmp, sizeof(tmp));
        if (p->name.n == port.n && memcmp(p->name.s, port.s, (size_t)port.n) == 0) {
            snprintf(out, cap, "%s", tmp);
            break;
        }
    }
    mlir_names_free(&names);
}

/* Whether an extern's hw.parameters carry its unit's configuration (the row's
 * config_key given); a unit without a config_key needs none. */
static bool configured(mlir_ast *a, const mlir_func *ext, const hs_unit_info *ui)
{
    if (!ui->config_key)
        return true;
    const mlir_attr *ps = mlir_attr_find(a, ext->attr, ext->n_attr, "hw.parameters");
    size_t n = strlen(ui->config_key);
    for (int k = ps && ps->kind == MA_DICT ? ps->child : 0;
         ps && ps->kind == MA_DICT && k < ps->child + ps->n_child; k++)
        if ((size_t)a->attrs.v[k].key.n == n && memcmp(a->attrs.v[k].key.s, ui->config_key, n) == 0)
            return true;
    return false;
}

/* An extern hsgen does not generate (an LSQ, a vendor IP): a black-box unit of
 * kind hw.name whose ports are the instance's, named as the extern declares
 * them (no regrouping), and whose hw.parameters are kept as written; circuit
 * generation declares it, or routes it to the configured external generator. */
static void read_black_box(hwl *L, const mlir_op *op, const mlir_func *ext, ms kind, ms prefix)
{
    mlir_ast *a = L->a;
    hs_netlist *nl = L->nl;
    char name[HS_NET_NAME_MAX], unit[HS_NET_NAME_MAX];
    if (!plain_name(kind)) {
        mlir_error(a, op->line, op->col,
                   "hw.instance %.*s: @%.*s has an hw.name that names no unit (letters, digits, "
                   "'_', '.' and '-' only)",
                   op->inst_name.n, op->inst_name.s, op->callee.n, op->callee.s);
        return;
    }
    mlir_names_take(L->names, op->inst_name, "unit", name, sizeof(name));
    const char *entity = extern_entity(L, ext, op->callee);
    snprintf(unit, sizeof(unit), "%.*s", kind.n, kind.s);
    int u = entity ? mlir_net_add_unit(nl, name, unit) : -1;
    if (u < 0 || mlir_unit_at(L->info, u, op->line, op->col)) {
        mlir_error(a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
        return;
    }
    nl->units[u].black_box = true;
    if (hs_netlist_unit_set(nl, u, NULL, NULL, entity)) {
        mlir_error(a, op->line, op->col, "out of memory");
        return;
    }
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
        formal(a, ext, x->port, port, sizeof(port));
        mlir_values_use(L->vals, scoped(L, prefix, x->name), x->index, mlir_ep_unit(u, port, -1),
                        x->line, x->col);
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
            formal(a, ext, w, port, sizeof(port));
            mlir_values_def(L->vals, scoped(L, prefix, res->name), res->count > 1 ? j : -1,
                            mlir_ep_unit(u, port, -1), &t, false, op->line, op->col);
        }
    }
}

/* One hw.instance: its unit, its operands used and its results defined. */
static void read_body(hwl *L, const mlir_func *f, ms prefix);

/* An instance of an hw.module of the same file: its body read in the scope
 * "prefix/instance" (its units join the netlist), its in ports other names for
 * the instance's operands, the instance's results other names for what its
 * hw.output gives. */
static void read_module_instance(hwl *L, const mlir_op *op, const mlir_func *sub, ms prefix)
{
    mlir_ast *a = L->a;
    if (L->depth >= 32) {
        mlir_error(a, op->line, op->col,
                   "hw.instance %.*s: modules nested more than 32 deep (does @%.*s instantiate "
                   "itself?)",
                   op->inst_name.n, op->inst_name.s, op->callee.n, op->callee.s);
        return;
    }
    ms inner = scoped(L, prefix, op->inst_name);
    if (prefix.n == 0) { /* the scope needs its own text even at the top */
        char *t = malloc((size_t)op->inst_name.n + 1);
        if (!t || MVEC_PUSH(L->texts, t)) {
            free(t);
            return;
        }
        memcpy(t, op->inst_name.s, (size_t)op->inst_name.n);
        inner = (ms){t, op->inst_name.n};
    }
    for (int i = 0; i < op->n_opd; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        int k = 0;
        while (k < sub->n_arg &&
               !(!a->args.v[sub->arg + k].out && a->args.v[sub->arg + k].name.n == x->port.n &&
                 memcmp(a->args.v[sub->arg + k].name.s, x->port.s, (size_t)x->port.n) == 0))
            k++;
        if (k == sub->n_arg) {
            mlir_error(a, x->line, x->col, "hw.instance %.*s: @%.*s has no in port %.*s",
                       op->inst_name.n, op->inst_name.s, sub->name.n, sub->name.s, x->port.n,
                       x->port.s);
            continue;
        }
        if (is_clock(x->port))
            continue;
        mlir_values_alias(L->vals, scoped(L, inner, x->port), -1, scoped(L, prefix, x->name),
                          x->index, x->line, x->col);
    }
    const mlir_op *out = NULL;
    for (int i = 0; i < sub->n_op; i++)
        if (mlir_ms_eq(a->ops.v[sub->op + i].name, "hw.output"))
            out = &a->ops.v[sub->op + i];
    L->depth++;
    read_body(L, sub, inner);
    L->depth--;
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++) {
            if (k >= op->n_word)
                break; /* the parser reported the count */
            ms port = a->words.v[op->word + k];
            int o = 0, p = 0;
            for (; p < sub->n_arg; p++) {
                const mlir_arg *ar = &a->args.v[sub->arg + p];
                if (!ar->out)
                    continue;
                if (ar->name.n == port.n && memcmp(ar->name.s, port.s, (size_t)port.n) == 0)
                    break;
                o++;
            }
            if (p == sub->n_arg || !out || o >= out->n_opd) {
                mlir_error(a, op->line, op->col, "hw.instance %.*s: @%.*s has no out port %.*s",
                           op->inst_name.n, op->inst_name.s, sub->name.n, sub->name.s, port.n,
                           port.s);
                continue;
            }
            const mlir_use *x = &a->uses.v[out->opd + o];
            mlir_values_alias(L->vals, scoped(L, prefix, res->name), res->count > 1 ? j : -1,
                              scoped(L, inner, x->name), x->index, op->line, op->col);
        }
    }
}

/* One hw.instance: an inlined module, or a unit with its operands used and its
 * results defined. */
static void read_instance(hwl *L, const mlir_op *op, ms prefix)
{
    mlir_ast *a = L->a;
    hs_netlist *nl = L->nl;
    const mlir_func *ext = find_func(a, &L->syms, op->callee, MF_HW_EXTERN);
    const mlir_func *sub = ext ? NULL : find_func(a, &L->syms, op->callee, MF_HW_MODULE);
    if (sub && L->opaque_modules) {
        read_black_box(L, op, sub, (ms){"hw.module", 9}, prefix);
        return;
    }
    if (sub) {
        read_module_instance(L, op, sub, prefix);
        return;
    }
    if (!ext) {
        mlir_error(a, op->line, op->col,
                   "hw.instance %.*s: no hw.module.extern or hw.module @%.*s in the file",
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
    /* an extern without its unit's configuration (an LSQ's hw.parameters without
     * numLoads, numStores, ...: Dynamatic's export writes an LSQ extern either way)
     * cannot be generated: it stays the black box its ports declare */
    if (ui && !configured(a, ext, ui))
        ui = NULL;
    if (!ui) {
        read_black_box(L, op, ext, hn->val, prefix);
        return;
    }
    char name[HS_NET_NAME_MAX];
    mlir_names_take(L->names, op->inst_name, "unit", name, sizeof(name));
    const char *entity = extern_entity(L, ext, op->callee);
    int u = entity ? mlir_net_add_unit(nl, name, row->unit) : -1;
    if (u < 0 || mlir_unit_at(L->info, u, op->line, op->col)) {
        mlir_error(a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
        return;
    }
    if (hs_netlist_unit_set(nl, u, NULL, NULL, entity)) {
        mlir_error(a, op->line, op->col, "out of memory");
        return;
    }
    if (read_params(a, ext, nl, u))
        MVEC_PUSH(L->fronts, u);
    done_params(a, op, nl, u);
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
        mlir_values_use(L->vals, scoped(L, prefix, x->name), x->index,
                        mlir_ep_unit(u, pi->name, elem), x->line, x->col);
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
            mlir_values_def(L->vals, scoped(L, prefix, res->name), res->count > 1 ? j : -1,
                            mlir_ep_unit(u, pi->name, elem), &t, false, op->line, op->col);
        }
    }
}

/* The ops of module f in scope prefix: instances, and hw.output (the circuit's
 * outputs at the top; an inlined module's results are taken by its instance). */
static void read_body(hwl *L, const mlir_func *f, ms prefix)
{
    mlir_ast *a = L->a;
    int n_out = 0;
    for (int i = 0; i < f->n_arg; i++)
        n_out += a->args.v[f->arg + i].out;
    bool output_seen = false;
    for (int i = 0; i < f->n_op && !a->errs->dropped; i++) {
        const mlir_op *op = &a->ops.v[f->op + i];
        if (mlir_ms_eq(op->name, "hw.instance")) {
            read_instance(L, op, prefix);
        } else if (mlir_ms_eq(op->name, "hw.output")) {
            output_seen = true;
            if (op->n_opd != n_out) {
                mlir_error(a, op->line, op->col, "hw.output gives %d values for %d out ports",
                           op->n_opd, n_out);
                continue;
            }
            for (int k = 0; L->depth == 0 && k < op->n_opd; k++) {
                const mlir_use *x = &a->uses.v[op->opd + k];
                mlir_values_use(L->vals, x->name, x->index,
                                mlir_ep_cport(k, L->nl->outputs[k].name), x->line, x->col);
            }
        } else {
            mlir_error(a, op->line, op->col,
                       "unsupported operation '%.*s' in an hw.module; supported: hw.instance, "
                       "hw.output",
                       op->name.n, op->name.s);
        }
    }
    if (!output_seen && n_out && !a->n_errors)
        mlir_error(a, f->line, f->col, "@%.*s has out ports but no hw.output", f->name.n,
                   f->name.s);
}

/* mlir_lower_hw, and mlir_lower_hw_module when opaque_modules. */
static int lower_hw(mlir_ast *a, const mlir_func *f, hs_netlist *nl, hs_mlir_info *info,
                    bool opaque_modules)
{
    mlir_names names;
    mlir_names_init(&names);
    mlir_values vals;
    mlir_values_init(&vals, a, nl, &names, info);
    hwl L = {.a = a,
             .vals = &vals,
             .names = &names,
             .nl = nl,
             .info = info,
             .opaque_modules = opaque_modules};
    info->hw = true;
    hw_syms_build(a, &L.syms);
    char cname[HS_NET_NAME_MAX];
    mlir_names_take(&names, f->name, "circuit", cname, sizeof(cname));
    snprintf(nl->name, sizeof(nl->name), "%s", cname);
    /* room for every port at once: one realloc per port was quadratic */
    int rc = mlir_net_reserve(&nl->inputs, nl->n_inputs, f->n_arg) ||
                     mlir_net_reserve(&nl->outputs, nl->n_outputs, f->n_arg)
                 ? HS_E_NOMEM
                 : 0;
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
        hs_net_port *np = *list;
        mlir_names_take(&names, p->name, p->out ? "output" : "input", np[*n].name,
                        sizeof(np[*n].name));
        np[*n].type = t;
        if (!p->out)
            mlir_values_def(&vals, p->name, -1, mlir_ep_cport(*n, np[*n].name), &t, false, p->line,
                            p->col);
        (*n)++;
    }
    if (rc == 0 && !a->n_errors)
        read_body(&L, f, (ms){"", 0});
    if (rc == 0 && !a->n_errors)
        rc = mlir_values_connect(&vals);
    if (rc == 0 && !a->n_errors && L.fronts.n)
        rc = mlir_buffer_fronts(a, &names, nl, info, L.fronts.v, L.fronts.n);
    free(L.fronts.v);
    free(L.syms.v);
    for (int i = 0; L.entity_of && i < a->funcs.n; i++)
        free(L.entity_of[i]);
    free(L.entity_of);
    for (int i = 0; i < L.texts.n; i++)
        free(L.texts.v[i]);
    free(L.texts.v);
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

int mlir_lower_hw(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                  hs_mlir_info *info)
{
    (void)o;
    return lower_hw(a, f, nl, info, false);
}

int mlir_lower_hw_module(mlir_ast *a, const mlir_func *f, hs_netlist *nl, hs_mlir_info *info)
{
    return lower_hw(a, f, nl, info, true);
}

bool mlir_hw_has_modules(const mlir_ast *a, const mlir_func *f)
{
    hw_syms syms;
    bool found = false;
    if (f->kind != MF_HW_MODULE)
        return false;
    hw_syms_build(a, &syms);
    for (int i = 0; !found && i < f->n_op; i++) {
        const mlir_op *op = &a->ops.v[f->op + i];
        found = mlir_ms_eq(op->name, "hw.instance") &&
                find_func(a, &syms, op->callee, MF_HW_MODULE) != NULL;
    }
    free(syms.v);
    return found;
}
