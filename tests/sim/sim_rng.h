/* A small seeded PRNG (splitmix64) so every stimulus is reproducible from its seed. */
#ifndef SIM_RNG_H
#define SIM_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t s;
} sim_rng;

/* Next 64 random bits; splitmix64 passes BigCrush and needs one word of state. */
static inline uint64_t sim_rng_next(sim_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n) (n > 0); the bias of the modulo is irrelevant for stimulus. */
static inline uint64_t sim_rng_below(sim_rng *r, uint64_t n)
{
    return sim_rng_next(r) % n;
}

/* True with probability pct/100. */
static inline int sim_rng_pct(sim_rng *r, unsigned pct)
{
    return sim_rng_below(r, 100) < pct;
}

/* Seeds from a base seed and a configuration name, so each configuration gets its own
 * stream and adding configurations does not change the others' stimulus. */
static inline void sim_rng_seed(sim_rng *r, uint64_t seed, const char *name)
{
    uint64_t h = 1469598103934665603ull ^ seed;
    for (const char *p = name; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    r->s = h;
}

#endif
