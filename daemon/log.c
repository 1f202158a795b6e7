/* The daemon's log: one line per event, so journald and grep both read it. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "log.h"

static int log_level = HSD_LOG_INFO;

/* Applied at start and on every reload (log.level). */
void hsd_log_set_level(int level)
{
    log_level = level;
}

/* Lets callers skip building expensive debug text. */
int hsd_log_level(void)
{
    return log_level;
}

/* Formats the whole line first and writes it once, so lines from the worker
 * threads never interleave. Control characters are replaced to keep it one line. */
void hsd_log(int level, const char *fmt, ...)
{
    static const char *names[] = {"error", "warn", "info", "debug"};
    char line[1024], stamp[32];
    struct timespec ts;
    struct tm tm;
    va_list ap;
    int n;
    if (level > log_level)
        return;
    clock_gettime(CLOCK_REALTIME, &ts);
    gmtime_r(&ts.tv_sec, &tm);
    strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%S", &tm);
    n = snprintf(line, sizeof(line), "%s.%03ldZ hsgend[%ld] %s: ", stamp, ts.tv_nsec / 1000000,
                 (long)getpid(), level < 0 ? "info" : names[level & 3]);
    va_start(ap, fmt);
    vsnprintf(line + n, sizeof(line) - (size_t)n - 1, fmt, ap);
    va_end(ap);
    for (char *p = line + n; *p; p++)
        if ((unsigned char)*p < 0x20)
            *p = ' ';
    n = (int)strlen(line);
    line[n++] = '\n';
    if (write(STDERR_FILENO, line, (size_t)n) < 0) {
        /* nothing sensible to do when stderr is gone */
    }
}
