/* make bench-gen: cold in-process generation rate over the whole HDL matrix
 * (resolve + build + print, no cache), median of several runs, against the
 * baseline of one `hsgen generate` process per unit measured in the same run.
 * Both sides in CPU time (this process's; the children's user + system): on a
 * shared, loaded machine wall-clock time measures the other processes more than
 * this one. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "matrix.h"

/* This process's CPU time. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of the children waited for so far (user + system). */
static double children_cpu(void)
{
    struct rusage r;
    getrusage(RUSAGE_CHILDREN, &r);
    return (double)r.ru_utime.tv_sec + (double)r.ru_stime.tv_sec +
           (double)(r.ru_utime.tv_usec + r.ru_stime.tv_usec) * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* One pass over every case in both HDLs; returns units per second. The cases are
 * listed before the clock starts: enumerating the matrix is the test harness's
 * work, not generation. */
static double one_pass(const hs_config *cfg, const hdl_case *cases, size_t n, hs_unit *u,
                       size_t *bytes)
{
    double t0 = now();
    for (size_t i = 0; i < n; i++) {
        const hdl_case *c = &cases[i];
        for (int h = 0; h < HS_HDL_COUNT; h++) {
            hs_diag d;
            hs_gen_result res;
            if (hdl_matrix_resolve(c, (hs_hdl)h, cfg, u, &d) != 0 ||
                hs_generate(u, (hs_hdl)h, &res, &d) != 0) {
                fprintf(stderr, "bench_gen: %s: %s\n", c->name, d.message);
                exit(1);
            }
            *bytes += res.files[0].len;
            hs_gen_result_free(&res);
        }
    }
    return (double)(2 * n) / (now() - t0);
}

/* The baseline: `hsgen --local generate` as one process per unit. */
static double spawn_rate(const char *hsgen, size_t n_cases, int samples)
{
    double t0 = children_cpu();
    for (int s = 0; s < samples; s++) {
        hdl_case c;
        hdl_matrix_case((size_t)s * n_cases / (size_t)samples, &c);
        char *argv[64];
        char pv[HDL_MAX_CASE_PARAMS][96], xv[8][64];
        int a = 0;
        argv[a++] = (char *)hsgen;
        argv[a++] = "--local";
        argv[a++] = "--merge";
        argv[a++] = "tag=first";
        argv[a++] = "--merge";
        argv[a++] = "credit=and";
        argv[a++] = "generate";
        argv[a++] = (char *)c.unit;
        for (int p = 0; p < c.n_params; p++) {
            snprintf(pv[p], sizeof(pv[p]), "%s=%s", c.param_key[p], c.param_val[p]);
            argv[a++] = "-p";
            argv[a++] = pv[p];
        }
        for (int x = 0; c.extras && c.extras[x] && x < 8; x++) {
            snprintf(xv[x], sizeof(xv[x]), "%s", c.extras[x]);
            argv[a++] = "--extra";
            argv[a++] = xv[x];
        }
        argv[a++] = "-o";
        argv[a++] = "/dev/null";
        argv[a] = NULL;
        pid_t pid = fork();
        if (pid == 0) {
            int null = open("/dev/null", O_WRONLY); /* its "wrote" line */
            if (null >= 0)
                dup2(null, 2);
            execv(hsgen, argv);
            _exit(127);
        }
        int st;
        waitpid(pid, &st, 0);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            fprintf(stderr, "bench_gen: baseline process failed for %s\n", c.name);
            exit(1);
        }
    }
    return samples / (children_cpu() - t0);
}

int main(int argc, char **argv)
{
    const char *hsgen = argc > 1 ? argv[1] : "build/client/hsgen";
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    hs_config cfg;
    hs_diag d;
    if (hdl_matrix_config(&cfg, &d) != 0) {
        fprintf(stderr, "bench_gen: %s\n", d.message);
        return 1;
    }
    size_t n = hdl_matrix_count();
    hdl_case *cases = calloc(n, sizeof(*cases));
    hs_unit *u = hs_unit_new();
    size_t bytes = 0;
    if (!cases || !u) {
        fprintf(stderr, "bench_gen: out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < n; i++)
        hdl_matrix_case(i, &cases[i]);
    one_pass(&cfg, cases, n, u, &bytes); /* warm-up */
    double *rates = calloc((size_t)runs, sizeof(double));
    for (int r = 0; r < runs; r++)
        rates[r] = one_pass(&cfg, cases, n, u, &bytes);
    qsort(rates, (size_t)runs, sizeof(double), cmp_double);
    double median = rates[runs / 2];
    double spawn = spawn_rate(hsgen, n, 60);
    printf("bench-gen: %zu matrix cases x 2 HDLs per run, %d runs, CPU time\n", n, runs);
    printf("  in-process cold generation: %.0f units/s median (%.2f us/unit; min %.0f, max %.0f)\n",
           median, 1e6 / median, rates[0], rates[runs - 1]);
    printf("  one process per unit:       %.0f units/s (60 processes, %.0f us each)\n", spawn,
           1e6 / spawn);
    printf("  ratio in-process / process: %.0fx (target >= 250x: %s)\n", median / spawn,
           median / spawn >= 250 ? "met" : "NOT met");
    free(rates);
    free(cases);
    hs_unit_free(u);
    hs_config_free(&cfg);
    return 0;
}
