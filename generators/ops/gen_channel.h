/* Shared channel and extra-signal machinery of every generator
 * (docs/hardware.md). Generators never create a handshake
 * port or touch an extra signal by hand: they call this.
 *
 * Typical use (a one-output unit joining its inputs):
 *
 *   hs_gen g;
 *   if (hs_gen_begin(&g, des, u, d)) return g.err;        // module + every port
 *   const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
 *   const hs_chan *out = hs_gen_chan(&g, "result", 0);
 *   hw_copy(g.m, out->valid, hs_join(&g, 2, in, out->ready));
 *   ... out->data from in[0]->data, in[1]->data ...
 *   hs_extras_down(&g, out, 2, in);    // merge policy per downstream signal
 *   hs_extras_up(&g, 2, in, 1, &out);  // upstream: the output's value to every input
 *   return hs_gen_end(&g);
 *
 * Units that hold tokens build the token on wires (hs_chan_wires) and move it
 * through storage packed into one bus (hs_pack / hs_unpack, or hs_chan_pipe). */
#ifndef GEN_CHANNEL_H
#define GEN_CHANNEL_H

#include <stdbool.h>
#include <stdint.h>

#include "hs_str.h"
#include "hs_unit.h"
#include "hw.h"

/* One channel of the entity, or one element of an array channel. Refs are to ports
 * (or to wires for hs_chan_wires); a missing part has .sig == HW_NO_SIG. */
typedef struct {
    const hs_type *type; /* canonical type of the channel (of one element for arrays) */
    bool has_data;       /* channel or raw: a data bus */
    bool has_hs;         /* valid/ready present (everything but raw) */
    hw_ref data, valid, ready;
    uint8_t n_extra; /* == type->n_extra */
    hw_ref *extra;   /* extra[i] carries type->extra[i] (canonical order) */
} hs_chan;

/* A port of the unit as the catalog describes it. */
typedef struct {
    const hs_port_info *info; /* NULL when the unit has no such port */
    bool present, out, array;
    uint16_t count; /* elements (1 for a plain port) */
    hs_chan *el;    /* count channels */
} hs_chan_port;

/* Generation context of one unit: its top module and its ports. */
typedef struct {
    hw_design *des;
    hw_module *m;
    const hs_unit *u;
    hw_sig_id clk, rst;
    hs_chan_port port[HS_MAX_PORTS]; /* by catalog port index */
    hs_diag *d;
    int err;          /* first error, 0 when none */
    uint32_t n_pipes; /* hs_chan_pipe calls so far (register names) */
} hs_gen;

/* Creates the unit's module (named u->name) with clk, rst and, in catalog order,
 * every present port in the Dynamatic convention: channel X -> X, X_<sig>...
 * (canonical order), X_valid, X_ready; control -> extras, X_valid, X_ready; array ->
 * X as data_array, X_<i>_<sig> per element, X_valid/X_ready vectors; raw -> X.
 * Downstream extras take the direction of the data, (U) ones the opposite.
 * Units with part ports (bundle/unbundle) add those afterwards with hw_port.
 * Returns 0 or an hs_err (also in g->err). */
int hs_gen_begin(hs_gen *g, hw_design *des, const hs_unit *u, hs_diag *d);

/* A channel the unit only observes (ii_monitor): its parts named as a channel's ports
 * (X, X_<sig>..., X_valid, X_ready), every one an input. */
hs_chan hs_gen_tap_port(hs_gen *g, const char *name, const hs_type *t);
/* Declares a plain channel port `name` of type t on module m in the same convention
 * (what a circuit's top level declares for its inputs and outputs). */
hs_chan hs_chan_port_decl(hw_design *des, hw_module *m, const char *name, const hs_type *t,
                          bool out);

/* The first error recorded while building (0 when none): what a build function returns. */
int hs_gen_end(hs_gen *g);
/* Records an error (first one wins) and returns it. */
int hs_gen_fail(hs_gen *g, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Element `elem` (0 for plain ports) of the port named `port`; NULL when absent. */
hs_chan *hs_gen_chan(hs_gen *g, const char *port, int elem);
/* The port entry by catalog name; NULL when the unit has no such port. */
hs_chan_port *hs_gen_port(hs_gen *g, const char *port);
/* Index in c->extra of the signal `name`, or -1. */
int hs_chan_extra_index(const hs_chan *c, const char *name);

/* An internal channel of type t on fresh wires named after `hint` (<hint>_data,
 * <hint>_valid, <hint>_ready, <hint>_x_<sig>; use a distinct hint per call): data
 * (if any), valid, ready and the DOWNSTREAM extras (upstream ones stay HW_NO_SIG:
 * they never cross storage). */
hs_chan hs_chan_wires(hs_gen *g, const hs_type *t, const char *hint);

/* Join (section 3): returns a wire that is the AND of the n valids, and drives each
 * ins[i]->ready = out_ready AND the other valids. n == 1 just passes through. */
hw_ref hs_join(hs_gen *g, size_t n, const hs_chan *const *ins, hw_ref out_ready);

/* Several inputs joined into one token (arith, cmpi, select...): out->valid is the
 * join of the inputs under out->ready, and out's downstream extras are merged from
 * the inputs. The data and the upstream extras (hs_extras_up) are the caller's. */
void hs_join_token(hs_gen *g, size_t n, const hs_chan *const *ins, const hs_chan *out);

/* The merge-policy value of `signal` over n values of `width` bits (or, and, first,
 * equal -> first; n == 1: the value itself). The policy comes from
 * hs_config_merge(u->cfg, signal); a missing one is an HS_E_POLICY error. */
hw_ref hs_merge_value(hs_gen *g, const char *signal, uint32_t width, size_t n, const hw_ref *vals);

/* Drives every downstream extra of dst from the same-named signal of the srcs that
 * carry it, through the merge policy when several do; zero when none does. */
void hs_extras_down(hs_gen *g, const hs_chan *dst, size_t n, const hs_chan *const *srcs);
/* Drives every upstream extra of each input ins[i] from the same-named upstream
 * signal of the outputs: a copy with one output, the merge policy over several, and
 * the configured sink value (else zero) when there are no outputs. */
void hs_extras_up(hs_gen *g, size_t n_in, const hs_chan *const *ins, size_t n_out,
                  const hs_chan *const *outs);
/* One token in, one token out: hs_extras_down(out <- in) and hs_extras_up(in <- out). */
void hs_extras_forward(hs_gen *g, const hs_chan *in, const hs_chan *out);
/* Drives the downstream extras of dst with the configured source values (else zero). */
void hs_extras_source(hs_gen *g, const hs_chan *dst);

/* Token storage layout: data at bits W-1..0 (when with_data), then each downstream
 * extra in canonical order above it. */
uint32_t hs_pack_width(const hs_type *t, bool with_data);
/* A wire holding c's packed token (HW_NO_SIG ref when the width is 0). */
hw_ref hs_pack(hs_gen *g, const hs_chan *c, bool with_data);
/* Drives c's data (when with_data) and downstream extras from a packed bus. */
void hs_unpack(hs_gen *g, hw_ref bus, const hs_chan *c, bool with_data);

/* A valid/ready pipeline of `stages` register stages (>= 1) between two channels of
 * the same type: a stage loads when it is empty or the next one moves, so it is
 * correct under any back-pressure. Carries data and downstream extras; drives
 * in->ready, out->valid, out->data and out's downstream extras. */
void hs_chan_pipe(hs_gen *g, uint32_t stages, const hs_chan *in, const hs_chan *out);

/* Parameter of the unit by name (hs_unit_param). */
int64_t hs_gen_param(const hs_gen *g, const char *name);

/* "<pre><k><mid>", and the number i after it when i >= 0, written into buf (cut
 * like snprintf): the numbered register names of pipeline stages, which the
 * signals copy, without a format (a float unit names hundreds). Returns the
 * name's length (what is in buf), for hw_reg_sig_n and hw_wire_n, which then copy
 * the name without measuring it. */
static inline size_t hs_gen_stage_name_n(char *buf, size_t cap, const char *pre, uint32_t k,
                                         const char *mid, long long i)
{
    hs_line l;
    hs_line_init(&l, buf, cap);
    hs_line_puts(&l, pre);
    hs_line_put_d(&l, k);
    hs_line_puts(&l, mid);
    if (i >= 0)
        hs_line_put_d(&l, i);
    return l.len < cap ? l.len : cap - 1;
}

/* The same name, returning buf (for callers that pass it on as a string). */
static inline const char *hs_gen_stage_name(char *buf, size_t cap, const char *pre, uint32_t k,
                                            const char *mid, long long i)
{
    (void)hs_gen_stage_name_n(buf, cap, pre, k, mid, i);
    return buf;
}

#endif
