/* The batch progress display. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"

/* Monotonic seconds, to limit how often the bar is redrawn. */
static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Short batches need no progress; a terminal gets a bar, anything else lines. */
void progress_init(progress *p, int total, bool quiet)
{
    p->total = total;
    p->enabled = !quiet && total >= 20;
    p->tty = isatty(STDERR_FILENO) == 1;
    p->last_step = 0;
    p->last_draw = 0;
}

/* "\r  [##########..........]  250/500  2 failed", at most 20 times a second. */
static void draw_bar(const progress *p, int done, int failed)
{
    char bar[41];
    int fill = p->total ? (int)((long long)done * 40 / p->total) : 40;
    for (int i = 0; i < 40; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[40] = '\0';
    fprintf(stderr, "\r  [%s] %d/%d", bar, done, p->total);
    if (failed)
        fprintf(stderr, "  %d failed", failed);
    fflush(stderr);
}

/* Called after every finished request. */
void progress_update(progress *p, int done, int failed)
{
    if (!p->enabled)
        return;
    if (p->tty) {
        double t = now_s();
        if (t - p->last_draw >= 0.05 || done == p->total) {
            p->last_draw = t;
            draw_bar(p, done, failed);
        }
        return;
    }
    int step = p->total ? (int)((long long)done * 10 / p->total) : 10;
    if (step > p->last_step && step < 10) {
        p->last_step = step;
        /* no failure count: answers arrive in any order, and the lines must not
         * depend on which side answered (the summary has the count) */
        fprintf(stderr, "hsgen: batch: %d/%d done\n", done, p->total);
    }
}

/* Leaves the bar at 100% on its own line before the summary. */
void progress_end(progress *p, int done, int failed)
{
    if (!p->enabled || !p->tty)
        return;
    draw_bar(p, done, failed);
    fputc('\n', stderr);
}
