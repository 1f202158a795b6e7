/* make bench-float: in-process generation time of the floating-point arithmetic units,
 * each format at latency 0 and at its deepest pipeline, VHDL and Verilog: resolve, build
 * the hardware description and print the text, repeated until a second has passed.
 * Prints microseconds of CPU time per generation (the process's CPU clock, so a busy
 * machine does not inflate the figure) and of wall time; the f64 divf at its deepest
 * pipeline is the largest design (docs/floating-point.md records the figures). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hs_gen.h"
#include "hs_unit.h"

/* Seconds on a clock: CLOCK_PROCESS_CPUTIME_ID or CLOCK_MONOTONIC. */
static double now(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One resolve + generate; returns the text length (so nothing is optimized away). */
static size_t generate_once(const char *unit, unsigned w, int latency, hs_hdl hdl,
                            const hs_config *cfg, hs_unit *u)
{
    hs_request r;
    hs_diag d;
    char bw[16], lat[16];
    snprintf(bw, sizeof(bw), "%u", w);
    snprintf(lat, sizeof(lat), "%d", latency);
    hs_request_init(&r, unit);
    hs_gen_result res;
    if (hs_request_add_param(&r, "bitwidth", bw, &d) ||
        hs_request_add_param(&r, "latency", lat, &d) || hs_unit_resolve(&r, hdl, cfg, u, &d) ||
        hs_generate(u, hdl, &res, &d)) {
        fprintf(stderr, "bench_float: %s f%u latency %d: %s\n", unit, w, latency, d.message);
        exit(1);
    }
    size_t n = res.files[0].len;
    hs_gen_result_free(&res);
    hs_request_free(&r);
    return n;
}

int main(void)
{
    static const char *const units[] = {"addf", "mulf", "divf"};
    static const unsigned widths[] = {16, 32, 64};
    hs_config cfg;
    hs_diag d;
    if (hs_config_default(&cfg, &d)) {
        fprintf(stderr, "bench_float: %s\n", d.message);
        return 1;
    }
    hs_unit *u = hs_unit_new();
    printf("%-6s %-4s %8s %14s %14s %10s %10s\n", "unit", "fmt", "latency", "vhdl cpu us",
           "verilog cpu us", "wall us", "bytes");
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            int max = hs_float_max_latency(units[i], widths[j]);
            for (int l = 0; l < 2; l++) {
                int lat = l ? max : 0;
                double us[2], wall = 0;
                size_t bytes = 0;
                for (int h = 0; h < 2; h++) {
                    hs_hdl hdl = h ? HS_HDL_VERILOG : HS_HDL_VHDL;
                    long n = 0;
                    double t0 = now(CLOCK_PROCESS_CPUTIME_ID), t = t0;
                    double w0 = now(CLOCK_MONOTONIC);
                    while (t - t0 < 0.3) {
                        bytes = generate_once(units[i], widths[j], lat, hdl, &cfg, u);
                        n++;
                        t = now(CLOCK_PROCESS_CPUTIME_ID);
                    }
                    us[h] = (t - t0) / (double)n * 1e6;
                    wall += (now(CLOCK_MONOTONIC) - w0) / (double)n * 1e6 / 2;
                }
                printf("%-6s f%-3u %8d %14.1f %14.1f %10.1f %10zu\n", units[i], widths[j], lat,
                       us[0], us[1], wall, bytes);
            }
        }
    }
    hs_unit_free(u);
    hs_config_free(&cfg);
    return 0;
}
