/* Bump allocator for hardware descriptions: one design, one arena, one free.
 *
 * Generators build many small objects (signals, statements, argument lists,
 * names); allocating them from a chunked arena keeps a whole unit build at a
 * handful of mallocs and makes freeing the design O(chunks). */
#ifndef HW_ARENA_H
#define HW_ARENA_H

#include <stddef.h>

typedef struct hw_arena_chunk hw_arena_chunk;

typedef struct {
    hw_arena_chunk *head;      /* current chunk; older chunks chained behind it */
    unsigned char *next, *end; /* the free room of the current chunk */
} hw_arena;

void hw_arena_init(hw_arena *a);
void hw_arena_release(hw_arena *a);
/* Frees the chunks and blocks this thread keeps for its next designs (a daemon's
 * idle threads: otherwise they stay until the thread ends); the thread keeps
 * them again from its next design on. Returns the bytes freed. */
size_t hw_arena_free_spares(void);
/* Zeroed, 16-byte aligned memory that lives until hw_arena_release. Aborts on OOM. */
void *hw_arena_alloc(hw_arena *a, size_t n);
/* Gives back the end of the latest allocation p (had bytes asked, keep kept), for a
 * caller that asked for the most it could need (hw_tmp's names). */
static inline void hw_arena_trim(hw_arena *a, void *p, size_t had, size_t keep)
{
    unsigned char *c = p;
    if (c + ((had + 15u) & ~(size_t)15u) == a->next)
        a->next = c + ((keep + 15u) & ~(size_t)15u);
}

/* Chains a chunk with room for n bytes (a multiple of 16) and takes them from it. */
void *hw_arena_alloc_slow(hw_arena *a, size_t n);

/* The same without clearing, for memory the caller fills at once (names). Inline:
 * a design makes about a hundred allocations per unit, nearly all a bump. */
static inline void *hw_arena_alloc_uninit(hw_arena *a, size_t n)
{
    n = (n + 15u) & ~(size_t)15u;
    if ((size_t)(a->end - a->next) < n)
        return hw_arena_alloc_slow(a, n);
    void *p = a->next;
    a->next += n;
    return p;
}
/* Grows an arena array: returns a copy of old (n_old elements of size sz) with room
 * for cap_new elements, not cleared past the copy (an append writes its element);
 * the old block is simply abandoned in the arena. */
void *hw_arena_grow(hw_arena *a, void *old, size_t n_old, size_t cap_new, size_t sz);

/* ---- Blocks of the large arrays ----
 * A module's signals, assigns and registers start in its arena; past their first block
 * they move to a malloc'd block (hw_block_take), which the design gives back when it is
 * freed (hw_block_give): the thread keeps such blocks for the next design, so a unit
 * with many signals finds a block large enough at once instead of being copied at
 * every doubling. At most HW_BLOCK_KEEP bytes of blocks per thread, freed at its exit. */
#define HW_BLOCK_KEEP (512u << 10)

/* A block of at least n bytes (16-byte aligned, not cleared); *cap gets its size in
 * bytes. Aborts on OOM. */
void *hw_block_take(size_t n, size_t *cap);
/* Gives back a block of hw_block_take (NULL: nothing). */
void hw_block_give(void *p);
/* Puts a block its array has left on *list (the block's own header links it), to be
 * given back with the rest of the design (hw_block_give_list): until then it stays as
 * it was, like an arena array left behind by a growth. */
void hw_block_retire(void **list, void *p);
/* Gives back every block of *list and empties it. */
void hw_block_give_list(void **list);

#endif
