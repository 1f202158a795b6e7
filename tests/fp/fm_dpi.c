/* The C side of hs_fmvol (fm_volume.c): the testbench asks for token k of unit u
 * (operands and the host-C reference result, fm_ref.c) through DPI. Tokens are drawn
 * in order from the unit's own seeded stream and kept in a ring, since the inputs and
 * the output ask for the same token at different times. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fm_ref.h"

#define FMV_UNITS 512
#define FMV_RING 4096

/* Unit and predicate names by the codes fm_volume.c writes into the testbench. */
static const char *const unit_names[] = {
    "negf",   "absf",   "cmpf",   "maximumf", "minimumf", "extf",  "truncf", "sitofp",
    "uitofp", "fptosi", "fptoui", "divsi",    "divui",    "remsi", "remui",  "absi"};
static const char *const preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static struct {
    int unit, pred;
    unsigned win, wout;
    sim_rng rng;
    long long next;
    uint64_t v[FMV_RING][3];
} units[FMV_UNITS];

/* Called once per unit from the testbench's initial block. */
void fmv_setup(int u, int unit, int pred, int win, int wout, long long seed)
{
    if (u < 0 || u >= FMV_UNITS || unit < 0 || unit >= 16 || pred < 0 || pred >= 16) {
        fprintf(stderr, "fmv_setup: unit %d (code %d, predicate %d) out of range\n", u, unit, pred);
        exit(2);
    }
    units[u].unit = unit;
    units[u].pred = pred;
    units[u].win = (unsigned)win;
    units[u].wout = (unsigned)wout;
    units[u].next = 0;
    units[u].rng.s = (uint64_t)seed * 0x9e3779b97f4a7c15ull + (uint64_t)u * 0x632be59bd9b4e019ull;
}

/* which: 0 first input, 1 second input, 2 expected result. */
long long fmv_vec(int u, long long k, int which)
{
    if (u < 0 || u >= FMV_UNITS || k < 0 || which < 0 || which > 2 ||
        k + FMV_RING <= units[u].next) {
        fprintf(stderr, "fmv_vec: token %lld of unit %d is out of the ring\n", k, u);
        exit(2);
    }
    while (units[u].next <= k) {
        const char *name = unit_names[units[u].unit];
        uint64_t *t = units[u].v[units[u].next % FMV_RING];
        unsigned wi = units[u].win, wo = units[u].wout;
        t[0] = fmref_operand(&units[u].rng, name, wi, wo, 0);
        t[1] = fmref_operand(&units[u].rng, name, wi, wo, 1);
        if (sim_rng_below(&units[u].rng, 8) == 0)
            t[1] = t[0]; /* equal operands */
        bool binary = units[u].unit == 2 || units[u].unit == 3 || units[u].unit == 4 ||
                      (units[u].unit >= 11 && units[u].unit <= 14);
        t[2] = binary ? fmref_binary(name, preds[units[u].pred], wi, t[0], t[1])
                      : fmref_unary(name, wi, wo, t[0]);
        units[u].next++;
    }
    return (long long)units[u].v[k % FMV_RING][which];
}
