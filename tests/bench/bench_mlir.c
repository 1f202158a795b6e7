/* make bench-mlir: synthetic handshake.func texts of 1,000, 3,000 and 10,000
 * ops (a chain of blocks: addi of a value with itself, which the reader forks;
 * noti; a buffer in the new syntax with varied types and depths; extsi/trunci
 * every few blocks), read and generated in-process (Verilog; generation checks
 * first), as `hsgen circuit FILE.mlir` does. Prints time per function and per op and the
 * growth from 1,000 to 10,000 ops (docs/performance.md), and the ratio against
 * the baseline measured in the same run: one `hsgen --local generate` process
 * per unit, as Dynamatic's export runs one generator process per unit. After
 * those figures, a second reading of the growth with the two sizes alternated
 * (docs/performance.md says why): it is printed beside the growth, not instead. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hs_mlir.h"

/* Process CPU time: on a shared, loaded machine wall-clock time measures the
 * other processes more than this one. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU seconds of one `hsgen --local generate handshake.addi` process (user +
 * system of the children, averaged over `n`), or 0 when hsgen cannot be run. */
static double process_baseline(const char *hsgen, int n)
{
    struct rusage r0, r1;
    getrusage(RUSAGE_CHILDREN, &r0);
    for (int i = 0; i < n; i++) {
        pid_t pid = fork();
        if (pid == 0) {
            int null = open("/dev/null", O_WRONLY);
            if (null >= 0) {
                dup2(null, 1);
                dup2(null, 2);
            }
            execl(hsgen, hsgen, "--local", "generate", "handshake.addi", "-p", "bitwidth=32", "-o",
                  "/dev/null", (char *)NULL);
            _exit(127);
        }
        int st;
        if (pid < 0 || waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
            return 0;
    }
    getrusage(RUSAGE_CHILDREN, &r1);
    double s = (double)(r1.ru_utime.tv_sec - r0.ru_utime.tv_sec) +
               (double)(r1.ru_stime.tv_sec - r0.ru_stime.tv_sec) +
               (double)(r1.ru_utime.tv_usec - r0.ru_utime.tv_usec) * 1e-6 +
               (double)(r1.ru_stime.tv_usec - r0.ru_stime.tv_usec) * 1e-6;
    return s / n;
}

/* The text of a function with `ops` ops besides `end`; *len gets its length. */
static char *synthetic(int ops, size_t *len)
{
    size_t cap = (size_t)ops * 160 + 4096, n = 0;
    char *s = malloc(cap);
    if (!s)
        exit(1);
    n += (size_t)snprintf(s + n, cap - n,
                          "handshake.func @chain(%%x: !handshake.channel<i32>, %%start: "
                          "!handshake.control<>) -> (!handshake.channel<i32>, "
                          "!handshake.control<>) attributes {argNames = [\"x\", \"start\"], "
                          "resNames = [\"out0\", \"end\"]} {\n");
    const char *prev = "x";
    char pv[32];
    int k = 0, written = 0;
    while (written + 3 <= ops) {
        n += (size_t)snprintf(s + n, cap - n,
                              "  %%a%d = addi %%%s, %%%s {handshake.bb = 1 : ui32, "
                              "handshake.name = \"add%d\"} : <i32>\n"
                              "  %%n%d = not %%a%d : <i32>\n"
                              "  %%b%d = buffer %%n%d, bufferType = %s, numSlots = %d : <i32>\n",
                              k, prev, prev, k, k, k, k, k,
                              k % 2 ? "ONE_SLOT_BREAK_DV" : "FIFO_BREAK_DV", k % 2 ? 1 : 2 + k % 3);
        snprintf(pv, sizeof(pv), "b%d", k);
        written += 3;
        if (k % 8 == 7 && written + 2 <= ops) {
            n += (size_t)snprintf(s + n, cap - n,
                                  "  %%t%d = trunci %%b%d : <i32> to <i16>\n"
                                  "  %%e%d = extsi %%t%d : <i16> to <i32>\n",
                                  k, k, k, k);
            snprintf(pv, sizeof(pv), "e%d", k);
            written += 2;
        }
        prev = pv;
        k++;
    }
    n += (size_t)snprintf(s + n, cap - n, "  end %%%s, %%start : <i32>, <>\n}\n", prev);
    *len = n;
    return s;
}

/* Seconds for read + generate (which checks); *read_s gets the reading alone.
 * Exits on any error. */
static double run(const char *text, size_t len, const hs_config *cfg, int *units, int *distinct,
                  double *read_s)
{
    static hs_diag_list errs;
    double t0 = now();
    hs_netlist nl;
    hs_mlir_info info;
    hs_circuit_result res;
    hs_mlir_options o = {.file = "bench.mlir"};
    int rc = hs_mlir_read(text, len, &o, &nl, &info, &errs);
    *read_s = now() - t0;
    if (rc != 0 || hs_mlir_generate(&nl, cfg, &info, "bench.mlir", HS_HDL_VERILOG, &res, &errs)) {
        fprintf(stderr, "bench_mlir: %s\n", errs.n ? errs.items[0].message : "failed");
        exit(1);
    }
    double t = now() - t0;
    *units = res.n_units;
    *distinct = res.n_distinct;
    hs_circuit_result_free(&res);
    hs_mlir_info_free(&info);
    hs_netlist_free(&nl);
    return t;
}

/* The growth once more, with 1,000 and 10,000 ops run in turns (ten pairs,
 * best of each size). The main figure times each size in its own stretch of
 * the run; on a machine whose memory speed changes between stretches, a fast
 * stretch for one size and a slow one for the other decide that figure. Here
 * both sizes meet the same stretches. Returns best(10,000) / best(1,000), and
 * *median_pair the median over the pairs of each pair's own ratio. */
static double alternated_growth(const hs_config *cfg, double *median_pair)
{
    size_t l1, l2;
    char *t1 = synthetic(1000, &l1), *t2 = synthetic(10000, &l2);
    double b1 = 1e9, b2 = 1e9, pair[10];
    for (int r = 0; r < 10; r++) {
        int nu, nd;
        double rd;
        double a = run(t1, l1, cfg, &nu, &nd, &rd);
        double b = run(t2, l2, cfg, &nu, &nd, &rd);
        b1 = a < b1 ? a : b1;
        b2 = b < b2 ? b : b2;
        pair[r] = b / a;
    }
    for (int i = 1; i < 10; i++) /* insertion sort of ten ratios */
        for (int j = i; j > 0 && pair[j] < pair[j - 1]; j--) {
            double x = pair[j];
            pair[j] = pair[j - 1];
            pair[j - 1] = x;
        }
    *median_pair = (pair[4] + pair[5]) / 2;
    free(t1);
    free(t2);
    return b2 / b1;
}

int main(int argc, char **argv)
{
    const char *hsgen = argc > 1 ? argv[1] : "build/client/hsgen";
    hs_config cfg;
    hs_diag d;
    if (hs_config_default(&cfg, &d) != 0)
        return 1;
    const int sizes[] = {1000, 3000, 10000};
    double best[3], best_read[3];
    int units[3];
    printf("bench-mlir: handshake.func read + check + generate (Verilog), in-process, CPU time, "
           "best of 5\n");
    for (int s = 0; s < 3; s++) {
        size_t len;
        char *text = synthetic(sizes[s], &len);
        int nu = 0, nd = 0;
        best[s] = best_read[s] = 1e9;
        for (int r = 0; r < 5; r++) {
            double rd;
            double t = run(text, len, &cfg, &nu, &nd, &rd);
            if (t < best[s])
                best[s] = t;
            if (rd < best_read[s])
                best_read[s] = rd;
        }
        printf("  %6d ops, %zu KiB of text -> %d units (%d distinct): %8.2f ms (reading %6.2f "
               "ms), %6.2f us per op\n",
               sizes[s], len / 1024, nu, nd, best[s] * 1e3, best_read[s] * 1e3,
               best[s] * 1e6 / sizes[s]);
        units[s] = nu;
        free(text);
    }
    double proc = process_baseline(hsgen, 30);
    if (proc > 0) {
        printf("  baseline, same run: one `hsgen --local generate` process per unit, %.2f ms CPU "
               "(30 processes)\n",
               proc * 1e3);
        for (int s = 0; s < 3; s++)
            printf("  %6d ops: %d unit processes would take %.0f ms: in-process is %.0fx "
                   "faster\n",
                   sizes[s], units[s], units[s] * proc * 1e3, units[s] * proc / best[s]);
    } else {
        printf("  baseline: %s could not be run (give the hsgen binary as the argument)\n", hsgen);
    }
    printf("  growth 10,000 / 1,000 ops: %.2fx, reading alone %.2fx (linear: 10x)\n",
           best[2] / best[0], best_read[2] / best_read[0]);
    printf("  10,000 ops: %.1f ms (target < 200 ms): %s\n", best[2] * 1e3,
           best[2] < 0.2 ? "met" : "NOT met");
    double med;
    double alt = alternated_growth(&cfg, &med);
    printf("  growth with the sizes alternated (10 pairs): %.2fx best of each, %.2fx median "
           "pair\n",
           alt, med);
    hs_config_free(&cfg);
    return 0;
}
