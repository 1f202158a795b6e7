/* make bench-mlir-args: a handshake.func of 1,000 and one of 10,000 arguments
 * (each passed through a noti to a result of its own, argNames and resNames
 * listing every name), and an hw.module of as many in and out ports, read by
 * hs_mlir_read. Prints CPU seconds per argument and the growth from 1,000 to
 * 10,000 arguments, against the linear baseline measured in the same run (the
 * 1,000-argument text): 10 is linear, 100 quadratic. Exits 1 when the growth
 * passes 50, so a reader that grows a list one element per realloc, or looks a
 * name up from the start of a list for every argument, shows here (the make
 * target runs it in the release and the ASan build, where such growth took
 * 150 s for 10,000 arguments). The work is linear (instruction counts grow 10
 * times); time grows 12 to 30 times in a release build because 1,000 ports (2.3
 * KB each, with their type) stay in the cache and 10,000 do not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hs_mlir.h"

/* Process CPU time: on a shared machine wall-clock time measures the others. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Appends printf text to a growing buffer (doubling). */
static void put(char **s, size_t *n, size_t *cap, const char *fmt, const char *a, int i)
{
    for (;;) {
        int k = snprintf(*s + *n, *cap - *n, fmt, a, i);
        if (k >= 0 && (size_t)k < *cap - *n) {
            *n += (size_t)k;
            return;
        }
        *cap *= 2;
        if (!(*s = realloc(*s, *cap))) {
            perror("bench_mlir_args");
            exit(1);
        }
    }
}

/* handshake.func with `args` arguments a<i> -> results r<i> through noti. */
static char *handshake_text(int args, size_t *len)
{
    size_t n = 0, cap = 1 << 16;
    char *s = malloc(cap);
    s[0] = '\0';
    put(&s, &n, &cap, "%shandshake.func @wide(", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s%%a%d: !handshake.channel<i8>", i ? ", " : "", i);
    put(&s, &n, &cap, "%s) -> (", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s!handshake.channel<i8>%.0d", i ? ", " : "", 0);
    put(&s, &n, &cap, "%s) attributes {argNames = [", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s\"in%d\"", i ? ", " : "", i);
    put(&s, &n, &cap, "%s], resNames = [", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s\"out%d\"", i ? ", " : "", i);
    put(&s, &n, &cap, "%s]} {\n", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s  %%r%d = not ", "", i), put(&s, &n, &cap, "%s%%a%d : <i8>\n", "", i);
    put(&s, &n, &cap, "%s  end ", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s%%r%d", i ? ", " : "", i);
    put(&s, &n, &cap, "%s : ", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s<i8>%.0d", i ? ", " : "", 0);
    put(&s, &n, &cap, "%s\n}\n", "", 0);
    *len = n;
    return s;
}

/* hw.module with `args` in ports and as many out ports, each out the in port. */
static char *hw_text(int args, size_t *len)
{
    size_t n = 0, cap = 1 << 16;
    char *s = malloc(cap);
    s[0] = '\0';
    put(&s, &n, &cap, "%shw.module @wide(", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%sin %%a%d : !handshake.channel<i8>", i ? ", " : "", i);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, ", out o%2$d : !handshake.channel<i8>%1$s", "", i);
    put(&s, &n, &cap, "%s) {\n  hw.output ", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s%%a%d", i ? ", " : "", i);
    put(&s, &n, &cap, "%s : ", "", 0);
    for (int i = 0; i < args; i++)
        put(&s, &n, &cap, "%s!handshake.channel<i8>%.0d", i ? ", " : "", 0);
    put(&s, &n, &cap, "%s\n}\n", "", 0);
    *len = n;
    return s;
}

/* CPU seconds of the best of `reps` reads; exits when the text is refused. */
static double read_once(const char *what, const char *text, size_t len, int reps, int want_in)
{
    static hs_diag_list errs;
    double best = 1e30;
    for (int r = 0; r < reps; r++) {
        hs_netlist nl;
        hs_mlir_info info;
        hs_mlir_options o = {.file = "bench.mlir"};
        double t0 = now();
        int rc = hs_mlir_read(text, len, &o, &nl, &info, &errs);
        double t = now() - t0;
        if (rc != 0 || nl.n_inputs != want_in) {
            fprintf(stderr, "bench_mlir_args: %s: %s\n", what,
                    errs.n ? errs.items[0].message : "wrong number of inputs");
            exit(1);
        }
        hs_mlir_info_free(&info);
        hs_netlist_free(&nl);
        best = t < best ? t : best;
    }
    return best;
}

int main(void)
{
    static const struct {
        const char *name;
        char *(*text)(int, size_t *);
    } kinds[] = {{"handshake.func", handshake_text}, {"hw.module", hw_text}};
    int worst = 0;
    double worst_growth = 0;
    for (int k = 0; k < 2; k++) {
        size_t l1, l10;
        char *t1 = kinds[k].text(1000, &l1), *t10 = kinds[k].text(10000, &l10);
        double s1 = read_once(kinds[k].name, t1, l1, 5, 1000);
        double s10 = read_once(kinds[k].name, t10, l10, 2, 10000);
        double growth = s10 / s1;
        printf("%-15s 1,000 arguments: %8.4f s (%6.2f us each); 10,000: %8.4f s (%6.2f us each); "
               "growth %.1f (10 linear, 100 quadratic)\n",
               kinds[k].name, s1, s1 / 1000 * 1e6, s10, s10 / 10000 * 1e6, growth);
        if (growth > worst_growth) {
            worst_growth = growth;
            worst = k;
        }
        free(t1);
        free(t10);
    }
    printf("worst growth: %.1f (%s); %s\n", worst_growth, kinds[worst].name,
           worst_growth <= 50 ? "within the bound of 50" : "FAILS: above 50");
    return worst_growth <= 50 ? 0 : 1;
}
