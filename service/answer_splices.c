/* Runs of cached text an answer sends from the entry (answer_splices.h). */
#include "answer_splices.h"

#include <stdlib.h>
#include <string.h>

#include "cache.h"

/* Grows an array of `size`-byte elements to hold `need` of them (doubling). */
static bool grow(void **arr, int *cap, int need, size_t size)
{
    int n = *cap ? *cap : 8;
    void *p;
    if (need <= *cap)
        return true;
    while (n < need)
        n *= 2;
    if (!(p = realloc(*arr, (size_t)n * size)))
        return false;
    *arr = p;
    *cap = n;
    return true;
}

/* An answer is split into runs only when all of them and its hold fit. */
bool hsd_splices_room(hsd_splices *sp, int runs)
{
    return grow((void **)&sp->s, &sp->cap, sp->n + runs, sizeof(*sp->s)) &&
           grow((void **)&sp->held, &sp->held_cap, sp->n_held + 1, sizeof(*sp->held));
}

/* One more hold on the entry the next runs point into. */
void hsd_splices_hold(hsd_splices *sp, const hs_gen_result *r)
{
    hsd_cache_hold(r);
    sp->held[sp->n_held++] = r;
}

/* One more run, sent after the output's first `at` bytes. */
void hsd_splices_add(hsd_splices *sp, size_t at, const char *p, size_t n)
{
    sp->s[sp->n++] = (hsd_splice){at, p, n};
    sp->bytes += n;
}

/* A batch's runs, recorded against its array, joining the connection's output. */
bool hsd_splices_move(hsd_splices *to, hsd_splices *from, size_t base)
{
    if (from->n == 0 && from->n_held == 0)
        return true;
    if (!grow((void **)&to->s, &to->cap, to->n + from->n, sizeof(*to->s)) ||
        !grow((void **)&to->held, &to->held_cap, to->n_held + from->n_held, sizeof(*to->held)))
        return false;
    for (int i = 0; i < from->n; i++)
        hsd_splices_add(to, from->s[i].at + base, from->s[i].p, from->s[i].n);
    memcpy(to->held + to->n_held, from->held, sizeof(*from->held) * (size_t)from->n_held);
    to->n_held += from->n_held;
    from->n = from->n_held = 0; /* (the holds are to's now) */
    from->bytes = 0;
    return true;
}

/* After the write that sent the runs (or when nobody will): the entries go back. */
void hsd_splices_release(hsd_splices *sp)
{
    hsd_splices_truncate(sp, 0, 0);
}

/* The runs released and their arrays freed: nothing left to send or hold. */
void hsd_splices_free(hsd_splices *sp)
{
    hsd_splices_release(sp);
    free(sp->s);
    free(sp->held);
    memset(sp, 0, sizeof(*sp));
}

/* Drops the runs and holds past the given counts, releasing those holds. */
void hsd_splices_truncate(hsd_splices *sp, int n, int n_held)
{
    while (sp->n > n)
        sp->bytes -= sp->s[--sp->n].n;
    while (sp->n_held > n_held)
        hsd_cache_release(sp->held[--sp->n_held]);
}

/* What an answer's runs add to its bytes in the output. */
size_t hsd_splices_bytes_from(const hsd_splices *sp, int n)
{
    size_t b = 0;
    for (int i = n; i < sp->n; i++)
        b += sp->s[i].n;
    return b;
}
