/* The load-store queue's generator, shared by its three files: op_lsq.c (the wrapper,
 * the group allocator, the run control), op_lsq_ldq.c (the load queue and its
 * dispatchers) and op_lsq_stq.c (the store queue and its dispatchers).
 *
 * Both queues are circular buffers of entries held in registers; a pointer is an index
 * and a wrap bit, so "how many entries from the head to this pointer" is exact even
 * when the queue is full. Each load entry records the store-queue tail as it was when
 * the load was allocated (plus the stores of its own group before it): the stores
 * between the store head and that pointer are exactly the stores earlier in program
 * order that are still in the queue. A store needs no such record: the loads earlier
 * than the head store that are still waiting are those whose record is the store head. */
#ifndef LSQ_GEN_H
#define LSQ_GEN_H

#include "hs_gen.h"
#include "hs_lsq.h"

typedef struct {
    hw_ref i, w; /* index (iw bits) and wrap bit */
} lsq_ptr;

/* One queue's entries and pointers. */
typedef struct {
    uint32_t n, iw; /* entries, index width (at least 1) */
    bool absent;    /* no port uses this queue: one constant empty entry, no registers */
    hw_ref *alloc;  /* entry holds an operation */
    hw_ref *addrv;  /* its address has arrived */
    hw_ref *datav;  /* store: its data has arrived; load: its value is known */
    hw_ref *issued; /* load: sent to memory or forwarded (a cycle ago or more) */
    hw_ref *port, *addr, *data;
    lsq_ptr *mark; /* load: the store queue's tail at allocation (see above) */
    lsq_ptr head, tail;
    hw_ref count;    /* occupied entries (iw + 1 bits) */
    hw_ref *off;     /* per entry: its distance from the head (iw + 1 bits) */
    hw_ref *ge_head; /* per entry: index >= head index */
    /* allocation this cycle (op_lsq.c): which entries are new, with their port and mark */
    hw_ref *is_new, *new_port;
    lsq_ptr *new_mark;
    hw_ref n_new; /* how many (iw + 1 bits) */
    hw_ref freed; /* the head entry leaves this cycle */
} lsq_queue;

typedef struct {
    hw_design *des;
    hw_module *m;
    const hs_lsq_cfg *c;
    hw_sig_id *ports; /* core module ports, in hs_lsq_entity_ports order */
    hs_lsq_port *pl;
    int n_ports;
    lsq_queue lq, sq;
    uint32_t lpw, spw; /* port index widths */
} lsq_gen;

/* The core's port (catalog port, element, role); .sig == HW_NO_SIG when absent. */
hw_ref lsq_port(lsq_gen *g, const char *port, int elem, uint8_t role);

/* Small expression helpers (one temporary wire each). */
hw_ref lsq_k(lsq_gen *g, uint32_t w, int64_t v);
hw_ref lsq_and(lsq_gen *g, hw_ref a, hw_ref b);
hw_ref lsq_or(lsq_gen *g, hw_ref a, hw_ref b);
hw_ref lsq_not(lsq_gen *g, hw_ref a);
hw_ref lsq_mux(lsq_gen *g, hw_ref sel, hw_ref a, hw_ref b);
hw_ref lsq_eq(lsq_gen *g, hw_ref a, hw_ref b);
hw_ref lsq_cmp(lsq_gen *g, hw_cmp p, hw_ref a, hw_ref b, uint32_t w); /* both zero-extended */
hw_ref lsq_zx(lsq_gen *g, hw_ref a, uint32_t w);
hw_ref lsq_add(lsq_gen *g, hw_ref a, hw_ref b, uint32_t w);
hw_ref lsq_sub(lsq_gen *g, hw_ref a, hw_ref b, uint32_t w);
hw_ref lsq_orn(lsq_gen *g, uint32_t n, const hw_ref *v);
/* v[idx] (w bits), 0 when idx is out of range. */
hw_ref lsq_pick(lsq_gen *g, hw_ref idx, uint32_t n, const hw_ref *v, uint32_t w);
/* The oldest entry of q (nearest the head) whose pred is 1: its index; *found. */
hw_ref lsq_oldest(lsq_gen *g, const lsq_queue *q, const hw_ref *pred, hw_ref *found);
/* Whether a queue of n entries uses its whole index of iw bits (then the wrap bit is
 * the carry and a pointer with its wrap bit counts modulo 2n). */
bool lsq_pow2(uint32_t n, uint32_t iw);
/* The pointer as one number: wrap bit above the index (iw + 1 bits). */
hw_ref lsq_ptr_cat(lsq_gen *g, lsq_ptr p, uint32_t iw);
/* Entry k's distance from the index p around a queue of n entries (iw + 1 bits). */
hw_ref lsq_dist(lsq_gen *g, uint32_t k, hw_ref p, uint32_t n, uint32_t iw);
/* The same as a one-hot vector oh[0..n-1] (all zero when none is found). */
void lsq_oldest_oh(lsq_gen *g, const lsq_queue *q, const hw_ref *pred, hw_ref *oh, hw_ref *found);
/* p + amount around a queue of n entries (amount <= n). */
lsq_ptr lsq_ptr_add(lsq_gen *g, lsq_ptr p, hw_ref amount, uint32_t n, uint32_t iw);
/* Entries from q's head up to p (0 when the head has already passed p). */
hw_ref lsq_span(lsq_gen *g, const lsq_queue *q, lsq_ptr p);
/* A register of w bits, its next value assigned later with hw_register. */
hw_ref lsq_reg(lsq_gen *g, const char *name, uint32_t w);
void lsq_set(lsq_gen *g, hw_ref reg, hw_ref d);

/* op_lsq_ldq.c / op_lsq_stq.c: everything of one queue but its allocation. */
void lsq_build_loads(lsq_gen *g);
void lsq_build_stores(lsq_gen *g);
/* The memory side of an absent queue: requests held low. */
void lsq_no_loads(lsq_gen *g);
void lsq_no_stores(lsq_gen *g);

#endif
