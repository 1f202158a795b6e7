/* Prints the formal harness of one unit (fv_harness.h). Every channel c<i> gets
 * wires for valid, ready, fire (valid && ready out of reset), data and downstream
 * signals, and registers with their values one cycle earlier. One token, chosen by
 * the free input fv_pick as it enters, is tracked to every output it must leave on:
 * the tokens ahead of it are counted (fv_k), its expected data and signals are the
 * recorded inputs (q_*, seen through r_* wires that show the current inputs in the
 * cycle it enters). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "fv_harness.h"

#define FV_MAX_LIST SIM_MAX_CHANS

/* One channel as the harness names it. */
typedef struct {
    int ch;
    bool out;
    unsigned w;    /* data bits, 0 for a control channel */
    char port[32]; /* bare port name */
    char rec[48];  /* recorded name: r_<port> or r_<port>_<elem> */
    char v[64], r[64], d[64];
    const sim_port *p;
    int elem;
} fv_chan;

typedef struct {
    FILE *f;
    const hw_module *m;
    const fv_sem *row; /* the unit's row, NULL when it has none */
    const sim_unit *su;
    const fv_sem *sem;
    fv_chan c[SIM_MAX_CHANS];
    int n;
    int rec[FV_MAX_LIST], n_rec; /* recorded (joined) inputs */
    int out[FV_MAX_LIST], n_out; /* tracked outputs; ROUTE: all of them, one counter */
    int ent;                     /* JOIN/ROUTE: pick channel; MUX: index channel */
    int idx;                     /* MUX/MERGE: channel of ins[0] */
    int n_ins;                   /* MUX/MERGE: elements of ins */
} fv_ctx;

/* fprintf that never fails loudly: a short write shows as a Yosys parse error. */
static void pf(fv_ctx *x, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(x->f, fmt, ap);
    va_end(ap);
}

/* Names one channel's wires in the unit's Verilog: packed arrays, `ins_1_spec`. */
static void chan_names(const sim_unit *su, int ch, fv_chan *c)
{
    const sim_port *p = sim_chan_port(su, ch);
    int e = su->chan[ch].elem;
    c->ch = ch;
    c->p = p;
    c->elem = e;
    c->out = p->out;
    c->w = p->width;
    snprintf(c->port, sizeof c->port, "%s", p->name);
    if (p->array) {
        snprintf(c->rec, sizeof c->rec, "r_%s_%d", p->name, e);
        snprintf(c->v, sizeof c->v, "%s_valid[%d]", p->name, e);
        snprintf(c->r, sizeof c->r, "%s_ready[%d]", p->name, e);
        snprintf(c->d, sizeof c->d, "%s[%u +: %u]", p->name, (unsigned)e * p->width, p->width);
    } else {
        snprintf(c->rec, sizeof c->rec, "r_%s", p->name);
        snprintf(c->v, sizeof c->v, "%s_valid", p->name);
        snprintf(c->r, sizeof c->r, "%s_ready", p->name);
        snprintf(c->d, sizeof c->d, "%s", p->name);
    }
}

/* The unit's name for extra signal k of a channel. */
static const char *sig_name(const fv_chan *c, int k, char *buf, size_t cap)
{
    if (c->p->array)
        snprintf(buf, cap, "%s_%d_%s", c->port, c->elem, c->p->sig[k].name);
    else
        snprintf(buf, cap, "%s_%s", c->port, c->p->sig[k].name);
    return buf;
}

/* Whether `port` is a word of the space-separated list (NULL: every port). */
static bool in_list(const char *list, const char *port)
{
    if (!list)
        return true;
    size_t n = strlen(port);
    for (const char *s = list; (s = strstr(s, port)); s += n)
        if ((s == list || s[-1] == ' ') && (s[n] == ' ' || s[n] == '\0'))
            return true;
    return false;
}

/* The first channel of a port, -1 when absent. */
static int chan_of_port(const fv_ctx *x, const char *port)
{
    for (int i = 0; i < x->n; i++)
        if (!strcmp(x->c[i].port, port))
            return i;
    return -1;
}

/* Harness ports: the unit's inputs (but clk, rst) plus fv_pick; its outputs as wires. */
static void print_ports(fv_ctx *x, const hw_module *m)
{
    pf(x, "module fv_top (\n  input wire clk,\n  input wire fv_pick");
    for (size_t i = 0; i < hw_module_n_signals(m); i++) {
        const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
        if (s->kind != HW_SIG_IN || !strcmp(s->name, "clk") || !strcmp(s->name, "rst"))
            continue;
        unsigned w = s->width * (s->ptype == HW_PT_ARRAY ? s->count : 1);
        pf(x, ",\n  input wire [%u:0] %s", w - 1, s->name);
    }
    pf(x, "\n);\n  reg fv_init = 1'b1;\n  reg fv_ok = 1'b0;\n  wire rst = fv_init;\n"
          "  always @(posedge clk) begin\n    fv_init <= 1'b0;\n    fv_ok <= !rst;\n  end\n");
    for (size_t i = 0; i < hw_module_n_signals(m); i++) {
        const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
        if (s->kind != HW_SIG_OUT)
            continue;
        unsigned w = s->width * (s->ptype == HW_PT_ARRAY ? s->count : 1);
        pf(x, "  wire [%u:0] %s;\n", w - 1, s->name);
    }
    bool clocked = hw_module_has_clock(m); /* mem_to_bram is wires, without clk and rst */
    pf(x, "  %s dut (%s", hw_module_name(m), clocked ? ".clk(clk), .rst(rst)" : "");
    bool first = !clocked;
    for (size_t i = 0; i < hw_module_n_signals(m); i++) {
        const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
        if ((s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT) && strcmp(s->name, "clk") &&
            strcmp(s->name, "rst")) {
            pf(x, "%s.%s(%s)", first ? "" : ", ", s->name, s->name);
            first = false;
        }
    }
    pf(x, ");\n");
}

/* The row's raw ports held with input channel c (bundle's parts): their previous
 * values, and their stability added to the channel's hold condition. */
static void held_raw(fv_ctx *x, const fv_chan *c, int i, char *hold, size_t cap)
{
    const char *h = x->row ? x->row->hold : NULL;
    size_t pn = strlen(c->port);
    if (c->out || !h || strncmp(h, c->port, pn) || h[pn] != ':')
        return;
    for (const char *w = h + pn + 1; *w; w += strspn(w, " ")) {
        size_t n = strcspn(w, " ");
        for (size_t k = 0; k < hw_module_n_signals(x->m); k++) {
            const hw_signal *s = hw_module_signal(x->m, (hw_sig_id)k);
            if (s->kind != HW_SIG_IN || strlen(s->name) != n || strncmp(s->name, w, n))
                continue;
            pf(x, "  reg [%u:0] p%d_%s;\n  always @(posedge clk) p%d_%s <= %s;\n", s->width - 1, i,
               s->name, i, s->name, s->name);
            snprintf(hold + strlen(hold), cap - strlen(hold), " && %s == p%d_%s", s->name, i,
                     s->name);
        }
        w += n;
    }
}

/* Whether every name in a Verilog expression is a port of the unit: a contract over
 * ports this configuration lacks (a memory controller without stores) does not apply. */
static bool has_ports(const hw_module *m, const char *expr)
{
    for (const char *p = expr; *p;) {
        size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789");
        bool name = n && !(p[0] >= '0' && p[0] <= '9') && !(p > expr && p[-1] == '\'');
        bool found = false;
        for (size_t i = 0; name && i < hw_module_n_signals(m) && !found; i++) {
            const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
            found = (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT) && strlen(s->name) == n &&
                    !strncmp(s->name, p, n);
        }
        if (name && !found)
            return false;
        p += n ? n : 1;
    }
    return true;
}

/* The row's raw channel "VALID READY: PARTS..." (bundle's wires form: valid and
 * ready as raw wires from an unbundle): the protocol assumed on it as on an input
 * channel, for the parts the unit has. Not printed where the unit lacks VALID. */
static void raw_channel(fv_ctx *x)
{
    const char *h = x->row ? x->row->raw_chan : NULL;
    char v[32], r[32];
    const char *colon = h ? strchr(h, ':') : NULL;
    if (!colon || sscanf(h, "%31s %31[^: ]", v, r) != 2 || !has_ports(x->m, v) ||
        !has_ports(x->m, r))
        return;
    char hold[1024];
    snprintf(hold, sizeof hold, "%s", v);
    pf(x,
       "  // raw channel %s/%s\n  reg fv_rv, fv_rr;\n"
       "  always @(posedge clk) begin fv_rv <= %s; fv_rr <= %s; end\n",
       v, r, v, r);
    for (const char *w = colon + 1; *w; w += strspn(w, " ")) {
        size_t n = strcspn(w, " ");
        for (size_t k = 0; n && k < hw_module_n_signals(x->m); k++) {
            const hw_signal *sg = hw_module_signal(x->m, (hw_sig_id)k);
            if (sg->kind != HW_SIG_IN || strlen(sg->name) != n || strncmp(sg->name, w, n))
                continue;
            pf(x, "  reg [%u:0] fv_rp_%s;\n  always @(posedge clk) fv_rp_%s <= %s;\n",
               sg->width - 1, sg->name, sg->name, sg->name);
            snprintf(hold + strlen(hold), sizeof hold - strlen(hold), " && %s == fv_rp_%s",
                     sg->name, sg->name);
        }
        w += n;
    }
    pf(x, "  always @* if (fv_ok && fv_rv && !fv_rr) assume(%s);\n", hold);
}

/* Per channel: wires, the previous cycle, the protocol (assumed on inputs, asserted
 * under FV_PERSIST on outputs). */
static void print_channels(fv_ctx *x)
{
    char nm[96];
    for (int i = 0; i < x->n; i++) {
        const fv_chan *c = &x->c[i];
        if (c->elem >= 0)
            pf(x, "  // channel c%d: %s[%d] (%s)\n", i, c->port, c->elem, c->out ? "out" : "in");
        else
            pf(x, "  // channel c%d: %s (%s)\n", i, c->port, c->out ? "out" : "in");
        pf(x, "  wire c%d_v = %s;\n  wire c%d_r = %s;\n  wire c%d_f = c%d_v & c%d_r & !rst;\n", i,
           c->v, i, c->r, i, i, i);
        pf(x, "  reg p%d_v, p%d_r;\n", i, i);
        pf(x, "  always @(posedge clk) begin p%d_v <= c%d_v; p%d_r <= c%d_r; end\n", i, i, i, i);
        char hold[2048] = "";
        snprintf(hold, sizeof hold, "c%d_v", i);
        if (c->w) {
            pf(x, "  wire [%u:0] c%d_d = %s;\n  reg [%u:0] p%d_d;\n", c->w - 1, i, c->d, c->w - 1,
               i);
            pf(x, "  always @(posedge clk) p%d_d <= c%d_d;\n", i, i);
            snprintf(hold + strlen(hold), sizeof hold - strlen(hold), " && c%d_d == p%d_d", i, i);
        }
        for (int k = 0; k < c->p->n_sig; k++) {
            if (c->p->sig[k].up)
                continue;
            unsigned sw = c->p->sig[k].width;
            pf(x, "  wire [%u:0] c%d_x%d = %s;\n  reg [%u:0] p%d_x%d;\n", sw - 1, i, k,
               sig_name(c, k, nm, sizeof nm), sw - 1, i, k);
            pf(x, "  always @(posedge clk) p%d_x%d <= c%d_x%d;\n", i, k, i, k);
            snprintf(hold + strlen(hold), sizeof hold - strlen(hold), " && c%d_x%d == p%d_x%d", i,
                     k, i, k);
        }
        held_raw(x, c, i, hold, sizeof hold);
        if (c->out)
            pf(x,
               "`ifdef FV_PERSIST\n  always @* if (fv_ok && p%d_v && !p%d_r) assert(%s);\n"
               "`endif\n",
               i, i, hold);
        else
            pf(x, "  always @* if (fv_ok && p%d_v && !p%d_r) assume(%s);\n", i, i, hold);
    }
}

/* Fills the recorded inputs, the tracked outputs and the entry channel. */
static int plan_channels(fv_ctx *x, char *why, size_t cap)
{
    const fv_sem *s = x->sem;
    x->ent = x->idx = -1;
    if (s->kind == FV_K_MERGE || s->kind == FV_K_MUX) {
        x->idx = chan_of_port(x, "ins");
        x->ent = s->kind == FV_K_MUX ? chan_of_port(x, "index") : -1;
        if (x->idx < 0 || (s->kind == FV_K_MUX && x->ent < 0)) {
            snprintf(why, cap, "%s: no ins/index port", x->su->unit);
            return -1;
        }
        x->n_ins = (int)x->c[x->idx].p->count;
    } else {
        x->ent = s->pick ? chan_of_port(x, s->pick) : -1;
        for (int i = 0; x->ent < 0 && !s->pick && i < x->n; i++)
            if (!x->c[i].out)
                x->ent = i;
        if (x->ent < 0) {
            snprintf(why, cap, "%s: no input to enter a token", x->su->unit);
            return -1;
        }
    }
    bool ordered = (s->kind == FV_K_JOIN || s->kind == FV_K_ROUTE) && s->joined;
    for (int i = 0; i < x->n; i++) {
        const fv_chan *c = &x->c[i];
        if (!c->out && !ordered)
            x->rec[x->n_rec++] = i;
        if (c->out && in_list(s->outs, c->port))
            x->out[x->n_out++] = i;
    }
    /* joined inputs in the list's order: the order their signals merge in */
    for (const char *w = ordered ? s->joined : NULL; w && *w; w += strspn(w, " ")) {
        size_t n = strcspn(w, " ");
        for (int i = 0; i < x->n; i++)
            if (!x->c[i].out && strlen(x->c[i].port) == n && !strncmp(x->c[i].port, w, n))
                x->rec[x->n_rec++] = i;
        w += n;
    }
    return 0;
}

/* Declares r_<name>: the current inputs in the entry cycle, the recorded ones after. */
static void print_record(fv_ctx *x, const char *name, unsigned w, const char *now)
{
    pf(x, "  reg [%u:0] q_%s;\n  always @(posedge clk) if (fv_start) q_%s <= %s;\n", w - 1, name,
       name, now);
    pf(x, "  wire [%u:0] %s = fv_start ? %s : q_%s;\n", w - 1, name, now, name);
}

/* The entry event, the recorded token and (MERGE, MUX) the chosen input. */
static void print_entry(fv_ctx *x)
{
    const fv_sem *s = x->sem;
    char now[64], name[96];
    if (s->kind == FV_K_MERGE) {
        pf(x, "  wire [%d:0] fv_inf = {", x->n_ins - 1);
        for (int e = x->n_ins - 1; e >= 0; e--)
            pf(x, "c%d_f%s", x->idx + e, e ? ", " : "};\n");
        pf(x,
           "  wire fv_ent = |fv_inf;\n  reg [7:0] fv_cur;\n  integer fv_j;\n"
           "  always @* begin fv_cur = 8'd0;\n"
           "    for (fv_j = %d; fv_j >= 0; fv_j = fv_j - 1) if (fv_inf[fv_j]) fv_cur = fv_j;\n"
           "  end\n",
           x->n_ins - 1);
    } else if (s->kind == FV_K_MUX) {
        pf(x, "  wire fv_ent = c%d_f;\n  wire [7:0] fv_cur = c%d_d;\n", x->ent, x->ent);
    } else {
        pf(x, "  wire fv_ent = c%d_f;\n", x->ent);
    }
    pf(x, "  wire fv_kill = fv_ent && (%s);\n", s->kill ? s->kill : "1'b0");
    pf(x, "  reg fv_trk = 1'b0;\n  wire fv_start = fv_ent && fv_pick && !fv_trk && !rst;\n"
          "  wire fv_tk = (fv_start || fv_trk) && !rst;\n");
    if (s->kind == FV_K_MERGE || s->kind == FV_K_MUX)
        print_record(x, "r_src", 8, "fv_cur");
    for (int j = 0; j < x->n_rec; j++) {
        const fv_chan *c = &x->c[x->rec[j]];
        snprintf(now, sizeof now, "c%d_d", x->rec[j]);
        print_record(x, c->rec, c->w ? c->w : 1, c->w ? now : "1'b0");
        for (int k = 0; k < c->p->n_sig; k++) {
            if (c->p->sig[k].up)
                continue;
            snprintf(now, sizeof now, "c%d_x%d", x->rec[j], k);
            snprintf(name, sizeof name, "%s_%s", c->rec, c->p->sig[k].name);
            print_record(x, name, c->p->sig[k].width, now);
        }
    }
    if (s->kind != FV_K_MERGE && s->kind != FV_K_MUX)
        return;
    /* the chosen input's token: t_chosen and t_chosen_<sig> */
    const fv_chan *c0 = &x->c[x->idx];
    unsigned w = c0->w ? c0->w : 1;
    pf(x, "  reg [%u:0] t_chosen;\n", w - 1);
    for (int k = 0; k < c0->p->n_sig; k++)
        if (!c0->p->sig[k].up)
            pf(x, "  reg [%u:0] t_chosen_%s;\n", c0->p->sig[k].width - 1, c0->p->sig[k].name);
    pf(x, "  always @* begin\n    t_chosen = 0;\n");
    for (int k = 0; k < c0->p->n_sig; k++)
        if (!c0->p->sig[k].up)
            pf(x, "    t_chosen_%s = 0;\n", c0->p->sig[k].name);
    for (int e = 0; e < x->n_ins; e++) {
        const fv_chan *c = &x->c[x->idx + e];
        pf(x, "    if (r_src == %d) begin t_chosen = %s;", e, c->rec);
        for (int k = 0; k < c->p->n_sig; k++)
            if (!c->p->sig[k].up)
                pf(x, " t_chosen_%s = %s_%s;", c->p->sig[k].name, c->rec, c->p->sig[k].name);
        pf(x, " end\n");
    }
    pf(x, "  end\n");
}

/* The expression of `key` in a "key=EXPR;key=EXPR" list ("*=EXPR" matches any key);
 * false when the list has none. */
static bool list_expr(const char *list, const char *key, char *buf, size_t cap)
{
    size_t kn = strlen(key);
    for (const char *p = list; p && *p; p = strchr(p, ';') ? strchr(p, ';') + 1 : NULL) {
        bool any = !strncmp(p, "*=", 2);
        if (any || (!strncmp(p, key, kn) && p[kn] == '=')) {
            const char *e = p + (any ? 2 : kn + 1), *end = strchr(e, ';');
            snprintf(buf, cap, "%.*s", (int)(end ? (size_t)(end - e) : strlen(e)), e);
            return true;
        }
    }
    return false;
}

/* The expected data of output port `port` from the row's "port=EXPR;..." (NULL: none). */
static bool data_expr(const fv_ctx *x, const fv_chan *o, char *buf, size_t cap)
{
    const fv_sem *s = x->sem;
    if (!o->w)
        return false;
    if (s->kind == FV_K_MERGE || s->kind == FV_K_MUX) {
        snprintf(buf, cap, "%s", !strcmp(o->port, "index") ? "r_src" : "t_chosen");
        return true;
    }
    return list_expr(s->data, o->port, buf, cap);
}

/* The expected value of downstream signal k of output o: the merge policy over the
 * recorded inputs that carry a signal of that name (false: none carries it). */
static bool sig_expr(const fv_ctx *x, const fv_chan *o, int k, char *buf, size_t cap)
{
    const sim_sig *sg = &o->p->sig[k];
    const char *op = sg->merge == HS_MERGE_OR ? " | " : sg->merge == HS_MERGE_AND ? " & " : NULL;
    int n = 0;
    buf[0] = '\0';
    if (list_expr(x->sem->sigs, sg->name, buf, cap))
        return true; /* fixed by the unit's definition (non_spec's spec = 0) */
    if (x->sem->kind == FV_K_MERGE || x->sem->kind == FV_K_MUX) {
        int from[2] = {x->sem->kind == FV_K_MUX ? x->ent : -1, x->idx};
        for (int j = 0; j < 2; j++) {
            if (from[j] < 0)
                continue;
            const fv_chan *c = &x->c[from[j]];
            for (int m = 0; m < c->p->n_sig; m++)
                if (!c->p->sig[m].up && !strcmp(c->p->sig[m].name, sg->name) && (n == 0 || op)) {
                    snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s_%s", n ? op : "",
                             j ? "t_chosen" : c->rec, sg->name);
                    n++;
                }
        }
        return n > 0;
    }
    char sel[64] = "", a[32] = "", b[32] = "";
    if (x->sem->alt && sscanf(x->sem->alt, "%63s %31s %31s", sel, a, b) != 3)
        sel[0] = '\0';
    for (int j = 0; j < x->n_rec; j++) {
        const fv_chan *c = &x->c[x->rec[j]];
        if (sel[0] && !strcmp(c->port, b))
            continue; /* enters through its alternative a */
        for (int m = 0; m < c->p->n_sig; m++) {
            if (c->p->sig[m].up || strcmp(c->p->sig[m].name, sg->name) || (n > 0 && !op))
                continue;
            if (sel[0] && !strcmp(c->port, a))
                snprintf(buf + strlen(buf), cap - strlen(buf), "%s(%s ? r_%s_%s : r_%s_%s)",
                         n ? op : "", sel, a, sg->name, b, sg->name);
            else
                snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s_%s", n ? op : "", c->rec,
                         sg->name);
            n++;
        }
    }
    return n > 0;
}

/* Output o's data and signals against the tracked token (under FV_EXTRAS). */
static void print_expect(fv_ctx *x, int o, const char *when)
{
    const fv_chan *c = &x->c[o];
    char e[512], cond[2048] = "1'b1";
    if (x->sem->extras || data_expr(x, c, e, sizeof e)) {
        if (data_expr(x, c, e, sizeof e)) {
            pf(x, "  wire [%u:0] e%d_d = %s;\n", c->w - 1, o, e);
            snprintf(cond + strlen(cond), sizeof cond - strlen(cond), " && c%d_d == e%d_d", o, o);
        }
        for (int k = 0; x->sem->extras && k < c->p->n_sig; k++) {
            if (c->p->sig[k].up || !sig_expr(x, c, k, e, sizeof e))
                continue;
            pf(x, "  wire [%u:0] e%d_x%d = %s;\n", c->p->sig[k].width - 1, o, k, e);
            snprintf(cond + strlen(cond), sizeof cond - strlen(cond), " && c%d_x%d == e%d_x%d", o,
                     k, o, k);
        }
    }
    pf(x, "`ifdef FV_EXTRAS\n  always @* if (%s) assert(%s);\n`endif\n", when, cond);
}

/* Counters, the tracked token's progress and the conservation, extras and liveness
 * properties. ROUTE counts its outputs together (one counter, index 0). */
static void print_tracking(fv_ctx *x, const fv_plan *plan)
{
    const fv_sem *s = x->sem;
    bool route = s->kind == FV_K_ROUTE;
    int nt = route ? (x->n_out ? 1 : 0) : x->n_out;
    int ahead = !route && x->n_out > 1 ? 1 : 0;
    ahead = ahead > s->initial ? ahead : s->initial;
    for (int t = 0; t < nt; t++) {
        pf(x, "  wire fv_of%d = ", t);
        if (route)
            for (int j = 0; j < x->n_out; j++)
                pf(x, "%sc%d_f", j ? " | " : "", x->out[j]);
        else
            pf(x, "c%d_f", x->out[t]);
        pf(x, ";\n  reg signed [7:0] fv_d%d, fv_k%d;\n  reg fv_dl%d;\n", t, t, t);
        pf(x, "  wire signed [7:0] fv_kn%d = fv_start ? fv_d%d + 8'sd%d : fv_k%d;\n", t, t,
           s->initial, t);
        pf(x, "  wire fv_dn%d = fv_start ? (fv_kill || fv_d%d + 8'sd%d < 0) : fv_dl%d;\n", t, t,
           s->initial, t);
        pf(x, "  wire fv_hit%d = fv_tk && !fv_dn%d && fv_of%d && fv_kn%d == 0;\n", t, t, t, t);
        pf(x, "  wire fv_gone%d = fv_dn%d || fv_hit%d;\n", t, t, t);
        /* an output fed through the environment (load's dataOut): the tokens the
         * memory holds (fv_fd) are not the unit's */
        bool fed = s->feed && !route && strcmp(x->c[x->out[t]].port, strchr(s->feed, '<') + 1);
        pf(x,
           "`ifdef FV_CONSERVE\n  always @* if (fv_ok) assert(fv_d%d >= -%d && fv_d%d%s <= %d);\n"
           "`endif\n",
           t, ahead, t, fed ? " - fv_fd" : "", plan->cap);
    }
    pf(x, "  reg [7:0] fv_age;\n  wire [7:0] fv_age_now = fv_start ? 8'd0 : fv_age;\n");
    pf(x, "  wire fv_pend = fv_tk");
    for (int t = 0; t < nt; t++)
        pf(x, " && !fv_gone%d", t);
    pf(x, "%s;\n", nt ? "" : " && 1'b0");
    pf(x, "  always @(posedge clk) begin\n    if (rst) begin\n      fv_trk <= 1'b0;\n"
          "      fv_age <= 8'd0;\n");
    for (int t = 0; t < nt; t++)
        pf(x, "      fv_d%d <= 0;\n      fv_k%d <= 0;\n      fv_dl%d <= 1'b0;\n", t, t, t);
    pf(x, "    end else begin\n      if (fv_start) fv_trk <= 1'b1;\n"
          "      if (fv_tk) fv_age <= fv_age_now + 8'd1;\n");
    for (int t = 0; t < nt; t++) {
        pf(x,
           "      fv_d%d <= fv_d%d + (fv_ent && !fv_kill ? 8'sd1 : 8'sd0) - (fv_of%d ? 8'sd1 : "
           "8'sd0);\n",
           t, t, t);
        pf(x,
           "      if (fv_tk) begin\n        fv_dl%d <= fv_gone%d;\n"
           "        fv_k%d <= (fv_of%d && !fv_dn%d && fv_kn%d != 0) ? fv_kn%d - 8'sd1 : "
           "fv_kn%d;\n      end\n",
           t, t, t, t, t, t, t, t);
    }
    pf(x, "    end\n  end\n");
    /* what the token carries where it leaves */
    char when[128];
    for (int j = 0; j < x->n_out; j++) {
        if (route)
            snprintf(when, sizeof when, "fv_hit0 && c%d_f", x->out[j]);
        else
            snprintf(when, sizeof when, "fv_hit%d", j);
        print_expect(x, x->out[j], when);
    }
    if (route && x->n_out == 2 && s->sel)
        pf(x, "`ifdef FV_EXTRAS\n  always @* if (fv_hit0) assert((%s) ? c%d_f : c%d_f);\n`endif\n",
           s->sel, x->out[0], x->out[1]);
    pf(x, "`ifdef FV_LIVE\n  always @* if (fv_pend) assert(fv_age_now <= %d);\n`endif\n",
       plan->bound);
}

/* Structural conservation: joined inputs move together, a merge takes one input per
 * cycle, a mux takes exactly the input its index names. */
static void print_structure(fv_ctx *x)
{
    const fv_sem *s = x->sem;
    pf(x, "`ifdef FV_CONSERVE\n");
    if (s->kind == FV_K_JOIN || s->kind == FV_K_ROUTE)
        for (int j = 0; j < x->n_rec; j++)
            if (x->rec[j] != x->ent)
                pf(x, "  always @* assert(c%d_f == c%d_f);\n", x->rec[j], x->ent);
    if (s->kind == FV_K_MERGE)
        pf(x, "  always @* assert((fv_inf & (fv_inf - 1'b1)) == 0);\n");
    if (s->kind == FV_K_MUX)
        for (int e = 0; e < x->n_ins; e++)
            pf(x, "  always @* assert(c%d_f == (c%d_f && c%d_d == %d));\n", x->idx + e, x->ent,
               x->ent, e);
    if (s->law)
        pf(x, "  always @* if (!rst) assert(%s);\n", s->law);
    pf(x, "`endif\n");
}

/* The commands a speculator sends a save-commit (docs/speculation.md; the simulation's
 * script in tests/sim/model_spec.c): fv_fl counts the predictions in flight, DO_SPECs
 * the save-commit took on ctrl_issue minus RESOLVEs it took on ctrl_history, none after
 * a RESEND. A RESOLVE or a RESEND refers to a prediction in flight (a RESOLVE once its
 * output has left, and never the one a pending RESEND resends); a NO_CMP on
 * ctrl_history comes only when every prediction before it is resolved (none in
 * flight); at most fifo_depth are in flight; codes are 0..2. */
static void print_speculator(fv_ctx *x)
{
    int is = chan_of_port(x, "ctrl_issue"), hi = chan_of_port(x, "ctrl_history");
    if (is < 0 || hi < 0)
        return;
    int depth = (int)sim_param_get(x->su, "fifo_depth", 1);
    pf(x, "  // a speculator's commands (fv_harness.c, print_speculator)\n");
    pf(x,
       "  reg [7:0] fv_fl;\n  wire fv_ds = c%d_v && c%d_d == 2'd0, fv_irs = c%d_v && c%d_d == "
       "2'd1;\n"
       "  wire fv_res = c%d_v && c%d_d == 2'd0, fv_hnc = c%d_v && c%d_d == 2'd2;\n",
       is, is, is, is, hi, hi, hi, hi);
    pf(x,
       "  always @(posedge clk)\n    if (rst || (c%d_f && fv_irs)) fv_fl <= 8'd0;\n"
       "    else fv_fl <= fv_fl + (c%d_f && fv_ds ? 8'd1 : 8'd0) - (c%d_f && fv_res ? 8'd1 : "
       "8'd0);\n",
       is, is, hi);
    pf(x,
       "  always @* if (!rst) begin\n    assume(!c%d_v || c%d_d != 2'd3);\n"
       "    assume(!c%d_v || c%d_d != 2'd3);\n"
       "    if (fv_res) assume(fv_fl > (fv_irs ? 8'd1 : 8'd0));\n"
       "    if (fv_irs) assume(fv_fl > 8'd0);\n    if (fv_hnc) assume(fv_fl == 8'd0);\n"
       "    if (fv_ds) assume(fv_fl < 8'd%d);\n  end\n",
       is, is, hi, hi, depth);
}

/* Environment rules beyond the protocol: a mux index names an input; a memory
 * answers only addresses it was sent (the row's feed); under FV_LIVE every input
 * offers and every output is ready. */
static void print_environment(fv_ctx *x)
{
    const fv_sem *s = x->sem;
    int feed_in = -1, feed_out = -1;
    if (s && s->kind == FV_K_MUX)
        pf(x, "  always @* if (c%d_v) assume(c%d_d < %d);\n", x->ent, x->ent, x->n_ins);
    const fv_sem *row = x->row; /* rows without a token model count here too */
    if (row && row->contract && has_ports(x->m, row->contract))
        pf(x, "  always @* assume(%s);\n", row->contract);
    if (row && row->env == FV_ENV_SPECULATOR)
        print_speculator(x);
    for (int i = 0; row && row->always_ready && i < x->n; i++)
        if (x->c[i].out && !strncmp(x->c[i].port, row->always_ready, strlen(row->always_ready)))
            pf(x, "  always @* assume(c%d_r);\n", i);
    char in[32];
    const char *colon = row && row->offered ? strchr(row->offered, ':') : NULL;
    int co = colon ? chan_of_port(x, (snprintf(in, sizeof in, "%.*s", (int)(colon - row->offered),
                                               row->offered),
                                      in))
                   : -1;
    if (co >= 0 && has_ports(x->m, colon + 1))
        pf(x,
           "  reg fv_offered;\n  always @(posedge clk) fv_offered <= !rst && c%d_v && !c%d_r;\n"
           "  always @* if (!rst && (c%d_v || fv_offered)) assume(!(%s));\n",
           co, co, co, colon + 1);
    if (row && row->feed) {
        const char *lt = strchr(row->feed, '<');
        snprintf(in, sizeof in, "%.*s", (int)(lt - row->feed), row->feed);
        feed_in = chan_of_port(x, in);
        feed_out = chan_of_port(x, lt + 1);
    }
    if (feed_in >= 0 && feed_out >= 0) {
        pf(x,
           "  reg signed [7:0] fv_fd;\n  always @(posedge clk) fv_fd <= rst ? 8'sd0 : fv_fd + "
           "(c%d_f ? 8'sd1 : 8'sd0) - (c%d_f ? 8'sd1 : 8'sd0);\n",
           feed_out, feed_in);
        pf(x, "  always @* if (c%d_v) assume(fv_fd > 0);\n", feed_in);
    }
    pf(x, "`ifdef FV_LIVE\n");
    for (int i = 0; i < x->n; i++) {
        if (x->c[i].out)
            pf(x, "  always @* assume(c%d_r);\n", i);
        else if (i == feed_in)
            pf(x, "  always @* if (!rst && fv_fd > 0) assume(c%d_v);\n", i);
        else
            pf(x, "  always @* if (!rst) assume(c%d_v);\n", i);
    }
    pf(x, "`endif\n");
}

/* Upstream signals (under FV_UP): each input's upstream signal equals the value the
 * outputs carrying it are given (the merge policy over several: tests/sim's rule),
 * or the sink value where no output carries it. Returns whether any is checked. */
static bool print_upstream(fv_ctx *x)
{
    char e[1024];
    int n_chk = 0;
    for (int i = 0; i < x->n; i++) {
        const fv_chan *c = &x->c[i];
        for (int k = 0; !c->out && k < c->p->n_sig; k++) {
            const sim_sig *sg = &c->p->sig[k];
            if (!sg->up)
                continue;
            const char *op = sg->merge == HS_MERGE_OR    ? " | "
                             : sg->merge == HS_MERGE_AND ? " & "
                                                         : NULL;
            int n = 0;
            e[0] = '\0';
            char nm[96];
            for (int o = 0; o < x->n; o++)
                for (int m = 0; x->c[o].out && m < x->c[o].p->n_sig; m++)
                    if (x->c[o].p->sig[m].up && !strcmp(x->c[o].p->sig[m].name, sg->name) &&
                        (n == 0 || op)) {
                        snprintf(e + strlen(e), sizeof e - strlen(e), "%s%s", n ? op : "",
                                 sig_name(&x->c[o], m, nm, sizeof nm));
                        n++;
                    }
            if (n == 0)
                snprintf(e, sizeof e, "%u'd%llu", sg->width,
                         (unsigned long long)(sg->has_sink ? sg->sink : 0));
            pf(x, "`ifdef FV_UP\n  always @* assert(%s == (%s));\n`endif\n",
               sig_name(c, k, nm, sizeof nm), e);
            n_chk++;
        }
    }
    return n_chk > 0;
}

/* See fv_harness.h. */
int fv_harness_print(FILE *f, const hw_module *m, const sim_unit *su, const fv_sem *sem,
                     fv_plan *plan, char *why, size_t cap)
{
    fv_ctx *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(why, cap, "out of memory");
        return -1;
    }
    x->f = f;
    x->m = m;
    x->row = sem;
    x->su = su;
    x->sem = sem && sem->kind != FV_K_NONE ? sem : NULL;
    x->n = su->n_chans;
    for (int i = 0; i < x->n; i++)
        chan_names(su, i, &x->c[i]);
    int lat = (int)sim_param_get(su, "latency", 0), slots = (int)sim_param_get(su, "num_slots", 0);
    slots += (int)sim_param_get(su, "fifo_depth", 0); /* a speculation unit's history */
    memset(plan, 0, sizeof *plan);
    plan->persist_fails = (!strcmp(su->unit, "lazy_fork") && sim_param_get(su, "size", 1) > 1) ||
                          (sem && sem->volatile_outs);
    plan->cap = lat + slots + (x->sem ? x->sem->cap_extra : 0);
    plan->bound = plan->cap + FV_LIVE_SLACK;
    int rc = 0;
    if (x->sem && (rc = plan_channels(x, why, cap)) == 0) {
        plan->conserve = true;
        plan->extras = x->sem->extras || x->sem->data;
        plan->live = x->n_out > 0;
    }
    pf(x, "// Formal harness of %s (generated by fv_gen; tests/formal).\n", su->entity);
    print_ports(x, m);
    print_channels(x);
    raw_channel(x);
    print_environment(x);
    plan->up = !(sem && sem->no_up) && print_upstream(x);
    if (x->sem && !rc) {
        print_entry(x);
        print_structure(x);
        print_tracking(x, plan);
    }
    pf(x, "endmodule\n");
    free(x);
    return rc;
}
