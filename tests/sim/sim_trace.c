/* Trace files: one line per cycle, fields as tb.h describes. Both HDLs' spellings of
 * unknown values (U, X, Z, x, z, X as a hex digit) are normalised to 'x'. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_trace.h"

/* valid/ready characters: 0, 1, or x for anything else. */
static char norm_bit(char c)
{
    return c == '0' || c == '1' ? c : 'x';
}

/* A value field: "-" as is, hex digits lower-cased, anything else 'x'. */
static void norm_value(const char *in, char *out, size_t cap)
{
    size_t n = 0;
    if (strcmp(in, "-") == 0) {
        snprintf(out, cap, "-");
        return;
    }
    for (; *in && n + 1 < cap; in++) {
        char c = (char)tolower((unsigned char)*in);
        out[n++] = isxdigit((unsigned char)c) ? c : 'x';
    }
    out[n] = 0;
}

/* Fields expected on a line for the unit: cycle, then per channel vr, data, signals. */
static int fields_per_line(const sim_unit *u)
{
    int n = 1;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        n += 1 + (p->width ? 1 : 0) + p->n_sig;
    }
    return n;
}

/* Parses the trace; a short or malformed trace is a failure of the case. */
int sim_trace_read(const char *path, const sim_unit *u, int ncyc, sim_trace *t, char *why,
                   size_t cap)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(why, cap, "no trace %s (the simulation did not run this testbench)", path);
        return -1;
    }
    t->n_chans = u->n_chans;
    t->obs = calloc((size_t)ncyc * (size_t)u->n_chans + 1, sizeof(sim_obs));
    int want = fields_per_line(u);
    char *line = NULL;
    size_t lcap = 0;
    int rc = 0;
    while (getline(&line, &lcap, f) > 0) {
        char *save = NULL, *tok[4 + SIM_MAX_CHANS * (2 + SIM_MAX_SIGS)];
        int n = 0;
        for (char *p = strtok_r(line, " \t\r\n", &save); p && n < (int)(sizeof tok / sizeof *tok);
             p = strtok_r(NULL, " \t\r\n", &save))
            tok[n++] = p;
        if (n == 0)
            continue;
        if (n != want || atoi(tok[0]) != t->ncyc) {
            snprintf(why, cap, "%s: malformed line for cycle %d (%d fields, expected %d)", path,
                     t->ncyc, n, want);
            rc = -1;
            break;
        }
        if (t->ncyc >= ncyc)
            break;
        int i = 1;
        for (int c = 0; c < u->n_chans; c++) {
            const sim_port *p = sim_chan_port(u, c);
            sim_obs *o = sim_trace_at(t, t->ncyc, c);
            o->v = norm_bit(tok[i][0]);
            o->r = norm_bit(tok[i][1]);
            i++;
            if (p->width)
                norm_value(tok[i++], o->data, sizeof o->data);
            else
                snprintf(o->data, sizeof o->data, "-");
            for (int k = 0; k < p->n_sig; k++)
                norm_value(tok[i++], o->x[k], sizeof o->x[k]);
        }
        t->ncyc++;
    }
    free(line);
    fclose(f);
    if (rc == 0 && t->ncyc != ncyc) {
        snprintf(why, cap, "%s: %d cycles traced, expected %d", path, t->ncyc, ncyc);
        rc = -1;
    }
    return rc;
}

/* Hex text to a value; false when any digit is unknown. */
static bool parse_hex(const char *s, uint64_t *v)
{
    *v = 0;
    if (strcmp(s, "-") == 0)
        return true;
    for (; *s; s++) {
        if (!isxdigit((unsigned char)*s))
            return false;
        int d = isdigit((unsigned char)*s) ? *s - '0' : *s - 'a' + 10;
        *v = (*v << 4) | (uint64_t)d;
    }
    return true;
}

/* A handshake is a cycle with valid and ready both 1 at the falling edge. */
void sim_trace_fires(const sim_trace *t, const sim_unit *u, sim_fires *fires)
{
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        fires[c].n = 0;
        fires[c].f = calloc((size_t)t->ncyc + 1, sizeof(sim_fire));
        for (int cy = 0; cy < t->ncyc; cy++) {
            const sim_obs *o = sim_trace_at(t, cy, c);
            if (o->v != '1' || o->r != '1')
                continue;
            sim_fire *f = &fires[c].f[fires[c].n++];
            f->cycle = cy;
            f->known = parse_hex(o->data, &f->tok.data);
            for (int k = 0; k < p->n_sig; k++)
                if (!p->sig[k].up)
                    f->known &= parse_hex(o->x[k], &f->tok.x[k]);
        }
    }
}

/* Releases a trace. */
void sim_trace_free(sim_trace *t)
{
    free(t->obs);
    memset(t, 0, sizeof *t);
}

/* Releases per-channel handshake lists. */
void sim_fires_free(sim_fires *f, int n)
{
    for (int c = 0; c < n; c++) {
        free(f[c].f);
        f[c].f = NULL;
        f[c].n = 0;
    }
}
