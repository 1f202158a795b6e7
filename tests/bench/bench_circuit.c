/* make bench-circuit: synthetic circuits of about 100, 1,000 and 10,000 units
 * (chains of fork -> addi -> buffer blocks on a channel carrying spec, buffer
 * types and depths varied so several distinct units exist), read from JSON, checked and generated
 * in-process (every distinct unit plus the top level). Prints time per circuit and per unit and the
 * growth from 1,000 to 10,000 units. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hs_netlist.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void chan(json_t *chans, const char *from, const char *to, const char *type)
{
    json_array_append_new(chans, json_pack("{s:s,s:s,s:s}", "from", from, "to", to, "type", type));
}

/* A chain of fork -> addi -> buffer blocks; buffer types and depths vary so several
 * distinct units exist. */
static json_t *synthetic(int units)
{
    int blocks = units / 3;
    json_t *us = json_array(), *cs = json_array();
    char a[96], b[96];
    const char *prev = "src";
    char prev_buf[96];
    const char *t = "!handshake.channel<i32, [spec: i1]>";
    for (int k = 0; k < blocks; k++) {
        snprintf(a, sizeof(a), "f%d", k);
        json_array_append_new(us, json_pack("{s:s,s:s}", "name", a, "unit", "handshake.fork"));
        snprintf(a, sizeof(a), "a%d", k);
        json_array_append_new(us, json_pack("{s:s,s:s}", "name", a, "unit", "handshake.addi"));
        snprintf(a, sizeof(a), "b%d", k);
        json_array_append_new(us, json_pack("{s:s,s:s,s:{s:s,s:i}}", "name", a, "unit",
                                            "handshake.buffer", "params", "buffer_type",
                                            k % 2 ? "ONE_SLOT_BREAK_DV" : "FIFO_BREAK_DV",
                                            "num_slots", k % 2 ? 1 : 2 + k % 3));
        snprintf(b, sizeof(b), "f%d.ins", k);
        chan(cs, prev, b, t);
        snprintf(a, sizeof(a), "f%d.outs[0]", k);
        snprintf(b, sizeof(b), "a%d.lhs", k);
        chan(cs, a, b, t);
        snprintf(a, sizeof(a), "f%d.outs[1]", k);
        snprintf(b, sizeof(b), "a%d.rhs", k);
        chan(cs, a, b, t);
        snprintf(a, sizeof(a), "a%d.result", k);
        snprintf(b, sizeof(b), "b%d.ins", k);
        chan(cs, a, b, t);
        snprintf(prev_buf, sizeof(prev_buf), "b%d.outs", k);
        prev = prev_buf;
    }
    chan(cs, prev, "dst", t);
    return json_pack("{s:s,s:[{s:s,s:s}],s:[{s:s,s:s}],s:o,s:o}", "name", "synthetic", "inputs",
                     "name", "src", "type", t, "outputs", "name", "dst", "type", t, "units", us,
                     "channels", cs);
}

/* Seconds for read + check + generate of one circuit; exits on any error. */
static double run(const json_t *j, const hs_config *cfg, int *n_units, int *n_distinct)
{
    double t0 = now();
    hs_netlist nl;
    hs_diag_list errs;
    hs_circuit_result res;
    if (hs_netlist_from_json(j, &nl, &errs) != 0 ||
        hs_circuit_generate(&nl, cfg, HS_HDL_VERILOG, &res, &errs) != 0) {
        fprintf(stderr, "bench_circuit: %s\n", errs.n ? errs.items[0].message : "failed");
        exit(1);
    }
    double t = now() - t0;
    *n_units = res.n_units;
    *n_distinct = res.n_distinct;
    hs_circuit_result_free(&res);
    hs_netlist_free(&nl);
    return t;
}

int main(void)
{
    hs_config cfg;
    hs_diag d;
    if (hs_config_default(&cfg, &d) != 0)
        return 1;
    const int sizes[] = {100, 1000, 10000};
    double best[3];
    printf("bench-circuit: read + check + generate (Verilog), in-process, best of 3\n");
    for (int s = 0; s < 3; s++) {
        json_t *j = synthetic(sizes[s]);
        int nu = 0, nd = 0;
        best[s] = 1e9;
        for (int r = 0; r < 3; r++) {
            double t = run(j, &cfg, &nu, &nd);
            if (t < best[s])
                best[s] = t;
        }
        printf("  %6d units (%d distinct): %9.2f ms per circuit, %7.2f us per unit\n", nu, nd,
               best[s] * 1e3, best[s] * 1e6 / nu);
        json_decref(j);
    }
    printf("  growth 10,000 / 1,000 units: %.2fx (target <= 12x): %s\n", best[2] / best[1],
           best[2] / best[1] <= 12 ? "met" : "NOT met");
    printf("  1,000-unit circuit: %.1f ms (target < 100 ms): %s\n", best[1] * 1e3,
           best[1] < 0.1 ? "met" : "NOT met");
    hs_config_free(&cfg);
    return 0;
}
