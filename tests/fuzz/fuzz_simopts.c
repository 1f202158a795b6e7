/* Fuzz target: `hsgen simulate`'s option and memory-file parsing (client/sim_opts.c).
 * Byte 0 even: the rest is a memory file's text, read by sim_mem_words; every word
 * of the answer must read back as an integer. Byte 0 odd: the rest, split at
 * newlines, is simulate's argument list (after the command name), parsed by
 * sim_opts_parse; an accepted one must be in range and name a design, a refused
 * one must say why or be a usage error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "sim_opts.h"

/* Checks an answer of sim_mem_words: "mem=" then integers separated by one space. */
static void check_words(const char *w)
{
    if (strncmp(w, "mem=", 4) != 0)
        abort();
    for (const char *p = w + 4; *p;) {
        char *end;
        errno = 0;
        strtoll(p, &end, 10);
        if (end == p || errno || (*end && *end != ' '))
            abort();
        p = *end ? end + 1 : end;
    }
}

static void fuzz_mem(const char *text, size_t len)
{
    char *out = NULL, err[300];
    err[0] = '\0';
    if (sim_mem_words("mem", 3, text, len, &out, err, sizeof(err)) == 0) {
        check_words(out);
        free(out);
    } else if (!err[0] || out) {
        abort();
    }
}

static void fuzz_args(char *text, size_t len)
{
    char *argv[64];
    int argc = 0;
    argv[argc++] = "simulate";
    for (char *p = text; argc < 63 && p <= text + len;) {
        char *nl = memchr(p, '\n', (size_t)(text + len - p));
        if (nl)
            *nl = '\0';
        argv[argc++] = p;
        if (!nl)
            break;
        p = nl + 1;
    }
    argv[argc] = NULL;
    sim_opts o;
    char err[400];
    if (sim_opts_parse(argc, argv, &o, err, sizeof(err)) == 0) {
        if (!o.design || o.max_cycles < 1 || o.max_cycles > 100000000 || err[0])
            abort();
        if (strcmp(o.sim, "ghdl") && strcmp(o.sim, "icarus") && strcmp(o.sim, "verilator"))
            abort();
        for (int i = 0; i < o.n_mem; i++)
            if (!strchr(o.mem[i], '=') || o.mem[i][0] == '=')
                abort();
    } else if (strlen(err) >= sizeof(err)) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    char *text = malloc(size);
    if (!text)
        return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    if (data[0] & 1)
        fuzz_args(text, size - 1);
    else
        fuzz_mem(text, size - 1);
    free(text);
    return 0;
}
