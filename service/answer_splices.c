/* Runs of cached text an answer sends from the entry (answer_splices.h). */
#include "answer_splices.h"

#include "cache.h"

/* An answer is split into runs only when all of them and its hold fit. */
int hsd_splices_room(const hsd_splices *sp, int runs)
{
    return sp->n + runs <= HSD_SPLICES_MAX && sp->n_held < HSD_SPLICES_HELD;
}

/* After the write that sent the runs (or when nobody will): the entries go back. */
void hsd_splices_release(hsd_splices *sp)
{
    hsd_splices_truncate(sp, 0, 0);
}

/* Drops the runs and holds past the given counts, releasing those holds. */
void hsd_splices_truncate(hsd_splices *sp, int n, int n_held)
{
    while (sp->n > n)
        sp->bytes -= sp->s[--sp->n].n;
    while (sp->n_held > n_held)
        hsd_cache_release(sp->held[--sp->n_held]);
}
