/* Process spawning for GHDL, Icarus and vvp: the harness must survive a tool that
 * hangs or crashes on a generated unit, so every run has a time limit. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sim_tool.h"

/* fork/exec with the log as stdout and stderr; polls so it can enforce the limit. */
int sim_tool_run(const char *const *argv, const char *cwd, const char *log_path, int timeout_s)
{
    int fd = open(log_path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd < 0)
        return -1;
    {
        char line[1024];
        size_t n = (size_t)snprintf(line, sizeof line, "$");
        for (int i = 0; argv[i] && n < sizeof line; i++)
            n += (size_t)snprintf(line + n, sizeof line - n, " %s", argv[i]);
        if (n < sizeof line)
            n += (size_t)snprintf(line + n, sizeof line - n, "\n");
        if (write(fd, line, n < sizeof line ? n : sizeof line - 1) < 0)
            (void)0;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(fd);
        return -1;
    }
    if (pid == 0) {
        if (cwd && chdir(cwd) != 0)
            _exit(126);
        dup2(fd, 1);
        dup2(fd, 2);
        close(fd);
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    struct timespec t0, now, nap = {0, 5 * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int status = 0;
    for (;;) {
        pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid)
            break;
        if (r < 0 && errno != EINTR) {
            close(fd);
            return -1;
        }
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - t0.tv_sec > timeout_s) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            dprintf(fd, "hs_sim: %s killed after %d s\n", argv[0], timeout_s);
            close(fd);
            return -1;
        }
        nanosleep(&nap, NULL);
    }
    close(fd);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return -1;
}

/* Reports quote the end of a tool's log, where the error usually is. */
const char *sim_log_tail(const char *log_path, long max_bytes)
{
    static char buf[4096];
    if (max_bytes >= (long)sizeof buf)
        max_bytes = (long)sizeof buf - 1;
    buf[0] = 0;
    FILE *f = fopen(log_path, "r");
    if (!f)
        return buf;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, size > max_bytes ? size - max_bytes : 0, SEEK_SET);
    size_t n = fread(buf, 1, (size_t)max_bytes, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static char vcd_ghdl[4200], vcd_icarus[4200];

void sim_set_vcd(const char *prefix)
{
    char cwd[4096] = "";
    if (!prefix || !*prefix)
        return;
    if (prefix[0] != '/' && !getcwd(cwd, sizeof cwd))
        cwd[0] = '\0';
    snprintf(vcd_ghdl, sizeof vcd_ghdl, "--vcd=%s%s%s.ghdl.vcd", cwd, cwd[0] ? "/" : "", prefix);
    snprintf(vcd_icarus, sizeof vcd_icarus, "+vcd=%s%s%s.icarus.vcd", cwd, cwd[0] ? "/" : "",
             prefix);
}

const char *sim_vcd_arg(bool ghdl)
{
    const char *a = ghdl ? vcd_ghdl : vcd_icarus;
    return a[0] ? a : NULL;
}
