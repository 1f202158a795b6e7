/* `hsgen simulate`'s simulator runs: GHDL, Icarus Verilog or Verilator on the
 * generated files and the testbench, in the work directory, every output into
 * one log that the command then reads. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sim_run.h"

/* Runs argv in dir with stdout and stderr appended to log; returns the exit status. */
static int run(const char *dir, char *const argv[], const char *log)
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW, 0644);
        if (fd < 0 || chdir(dir) != 0)
            _exit(127);
        dup2(fd, 1);
        dup2(fd, 2);
        close(fd);
        execvp(argv[0], argv);
        fprintf(stderr, "hsgen: cannot run %s\n", argv[0]);
        _exit(127);
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0)
        ;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

#define MAX_ARGS 4096

/* Builds argv from a prefix, the file list and a suffix (NULL-terminated lists). */
static int build(char **argv, const char *const *pre, char **files, int n_files,
                 const char *const *post)
{
    int n = 0;
    for (int i = 0; pre[i] && n < MAX_ARGS - 1; i++)
        argv[n++] = (char *)pre[i];
    for (int i = 0; i < n_files && n < MAX_ARGS - 1; i++)
        argv[n++] = files[i];
    for (int i = 0; post && post[i] && n < MAX_ARGS - 1; i++)
        argv[n++] = (char *)post[i];
    argv[n] = NULL;
    return n;
}

int sim_run(const char *dir, sim_kind kind, char **files, int n_files, const char *vcd,
            const char *log, char *why, size_t cap)
{
    static char *argv[MAX_ARGS];
    char vcd_opt[4200] = "";
    unlink(log);
    int rc;
    if (kind == SIM_GHDL) {
        const char *pre[] = {"ghdl", "-a", "--std=08", NULL}, *post[] = {"tb.vhd", NULL};
        build(argv, pre, files, n_files, post);
        rc = run(dir, argv, log);
        if (rc == 0) {
            const char *e[] = {"ghdl", "-e", "--std=08", "hsgen_tb", NULL};
            build(argv, e, NULL, 0, NULL);
            rc = run(dir, argv, log);
        }
        if (rc == 0) {
            if (vcd)
                snprintf(vcd_opt, sizeof(vcd_opt), "--vcd=%s", vcd);
            const char *r[] = {"ghdl", "-r", "--std=08", "hsgen_tb", vcd ? vcd_opt : NULL, NULL};
            build(argv, r, NULL, 0, NULL);
            rc = run(dir, argv, log);
        }
    } else if (kind == SIM_ICARUS) {
        const char *pre[] = {"iverilog", "-g2012", "-s", "hsgen_tb", "-o", "hsgen_tb.vvp", NULL};
        const char *post[] = {"tb.v", NULL};
        build(argv, pre, files, n_files, post);
        rc = run(dir, argv, log);
        if (rc == 0) {
            if (vcd)
                snprintf(vcd_opt, sizeof(vcd_opt), "+vcd=%s", vcd);
            const char *r[] = {"vvp", "-n", "hsgen_tb.vvp", vcd ? vcd_opt : NULL, NULL};
            build(argv, r, NULL, 0, NULL);
            rc = run(dir, argv, log);
        }
    } else {
        const char *pre[] = {"verilator",
                             "--binary",
                             "--timing",
                             "-Wno-fatal",
                             "-Wno-lint",
                             "-Wno-style",
                             "--top-module",
                             "hsgen_tb",
                             "-Mdir",
                             "obj_dir",
                             vcd ? "--trace" : "-O1",
                             NULL};
        const char *post[] = {"tb.v", NULL};
        build(argv, pre, files, n_files, post);
        rc = run(dir, argv, log);
        if (rc == 0) {
            if (vcd)
                snprintf(vcd_opt, sizeof(vcd_opt), "+vcd=%s", vcd);
            const char *r[] = {"./obj_dir/Vhsgen_tb", vcd ? vcd_opt : NULL, NULL};
            build(argv, r, NULL, 0, NULL);
            rc = run(dir, argv, log);
        }
    }
    if (rc != 0)
        snprintf(why, cap, "the simulator failed (exit status %d); its output is in %s", rc, log);
    return rc ? -1 : 0;
}
