/* make bench-lsq: generation time of the load-store queue (resolve + build + print, in
 * process, no cache) at queue depths 4, 16, 64 and 256, median of 5 runs per HDL, with
 * the size of the text; against a 2-load/1-store mem_controller measured in the same run
 * (the ratio is what to compare between machines, not the times). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hs_gen.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median seconds of resolving and generating one request in one HDL; *bytes: its text. */
static double gen_time(const char *unit, const char *const *params, hs_hdl hdl, size_t *bytes)
{
    hs_config cfg;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    double t[5];
    if (hs_config_default(&cfg, &d) != 0 || !u)
        exit(1);
    for (int r = 0; r < 5; r++) {
        hs_request req;
        hs_request_init(&req, unit);
        for (int i = 0; params[i]; i += 2)
            hs_request_add_param(&req, params[i], params[i + 1], &d);
        double t0 = now();
        hs_gen_result res;
        if (hs_unit_resolve(&req, hdl, &cfg, u, &d) != 0 || hs_generate(u, hdl, &res, &d) != 0) {
            fprintf(stderr, "bench_lsq: %s: %s\n", unit, d.message);
            exit(1);
        }
        t[r] = now() - t0;
        *bytes = res.files[0].len;
        hs_gen_result_free(&res);
        hs_request_free(&req);
    }
    hs_unit_free(u);
    hs_config_free(&cfg);
    qsort(t, 5, sizeof(double), cmp_double);
    return t[2];
}

int main(void)
{
    static const char *const mc[] = {
        "num_controls",  "1",  "num_loads",     "2",  "num_stores", "1",
        "addr_bitwidth", "10", "data_bitwidth", "32", NULL};
    size_t bytes;
    double base = gen_time("handshake.mem_controller", mc, HS_HDL_VHDL, &bytes);
    printf("mem_controller (2 ld, 1 st), VHDL: %.3f ms (baseline)\n", base * 1e3);
    printf("%-6s %-8s %10s %12s %10s\n", "depth", "HDL", "ms", "bytes", "x base");
    static const char *const depths[] = {"4", "16", "64", "256"};
    for (int k = 0; k < 4; k++)
        for (int h = 0; h < HS_HDL_COUNT; h++) {
            /* atax's shape: 3 groups, 2 load ports, 1 store port, 32-bit data */
            const char *const lsq[] = {"dataWidth",
                                       "32",
                                       "addrWidth",
                                       "10",
                                       "fifoDepth_L",
                                       depths[k],
                                       "fifoDepth_S",
                                       depths[k],
                                       "numLoadPorts",
                                       "2",
                                       "numStorePorts",
                                       "1",
                                       "numBBs",
                                       "3",
                                       "numLoads",
                                       "[2,0,1]",
                                       "numStores",
                                       "[0,1,1]",
                                       "ldOrder",
                                       "[[0,0],[],[0]]",
                                       "ldPortIdx",
                                       "[[0,1],[],[0]]",
                                       "stPortIdx",
                                       "[[],[0],[0]]",
                                       NULL};
            double t = gen_time("handshake.lsq", lsq, (hs_hdl)h, &bytes);
            printf("%-6s %-8s %10.2f %12zu %10.0f\n", depths[k], hs_hdl_name((hs_hdl)h), t * 1e3,
                   bytes, t / base);
        }
    return 0;
}
