/* The C side of the Verilator proof (fp_volume.c): the testbench asks for token k of unit
 * u (operands and the reference result) through DPI. Tokens are drawn in order from the
 * unit's own seeded stream and kept in a ring, since the two inputs and the output ask
 * for the same token at different times (never further apart than the ring). The first
 * FP_REF_N_DIRECTED tokens are the directed edge cases (every pair of fp_ref.h's list). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fp_ref.h"

#define FPV_UNITS 256
#define FPV_RING 4096

static struct {
    int op;
    unsigned w;
    sim_rng rng;
    long long next; /* tokens drawn so far */
    uint64_t v[FPV_RING][3];
} units[FPV_UNITS];

/* Called once per unit from the testbench's initial block. */
void fpv_setup(int u, int op, int w, long long seed)
{
    if (u < 0 || u >= FPV_UNITS) {
        fprintf(stderr, "fpv_setup: unit index %d out of range\n", u);
        exit(2);
    }
    units[u].op = op;
    units[u].w = (unsigned)w;
    units[u].next = 0;
    units[u].rng.s = (uint64_t)seed * 0x9e3779b97f4a7c15ull + (uint64_t)u;
}

/* which: 0 lhs, 1 rhs, 2 expected result. */
long long fpv_vec(int u, long long k, int which)
{
    if (u < 0 || u >= FPV_UNITS || k < 0 || which < 0 || which > 2 ||
        k + FPV_RING <= units[u].next) {
        fprintf(stderr, "fpv_vec: token %lld of unit %d is out of the ring\n", k, u);
        exit(2);
    }
    while (units[u].next <= k) {
        uint64_t *t = units[u].v[units[u].next % FPV_RING];
        if (units[u].next < FP_REF_N_DIRECTED) /* the directed edge cases first */
            fp_ref_directed(units[u].w, (int)units[u].next, &t[0], &t[1]);
        else
            fp_ref_pair(&units[u].rng, (fp_ref_op)units[u].op, units[u].w, &t[0], &t[1]);
        t[2] = fp_ref((fp_ref_op)units[u].op, units[u].w, t[0], t[1]);
        units[u].next++;
    }
    return (long long)units[u].v[k % FPV_RING][which];
}
