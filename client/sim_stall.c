/* Why a simulation timed out. A testbench only sees the circuit's ports; a
 * circuit that stopped for good (a deadlock: every unit waits on another) and
 * one still computing when the cycle budget ran out look alike there. The
 * waveform of the run tells them apart: in a deadlock nothing inside the
 * design under test changes any more, and the channels left holding a token
 * nobody takes (valid without ready) name where it stopped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <uthash.h>

#include "sim_run.h"
#include "sim_stall.h"

typedef struct {
    char id[16];       /* the VCD identifier code */
    char name[96];     /* the signal's name in its scope */
    bool in_dut;       /* in the dut's scope or below */
    bool top;          /* directly in the dut's scope */
    bool ignored;      /* driven from outside: clock, reset, outputs' ready */
    char value;        /* last scalar value: '0', '1', 'x', 'z'; 'v' for a vector */
    long long changed; /* time of the last change after the first dump */
    UT_hash_handle hh;
} vcd_var;

static bool ignored_name(const char *name, const char *const *ignore)
{
    for (int i = 0; ignore && ignore[i]; i++)
        if (strcmp(name, ignore[i]) == 0)
            return true;
    return false;
}

/* The unit of $timescale in picoseconds ("1ps", "1 fs", "10ns"); 1 when unknown. */
static double timescale_ps(const char *text)
{
    double n = 1;
    char unit[8] = "";
    if (sscanf(text, " %lf %7[a-z]", &n, unit) < 2 && sscanf(text, " %lf%7[a-z]", &n, unit) < 2)
        return 1;
    const char *units[] = {"fs", "ps", "ns", "us", "ms", "s"};
    double scale[] = {1e-3, 1, 1e3, 1e6, 1e9, 1e12};
    for (int i = 0; i < 6; i++)
        if (strcmp(unit, units[i]) == 0)
            return n * scale[i];
    return 1;
}

static void set_value(vcd_var *v, char c, long long now, bool dumping)
{
    if (!dumping && v->value != c)
        v->changed = now;
    v->value = c;
}

/* Reads the declarations and value changes; the table owns its entries. */
static int read_vcd(FILE *f, const char *const *ignore, vcd_var **tab, long long *end, double *ps)
{
    char line[4096], scopes[64][96];
    int depth = 0, dut_depth = -1;
    bool defs = true, dumping = false;
    long long now = 0;
    char timescale[128] = "";
    bool in_timescale = false;
    while (fgets(line, sizeof(line), f)) {
        char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (defs) {
            char kind[32], name[96], id[16];
            int width;
            if (in_timescale || strncmp(s, "$timescale", 10) == 0) {
                char *t = in_timescale ? s : s + 10;
                char *e = strstr(t, "$end");
                size_t have = strlen(timescale), len = e ? (size_t)(e - t) : strlen(t);
                if (len > sizeof(timescale) - have - 1)
                    len = sizeof(timescale) - have - 1;
                memcpy(timescale + have, t, len);
                timescale[have + len] = '\0';
                in_timescale = !e;
            } else if (sscanf(s, "$scope %31s %95s", kind, name) == 2) {
                if (depth < 64)
                    snprintf(scopes[depth], sizeof(scopes[0]), "%s", name);
                if (dut_depth < 0 && strcmp(name, "dut") == 0 && depth > 0 &&
                    strcmp(scopes[depth - 1], "hsgen_tb") == 0)
                    dut_depth = depth;
                depth++;
            } else if (strncmp(s, "$upscope", 8) == 0) {
                depth = depth > 0 ? depth - 1 : 0;
                if (depth <= dut_depth)
                    dut_depth = -1;
            } else if (sscanf(s, "$var %31s %d %15s %95s", kind, &width, id, name) == 4) {
                vcd_var *v = NULL;
                HASH_FIND_STR(*tab, id, v);
                if (v) /* an alias of a signal already declared: keep the outer name */
                    continue;
                v = calloc(1, sizeof(*v));
                if (!v)
                    return -1;
                snprintf(v->id, sizeof(v->id), "%s", id);
                snprintf(v->name, sizeof(v->name), "%s", name);
                char *br = strchr(v->name, '['); /* "x [3:0]" is split; "x[3:0]" is not */
                if (br)
                    *br = '\0';
                v->in_dut = dut_depth >= 0;
                v->top = dut_depth >= 0 && depth == dut_depth + 1;
                v->ignored = ignored_name(v->name, ignore);
                v->value = width == 1 ? 'x' : 'v';
                HASH_ADD_STR(*tab, id, v);
            } else if (strncmp(s, "$enddefinitions", 15) == 0) {
                defs = false;
            }
            continue;
        }
        if (*s == '#') {
            now = atoll(s + 1);
        } else if (strncmp(s, "$dumpvars", 9) == 0) {
            dumping = true;
        } else if (strncmp(s, "$end", 4) == 0) {
            dumping = false;
        } else if (*s == '0' || *s == '1' || *s == 'x' || *s == 'z' || *s == 'X' || *s == 'Z' ||
                   *s == 'b' || *s == 'B' || *s == 'r' || *s == 'R') {
            char id[16] = "";
            char c = (char)(*s | 0x20);
            if (c == 'b' || c == 'r') {
                char *sp = strchr(s, ' ');
                if (!sp || sscanf(sp + 1, "%15s", id) != 1)
                    continue;
            } else if (sscanf(s + 1, "%15s", id) != 1) {
                continue;
            }
            vcd_var *v = NULL;
            HASH_FIND_STR(*tab, id, v);
            if (!v)
                continue;
            if (c == 'b' || c == 'r') { /* a vector's value is not kept: any change counts */
                if (!dumping)
                    v->changed = now;
            } else {
                set_value(v, c, now, dumping);
            }
        }
    }
    *end = now;
    *ps = timescale_ps(timescale);
    return 0;
}

/* Channel names sorted without regard to case (GHDL writes them in lower case). */
static int by_name(const void *a, const void *b)
{
    return strcasecmp((const char *)a, (const char *)b);
}

/* A top-level wire's channel part: the printers name a channel's wires
 * "t<N>_<channel>_valid" / "t<M>_<channel>_ready" (a serial number each). */
static const char *chan_name(const char *wire)
{
    const char *p = wire;
    if (*p != 't' || p[1] < '0' || p[1] > '9')
        return wire;
    for (p++; *p >= '0' && *p <= '9'; p++)
        ;
    return *p == '_' ? p + 1 : wire;
}

int sim_stall_analyse(const char *vcd, const char *const *ignore, double period_ns,
                      sim_stall_report *r)
{
    memset(r, 0, sizeof(*r));
    FILE *f = fopen(vcd, "r");
    if (!f)
        return -1;
    vcd_var *tab = NULL, *v, *tmp;
    long long end = 0;
    double ps = 1;
    int rc = read_vcd(f, ignore, &tab, &end, &ps);
    fclose(f);
    long long last = 0;
    int seen = 0;
    HASH_ITER(hh, tab, v, tmp)
    {
        if (!v->in_dut || v->ignored)
            continue;
        seen++;
        if (v->changed > last)
            last = v->changed;
    }
    double cycle_ps = period_ns * 1000.0;
    r->last_change_cycle = (long)((double)last * ps / cycle_ps);
    r->end_cycle = (long)((double)end * ps / cycle_ps);
    r->found = rc == 0 && seen > 0;
    /* channels at the dut's level holding a token nobody takes: X_valid 1, X_ready 0 */
    HASH_ITER(hh, tab, v, tmp)
    {
        const char *name = chan_name(v->name);
        size_t n = strlen(name);
        if (!v->top || n < 7 || strcmp(name + n - 6, "_valid") != 0 || v->value != '1')
            continue;
        bool held = false;
        for (vcd_var *w = tab; w && !held; w = w->hh.next) {
            const char *wn = chan_name(w->name);
            held = w->top && w->value == '0' && strlen(wn) == n && strncmp(wn, name, n - 6) == 0 &&
                   strcmp(wn + n - 6, "_ready") == 0;
        }
        if (held && r->n_stalled < SIM_STALL_MAX)
            snprintf(r->stalled[r->n_stalled++], sizeof(r->stalled[0]), "%.*s", (int)(n - 6), name);
        else if (held)
            r->more_stalled++;
    }
    qsort(r->stalled, (size_t)r->n_stalled, sizeof(r->stalled[0]), by_name);
    HASH_ITER(hh, tab, v, tmp)
    {
        HASH_DEL(tab, v);
        free(v);
    }
    return rc;
}

/* Prints what stopped a run that timed out. The waveform is the user's --vcd
 * when given, else a second run writes one into the work directory. */
void sim_stall_explain(const char *dir, sim_kind kind, char **files, int n_files,
                       const char *user_vcd, const hs_netlist *nl, long max_cycles)
{
    char vcd[4200], log[4200], why[300];
    if (user_vcd) {
        snprintf(vcd, sizeof(vcd), "%s", user_vcd);
    } else {
        snprintf(vcd, sizeof(vcd), "%s/stall.vcd", dir);
        snprintf(log, sizeof(log), "%s/stall.log", dir);
        if (sim_run(dir, kind, files, n_files, vcd, log, why, sizeof(why)) != 0) {
            printf("TIMEOUT after %ld cycles: the circuit did not produce every output\n",
                   max_cycles);
            return;
        }
    }
    const char **ignore = calloc((size_t)nl->n_outputs + 3, sizeof(char *));
    char(*names)[HS_NET_NAME_MAX + 8] = calloc((size_t)nl->n_outputs + 1, sizeof(*names));
    sim_stall_report r;
    int rc = -1;
    if (ignore && names) {
        ignore[0] = "clk";
        ignore[1] = "rst";
        for (int i = 0; i < nl->n_outputs; i++) {
            snprintf(names[i], sizeof(names[i]), "%s_ready", nl->outputs[i].name);
            ignore[i + 2] = names[i];
        }
        rc = sim_stall_analyse(vcd, ignore, 10.0, &r);
    }
    free(ignore);
    free(names);
    if (rc != 0 || !r.found) {
        printf("TIMEOUT after %ld cycles: the circuit did not produce every output\n", max_cycles);
        return;
    }
    /* the testbench holds reset 4 cycles; a deadlock leaves the last 100 cycles quiet */
    long last = r.last_change_cycle > 4 ? r.last_change_cycle - 4 : 0;
    if (r.end_cycle - r.last_change_cycle < 100) {
        printf("TIMEOUT after %ld cycles: the circuit was still active at the end (raise "
               "--max-cycles if it needs longer)\n",
               max_cycles);
        return;
    }
    printf("DEADLOCK: nothing in the circuit moved after cycle %ld; ", last);
    if (!r.n_stalled) {
        printf("no channel holds a token (every unit waits for an input)\n");
        return;
    }
    printf("stalled channels (valid, not ready):");
    for (int i = 0; i < r.n_stalled; i++)
        printf("%s %s", i ? "," : "", r.stalled[i]);
    if (r.more_stalled)
        printf(" and %d more", r.more_stalled);
    printf("\n");
}
