/* `hsgen simulate`'s options and memory files: every number parsed whole (a
 * trailing "abc" or "e3" is an error, never a silently shorter value), memory
 * files read only when they are regular files of bounded size. No output and no
 * exit here: the command prints the errors, a fuzz target checks them. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_opts.h"
#include "sim_opts.h"

int sim_parse_count(const char *s, long long min, long long max, long long *out)
{
    long long v = 0;
    if (!s || !*s)
        return -1;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return -1;
        if (v > (max - (*p - '0')) / 10)
            return -1; /* above max (and never overflowing) */
        v = v * 10 + (*p - '0');
    }
    if (v < min)
        return -1;
    *out = v;
    return 0;
}

/* --stall's seed: decimal, or 0x and at most 8 hex digits. */
static int parse_seed(const char *s, long long *v)
{
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        size_t n = strlen(s + 2);
        if (n == 0 || n > 8 || strspn(s + 2, "0123456789abcdefABCDEF") != n)
            return -1;
        *v = strtoll(s + 2, NULL, 16);
        return 0;
    }
    return sim_parse_count(s, 0, 0xffffffffLL, v);
}

int sim_opts_parse(int argc, char **argv, sim_opts *o, char *err, size_t cap)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table("simulate", opts, shorts); /* the option table's rows (cli_opts.c) */
    memset(o, 0, sizeof(*o));
    err[0] = '\0';
    o->sim = "ghdl";
    o->max_cycles = 100000;
    optind = 0;
    opterr = 0;
    int c;
    long long v;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (o->n_args == SIM_MAX_ARGS_GIVEN)
                return snprintf(err, cap, "simulate: at most %d --arg", SIM_MAX_ARGS_GIVEN), -1;
            o->args[o->n_args++] = optarg;
            break;
        case 's':
            o->sim = optarg;
            break;
        case 'M':
            if (o->n_mem == SIM_MAX_ARGS_GIVEN || !strchr(optarg, '=') || optarg[0] == '=')
                return snprintf(err, cap,
                                "--mem takes MEMREF=FILE (a file of initial words), got '%.200s'",
                                optarg),
                       -1;
            o->mem[o->n_mem++] = optarg;
            break;
        case 'v':
            o->vcd = optarg;
            break;
        case 'C':
            o->csrc = optarg;
            break;
        case 'd':
            o->dir = optarg;
            break;
        case 't':
            o->top = optarg;
            break;
        case 'b':
            o->buffer_cycles = true;
            break;
        case 'f':
            o->force = true;
            break;
        case 'S':
            if (parse_seed(optarg, &v) != 0)
                return snprintf(err, cap,
                                "--stall takes a seed from 0 (outputs always ready) to "
                                "4294967295, got '%.200s'",
                                optarg),
                       -1;
            o->stall = (uint32_t)v;
            break;
        case 'm':
            if (sim_parse_count(optarg, 1, 100000000, &v) != 0)
                return snprintf(err, cap,
                                "--max-cycles takes a whole number from 1 to 100000000, got "
                                "'%.200s'",
                                optarg),
                       -1;
            o->max_cycles = (long)v;
            break;
        case ':':
            return snprintf(err, cap, "simulate: %.200s needs a value", argv[optind - 1]), -1;
        default:
            return snprintf(err, cap, "simulate: bad option '%.200s'", argv[optind - 1]), -1;
        }
    }
    if (optind + 1 != argc)
        return -1;
    o->design = argv[optind];
    if (strcmp(o->sim, "ghdl") && strcmp(o->sim, "icarus") && strcmp(o->sim, "verilator"))
        return snprintf(err, cap, "--sim must be ghdl, icarus or verilator, got '%.200s'", o->sim),
               -1;
    return 0;
}

int sim_mem_words(const char *name, size_t name_len, const char *text, size_t len, char **out,
                  char *err, size_t cap)
{
    /* each word is at least one byte and one separator: at most 2 * len + 2 bytes out */
    size_t room = name_len + 2 * len + 2, n = name_len + 1;
    char *w = malloc(room + 1);
    if (!w)
        return snprintf(err, cap, "out of memory"), -1;
    memcpy(w, name, name_len);
    w[name_len] = '=';
    int words = 0;
    size_t i = 0;
    while (i < len) {
        if (!isalnum((unsigned char)text[i]) && text[i] != '-') {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && (isalnum((unsigned char)text[i]) || text[i] == '-'))
            i++;
        char tok[64], *end;
        if (i - start >= sizeof(tok)) {
            snprintf(err, cap, "'%.20s...' is not an integer (%zu characters)", text + start,
                     i - start);
            free(w);
            return -1;
        }
        memcpy(tok, text + start, i - start);
        tok[i - start] = '\0';
        errno = 0;
        long long v = strtoll(tok, &end, 0);
        if (*end || errno) {
            snprintf(err, cap, "'%s' is not an integer", tok);
            free(w);
            return -1;
        }
        int k = snprintf(w + n, room + 1 - n, "%s%lld", words++ ? " " : "", v);
        if (k < 0 || (size_t)k >= room + 1 - n) { /* cannot happen: room is an upper bound */
            snprintf(err, cap, "memory words longer than expected");
            free(w);
            return -1;
        }
        n += (size_t)k;
    }
    w[n] = '\0';
    *out = w;
    return 0;
}

int sim_mem_read(const char *spec, char **out, char *err, size_t cap)
{
    const char *eq = strchr(spec, '='), *path = eq + 1;
    /* O_NONBLOCK: opening a FIFO without a writer must not wait */
    int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0)
        return snprintf(err, cap, "cannot read %.300s: %s", path, strerror(errno)), -1;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return snprintf(err, cap, "%.300s is not a regular file (a device or pipe is not read)",
                        path),
               -1;
    }
    if ((unsigned long long)st.st_size > SIM_MEM_MAX_BYTES) {
        close(fd);
        return snprintf(err, cap, "%.300s has %lld bytes, more than %u", path,
                        (long long)st.st_size, (unsigned)SIM_MEM_MAX_BYTES),
               -1;
    }
    /* read at most one byte past the size seen: a file still growing is refused */
    size_t want = (size_t)st.st_size + 1, got = 0;
    char *buf = malloc(want);
    if (!buf) {
        close(fd);
        return snprintf(err, cap, "out of memory"), -1;
    }
    while (got < want) {
        ssize_t r = read(fd, buf + got, want - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    if (got > (size_t)st.st_size) {
        free(buf);
        return snprintf(err, cap, "%.300s grew while it was read", path), -1;
    }
    int rc = sim_mem_words(spec, (size_t)(eq - spec), buf, got, out, err, cap);
    free(buf);
    return rc;
}

void sim_opts_free(sim_opts *o)
{
    for (int i = 0; i < o->n_mem; i++) {
        free(o->mem_words[i]);
        o->mem_words[i] = NULL;
    }
}
