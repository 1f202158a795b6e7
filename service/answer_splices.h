/* Bytes of an answer left where they are: runs of a cached entry's text (its
 * `files` rendering between the entity name's offsets, its `ports` text) that a
 * caller sends from the entry instead of copying them into its output. Each run
 * is recorded with the output offset it follows; the entries the runs point into
 * are held (hsd_cache_hold) until the caller released them after the write
 * (hsd_splices_release). Loop thread only, as the cache.
 *
 * The arrays grow as answers add runs: their number is bounded by the budgets
 * of unread answers (every run is HSD_SPLICE_MIN bytes or more, counted as
 * unread until written), not by a count that would make the next answers copy. */
#ifndef HSD_ANSWER_SPLICES_H
#define HSD_ANSWER_SPLICES_H

#include <stdbool.h>
#include <stddef.h>

#include "hs_gen.h"

/* A run shorter than this is copied: a write buffer per run costs more. */
#define HSD_SPLICE_MIN (16u << 10)

typedef struct {
    size_t at;     /* the output's bytes before the run */
    const char *p; /* the run: bytes of a held entry */
    size_t n;
} hsd_splice;

typedef struct {
    hsd_splice *s; /* the runs, in output order */
    int n, cap;
    size_t bytes; /* the runs' bytes in all */
    const hs_gen_result **held;
    int n_held, held_cap;
} hsd_splices;

/* Makes room for `runs` more runs and one more held entry; false when out of
 * memory (the caller copies the answer instead). */
bool hsd_splices_room(hsd_splices *sp, int runs);
/* Holds r for the runs recorded after it (room made by hsd_splices_room). */
void hsd_splices_hold(hsd_splices *sp, const hs_gen_result *r);
/* Appends a run of n bytes at p, after the output's first `at` bytes (room made
 * by hsd_splices_room). */
void hsd_splices_add(hsd_splices *sp, size_t at, const char *p, size_t n);
/* Moves every run of `from` (their offsets moved by `base`) and its holds to
 * the end of `to`, leaving `from` empty; false, both as they were, when out of
 * memory. */
bool hsd_splices_move(hsd_splices *to, hsd_splices *from, size_t base);
/* Releases every held entry and forgets every run (the arrays stay for the next). */
void hsd_splices_release(hsd_splices *sp);
/* The same, and the arrays freed. */
void hsd_splices_free(hsd_splices *sp);
/* Forgets the runs and holds added after n runs and n_held entries (an answer
 * that was not sent after all). */
void hsd_splices_truncate(hsd_splices *sp, int n, int n_held);
/* The bytes of the runs from the n-th on. */
size_t hsd_splices_bytes_from(const hsd_splices *sp, int n);

#endif
