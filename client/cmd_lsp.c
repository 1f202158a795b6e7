/* `hsgen lsp`: the language server (lsp/hs_lsp.h) over standard input and output,
 * as editors start it. What arrives together is fed at once, so the server can
 * drop cancelled requests and read a document once after a burst of edits. */
#include <errno.h>
#include <getopt.h>
#include <malloc.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"
#include "cli.h"
#include "cli_opts.h"
#include "hs_lsp.h"

#define LSP_DEFAULT_MAX_FILE (16u << 20)
#define LSP_READ_CHUNK 65536
#define LSP_BATCH_MAX (4u << 20) /* bytes gathered before they are handled */

/* Writes all of a message to standard output (the client reads it). */
static void write_out(void *ctx, const char *data, size_t len)
{
    (void)ctx;
    while (len > 0) {
        ssize_t n = write(STDOUT_FILENO, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; /* the client went away; reading ends the loop */
        data += n;
        len -= (size_t)n;
    }
}

/* Reads what is available now, after at least one blocking read. Returns the bytes
 * read (0 at end of input, -1 on error). */
static ssize_t gather(char *buf, size_t cap)
{
    ssize_t n;
    do
        n = read(STDIN_FILENO, buf, LSP_READ_CHUNK < cap ? LSP_READ_CHUNK : cap);
    while (n < 0 && errno == EINTR);
    if (n <= 0)
        return n;
    size_t got = (size_t)n;
    struct pollfd p = {.fd = STDIN_FILENO, .events = POLLIN};
    while (got + LSP_READ_CHUNK <= cap && poll(&p, 1, 0) == 1 && (p.revents & POLLIN)) {
        n = read(STDIN_FILENO, buf + got, LSP_READ_CHUNK);
        if (n <= 0)
            break;
        got += (size_t)n;
    }
    return (ssize_t)got;
}

/* Show VHDL/Verilog through the daemon, whose cache keeps generated text between
 * sessions and editors (it answers in-process itself when the daemon goes away). */
static int call_daemon(void *ctx, const char *method, json_t *params, json_t **result,
                       json_t **error)
{
    return cli_backend_call(ctx, method, params, result, error);
}

/* `hsgen lsp [--stdio] [--max-file-size BYTES]`: serves until exit or end of input. */
int cmd_lsp(cli_globals *g, int argc, char **argv)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table("lsp", opts, shorts); /* the option table's rows (cli_opts.c) */
    size_t max_file = LSP_DEFAULT_MAX_FILE;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        if (c == 's')
            continue; /* stdio is the only transport; editors pass it anyway */
        if (c == 'm') {
            char *end;
            unsigned long long v = strtoull(optarg, &end, 10);
            if (*end || v == 0 || v > (1ull << 30)) {
                cli_error("lsp: --max-file-size takes a number of bytes from 1 to 1073741824, "
                          "not '%s'",
                          optarg);
                return CLI_USAGE;
            }
            max_file = (size_t)v;
            continue;
        }
        cli_error("lsp: unknown option '%s' (hsgen lsp --help)", argv[optind - 1]);
        return CLI_USAGE;
    }
    if (optind < argc) {
        cli_error("lsp: unexpected argument '%s'", argv[optind]);
        return CLI_USAGE;
    }
    /* each analysis allocates and frees the same large buffers (channels, places,
     * diagnostics): keeping freed memory in the process instead of returning it to the
     * kernel saves the page faults of mapping it again, a third of an edit's time */
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
    lsp_server *s = lsp_server_new(&g->cfg, max_file, write_out, NULL);
    char *buf = malloc(LSP_BATCH_MAX);
    if (!s || !buf) {
        cli_error("lsp: out of memory");
        lsp_server_free(s);
        free(buf);
        return CLI_REJECTED;
    }
    cli_backend b;
    cli_backend_open(&b, g); /* -v says which, on stderr (stdout is the protocol) */
    if (cli_backend_remote(&b))
        lsp_server_set_backend(s, call_daemon, &b);
    int rc = 0;
    for (;;) {
        ssize_t n = gather(buf, LSP_BATCH_MAX);
        if (n <= 0) {
            rc = -1; /* the client closed its end without exit */
            break;
        }
        rc = lsp_server_feed(s, buf, (size_t)n);
        if (rc != 0)
            break;
    }
    int code = rc == 1 ? lsp_server_exit_code(s) : CLI_REJECTED;
    lsp_server_free(s);
    cli_backend_close(&b);
    free(buf);
    return code;
}
