/* Runs a configured external generator with a timeout and an output cap. */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "external.h"

extern char **environ;

/* Expands the placeholders of one argument into a new string. */
static char *expand_arg(const char *arg, const hsd_ext_vars *v, const char *output)
{
    const char *keys[] = {"{name}", "{output}", "{hdl}", "{unit}", "{signature}", "{params}"};
    const char *vals[] = {v->name, output, v->hdl, v->unit, v->signature, v->params};
    size_t cap = strlen(arg) + 1, n = 0;
    char *out;
    /* lint.rename: placeholders of the configured argv, not a generated text */
    for (int k = 0; k < 6; k++)
        for (const char *p = arg; (p = strstr(p, keys[k])); p += strlen(keys[k]))
            cap += strlen(vals[k] ? vals[k] : "");
    if (!(out = malloc(cap)))
        return NULL;
    for (const char *p = arg; *p;) {
        int k;
        for (k = 0; k < 6; k++)
            if (strncmp(p, keys[k], strlen(keys[k])) == 0)
                break;
        if (k < 6) {
            const char *val = vals[k] ? vals[k] : "";
            memcpy(out + n, val, strlen(val));
            n += strlen(val);
            p += strlen(keys[k]);
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = 0;
    return out;
}

/* Frees the expanded argument vector. */
static void free_argv(char **argv)
{
    for (int i = 0; argv[i]; i++)
        free(argv[i]);
}

/* A monotonic clock for the deadline. */
static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Keeps the last HSD_EXT_TAIL bytes of the child's output. */
static void tail_append(char *tail, size_t *tl, const char *buf, size_t n)
{
    if (n >= HSD_EXT_TAIL) {
        memcpy(tail, buf + n - HSD_EXT_TAIL, HSD_EXT_TAIL);
        *tl = HSD_EXT_TAIL;
        return;
    }
    if (*tl + n > HSD_EXT_TAIL) {
        size_t drop = *tl + n - HSD_EXT_TAIL;
        memmove(tail, tail + drop, *tl - drop);
        *tl -= drop;
    }
    memcpy(tail + *tl, buf, n);
    *tl += n;
}

/* Collects output until the child closes it or the deadline passes. Returns 1 on timeout. */
static int drain(int fd, unsigned timeout_ms, char *tail, size_t *tl)
{
    long long deadline = now_ms() + timeout_ms;
    char buf[4096];
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        long long left = deadline - now_ms();
        ssize_t n;
        if (left <= 0)
            return 1;
        if (poll(&p, 1, (int)left) <= 0) {
            if (errno == EINTR)
                continue;
            return 1;
        }
        n = read(fd, buf, sizeof(buf));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return 0;
        tail_append(tail, tl, buf, (size_t)n);
    }
}

/* Waits for the child, still within the deadline (it may close stdout early). */
static int reap(pid_t pid, unsigned timeout_ms, int *status)
{
    long long deadline = now_ms() + timeout_ms;
    for (;;) {
        pid_t r = waitpid(pid, status, WNOHANG);
        if (r == pid)
            return 0;
        if (r < 0 && errno != EINTR)
            return 0;
        if (now_ms() > deadline) {
            kill(-pid, SIGKILL);
            waitpid(pid, status, 0);
            return 1;
        }
        usleep(2000);
    }
}

/* Offset of the first byte that is not part of well-formed UTF-8 (overlongs,
 * surrogates and NUL refused, as JSON strings need), or -1 when all is well. */
static long utf8_bad_offset(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        size_t len = c < 0x80             ? 1
                     : (c & 0xE0) == 0xC0 ? 2
                     : (c & 0xF0) == 0xE0 ? 3
                     : (c & 0xF8) == 0xF0 ? 4
                                          : 0;
        uint32_t cp;
        if (c == 0 || len == 0 || i + len > n)
            return (long)i;
        cp = len == 1 ? c : len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80)
                return (long)i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
            cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return (long)i;
        i += len;
    }
    return -1;
}

/* Reads the generated file, refusing more than cap bytes. */
static int read_output(const char *path, unsigned cap, char **out, size_t *len, hs_diag *d)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    size_t n;
    if (!f)
        return hs_fail(d, HS_E_EXTERNAL, "external generator wrote no file at {output}");
    if (!(buf = malloc((size_t)cap + 1))) {
        fclose(f);
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    }
    n = fread(buf, 1, (size_t)cap + 1, f);
    fclose(f);
    if (n > cap) {
        free(buf);
        return hs_fail(d, HS_E_EXTERNAL,
                       "external generator output exceeds %u bytes "
                       "(units.*.max_output_bytes)",
                       cap);
    }
    buf[n] = 0;
    long bad = utf8_bad_offset((const unsigned char *)buf, n);
    if (bad >= 0) { /* answers are JSON strings: the text must be UTF-8 */
        unsigned byte = (unsigned char)buf[bad];
        free(buf);
        return hs_fail(d, HS_E_EXTERNAL,
                       "external generator output is not UTF-8 text (byte 0x%02x at offset %ld)",
                       byte, bad);
    }
    *out = buf;
    *len = n;
    return 0;
}

/* posix_spawnp: no shell, stdin from /dev/null, stdout and stderr into our pipe,
 * in a process group of its own so whatever it starts can be killed with it. */
static int spawn_child(const hs_external_cfg *e, char **argv, int wfd, pid_t *pid, hs_diag *d)
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    int rc;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, wfd, 1);
    posix_spawn_file_actions_adddup2(&fa, wfd, 2);
    posix_spawnattr_init(&at);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&at, 0);
    rc = posix_spawnp(pid, argv[0], &fa, &at, argv, environ);
    posix_spawnattr_destroy(&at);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return hs_fail(d, HS_E_EXTERNAL, "cannot run external generator '%s' for %s: %s", argv[0],
                       e->unit, strerror(rc));
    return 0;
}

/* Spawns, waits within the timeout and explains any failure with the output's tail. */
static int run_child(const hs_external_cfg *e, char **argv, hs_diag *d)
{
    char tail[HSD_EXT_TAIL + 1];
    size_t tl = 0;
    int fds[2], status = 0, timed_out;
    pid_t pid;
    long long t0 = now_ms();
    if (pipe2(fds, O_CLOEXEC) != 0)
        return hs_fail(d, HS_E_EXTERNAL, "pipe: %s", strerror(errno));
    if (spawn_child(e, argv, fds[1], &pid, d)) {
        close(fds[0]);
        close(fds[1]);
        return HS_E_EXTERNAL;
    }
    close(fds[1]);
    timed_out = drain(fds[0], e->timeout_ms, tail, &tl);
    close(fds[0]);
    if (!timed_out) {
        long long used = now_ms() - t0;
        timed_out = reap(pid, used >= e->timeout_ms ? 1 : e->timeout_ms - (unsigned)used, &status);
    } else {
        kill(-pid, SIGKILL);
        waitpid(pid, &status, 0);
    }
    kill(-pid, SIGKILL); /* whatever the generator left running goes with it */
    tail[tl] = 0;
    if (timed_out)
        return hs_fail(d, HS_E_EXTERNAL, "external generator for %s timed out after %u ms: %s",
                       e->unit, e->timeout_ms, tail);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return hs_fail(d, HS_E_EXTERNAL, "external generator for %s failed (%s %d): %s", e->unit,
                       WIFEXITED(status) ? "exit status" : "signal",
                       WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), tail);
    return 0;
}

/* The whole external generation: temp dir, placeholders, run, read the file, clean up. */
int hsd_external_run(const hs_external_cfg *e, const hsd_ext_vars *v, char **out, size_t *len,
                     hs_diag *d)
{
    char dir[] = "/tmp/hsgend-ext-XXXXXX", output[128];
    char *argv[HS_CFG_MAX_ARGV + 1] = {0};
    int rc = 0;
    if (!mkdtemp(dir))
        return hs_fail(d, HS_E_EXTERNAL, "cannot create a temporary directory: %s",
                       strerror(errno));
    snprintf(output, sizeof(output), "%s/%s.%s", dir, "unit",
             strcmp(v->hdl, "verilog") == 0 ? "v" : "vhd");
    for (int i = 0; i < e->argc && rc == 0; i++)
        if (!(argv[i] = expand_arg(e->argv[i], v, output)))
            rc = hs_fail(d, HS_E_NOMEM, "out of memory");
    if (rc == 0)
        rc = run_child(e, argv, d);
    if (rc == 0)
        rc = read_output(output, e->max_output_bytes, out, len, d);
    free_argv(argv);
    unlink(output);
    rmdir(dir);
    if (rc && d)
        hs_diag_where(d, "unit", NULL, "external");
    return rc;
}
