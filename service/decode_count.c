/* The decode counters (decode_count.h). */
#include <stdatomic.h>

#include "decode_count.h"

static atomic_uint_fast64_t n_params, n_requests, n_built;

/* For the test that shows each request is decoded once. */
void hsd_decode_counts_get(hsd_decode_counts *out)
{
    out->params = atomic_load_explicit(&n_params, memory_order_relaxed);
    out->requests = atomic_load_explicit(&n_requests, memory_order_relaxed);
    out->built = atomic_load_explicit(&n_built, memory_order_relaxed);
}

/* One row's decode of a request's params. */
void hsd_decode_count_params(void)
{
    atomic_fetch_add_explicit(&n_params, 1, memory_order_relaxed);
}

/* One decode of a unit's request into an hs_request. */
void hsd_decode_count_request(void)
{
    atomic_fetch_add_explicit(&n_requests, 1, memory_order_relaxed);
}

/* One part of a unit answer built for a call instead of copied. */
void hsd_decode_count_built(void)
{
    atomic_fetch_add_explicit(&n_built, 1, memory_order_relaxed);
}
