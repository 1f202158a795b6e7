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

#endif
