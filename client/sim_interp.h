/* `hsgen simulate`'s pieces: the token-level netlist interpreter, the
 * self-checking testbench writers and the simulator runs. */
#ifndef HSGEN_SIM_INTERP_H
#define HSGEN_SIM_INTERP_H

#include <stdbool.h>
#include <stdint.h>

#include "hs_netlist.h"

#define SIM_MAX_TOKENS 4096

/* The tokens of one circuit port: data values (0 for a control). */
typedef struct {
    int n;
    uint64_t v[SIM_MAX_TOKENS];
} sim_tokens;

/* Runs the netlist on the input tokens (per circuit input) with channels as
 * unbounded queues, run by run (token r of every input once run r - 1 has come
 * to rest, as the testbench offers them; tokens a run leaves behind stay);
 * fills the tokens of every circuit output. Returns 0, or -1 with a reason (a
 * unit it does not model, a runaway circuit). */
int sim_interpret(const hs_netlist *nl, const sim_tokens *in, int runs, sim_tokens *out,
                  long *firings, char *why, size_t cap);

typedef enum { SIM_GHDL = 0, SIM_ICARUS, SIM_VERILATOR } sim_kind;

/* Writes the testbench for the top of nl into dir (tb.vhd or tb.v): it feeds the
 * input tokens, keeps every output ready (stall 0) or ready in a pseudo-random pattern
 * seeded by `stall` (the same in both HDLs), prints "TOKEN port k value" per output
 * token, checks each against `expect` when given ("MISMATCH ..."), and ends with
 * "CYCLES n" once each output has `want` tokens, or "TIMEOUT" after max_cycles. The file
 * is created, never written through a link; replace removes an existing one first. The
 * memories `mems` (sim_mem.h; NULL: none) are block RAMs of the testbench on their port
 * groups; after "CYCLES" every word is printed ("MEM name index value" in hex). */
struct sim_mems_s;
int sim_write_tb(const char *dir, bool replace, const hs_netlist *nl, sim_kind kind,
                 const sim_tokens *in, const sim_tokens *expect, int want, long max_cycles,
                 uint32_t stall, const struct sim_mems_s *mems, char *why, size_t cap);

#endif
