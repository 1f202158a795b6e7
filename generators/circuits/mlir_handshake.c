/* A handshake.func becomes a netlist: arguments become circuit inputs, the
 * operands of `end` circuit outputs, every other op one unit of the catalog (by
 * the op table) whose ports take the op's operands and results in written order
 * and whose parameters come from the attributes types cannot say. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "mlir_impl.h"

typedef struct {
    mlir_ast *a;
    const mlir_func *f;
    hs_netlist *nl;
    hs_mlir_info *info;
    mlir_names *names;
    mlir_values vals;
    int *counter;                 /* per op row: the next default unit number */
    const hs_unit_info **info_of; /* per op row: its catalog unit, looked up once */
    bool *looked_up;
    bool *to_memory;        /* per op row: its unit has a port to memory (an lsq's access) */
    struct type_memo *memo; /* result types by their text: a function repeats a few */
    const hs_mlir_options *o;
    MVEC(mlir_mc) mcs;
    MVEC(mlir_lsq) lsqs;
    MVEC(mlir_access) accs; /* what an lsq's wiring reads of the units with a port to memory */
    bool listed;            /* the supported operations were listed once */
    MVEC(int) fronts;       /* buffers Dynamatic builds behind a ONE_SLOT_BREAK_R */
    bool builtin;           /* Dynamatic before mid-2024: `none` a control, `i32` a channel */
} lower;

#define MEMO_SLOTS 64

struct type_memo {
    ms text;
    hs_type t;
};

/* Whether a type is written with MLIR's builtin types, as Dynamatic did before mid-2024
 * (`none`, `i32`, `f32`, `index`), rather than !handshake.control/channel. */
static bool builtin_type(ms text)
{
    if (mlir_ms_eq(text, "none") || mlir_ms_eq(text, "index"))
        return true;
    if (text.n < 2 || (text.s[0] != 'i' && text.s[0] != 'f'))
        return false;
    for (int i = 1; i < text.n; i++)
        if (!isdigit((unsigned char)text.s[i]))
            return false;
    return true;
}

/* mlir_type, where a function written with builtin types reads `none` as a control
 * and `iN`/`fN` as a channel of that data (`index` as i64, MLIR's index width). */
static int hs_type_of(const lower *L, ms text, hs_type *t, hs_diag *d)
{
    if (!L->builtin || !builtin_type(text))
        return mlir_type(text, t, d);
    char buf[32];
    if (mlir_ms_eq(text, "none"))
        snprintf(buf, sizeof(buf), "<>");
    else if (mlir_ms_eq(text, "index"))
        snprintf(buf, sizeof(buf), "<i64>");
    else
        snprintf(buf, sizeof(buf), "<%.*s>", text.n, text.s);
    return mlir_type((ms){buf, (int)strlen(buf)}, t, d);
}

/* Whether the function is written with builtin types: an argument (memrefs aside) or a
 * result typed `none`, `iN` or `fN`. The current form refuses such types, so reading
 * them this way changes no file read before. */
static bool uses_builtin_types(const mlir_ast *a, const mlir_func *f)
{
    for (int i = 0; i < f->n_arg; i++)
        if (builtin_type(a->args.v[f->arg + i].type))
            return true;
    for (int i = 0; i < f->n_resty; i++)
        if (builtin_type(a->args.v[f->resty + i].type))
            return true;
    return false;
}

/* hs_type_of through the memo (direct-mapped on the text's hash). */
static int memo_type(lower *L, ms text, hs_type *t, hs_diag *d)
{
    size_t h = 5381;
    for (int i = 0; i < text.n; i++)
        h = h * 33 + (unsigned char)text.s[i];
    struct type_memo *m = L->memo ? &L->memo[h % MEMO_SLOTS] : NULL;
    /* a type is 2.3 KB of room for extra signals: only its used part is copied */
    if (m && m->text.n == text.n && m->text.s && memcmp(m->text.s, text.s, (size_t)text.n) == 0) {
        memcpy(t, &m->t, offsetof(hs_type, extra) + sizeof(hs_extra) * m->t.n_extra);
        return 0;
    }
    hs_diag_clear(d);
    int rc = hs_type_of(L, text, t, d);
    if (rc == 0 && m) {
        m->text = text;
        memcpy(&m->t, t, offsetof(hs_type, extra) + sizeof(hs_extra) * t->n_extra);
    }
    return rc;
}

/* The strings of an array attribute ["a", "b"] (argNames, resNames), read in
 * one pass: out[i] for i < max (entries past the array's end stay as they
 * were), so n names cost one scan, not n. */
static void array_strings(const mlir_attr *at, ms *out, int max)
{
    if (!at || at->kind != MA_RAW)
        return;
    const char *s = at->val.s, *end = s + at->val.n;
    for (int k = 0; s < end && k < max;) {
        if (*s++ != '"')
            continue;
        const char *q = s;
        while (q < end && *q != '"')
            q++;
        out[k++] = (ms){s, (int)(q - s)};
        s = q + 1;
    }
}

/* The i-th string of an array attribute (one lookup; names_of reads them all). */
static bool array_string(const mlir_attr *at, int i, ms *out)
{
    ms *v = calloc((size_t)i + 1, sizeof(ms));
    bool found = false;
    if (v) {
        array_strings(at, v, i + 1);
        found = v[i].s != NULL;
        if (found)
            *out = v[i];
    }
    free(v);
    return found;
}

/* The names n arguments or results take from their attribute (argNames,
 * resNames); an entry the attribute does not give stays empty. NULL when out of
 * memory; the caller frees it. */
static ms *names_of(const mlir_attr *at, int n)
{
    ms *v = calloc((size_t)n + 1, sizeof(ms));
    if (v)
        array_strings(at, v, n);
    return v;
}

/* The declared circuit inputs (memrefs excepted) and their values. */
static int read_args(lower *L)
{
    const mlir_func *f = L->f;
    ms *names = names_of(mlir_attr_find(L->a, f->attr, f->n_attr, "argNames"), f->n_arg);
    /* room for every argument at once: one realloc per argument was quadratic */
    if (!names || mlir_net_reserve(&L->nl->inputs, L->nl->n_inputs, f->n_arg) != 0) {
        free(names);
        return HS_E_NOMEM;
    }
    for (int i = 0; i < f->n_arg; i++) {
        const mlir_arg *arg = &L->a->args.v[f->arg + i];
        hs_type t;
        hs_diag d;
        hs_diag_clear(&d);
        bool memref = arg->type.n >= 6 && memcmp(arg->type.s, "memref", 6) == 0;
        if (memref) {
            hs_type_control(&t);
            mlir_values_def(&L->vals, arg->name, -1, mlir_ep_cport(-1, ""), &t, true, arg->line,
                            arg->col);
            continue;
        }
        if (hs_type_of(L, arg->type, &t, &d)) {
            mlir_error(L->a, arg->line, arg->col, "argument %%%.*s: %s", arg->name.n, arg->name.s,
                       d.message);
            continue;
        }
        if (t.kind == HS_T_RAW) {
            mlir_error(L->a, arg->line, arg->col,
                       "argument %%%.*s: expected a channel or control type, found %.*s",
                       arg->name.n, arg->name.s, arg->type.n, arg->type.s);
            continue;
        }
        ms want = names[i].s ? names[i] : arg->name;
        int k = L->nl->n_inputs;
        hs_net_port *p = L->nl->inputs;
        mlir_names_take(L->names, want, "input", p[k].name, sizeof(p[k].name));
        p[k].type = t;
        L->nl->n_inputs++;
        mlir_values_def(&L->vals, arg->name, -1, mlir_ep_cport(k, p[k].name), &t, false, arg->line,
                        arg->col);
    }
    free(names);
    return 0;
}

static ms old_name(const mlir_attr *at);

/* Before mid-2024 `end` also took the memory controllers' done controls, which the
 * function does not declare. Dynamatic's end node of then (legacy Dynamatic's end_node)
 * offered the result only once every controller said done (no store pending): a join of
 * the result and the dones. Here that join is a gate named as the end op: the first
 * result passes once every done (memEnd, offered while no store is pending) holds a
 * token. Returns the gate's unit, -1 when there is nothing to wait for (no result, no
 * done: the dones then end in sinks), or -2 when the netlist is full. */
static int end_gate(lower *L, const mlir_op *op, int n_done)
{
    if (n_done == 0 || L->f->n_resty == 0)
        return -1;
    mlir_ast *a = L->a;
    ms want = old_name(mlir_attr_find(a, op->attr, op->n_attr, "name"));
    if (!want.n)
        want = (ms){"end0", 4};
    char name[HS_NET_NAME_MAX];
    mlir_names_take(L->names, want, "unit", name, sizeof(name));
    int g = mlir_net_add_unit(L->nl, name, "handshake.gate");
    if (g < 0 || mlir_unit_at(L->info, g, op->line, op->col))
        return -2;
    for (int j = 0; j < n_done; j++) {
        const mlir_use *u = &a->uses.v[op->opd + L->f->n_resty + j];
        mlir_values_use(&L->vals, u->name, u->index, mlir_ep_unit(g, "ctrl", j), u->line, u->col);
    }
    return g;
}

/* `end %a, %b : types`: the operands drive the circuit outputs. */
static int read_end(lower *L, const mlir_op *op)
{
    const mlir_func *f = L->f;
    int n = op->n_opd, gate = -1;
    if (L->builtin && n > f->n_resty) {
        for (int i = f->n_resty; i < n; i++) {
            const mlir_use *u = &L->a->uses.v[op->opd + i];
            const hs_type *t = mlir_values_type_of(&L->vals, u->name, u->index);
            if (t && t->kind != HS_T_CONTROL) {
                mlir_error(L->a, u->line, u->col,
                           "end: operand %d (%%%.*s) beyond @%.*s's %d results must be a "
                           "memory controller's done control",
                           i, u->name.n, u->name.s, f->name.n, f->name.s, f->n_resty);
                return 0;
            }
        }
        gate = end_gate(L, op, n - f->n_resty);
        if (gate == -2) {
            mlir_error(L->a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
            return 0;
        }
        n = f->n_resty;
    }
    if (n != f->n_resty) {
        mlir_error(L->a, op->line, op->col, "end returns %d values but @%.*s declares %d results",
                   op->n_opd, f->name.n, f->name.s, f->n_resty);
        return 0;
    }
    ms *names = names_of(mlir_attr_find(L->a, f->attr, f->n_attr, "resNames"), n);
    if (!names || mlir_net_reserve(&L->nl->outputs, L->nl->n_outputs, n) != 0) {
        free(names);
        return HS_E_NOMEM;
    }
    for (int i = 0; i < n; i++) {
        const mlir_arg *r = &L->a->args.v[f->resty + i];
        const mlir_use *u = &L->a->uses.v[op->opd + i];
        hs_type t;
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_type_of(L, r->type, &t, &d)) {
            mlir_error(L->a, r->line, r->col, "result %d: %s", i, d.message);
            continue;
        }
        char dflt[16];
        ms want = names[i].s ? names[i] : (ms){dflt, snprintf(dflt, sizeof(dflt), "out%d", i)};
        int k = L->nl->n_outputs;
        hs_net_port *p = L->nl->outputs;
        mlir_names_take(L->names, want, "output", p[k].name, sizeof(p[k].name));
        p[k].type = t;
        L->nl->n_outputs++;
        if (i == 0 && gate >= 0) { /* the result waits for the memories (end_gate) */
            mlir_values_use(&L->vals, u->name, u->index, mlir_ep_unit(gate, "ins", -1), u->line,
                            u->col);
            if (mlir_net_add_chan(L->nl, mlir_ep_unit(gate, "outs", -1),
                                  mlir_ep_cport(k, p[k].name), &t)) {
                free(names);
                return HS_E_NOMEM;
            }
            continue;
        }
        mlir_values_use(&L->vals, u->name, u->index, mlir_ep_cport(k, p[k].name), u->line, u->col);
    }
    free(names);
    return 0;
}

/* camelCase -> snake_case: numSlots -> num_slots. */
static void snake(ms key, char *out, size_t cap)
{
    size_t o = 0;
    for (int i = 0; i < key.n && o + 2 < cap; i++) {
        char c = key.s[i];
        if (isupper((unsigned char)c)) {
            if (o > 0)
                out[o++] = '_';
            c = (char)tolower((unsigned char)c);
        }
        out[o++] = c;
    }
    out[o] = '\0';
}

static const hs_param_info *param_of(const hs_unit_info *info, const char *name)
{
    for (int i = 0; i < info->n_params; i++)
        if (strcmp(info->params[i].name, name) == 0)
            return &info->params[i];
    return NULL;
}

/* snprintf(dst, cap, "%.*s", n, s) without formatting: the reader copies a few
 * words of every op (cap > 0). */
static void copy_slice(char *dst, size_t cap, const char *s, int n)
{
    size_t k = n < 0 ? 0 : (size_t)n;
    if (k > cap - 1)
        k = cap - 1;
    k = strnlen(s, k);
    memcpy(dst, s, k);
    dst[k] = '\0';
}

/* An attribute value as parameter text: integers in decimal (hex accepted),
 * true/false as 1/0, floats as their IEEE bit pattern, words and strings verbatim. */
static bool value_text(const mlir_attr *at, char *out, size_t cap)
{
    char buf[128];
    if (at->val.n >= (int)sizeof(buf))
        return false;
    copy_slice(buf, sizeof(buf), at->val.s, at->val.n);
    if (at->kind == MA_INT) {
        bool neg = buf[0] == '-';
        char *end;
        unsigned long long v = strtoull(buf + neg, &end, 0);
        if (*end)
            return false;
        hs_line l; /* "%lld" without stdio: every op's integer attributes */
        hs_line_init(&l, out, cap);
        hs_line_put_d(&l, neg ? -(long long)v : (long long)v);
    } else if (at->kind == MA_FLOAT) {
        double v = strtod(buf, NULL);
        if (mlir_ms_eq(at->vtype, "f64")) {
            uint64_t bits;
            memcpy(&bits, &v, sizeof(bits));
            snprintf(out, cap, "%" PRId64, (int64_t)bits);
        } else {
            float x = (float)v;
            uint32_t bits;
            memcpy(&bits, &x, sizeof(bits));
            snprintf(out, cap, "%" PRIu32, bits);
        }
    } else if (at->kind == MA_WORD && (strcmp(buf, "true") == 0 || strcmp(buf, "false") == 0)) {
        snprintf(out, cap, "%d", buf[0] == 't');
    } else if (at->kind == MA_WORD || at->kind == MA_STRING) {
        copy_slice(out, cap, buf, (int)strlen(buf));
    } else {
        return false;
    }
    return true;
}

/* An attribute the reader neither reads nor knows to leave the circuit unchanged
 * (mlir_attrs.c): an error naming it, never dropped. */
static void refuse(lower *L, const mlir_op *op, int u, const mlir_attr *at, const char *where)
{
    const hs_net_unit *nu = &L->nl->units[u];
    mlir_error(L->a, at->line, at->col,
               "%.*s %s: %sattribute '%.*s' is no parameter of %s and not one hsgen knows to "
               "leave the circuit unchanged (refused rather than ignored)",
               op->name.n, op->name.s, nu->name, where, at->key.n, at->key.s, nu->unit);
}

/* Parameters of a unit: what the mnemonic implies, the attributes named like a
 * catalog parameter (camelCase or snake_case), the predicate word of a
 * comparison and the slot count of the old buffer syntax ([N], seq, fifo); a
 * buffer's kind settled from its TIMING or mnemonic (mlir_buffer.c). True when
 * the buffer needs a ONE_SLOT_BREAK_R in front (Dynamatic's ofifo). */
static bool read_params(lower *L, const mlir_op *op, const mlir_op_row *row, int u)
{
    const hs_unit_info *info = L->nl->units[u].info;
    char key[64], val[128];
    const mlir_attr *timing = NULL;
    bool typed = false; /* BUFFER_TYPE, bufferType or fifo written */
    bool seq = false;   /* buffer [n] seq: n registers, a FIFO_BREAK_DV when n > 1 */
    char impl[32] = "", delay[32] = ""; /* a float unit's core, for its default latency */
    if (row->fixed) {
        const char *eq = strchr(row->fixed, '=');
        copy_slice(key, sizeof(key), row->fixed, (int)(eq - row->fixed));
        mlir_net_add_param(L->nl, u, key, eq + 1);
    }
    for (int i = 0; i < op->n_word; i++) {
        ms w = L->a->words.v[op->word + i];
        copy_slice(val, sizeof(val), w.s, w.n > 100 ? 100 : w.n);
        if (isdigit((unsigned char)val[0]) && param_of(info, "num_slots")) {
            mlir_net_add_param(L->nl, u, "num_slots", val);
        } else if (strcmp(val, "seq") == 0 && param_of(info, "buffer_type")) {
            mlir_net_add_param(L->nl, u, "buffer_type", "ONE_SLOT_BREAK_DV");
            seq = true;
        } else if (strcmp(val, "fifo") == 0 && param_of(info, "buffer_type")) {
            mlir_net_add_param(L->nl, u, "buffer_type", "FIFO_BREAK_NONE");
            typed = true;
        } else if (isalpha((unsigned char)val[0]) && param_of(info, "predicate")) {
            mlir_net_add_param(L->nl, u, "predicate", val);
        }
    }
    for (int i = 0; i < op->n_attr; i++) {
        const mlir_attr *at = &L->a->attrs.v[op->attr + i];
        if (mlir_ms_eq(at->key, "hw.parameters") && at->kind == MA_DICT) {
            for (int k = at->child; k < at->child + at->n_child; k++) {
                const mlir_attr *p = &L->a->attrs.v[k];
                copy_slice(key, sizeof(key), p->key.s, p->key.n > 60 ? 60 : p->key.n);
                for (char *c = key; *c; c++)
                    *c = (char)tolower((unsigned char)*c);
                mlir_param_alias(info->name, key, sizeof(key));
                if (strcmp(key, "timing") == 0 && param_of(info, "buffer_type")) {
                    timing = p;
                } else if (param_of(info, key) && value_text(p, val, sizeof(val))) {
                    mlir_net_add_param(L->nl, u, key, val);
                    typed |= strcmp(key, "buffer_type") == 0;
                } else if (!mlir_param_known(key)) {
                    refuse(L, op, u, p, "hw.parameters ");
                }
            }
            continue;
        }
        if (mlir_ms_eq(at->key, "fpu_impl") && at->val.n > 1) { /* #handshake<fpu_impl flopoco> */
            const char *e = at->val.s + at->val.n - 1, *b = e;
            while (b > at->val.s && b[-1] != ' ' && b[-1] != '<')
                b--;
            copy_slice(impl, sizeof(impl), b, (int)(e - b));
            continue;
        }
        if (mlir_ms_eq(at->key, "internal_delay")) {
            copy_slice(delay, sizeof(delay), at->val.s, at->val.n > 30 ? 30 : at->val.n);
            continue;
        }
        const hs_param_info *pi = NULL;
        if (!memchr(at->key.s, '.', (size_t)at->key.n)) { /* handshake.bb, ftd.*: no parameter */
            snake(at->key, key, sizeof(key));
            mlir_param_alias(info->name, key, sizeof(key));
            pi = param_of(info, key);
        }
        if (pi && pi->kind != HS_P_SIGNAL && value_text(at, val, sizeof(val))) {
            mlir_net_add_param(L->nl, u, key, val);
            typed |= strcmp(key, "buffer_type") == 0;
        } else if (!(pi && pi->kind == HS_P_SIGNAL) && !mlir_attr_known(at->key)) {
            refuse(L, op, u, at, "");
        }
    }
    mlir_dynamatic_defaults(L->nl, u);
    if ((impl[0] || delay[0]) && op->n_ty > 0) { /* the format from the op's type: <f32> */
        ms t = L->a->tys.v[op->ty].text;
        const char *f = memchr(t.s, 'f', (size_t)t.n);
        mlir_dynamatic_float_defaults(L->nl, u, f ? atoi(f + 1) : 0, impl[0] ? impl : NULL,
                                      delay[0] ? delay : NULL);
    }
    if (!param_of(info, "buffer_type"))
        return false;
    bool front = false;
    mlir_buffer_how how = typed ? MB_EXPLICIT : timing ? MB_TIMING : MB_MNEMONIC;
    if (how == MB_MNEMONIC && !(row->fixed || op->n_word > 0))
        return false;
    mlir_buffer_settle(L->a, timing, how, L->nl, u, &front);
    return front && !seq;
}

/* The ports of a unit in written order: the row's list, or the catalog's ports of
 * that direction in table order (raw part ports left out). */
static int port_list(const hs_unit_info *info, const char *order, bool out,
                     const hs_port_info **ports)
{
    int n = 0;
    if (order) {
        const char *s = order;
        while (*s) {
            const char *e = strchr(s, ',');
            size_t len = e ? (size_t)(e - s) : strlen(s);
            for (int p = 0; p < info->n_ports; p++)
                if (strlen(info->ports[p].name) == len && memcmp(info->ports[p].name, s, len) == 0)
                    ports[n++] = &info->ports[p];
            s += len + (e ? 1 : 0);
        }
        return n;
    }
    for (int p = 0; p < info->n_ports; p++)
        if ((info->ports[p].dir == HS_OUT) == out && info->ports[p].shape != HS_SHAPE_RAW)
            ports[n++] = &info->ports[p];
    return n;
}

/* The boolean parameter that makes one of the ports exist (their row's present_if), or
 * NULL when every one always does. */
static const char *optional_flag(const hs_port_info **ports, int np)
{
    for (int i = 0; i < np; i++)
        if (ports[i]->present_if)
            return ports[i]->present_if;
    return NULL;
}

/* The ports without those a boolean parameter makes exist, in order; returns the count. */
static int without_optional(const hs_port_info **ports, int np)
{
    int n = 0;
    for (int i = 0; i < np; i++)
        if (!ports[i]->present_if)
            ports[n++] = ports[i];
    return n;
}

/* Spreads n items over the ports: scalars take one each, the array port the rest
 * (none only when empty_ok: a mem_controller without loads). Fills port index and
 * element per item; false when the count cannot fit. */
static bool spread(const hs_port_info **ports, int np, int n, int *pi, int *el, bool empty_ok)
{
    int scalars = 0, arrays = 0;
    for (int p = 0; p < np; p++)
        ports[p]->array ? arrays++ : scalars++;
    if (arrays > 1 || n < scalars + (empty_ok ? 0 : arrays) || (arrays == 0 && n != scalars))
        return false;
    int in_array = n - scalars, k = 0;
    for (int p = 0; p < np; p++) {
        int cnt = ports[p]->array ? in_array : 1;
        for (int e = 0; e < cnt; e++, k++) {
            pi[k] = p;
            el[k] = ports[p]->array ? e : -1;
        }
    }
    return true;
}

/* Describes a port list's arity for messages: "lhs, rhs" / "index, ins[...]". */
static void arity_text(const hs_port_info **ports, int np, char *buf, size_t cap)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int p = 0; p < np && o + 1 < cap; p++)
        o += (size_t)snprintf(buf + o, cap - o, "%s%s%s", p ? ", " : "", ports[p]->name,
                              ports[p]->array ? "[...]" : "");
    if (np == 0)
        snprintf(buf, cap, "none");
}

/* A mem_controller as Dynamatic wrote it before August 2024: `(ins) -> (ldData..., done)`,
 * its done control written among the results, no %memStart and %ctrlEnd operands. */
static bool old_mem_controller(const mlir_op *op)
{
    return op->to_index >= 0 && op->n_ty - op->to_index == op->n_values;
}

/* The type of result i by the row's rule. */
static int result_type(lower *L, const mlir_op *op, const mlir_op_row *row, int i, hs_type *t)
{
    int n = op->n_ty, k;
    switch (row->result_rule) {
    case MR_FIRST:
    case MR_BIT:
        k = 0;
        break;
    case MR_SECOND:
        k = 1;
        break;
    case MR_ALL_LAST:
        k = n - 1;
        break;
    case MR_MEMORY:
        if (old_mem_controller(op)) { /* every result's type written, the done `none` */
            k = n - op->n_values + i;
            break;
        }
        if (i == op->n_values - 1) {
            hs_type_control(t);
            return 0;
        }
        k = n - (op->n_values - 1) + i;
        break;
    default:
        k = n - op->n_values + i;
    }
    if (n == 0 && strcmp(row->op, "source") == 0) { /* before mid-2024: `source` untyped */
        hs_type_control(t);
        return 0;
    }
    if (k < 0 || k >= n) {
        mlir_error(L->a, op->line, op->col, "%.*s: expected %d result type%s after ':', found %d",
                   op->name.n, op->name.s, op->n_values, op->n_values == 1 ? "" : "s", n);
        return -1;
    }
    const mlir_ty *ty = &L->a->tys.v[op->ty + k];
    hs_diag d; /* cleared by memo_type when it parses */
    if (memo_type(L, ty->text, t, &d)) {
        mlir_error(L->a, ty->line, ty->col, "%s", d.message);
        return -1;
    }
    if (row->result_rule == MR_BIT) {
        t->kind = HS_T_CHANNEL;
        t->dtype = 'i';
        t->width = 1;
    }
    return 0;
}

/* A memory interface's memref operand and its declared type (empty when none). */
static void memref_of(lower *L, const mlir_op *op, ms *memref, ms *type)
{
    *memref = *type = (ms){0};
    for (int i = 0; i < op->n_opd && !memref->n; i++) {
        const mlir_use *x = &L->a->uses.v[op->opd + i];
        if (mlir_values_is_memref(&L->vals, x->name, x->index))
            *memref = x->name;
    }
    for (int i = 0; i < L->f->n_arg; i++)
        if (memref->n && L->a->args.v[L->f->arg + i].name.n == memref->n &&
            memcmp(L->a->args.v[L->f->arg + i].name.s, memref->s, (size_t)memref->n) == 0)
            *type = L->a->args.v[L->f->arg + i].type;
}

/* The name the ram of a memref takes: its argNames entry (the C parameter), else its
 * SSA name. */
static ms memref_name(lower *L, ms memref)
{
    const mlir_attr *names = mlir_attr_find(L->a, L->f->attr, L->f->n_attr, "argNames");
    ms name = memref;
    for (int i = 0; i < L->f->n_arg; i++)
        if (memref.n && L->a->args.v[L->f->arg + i].name.n == memref.n &&
            memcmp(L->a->args.v[L->f->arg + i].name.s, memref.s, (size_t)memref.n) == 0)
            array_string(names, i, &name);
    return name;
}

/* An op hsgen does not read: the error, then (once per file) every operation it
 * reads, in as many lines as the list needs, each cut after a whole name, so no
 * message limit cuts the list mid-word. */
static void report_unsupported(lower *L, const mlir_op *op)
{
    mlir_ast *a = L->a;
    mlir_error(a, op->line, op->col, "unsupported operation '%.*s'%s", op->name.n, op->name.s,
               L->listed ? " (the operations hsgen reads are listed above)" : "");
    if (L->listed)
        return;
    L->listed = true;
    char list[4096];
    mlir_op_supported(list, sizeof(list));
    const char *s = list;
    for (int part = 1; *s; part++) {
        size_t n = strlen(s);
        if (n > 300) { /* cut after the last whole name that fits */
            n = 300;
            while (n > 0 && s[n] != ',')
                n--;
        }
        mlir_error(a, op->line, op->col, "operations hsgen reads (%d): %s%.*s%s", part,
                   part == 1 ? "end, " : "", (int)n, s, s[n] ? "," : "");
        s += n;
        while (*s == ',' || *s == ' ')
            s++;
    }
}

/* The unit name of Dynamatic's earlier naming attribute, `name =
 * #handshake.name<"fork0">` (or a plain string); empty when there is none. */
static ms old_name(const mlir_attr *at)
{
    if (!at)
        return (ms){0};
    if (at->kind == MA_STRING)
        return at->val;
    static const char head[] = "#handshake.name<\"";
    const char *s = at->val.s;
    int n = at->val.n, h = (int)sizeof(head) - 1;
    if (at->kind != MA_RAW || n < h + 2 || memcmp(s, head, (size_t)h) != 0 || s[n - 1] != '>' ||
        s[n - 2] != '"')
        return (ms){0};
    return (ms){s + h, n - h - 2};
}

/* One op: a unit, its parameters, its results defined and its operands used. */
/* Whether a unit of this row has a port to memory, so an lsq's operand may come from it
 * (mlir_lsq.c's roles: a load's or store's address or data). */
static bool to_memory(const hs_unit_info *info)
{
    for (int p = 0; info && p < info->n_ports; p++)
        if (info->ports[p].mem_role == HS_MEM_LD_ADDR ||
            info->ports[p].mem_role == HS_MEM_ST_ADDR || info->ports[p].mem_role == HS_MEM_ST_DATA)
            return true;
    return false;
}

/* Notes what an lsq's wiring reads of unit u's op (hn: its handshake.name), so the op
 * need not stay in the syntax tree; -1 when out of memory. */
static int note_access(lower *L, const mlir_op *op, int u, const mlir_attr *hn)
{
    const mlir_attr *mark = mlir_attr_find(L->a, op->attr, op->n_attr, "handshake.mem_interface");
    const mlir_attr *deps = mlir_attr_find(L->a, op->attr, op->n_attr, "handshake.deps");
    mlir_access x = {.unit = u,
                     .line = op->line,
                     .col = op->col,
                     .has_mark = mark != NULL,
                     .has_deps = deps != NULL,
                     .has_name = hn != NULL,
                     .mark = mark ? mark->val : (ms){0},
                     .deps = deps ? deps->val : (ms){0},
                     .name = hn ? hn->val : (ms){0}};
    return MVEC_PUSH(L->accs, x);
}

static void read_op(lower *L, const mlir_op *op)
{
    mlir_ast *a = L->a;
    const mlir_op_row *row = mlir_op_find(op->name);
    const hs_unit_info *info = NULL;
    if (row) {
        int r = mlir_op_index(row);
        if (!L->looked_up[r]) {
            L->info_of[r] = hs_catalog_find(row->unit);
            L->looked_up[r] = true;
            L->to_memory[r] = to_memory(L->info_of[r]);
        }
        info = L->info_of[r];
    }
    /* Dynamatic's lsq op, read by its own syntax (`lsq [%m] (...)`, mlir_lsq.c) and kept as
     * a black box when no row generates it: the mnemonic of the IR, not a unit property */
    bool lsq = row && strcmp(row->op, "lsq") == 0;
    if (!info && !lsq) {
        report_unsupported(L, op);
        return;
    }
    const mlir_attr *hn = mlir_attr_find(a, op->attr, op->n_attr, "handshake.name");
    char name[HS_NET_NAME_MAX], dflt[64];
    ms want = hn && hn->kind == MA_STRING ? hn->val : (ms){0};
    if (!want.n) /* before June 2024: name = #handshake.name<"fork0"> */
        want = old_name(mlir_attr_find(a, op->attr, op->n_attr, "name"));
    if (!want.n) {
        int idx = mlir_op_index(row);
        hs_line l; /* "%s%d" without stdio */
        hs_line_init(&l, dflt, sizeof(dflt));
        hs_line_puts(&l, row->op);
        hs_line_put_d(&l, L->counter[idx]++);
        want = (ms){dflt, (int)(l.len < sizeof(dflt) ? l.len : sizeof(dflt) - 1)};
    }
    mlir_names_take(L->names, want, "unit", name, sizeof(name));
    int u = info ? mlir_net_add_unit_info(L->nl, name, row->unit, info)
                 : mlir_net_add_unit(L->nl, name, row->unit);
    if (u < 0 || mlir_unit_at(L->info, u, op->line, op->col)) {
        mlir_error(a, op->line, op->col, "the circuit exceeds %d units", HS_NET_MAX_UNITS);
        return;
    }
    if (L->to_memory[mlir_op_index(row)] && note_access(L, op, u, hn))
        mlir_error(a, op->line, op->col, "out of memory");
    const mlir_attr *bb = mlir_attr_find(a, op->attr, op->n_attr, "handshake.bb");
    if (bb && bb->kind == MA_INT && bb->val.n > 0 && bb->val.n < 10) { /* for hsgen draw */
        L->nl->units[u].has_bb = true;
        L->nl->units[u].bb = atoi(bb->val.s);
    }
    if (lsq) { /* wired once every value is defined; a black box when not generated here */
        L->nl->units[u].black_box = !info;
        mlir_lsq q = {.op = op, .op_at = (int)(op - a->ops.v), .unit = u};
        memref_of(L, op, &q.memref, &q.memref_type);
        q.memref_name = memref_name(L, q.memref);
        if (MVEC_PUSH(L->lsqs, q))
            mlir_error(a, op->line, op->col, "out of memory");
        return;
    }
    if (read_params(L, op, row, u))
        MVEC_PUSH(L->fronts, u);
    if (strcmp(row->op, "unbundle") == 0 || strcmp(row->op, "bundle") == 0) {
        mlir_read_bundle(a, &L->vals, L->nl, op, u);
        return;
    }
    const hs_port_info *ports[HS_MAX_PORTS];
    char arity[256];
    /* operands, memrefs left out (they name the memory, not a channel) */
    int n_in = 0;
    int room[128]; /* the lists below for an op of up to about 30 operands and results */
    size_t need = (size_t)(2 * (op->n_opd + op->n_values) + 2 * op->n_opd + 3);
    int *pi = need <= sizeof(room) / sizeof(room[0]) ? room : malloc(sizeof(int) * need);
    int *el = pi ? pi + op->n_opd + op->n_values + 1 : NULL;
    int *memref = pi ? el + op->n_opd + op->n_values + 1 : NULL; /* per operand, looked up once */
    int *def = pi ? memref + op->n_opd : NULL; /* per operand: its definition so far */
    if (!pi)
        return;
    /* Dynamatic's mem_controller op lists its inputs in block order, classified once every
     * value is defined (mlir_memory.c): the IR's syntax, checked by its mnemonic */
    if (strcmp(row->op, "mem_controller") == 0) {
        mlir_mc mc = {
            .op = op, .op_at = (int)(op - a->ops.v), .unit = u, .old = old_mem_controller(op)};
        memref_of(L, op, &mc.memref, &mc.memref_type);
        mc.memref_name = memref_name(L, mc.memref);
        MVEC_PUSH(L->mcs, mc);
        n_in = -1;
    }
    int np = port_list(info, row->inputs, false, ports);
    for (int i = 0; n_in >= 0 && i < op->n_opd; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        def[i] = mlir_values_find(&L->vals, x->name, x->index);
        memref[i] = mlir_values_def_is_memref(&L->vals, def[i]);
        n_in += !memref[i];
    }
    /* ports a boolean parameter makes exist (present_if: a store of Dynamatic's later
     * versions takes the controller's done and gives its own, done = 1; the earlier ones
     * have address and data only): an operand for each, or none of them */
    const char *flag = optional_flag(ports, np);
    bool with = flag && n_in == np;
    if (with)
        mlir_net_add_param(L->nl, u, flag, "1");
    else
        np = without_optional(ports, np);
    if (n_in < 0) {
        /* mem_controller: wired by mlir_memory_wire */
    } else if (!spread(ports, np, n_in, pi, el, false)) {
        arity_text(ports, np, arity, sizeof(arity));
        mlir_error(a, op->line, op->col, "%.*s takes operands %s, found %d", op->name.n, op->name.s,
                   arity, n_in);
    } else {
        for (int i = 0, k = 0; i < op->n_opd; i++) {
            const mlir_use *x = &a->uses.v[op->opd + i];
            if (memref[i])
                continue;
            mlir_values_use_def(&L->vals, def[i], x->name, x->index,
                                mlir_ep_unit(u, ports[pi[k]]->name, el[k]), x->line, x->col);
            k++;
        }
    }
    np = port_list(info, row->outputs, true, ports);
    if (!with)
        np = without_optional(ports, np);
    if (!spread(ports, np, op->n_values, pi, el, n_in < 0)) {
        arity_text(ports, np, arity, sizeof(arity));
        mlir_error(a, op->line, op->col, "%.*s has results %s, found %d", op->name.n, op->name.s,
                   arity, op->n_values);
        if (pi != room)
            free(pi);
        return;
    }
    /* a controller of Dynamatic's later versions: each store's done (stDone[j]) among its
     * results, told from the load data by its type (a control) */
    int n_ld = 0, n_done = 0;
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++) {
            hs_type t;
            if (result_type(L, op, row, k, &t))
                break;
            const char *port = ports[pi[k]]->name;
            int e = el[k];
            if (n_in < 0 && k < op->n_values - 1) {
                bool done = t.kind == HS_T_CONTROL;
                port = done ? "stDone" : "ldData";
                e = done ? n_done++ : n_ld++;
            }
            mlir_values_def(&L->vals, res->name, res->count > 1 ? j : -1, mlir_ep_unit(u, port, e),
                            &t, false, op->line, op->col);
        }
    }
    if (n_done)
        mlir_net_add_param(L->nl, u, "store_done", "1");
    if (pi != room)
        free(pi);
}

/* A function's reading: the lowering's state, its names, and how far it went. */
struct mlir_hs_stream {
    lower L;
    mlir_names names;
    int rc;
    bool ended;
    bool stopped; /* the error list is full: no more ops read */
    int errors;   /* the errors the reading reported */
    mlir_op_sink sink;
};

/* The state for reading f, its circuit name and its arguments; n_op ops expected. */
static void lower_begin(mlir_hs_stream *s, mlir_ast *a, const mlir_func *f,
                        const hs_mlir_options *o, hs_netlist *nl, hs_mlir_info *info, int n_op)
{
    mlir_names_init(&s->names);
    s->L = (lower){.a = a, .f = f, .nl = nl, .info = info, .names = &s->names, .o = o};
    lower *L = &s->L;
    L->builtin = uses_builtin_types(a, f);
    L->counter = calloc((size_t)mlir_op_count(), sizeof(int));
    L->info_of = calloc((size_t)mlir_op_count(), sizeof(*L->info_of));
    L->looked_up = calloc((size_t)mlir_op_count(), sizeof(bool));
    L->to_memory = calloc((size_t)mlir_op_count(), sizeof(bool));
    L->memo = malloc(MEMO_SLOTS * sizeof(*L->memo)); /* 150 KB: only the texts cleared */
    for (int i = 0; L->memo && i < MEMO_SLOTS; i++)
        L->memo[i].text = (ms){0};
    mlir_values_init(&L->vals, a, nl, &s->names, info);
    char cname[HS_NET_NAME_MAX];
    mlir_names_take(&s->names, f->name, "circuit", cname, sizeof(cname));
    snprintf(nl->name, sizeof(nl->name), "%s", cname);
    int rc = L->counter && L->info_of && L->looked_up && L->to_memory ? 0 : HS_E_NOMEM;
    /* room for the units and values at once (a fork or sink for some values besides
     * the ops' own): doubling copies of the big arrays cost more than untouched room */
    int guess = n_op + n_op / 2 + 16;
    if (rc == 0 && guess < HS_NET_MAX_UNITS &&
        (mlir_grow((void **)&nl->units, &nl->cap_units, guess, sizeof(hs_net_unit)) ||
         mlir_grow((void **)&L->vals.defs.v, &L->vals.defs.cap, guess, sizeof(mlir_vdef)) ||
         mlir_grow((void **)&L->vals.keys.v, &L->vals.keys.cap, guess, sizeof(mlir_vkey)) ||
         mlir_grow((void **)&L->vals.uses.v, &L->vals.uses.cap, 2 * guess, sizeof(mlir_vuse)) ||
         mlir_grow((void **)&L->vals.use_at.v, &L->vals.use_at.cap, 2 * guess,
                   sizeof(mlir_vuse_at)) ||
         mlir_values_reserve(&L->vals, guess) || mlir_names_reserve(&s->names, guess) ||
         mlir_unit_lines_reserve(info, guess)))
        rc = HS_E_NOMEM;
    if (rc == 0)
        rc = read_args(L);
    s->rc = rc;
}

/* One op of the body (next: the one after it when known, whose first result's slot
 * is asked for ahead). */
static void lower_op(mlir_hs_stream *s, const mlir_op *op, const mlir_op *next)
{
    lower *L = &s->L;
    mlir_ast *a = L->a;
    if (s->rc || s->stopped)
        return;
    if (mlir_ms_eq(op->name, "end") || mlir_ms_eq(op->name, "handshake.end")) {
        if (s->ended)
            mlir_error(a, op->line, op->col, "a second 'end' in @%.*s", L->f->name.n, L->f->name.s);
        s->ended = true;
        s->rc = read_end(L, op);
    } else {
        /* the next op's results' slots, asked for while this op is read */
        const mlir_res *nr = next && next->n_res ? &a->res.v[next->res] : NULL;
        if (nr)
            mlir_values_prefetch(&L->vals, nr->name, nr->count > 1 ? 0 : -1);
        read_op(L, op);
    }
    if (a->errs->dropped)
        s->stopped = true;
}

/* The wiring once every op is read, then the state released; the lowering's result. */
static int lower_finish(mlir_hs_stream *s)
{
    lower *L = &s->L;
    mlir_ast *a = L->a;
    const mlir_func *f = L->f;
    hs_netlist *nl = L->nl;
    hs_mlir_info *info = L->info;
    int rc = s->rc;
    for (int i = 0; i < L->mcs.n; i++) /* their ops by place: the pool may have moved */
        L->mcs.v[i].op = &a->ops.v[L->mcs.v[i].op_at];
    for (int i = 0; i < L->lsqs.n; i++)
        L->lsqs.v[i].op = &a->ops.v[L->lsqs.v[i].op_at];
    if (rc == 0 && !s->ended && !a->n_errors)
        mlir_error(a, f->line, f->col, "@%.*s has no 'end' operation", f->name.n, f->name.s);
    if (rc == 0 && !a->n_errors && L->lsqs.n) /* before the controllers: they see its ports */
        rc = mlir_lsq_wire(a, L->accs.v, L->accs.n, &L->vals, &s->names, nl, info, L->o, L->lsqs.v,
                           L->lsqs.n);
    if (rc == 0 && !a->n_errors && L->mcs.n)
        rc = mlir_memory_wire(a, &L->vals, &s->names, nl, info, L->o, L->mcs.v, L->mcs.n);
    if (rc == 0 && !a->n_errors)
        rc = mlir_values_connect(&L->vals);
    if (rc == 0 && !a->n_errors && L->fronts.n)
        rc = mlir_buffer_fronts(a, &s->names, nl, info, L->fronts.v, L->fronts.n);
    info->n_renames = s->names.list.n;
    info->renames = s->names.list.v;
    s->names.list.v = NULL;
    s->names.list.n = 0;
    mlir_places_values(&L->vals);
    mlir_hs_stream_drop(s);
    if (rc == HS_E_NOMEM)
        return rc;
    return a->n_errors ? HS_E_NETLIST : rc;
}

void mlir_hs_stream_drop(mlir_hs_stream *s)
{
    if (!s)
        return;
    lower *L = &s->L;
    if (L->a) {
        mlir_values_free(&L->vals);
        mlir_names_free(&s->names);
        free(L->counter);
        free(L->info_of);
        free(L->looked_up);
        free(L->to_memory);
        free(L->memo);
        free(L->mcs.v);
        free(L->lsqs.v);
        free(L->accs.v);
        free(L->fronts.v);
    }
    free(s);
}

int mlir_lower_handshake(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                         hs_mlir_info *info)
{
    mlir_hs_stream *s = calloc(1, sizeof(*s));
    if (!s)
        return HS_E_NOMEM;
    lower_begin(s, a, f, o, nl, info, f->n_op);
    for (int i = 0; s->rc == 0 && !s->stopped && i < f->n_op; i++) {
        const mlir_op *op = &a->ops.v[f->op + i];
        lower_op(s, op, i + 1 < f->n_op ? op + 1 : NULL);
    }
    return lower_finish(s);
}

/* The parser's hook at a function's body: the first handshake.func (the one --top
 * names, when given) is read as its ops are parsed. */
static bool stream_begin(void *ctx, mlir_ast *a, const mlir_func *f, size_t rest)
{
    mlir_hs_stream *s = ctx;
    const hs_mlir_options *o = s->L.o;
    if (f->kind != MF_HANDSHAKE || (o->top && o->top[0] && !mlir_ms_eq(f->name, o->top)))
        return false;
    int errors = a->n_errors;
    /* the ops to come, from the text left (some 64 bytes an op): room only */
    size_t n_op = rest / 64 + 1;
    lower_begin(s, a, f, o, s->L.nl, s->L.info,
                n_op > HS_NET_MAX_UNITS ? HS_NET_MAX_UNITS : (int)n_op);
    s->errors += a->n_errors - errors;
    return true;
}

/* The parser's hook after each op of that body: the op is read; true when its room in
 * the syntax tree's pools may be reused (the op is not kept for the wiring). */
static bool stream_op(void *ctx, mlir_ast *a, int k)
{
    mlir_hs_stream *s = ctx;
    int errors = a->n_errors, mcs = s->L.mcs.n, lsqs = s->L.lsqs.n;
    lower_op(s, &a->ops.v[k], NULL);
    s->errors += a->n_errors - errors;
    return s->L.mcs.n == mcs && s->L.lsqs.n == lsqs;
}

mlir_hs_stream *mlir_hs_stream_new(const hs_mlir_options *o, hs_netlist *nl, hs_mlir_info *info)
{
    mlir_hs_stream *s = calloc(1, sizeof(*s));
    if (!s)
        return NULL;
    s->L.o = o;
    s->L.nl = nl;
    s->L.info = info;
    s->sink = (mlir_op_sink){.ctx = s, .begin = stream_begin, .op = stream_op, .func = -1};
    return s;
}

mlir_op_sink *mlir_hs_stream_sink(mlir_hs_stream *s)
{
    return &s->sink;
}

bool mlir_hs_stream_clean(const mlir_hs_stream *s, const mlir_ast *a)
{
    return a->n_errors == s->errors && !a->errs->dropped;
}

int mlir_hs_stream_finish(mlir_hs_stream *s, const mlir_func *f)
{
    s->L.f = f;
    return lower_finish(s);
}
