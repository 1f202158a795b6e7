/* Round trips, private to sim_round_trip.c (cases, generation) and
 * sim_round_trip_hdl.c (the test-only wrapper in both HDLs). */
#ifndef SIM_ROUND_TRIP_H
#define SIM_ROUND_TRIP_H

#include "hs_type.h"
#include "sim_buf.h"
#include "sim_case.h"

/* One connection between the two units: port a of the first, port b of the second,
 * through the wrapper's signal l_<a>. bit: std_logic (valid, ready), else a vector.
 * For bundle/unbundle parts also what a reference half written in the wrapper needs:
 * the channel signal the part stands for (suffix after the channel's name: "" for
 * the data, "_valid", "_ready", "_<signal>") and whether it flows downstream. */
typedef struct {
    char a[HS_NAME_MAX + 16], b[HS_NAME_MAX + 16], sfx[HS_NAME_MAX + 8];
    unsigned width;
    bool bit, down;
} rt_link;

#define RT_MAX_LINKS (HS_MAX_EXTRAS + 3)

/* The wrapper of round trip c (c->su filled) in one HDL. */
void sim_rt_print_vhdl(sim_buf *b, const sim_case *c, const rt_link *l, int nl);
void sim_rt_print_verilog(sim_buf *b, const sim_case *c, const rt_link *l, int nl);

#endif
