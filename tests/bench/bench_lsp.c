/* make bench-lsp: the language server's latency as a user feels it: diagnostics for a
 * 2,000-op handshake.func after a one-character edit (an incremental didChange that
 * turns one op's `handshake.bb = 1` into 2 and back), fed to the server in-process
 * and timed until its publishDiagnostics is written. Prints the median and p99 over
 * the edits (wall clock and CPU), and the ratio against the baseline measured in the
 * same run: the same text read and checked by the library directly (hs_mlir_read +
 * hs_mlir_check), the work any editor integration has to do. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hs_lsp.h"
#include "hs_mlir.h"

#define OPS 2000
#define EDITS 300

/* Wall-clock seconds: the latency a user sees. */
static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU seconds of this process: the work, whatever else the machine runs. */
static double cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What the server wrote since the last reset. */
static struct {
    char *s;
    size_t n, cap;
} out;

/* The server's writer: keeps what it wrote since the last reset. */
static void collect(void *ctx, const char *data, size_t len)
{
    (void)ctx;
    if (out.n + len + 1 > out.cap) {
        out.cap = (out.n + len + 1) * 2;
        out.s = realloc(out.s, out.cap);
        if (!out.s)
            exit(1);
    }
    memcpy(out.s + out.n, data, len);
    out.n += len;
    out.s[out.n] = '\0';
}

/* A chain of OPS ops: addi of the previous value with itself (the reader forks it),
 * not, a buffer; `line_of_edit` gets the 0-based line of the middle addi. */
static char *synthetic(size_t *len, int *line_of_edit)
{
    size_t cap = (size_t)OPS * 160 + 4096, n = 0;
    char *s = malloc(cap);
    if (!s)
        exit(1);
    n += (size_t)snprintf(s + n, cap - n,
                          "handshake.func @chain(%%x: !handshake.channel<i32>, %%start: "
                          "!handshake.control<>) -> (!handshake.channel<i32>, "
                          "!handshake.control<>) attributes {argNames = [\"x\", \"start\"], "
                          "resNames = [\"out0\", \"end\"]} {\n");
    int line = 1;
    char prev[32] = "x";
    for (int k = 0; 3 * k + 3 <= OPS; k++) {
        if (k == OPS / 6)
            *line_of_edit = line;
        n += (size_t)snprintf(s + n, cap - n,
                              "  %%a%d = addi %%%s, %%%s {handshake.bb = 1 : ui32} : <i32>\n"
                              "  %%n%d = not %%a%d : <i32>\n"
                              "  %%b%d = buffer %%n%d, bufferType = ONE_SLOT_BREAK_DV, "
                              "numSlots = 1 : <i32>\n",
                              k, prev, prev, k, k, k, k);
        snprintf(prev, sizeof(prev), "b%d", k);
        line += 3;
    }
    n += (size_t)snprintf(s + n, cap - n, "  end %%%s, %%start : <i32>, <>\n}\n", prev);
    *len = n;
    return s;
}

/* For qsort of durations. */
static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Frames and feeds one message; exits when the server refuses the stream. */
static void feed(lsp_server *s, const char *body)
{
    char head[64];
    int h = snprintf(head, sizeof(head), "Content-Length: %zu\r\n\r\n", strlen(body));
    char *msg = malloc((size_t)h + strlen(body) + 1);
    if (!msg)
        exit(1);
    memcpy(msg, head, (size_t)h);
    memcpy(msg + h, body, strlen(body) + 1);
    if (lsp_server_feed(s, msg, (size_t)h + strlen(body)) < 0) {
        fprintf(stderr, "bench_lsp: the server refused the stream: %s\n", out.s);
        exit(1);
    }
    free(msg);
}

/* Appends text JSON-escaped. */
static size_t escape(char *dst, const char *src, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (src[i] == '\n') {
            dst[o++] = '\\';
            dst[o++] = 'n';
        } else {
            if (src[i] == '"' || src[i] == '\\')
                dst[o++] = '\\';
            dst[o++] = src[i];
        }
    }
    return o;
}

/* Median, p99 and maximum of n durations. */
static void report(const char *what, double *t, int n)
{
    qsort(t, (size_t)n, sizeof(double), cmp);
    printf("  %-28s median %7.2f ms   p99 %7.2f ms   max %7.2f ms\n", what, t[n / 2] * 1e3,
           t[(n * 99) / 100] * 1e3, t[n - 1] * 1e3);
}

/* Baseline first, then the server on the same text. */
int main(void)
{
    /* as `hsgen lsp` does (cmd_lsp.c): freed memory is kept for the next analysis */
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
    hs_config cfg;
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_config_default(&cfg, &d) != 0)
        return 1;
    size_t len;
    int line = 0;
    char *text = synthetic(&len, &line);
    const char *eol = text;
    for (int i = 0; i < line; i++)
        eol = strchr(eol, '\n') + 1;
    int col = (int)(strstr(eol, "handshake.bb = 1") - eol) + 15;

    /* the baseline: read and check by the library, as often as the edits */
    static double base[EDITS], base_cpu[EDITS], lat[EDITS], lat_cpu[EDITS];
    hs_diag_list *errs = malloc(sizeof(*errs));
    for (int i = 0; i < EDITS; i++) {
        double t0 = wall(), c0 = cpu();
        hs_netlist nl;
        hs_mlir_info info;
        hs_mlir_options o = {.file = "chain.mlir"};
        int rc = hs_mlir_read(text, len, &o, &nl, &info, errs);
        if (rc == 0)
            rc = hs_mlir_check(&nl, &cfg, &info, "chain.mlir", errs);
        base[i] = wall() - t0;
        base_cpu[i] = cpu() - c0;
        hs_netlist_free(&nl);
        hs_mlir_info_free(&info);
        if (rc != 0) {
            fprintf(stderr, "bench_lsp: the synthetic text does not check: %s\n",
                    errs->items[0].message);
            return 1;
        }
    }
    free(errs);

    lsp_server *s = lsp_server_new(&cfg, 64u << 20, collect, NULL);
    feed(s, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{"
            "}}}");
    char *open = malloc(2 * len + 512);
    size_t o = (size_t)sprintf(open, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\","
                                     "\"params\":{\"textDocument\":{\"uri\":\"file:///chain.mlir\","
                                     "\"languageId\":\"mlir\",\"version\":1,\"text\":\"");
    o += escape(open + o, text, len);
    strcpy(open + o, "\"}}}");
    feed(s, open);
    free(open);
    if (!strstr(out.s, "\"diagnostics\":[]")) {
        fprintf(stderr, "bench_lsp: the opened text has diagnostics: %.300s\n", out.s);
        return 1;
    }
    for (int i = 0; i < EDITS; i++) {
        char msg[512];
        snprintf(msg, sizeof(msg),
                 "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{"
                 "\"textDocument\":{\"uri\":\"file:///chain.mlir\",\"version\":%d},"
                 "\"contentChanges\":[{\"range\":{\"start\":{\"line\":%d,\"character\":%d},"
                 "\"end\":{\"line\":%d,\"character\":%d}},\"text\":\"%c\"}]}}",
                 i + 2, line, col, line, col + 1, i % 2 ? '1' : '2');
        out.n = 0;
        double t0 = wall(), c0 = cpu();
        feed(s, msg);
        lat[i] = wall() - t0;
        lat_cpu[i] = cpu() - c0;
        char want[64];
        snprintf(want, sizeof(want), "\"version\":%d", i + 2);
        if (!strstr(out.s, "publishDiagnostics") || !strstr(out.s, want) ||
            !strstr(out.s, "\"diagnostics\":[]")) {
            fprintf(stderr, "bench_lsp: edit %d: no clean diagnostics: %.300s\n", i, out.s);
            return 1;
        }
    }
    printf("bench-lsp: %d-op handshake.func (%zu bytes), %d one-character edits\n", OPS, len,
           EDITS);
    report("edit -> diagnostics (wall)", lat, EDITS);
    report("edit -> diagnostics (CPU)", lat_cpu, EDITS);
    report("baseline read+check (wall)", base, EDITS);
    report("baseline read+check (CPU)", base_cpu, EDITS);
    printf("  median ratio against the baseline: %.2f in CPU time, %.2f in wall-clock time "
           "(goal: diagnostics under 20 ms, median and p99)\n",
           lat_cpu[EDITS / 2] / base_cpu[EDITS / 2], lat[EDITS / 2] / base[EDITS / 2]);
    lsp_server_free(s);
    hs_config_free(&cfg);
    free(text);
    free(out.s);
    return 0;
}
