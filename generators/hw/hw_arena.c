/* Chunked bump allocator backing every hw_design (see hw_arena.h). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw_arena.h"
#include "hw_thread.h"

#define HW_ARENA_CHUNK 16384u

struct hw_arena_chunk {
    hw_arena_chunk *next;
    size_t cap;
    _Alignas(16) unsigned char data[];
};

/* Chunks of released designs, kept per thread for the next design (a generation
 * releases its design and the next one needs the same chunks): no malloc, and no
 * fresh pages to fault in where the allocator would have given them back to the
 * system (chunks past the mmap threshold). At most SPARE_MAX bytes per thread;
 * a thread's spares are freed when it exits (hw_thread_at_exit, which also keeps
 * libhsgen.so loaded until then). */
#define SPARE_MAX (2u << 20)

static _Thread_local hw_arena_chunk *spare;
static _Thread_local size_t spare_bytes;
static _Thread_local bool spare_at_exit; /* spare_drop is registered for this thread */

/* Blocks given back (hw_block_give), kept for this thread's next designs: each starts
 * with its header, the caller's bytes follow it. */
typedef struct hw_block {
    struct hw_block *next;
    size_t cap; /* bytes after the header */
} hw_block;
#define BLOCK_HEAD 16u /* the header's room: keeps the caller's bytes 16-byte aligned */

static _Thread_local hw_block *blocks;
static _Thread_local size_t block_bytes;

size_t hw_arena_free_spares(void)
{
    size_t bytes = spare_bytes + block_bytes;
    while (spare) {
        hw_arena_chunk *n = spare->next;
        free(spare);
        spare = n;
    }
    spare_bytes = 0;
    while (blocks) {
        hw_block *n = blocks->next;
        free(blocks);
        blocks = n;
    }
    block_bytes = 0;
    return bytes;
}

/* Thread exit: the spares and kept blocks go with the thread. */
static void spare_drop(void *unused)
{
    (void)unused;
    hw_arena_free_spares();
    spare_at_exit = false;
}

/* Registers spare_drop for this thread's exit once; false when it cannot, and nothing
 * may then be kept. */
static bool drop_at_exit(void)
{
    if (spare_at_exit)
        return true;
    if (hw_thread_at_exit(spare_drop, NULL) != 0)
        return false;
    spare_at_exit = true;
    return true;
}

/* Keeps c for this thread's next design, or frees it past the budget. */
static void spare_put(hw_arena_chunk *c)
{
    if (spare_bytes + c->cap > SPARE_MAX) {
        free(c);
        return;
    }
    if (!drop_at_exit()) {
        free(c);
        return;
    }
    c->next = spare;
    spare = c;
    spare_bytes += c->cap;
}

/* A kept chunk of at least `need` bytes (the first that fits), or NULL. */
static hw_arena_chunk *spare_take(size_t need)
{
    for (hw_arena_chunk **p = &spare; *p; p = &(*p)->next) {
        hw_arena_chunk *c = *p;
        if (c->cap < need)
            continue;
        *p = c->next;
        spare_bytes -= c->cap;
        return c;
    }
    return NULL;
}

/* Starts empty: the first allocation brings the first chunk. */
void hw_arena_init(hw_arena *a)
{
    a->head = NULL;
    a->next = a->end = NULL;
}

/* Frees every chunk at once; the whole design goes with it. */
void hw_arena_release(hw_arena *a)
{
    hw_arena_chunk *c = a->head;
    while (c) {
        hw_arena_chunk *n = c->next;
        spare_put(c);
        c = n;
    }
    a->head = NULL;
    a->next = a->end = NULL;
}

/* The only way the IR gets memory besides a bump (hw_arena_alloc_uninit): chain a
 * new chunk big enough. The memory is not cleared (hw_arena_alloc clears it). */
void *hw_arena_alloc_slow(hw_arena *a, size_t n)
{
    hw_arena_chunk *c = a->head;
    size_t cap = HW_ARENA_CHUNK;
    if (c && c->cap < 1u << 20)
        cap = c->cap * 2; /* designs that need much memory get bigger chunks */
    if (cap < n)
        cap = n;
    hw_arena_chunk *nc = spare_take(cap);
    if (nc)
        cap = nc->cap;
    else
        nc = malloc(sizeof(*nc) + cap);
    if (!nc) {
        fprintf(stderr, "hsgen: out of memory building a hardware description\n");
        abort();
    }
    nc->next = c;
    nc->cap = cap;
    a->head = nc;
    a->next = nc->data + n;
    a->end = nc->data + cap;
    return nc->data;
}

/* Zeroed memory: what every IR object starts as. */
void *hw_arena_alloc(hw_arena *a, size_t n)
{
    return memset(hw_arena_alloc_uninit(a, n), 0, n);
}

/* Growable arrays without realloc: copy into a bigger block of the same arena.
 * The room past the copied elements is not cleared: arrays grow only to append,
 * and an append writes its element whole (HW_PUSH, hw_connect). */
void *hw_arena_grow(hw_arena *a, void *old, size_t n_old, size_t cap_new, size_t sz)
{
    void *p = hw_arena_alloc_uninit(a, cap_new * sz);
    if (old && n_old)
        memcpy(p, old, n_old * sz);
    return p;
}

/* A kept block of at least n bytes (the first that fits), else a new one. */
void *hw_block_take(size_t n, size_t *cap)
{
    for (hw_block **p = &blocks; *p; p = &(*p)->next) {
        hw_block *b = *p;
        if (b->cap < n)
            continue;
        *p = b->next;
        block_bytes -= b->cap;
        *cap = b->cap;
        return (unsigned char *)b + BLOCK_HEAD;
    }
    n = (n + 15u) & ~(size_t)15u;
    hw_block *b = malloc(BLOCK_HEAD + n);
    if (!b) {
        fprintf(stderr, "hsgen: out of memory building a hardware description\n");
        abort();
    }
    b->cap = n;
    *cap = n;
    return (unsigned char *)b + BLOCK_HEAD;
}

/* Keeps the block for this thread's next design, or frees it past the budget. */
void hw_block_give(void *p)
{
    if (!p)
        return;
    hw_block *b = (hw_block *)(void *)((unsigned char *)p - BLOCK_HEAD);
    if (block_bytes + b->cap > HW_BLOCK_KEEP || !drop_at_exit()) {
        free(b);
        return;
    }
    b->next = blocks;
    blocks = b;
    block_bytes += b->cap;
}

/* Links the block into *list through its header's `next`, unused while it is taken. */
void hw_block_retire(void **list, void *p)
{
    hw_block *b = (hw_block *)(void *)((unsigned char *)p - BLOCK_HEAD);
    b->next = *list ? (hw_block *)(void *)((unsigned char *)*list - BLOCK_HEAD) : NULL;
    *list = p;
}

/* The design's retired blocks go back with it. */
void hw_block_give_list(void **list)
{
    void *p = *list;
    while (p) {
        hw_block *b = (hw_block *)(void *)((unsigned char *)p - BLOCK_HEAD);
        void *next = b->next ? (unsigned char *)b->next + BLOCK_HEAD : NULL;
        hw_block_give(p);
        p = next;
    }
    *list = NULL;
}
