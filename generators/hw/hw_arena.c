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

/* Thread exit: the spares go with the thread. */
static void spare_drop(void *unused)
{
    (void)unused;
    while (spare) {
        hw_arena_chunk *n = spare->next;
        free(spare);
        spare = n;
    }
    spare_bytes = 0;
    spare_at_exit = false;
}

/* Keeps c for this thread's next design, or frees it past the budget. */
static void spare_put(hw_arena_chunk *c)
{
    if (spare_bytes + c->cap > SPARE_MAX) {
        free(c);
        return;
    }
    if (!spare_at_exit) {
        if (hw_thread_at_exit(spare_drop, NULL) != 0) {
            free(c);
            return;
        }
        spare_at_exit = true;
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
