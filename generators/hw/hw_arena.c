/* Chunked bump allocator backing every hw_design (see hw_arena.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw_arena.h"

#define HW_ARENA_CHUNK 16384u

struct hw_arena_chunk {
    hw_arena_chunk *next;
    size_t used, cap;
    _Alignas(16) unsigned char data[];
};

/* Starts empty: the first allocation brings the first chunk. */
void hw_arena_init(hw_arena *a)
{
    a->head = NULL;
}

/* Frees every chunk at once; the whole design goes with it. */
void hw_arena_release(hw_arena *a)
{
    hw_arena_chunk *c = a->head;
    while (c) {
        hw_arena_chunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
}

/* The only allocation primitive of the IR: bump, or chain a new chunk big enough. */
void *hw_arena_alloc(hw_arena *a, size_t n)
{
    n = (n + 15u) & ~(size_t)15u;
    hw_arena_chunk *c = a->head;
    if (!c || c->cap - c->used < n) {
        size_t cap = HW_ARENA_CHUNK;
        if (c && c->cap < 1u << 20)
            cap = c->cap * 2; /* designs that need much memory get bigger chunks */
        if (cap < n)
            cap = n;
        hw_arena_chunk *nc = malloc(sizeof(*nc) + cap);
        if (!nc) {
            fprintf(stderr, "hsgen: out of memory building a hardware description\n");
            abort();
        }
        nc->next = c;
        nc->used = 0;
        nc->cap = cap;
        a->head = nc;
        c = nc;
    }
    void *p = c->data + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

/* Growable arrays without realloc: copy into a bigger block of the same arena. */
void *hw_arena_grow(hw_arena *a, void *old, size_t n_old, size_t cap_new, size_t sz)
{
    void *p = hw_arena_alloc(a, cap_new * sz);
    if (old && n_old)
        memcpy(p, old, n_old * sz);
    return p;
}
