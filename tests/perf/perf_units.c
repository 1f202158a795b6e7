/* perf_units: the in-process half of `make bench` (tests/perf/run_bench.sh).
 *
 *   perf_units HSGEN_CLIENT
 *
 * For each unit of a representative set: cold generation (unit.generate through
 * hsd_rpc_call on a context without cache: parse, resolve, verify, generate,
 * build the JSON result), cached generation (the same call on a context with a
 * warm cache) and the baseline, one `hsgen --local generate` process per unit,
 * all measured in this run. Then circuits of 100, 1,000 and 10,000 units (JSON
 * text -> read -> check -> generate every distinct unit and the top level),
 * against the baseline of one process per unit instance. Prints one JSON
 * object on stdout. */
#include <jansson.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hs_netlist.h"
#include "rpc_methods.h"

extern char **environ;

typedef struct {
    const char *name;
    const char *params; /* unit.generate params */
} perf_unit;

static const perf_unit units[] = {
    {"addi32", "{\"unit\":\"handshake.addi\",\"params\":{\"bitwidth\":32}}"},
    {"addi32_spec", "{\"unit\":\"handshake.addi\",\"params\":{\"bitwidth\":32},"
                    "\"extra_signals\":[\"spec: i1\"]}"},
    {"cmpi32", "{\"unit\":\"handshake.cmpi\",\"params\":{\"bitwidth\":32,\"predicate\":\"slt\"}}"},
    {"fork3_spec", "{\"unit\":\"handshake.fork\",\"params\":{\"size\":3,\"bitwidth\":32},"
                   "\"extra_signals\":[\"spec: i1\"]}"},
    {"mux4_spec", "{\"unit\":\"handshake.mux\",\"params\":{\"size\":4,\"bitwidth\":32,"
                  "\"index_bitwidth\":2},\"extra_signals\":[\"spec: i1\"]}"},
    {"cond_br_spec", "{\"unit\":\"handshake.cond_br\",\"params\":{\"bitwidth\":32},"
                     "\"extra_signals\":[\"spec: i1\"]}"},
    {"buffer32", "{\"unit\":\"handshake.buffer\",\"params\":{\"bitwidth\":32}}"},
    {"constant32", "{\"unit\":\"handshake.constant\",\"params\":{\"bitwidth\":32,\"value\":7}}"},
};
#define N_UNITS (sizeof(units) / sizeof(units[0]))
#define SPAWNS 30 /* processes per unit for the baseline */

/* Monotonic seconds. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* qsort order for medians. */
static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median over 5 rounds of the mean time of one call, in microseconds; each
 * round repeats the call for at least 50 ms. */
static double time_calls(hsd_ctx *ctx, json_t *params)
{
    double rounds[5];
    for (int r = 0; r < 5; r++) {
        double t0 = now(), t;
        long n = 0;
        do {
            json_t *res = NULL, *err = NULL;
            if (hsd_rpc_call(ctx, "unit.generate", params, &res, &err) != 0) {
                char *s = json_dumps(err, JSON_COMPACT);
                fprintf(stderr, "perf_units: %s\n", s);
                exit(1);
            }
            json_decref(res);
            n++;
        } while ((t = now() - t0) < 0.05);
        rounds[r] = t / (double)n * 1e6;
    }
    qsort(rounds, 5, sizeof(double), cmp_double);
    return rounds[2];
}

/* The client's argv for the same request: generate UNIT -p K=V... --extra S... */
static int client_argv(const char *client, json_t *p, char **argv, char store[][128], int cap)
{
    int n = 0, s = 0;
    const char *k;
    json_t *v;
    size_t i;
    argv[n++] = (char *)client;
    argv[n++] = "--local";
    argv[n++] = "generate";
    argv[n++] = (char *)json_string_value(json_object_get(p, "unit"));
    json_object_foreach(json_object_get(p, "params"), k, v)
    {
        if (n + 3 >= cap)
            break;
        if (json_is_integer(v))
            snprintf(store[s], 128, "%s=%lld", k, (long long)json_integer_value(v));
        else
            snprintf(store[s], 128, "%s=%s", k, json_string_value(v));
        argv[n++] = "-p";
        argv[n++] = store[s++];
    }
    json_array_foreach(json_object_get(p, "extra_signals"), i, v)
    {
        if (n + 3 >= cap)
            break;
        argv[n++] = "--extra";
        argv[n++] = (char *)json_string_value(v);
    }
    argv[n] = NULL;
    return n;
}

/* Baseline: mean microseconds of one `hsgen --local generate` process (stdout to /dev/null). */
static double time_process(const char *client, json_t *params)
{
    char *argv[40], store[16][128];
    posix_spawn_file_actions_t fa;
    double t0;
    client_argv(client, params, argv, store, 40);
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    t0 = now();
    for (int i = 0; i < SPAWNS; i++) {
        pid_t pid;
        int st;
        if (posix_spawn(&pid, client, &fa, NULL, argv, environ) != 0 ||
            waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            fprintf(stderr, "perf_units: %s failed\n", client);
            exit(1);
        }
    }
    posix_spawn_file_actions_destroy(&fa);
    return (now() - t0) / SPAWNS * 1e6;
}

/* Appends one channel to a netlist's list. */
static void chan(json_t *chans, const char *from, const char *to, const char *type)
{
    json_array_append_new(chans, json_pack("{s:s,s:s,s:s}", "from", from, "to", to, "type", type));
}

/* A circuit of about n units: four chains (one per channel type) of
 * fork -> addi -> buffer blocks, each chain from its own input to its own output. */
static char *circuit_text(int n)
{
    static const char *types[] = {"!handshake.channel<i8>", "!handshake.channel<i16>",
                                  "!handshake.channel<i32>", "!handshake.channel<i32, [spec: i1]>"};
    json_t *ins = json_array(), *outs = json_array(), *us = json_array(), *cs = json_array();
    int blocks = n / 12 > 0 ? n / 12 : 1;
    char a[64], b[64], prev[64];
    for (int c = 0; c < 4; c++) {
        const char *t = types[c];
        snprintf(a, sizeof(a), "in%d", c);
        json_array_append_new(ins, json_pack("{s:s,s:s}", "name", a, "type", t));
        snprintf(prev, sizeof(prev), "in%d", c);
        for (int k = 0; k < blocks; k++) {
            snprintf(a, sizeof(a), "f%d_%d", c, k);
            json_array_append_new(us, json_pack("{s:s,s:s,s:{s:i}}", "name", a, "unit",
                                                "handshake.fork", "params", "size", 2));
            snprintf(a, sizeof(a), "a%d_%d", c, k);
            json_array_append_new(us, json_pack("{s:s,s:s}", "name", a, "unit", "handshake.addi"));
            snprintf(a, sizeof(a), "b%d_%d", c, k);
            json_array_append_new(us,
                                  json_pack("{s:s,s:s}", "name", a, "unit", "handshake.buffer"));
            snprintf(b, sizeof(b), "f%d_%d.ins", c, k);
            chan(cs, prev, b, t);
            snprintf(a, sizeof(a), "f%d_%d.outs[0]", c, k);
            snprintf(b, sizeof(b), "a%d_%d.lhs", c, k);
            chan(cs, a, b, t);
            snprintf(a, sizeof(a), "f%d_%d.outs[1]", c, k);
            snprintf(b, sizeof(b), "a%d_%d.rhs", c, k);
            chan(cs, a, b, t);
            snprintf(a, sizeof(a), "a%d_%d.result", c, k);
            snprintf(b, sizeof(b), "b%d_%d.ins", c, k);
            chan(cs, a, b, t);
            snprintf(prev, sizeof(prev), "b%d_%d.outs", c, k);
        }
        snprintf(a, sizeof(a), "out%d", c);
        json_array_append_new(outs, json_pack("{s:s,s:s}", "name", a, "type", t));
        chan(cs, prev, a, t);
    }
    json_t *nl = json_pack("{s:s,s:o,s:o,s:o,s:o}", "name", "perf", "inputs", ins, "outputs", outs,
                           "units", us, "channels", cs);
    char *text = json_dumps(nl, JSON_COMPACT);
    json_decref(nl);
    return text;
}

/* Best of 3: JSON text -> netlist -> check -> VHDL of every distinct unit and the top. */
static json_t *time_circuit(int n, const hs_config *cfg, double process_us)
{
    static hs_diag_list errs;
    char *text = circuit_text(n);
    double best = 1e30;
    int n_units = 0, n_distinct = 0;
    for (int r = 0; r < 3; r++) {
        double t0 = now();
        json_error_t je;
        json_t *j = json_loads(text, 0, &je);
        hs_netlist nl;
        hs_circuit_result res;
        if (!j || hs_netlist_from_json(j, &nl, &errs) != 0 || hs_netlist_check(&nl, cfg, &errs) ||
            hs_circuit_generate(&nl, cfg, HS_HDL_VHDL, &res, &errs) != 0) {
            fprintf(stderr, "perf_units: circuit of %d units: %s\n", n,
                    errs.n ? errs.items[0].message : "bad JSON");
            exit(1);
        }
        double t = now() - t0;
        best = t < best ? t : best;
        n_units = res.n_units;
        n_distinct = res.n_distinct;
        hs_circuit_result_free(&res);
        hs_netlist_free(&nl);
        json_decref(j);
    }
    free(text);
    return json_pack("{s:i,s:i,s:f,s:f,s:f,s:f}", "units", n_units, "distinct", n_distinct, "ms",
                     best * 1e3, "us_per_unit", best * 1e6 / n_units, "baseline_ms",
                     process_us * n_units / 1e3, "speedup", process_us * n_units / 1e6 / best);
}

/* Every unit (cold, cached, process), then every circuit size; JSON on stdout. */
int main(int argc, char **argv)
{
    hs_config cfg;
    hsd_ctx cold, warm;
    json_t *out_units = json_array(), *out_circuits = json_array(), *out;
    double sum_process = 0;
    static const int sizes[] = {100, 1000, 10000};
    if (argc != 2) {
        fprintf(stderr, "usage: perf_units HSGEN_CLIENT\n");
        return 2;
    }
    if (hs_config_default(&cfg, NULL) != 0 || hsd_ctx_init(&cold, &cfg, false) != 0 ||
        hsd_ctx_init(&warm, &cfg, true) != 0)
        return 1;
    for (size_t i = 0; i < N_UNITS; i++) {
        json_t *p = json_loads(units[i].params, 0, NULL);
        double c = time_calls(&cold, p), w = time_calls(&warm, p), s = time_process(argv[1], p);
        sum_process += s;
        json_array_append_new(out_units,
                              json_pack("{s:s,s:f,s:f,s:f,s:f,s:f}", "name", units[i].name,
                                        "cold_us", c, "cached_us", w, "process_us", s,
                                        "cold_speedup", s / c, "cached_speedup", s / w));
        fprintf(stderr, "perf_units: %-13s cold %8.1f us  cached %6.1f us  process %8.1f us\n",
                units[i].name, c, w, s);
        json_decref(p);
    }
    for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
        json_array_append_new(out_circuits, time_circuit(sizes[i], &cfg, sum_process / N_UNITS));
    out = json_pack("{s:o,s:f,s:o}", "units", out_units, "process_us_mean", sum_process / N_UNITS,
                    "circuits", out_circuits);
    json_dumpf(out, stdout, JSON_INDENT(1));
    putchar('\n');
    json_decref(out);
    hsd_ctx_free(&cold);
    hsd_ctx_free(&warm);
    hs_config_free(&cfg);
    return 0;
}
