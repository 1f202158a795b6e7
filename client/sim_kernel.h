/* `hsgen simulate`'s values and the comparison with a C program (--c): token
 * values as the user writes them, the captured arguments given to the circuit's
 * inputs and memories, and the results compared with the simulation's. */
#ifndef HSGEN_SIM_KERNEL_H
#define HSGEN_SIM_KERNEL_H

#include <stdbool.h>
#include <stdint.h>

#include "hs_netlist.h"
#include "sim_capture.h"
#include "sim_interp.h"
#include "sim_mem.h"

/* One value at p for a port of type t: an integer (decimal, negative or 0x hex),
 * or for an f32/f64 port a decimal float (1.5, -2e3, 7) as its IEEE bits. *end
 * is left after it. Returns 0, or -1 when p holds none. */
int sim_parse_value(const char *p, char **end, const hs_type *t, uint64_t *v);

/* Prints a token value: signed decimal, %g-style for f32/f64 words. */
void sim_print_value(uint64_t v, unsigned width, char dtype);

/* The captured arguments as the circuit's inputs: a scalar parameter gives its
 * input one token (given[i] set), an array its memory's initial words. A
 * parameter the circuit has no input or memory for is an error. Returns 0 or -1
 * with a reason. */
int sim_kernel_inputs(const sim_capture *cap, const hs_netlist *nl, sim_tokens *in, bool *given,
                      sim_mems *mems, char *why, size_t why_cap);

/* Compares the run with the C program: the circuit's data result with the return
 * value, every memory with its array after the call; prints one line per result
 * and every difference (at most 10 per array). Returns the number of differences. */
int sim_kernel_compare(const sim_capture *cap, const hs_netlist *nl, const sim_tokens *got,
                       const sim_mems *mems);

/* Prints each memory's words after the run (`NAME[0..k] = ...`, the first 16). */
void sim_mems_print(const sim_mems *mems);

#endif
