/* Bytes of an answer left where they are: runs of a cached entry's text (its
 * `files` rendering between the entity name's offsets, its `ports` text) that a
 * caller sends from the entry instead of copying them into its output. Each run
 * is recorded with the output offset it follows; the entries the runs point into
 * are held (hsd_cache_hold) until the caller released them after the write
 * (hsd_splices_release). Loop thread only, as the cache. */
#ifndef HSD_ANSWER_SPLICES_H
#define HSD_ANSWER_SPLICES_H

#include <stddef.h>

#include "hs_gen.h"

/* Runs and held entries one output may carry before answers are copied again. */
#define HSD_SPLICES_MAX 32
#define HSD_SPLICES_HELD 8
/* A run shorter than this is copied: a write buffer per run costs more. */
#define HSD_SPLICE_MIN (16u << 10)

typedef struct {
    size_t at;     /* the output's bytes before the run */
    const char *p; /* the run: bytes of a held entry */
    size_t n;
} hsd_splice;

typedef struct {
    hsd_splice s[HSD_SPLICES_MAX];
    int n;
    size_t bytes; /* the runs' bytes in all */
    const hs_gen_result *held[HSD_SPLICES_HELD];
    int n_held;
} hsd_splices;

/* Whether `runs` more runs and one more entry fit. */
int hsd_splices_room(const hsd_splices *sp, int runs);
/* Releases every held entry and forgets every run. */
void hsd_splices_release(hsd_splices *sp);
/* Forgets the runs and holds added after n runs and n_held entries (an answer
 * that was not sent after all). */
void hsd_splices_truncate(hsd_splices *sp, int n, int n_held);

#endif
