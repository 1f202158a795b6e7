/* Private layout of hw_design and hw_module, shared by hw.c, hw_stmt.c and hw_expr.c.
 * Printers and generators use hw.h only. */
#ifndef HW_IMPL_H
#define HW_IMPL_H

#include "hw.h"
#include "hw_arena.h"

struct hw_design {
    hw_design_core core; /* first: header lines and modules, read inline (hw.h) */
    hw_arena arena;
    bool uses_arrays;
    const char *entity;         /* the unit's entity name ("" until set) */
    size_t entity_len;          /* strlen(entity) */
    const hw_module **ent_mods; /* modules named from the entity (few) */
    size_t n_ent_mods, cap_ent_mods;
    void *retired;    /* blocks the module arrays left (hw_block_retire) */
    size_t n_renames; /* modules renamed (hw_module_name_from_entity): instance marks' check */
};

struct hw_module {
    hw_module_core core; /* first: signals, assigns, registers, read inline (hw.h) */
    hw_design *des;
    const char *name;
    hw_memwrite *mw;
    size_t n_mw, cap_mw;
    hw_display *disp;
    size_t n_disp, cap_disp;
    hw_inst **insts;
    size_t n_insts, cap_insts;
    size_t n_conns; /* port connections of all its instances */
    hw_sig_id clk, rst;
    /* what a printer needs before its first line, kept as signals are added instead of
     * a pass over them (a top level of 10,000 units has some 58,000) */
    size_t longest_name; /* the longest signal name's length */
    size_t last_port;    /* the last port's index (0 without ports) */
    bool array_ports;    /* a port is an array */
    char tmp_num[12];    /* the next temporary's number in decimal, NUL-terminated */
    uint8_t tmp_num_len; /* its digits (0 before the first temporary: "0") */
    bool external;       /* declared for its ports only; printed in another file */
    uint8_t in_blocks;   /* HW_IN_BLOCK_*: arrays moved to kept blocks (hw_block_take) */
    bool entity_named;   /* name = design's entity + a suffix (hw_module_name_from_entity) */
    /* The signals instance inputs read whole, marked as they are connected
     * (hw_module_inst_reads): the Verilog printer's usage table then needs no pass over
     * the connections (114,000 in a top level of 10,000 units, 2.7 MB). */
    uint8_t *inst_reads;        /* by signal: 1 when read whole by an instance input */
    size_t n_inst_reads;        /* signals it covers (0 until the first mark) */
    const hw_inst *mk_inst;     /* the instance being connected */
    const hw_module *mk_callee; /* its module */
    hw_sig_id mk_port;          /* the port its last connection found (the next one's hint) */
    size_t mk_renames;          /* the design's renames when the first mark was made */
    bool inst_reads_off;        /* a connection not marked: the printer walks the instances */
    struct hw_mem_words {       /* memories' initial words (hw_mem_init), few a module */
        hw_sig_id mem;
        uint32_t n;
        const int64_t *values;
    } * mem_inits;
    size_t n_mem_inits, cap_mem_inits;
};

/* Doubles the room of the arena array (arr, n, cap) of design d; the first block holds
 * about 1 KB of elements, so a unit's signals and assigns are copied to bigger blocks a
 * few times at most. */
#define HW_GROW(d, arr, n, cap)                                                                    \
    do {                                                                                           \
        size_t nc_ = (cap) ? (cap)*2 : (1024 + sizeof(*(arr)) - 1) / sizeof(*(arr));               \
        (arr) = hw_arena_grow(&(d)->arena, (arr), (n), nc_, sizeof(*(arr)));                       \
        (cap) = nc_;                                                                               \
    } while (0)

/* A module's arrays that grow into kept blocks (hw_module_grow). */
#define HW_IN_BLOCK_SIGS 1u
#define HW_IN_BLOCK_ASSIGNS 2u
#define HW_IN_BLOCK_REGS 4u

/* Grows one of a module's large arrays (*arr: n elements of sz bytes, room for *cap):
 * its first block from the arena as HW_GROW's, then a kept block of at least twice the
 * room (hw_arena.h); the block it leaves goes back when it was one. */
void hw_module_grow(hw_module *m, void **arr, size_t n, size_t *cap, size_t sz, unsigned bit);

/* hw_module_grow for the array (arr, n, cap) of module m. */
#define HW_MODULE_GROW(m, arr, n, cap, bit)                                                        \
    do {                                                                                           \
        void *a_ = (arr);                                                                          \
        hw_module_grow((m), &a_, (n), &(cap), sizeof(*(arr)), (bit));                              \
        (arr) = a_;                                                                                \
    } while (0)

/* Appends v to the arena array (arr, n, cap) of design d, growing it when full. */
#define HW_PUSH(d, arr, n, cap, v)                                                                 \
    do {                                                                                           \
        if ((n) == (cap))                                                                          \
            HW_GROW(d, arr, n, cap);                                                               \
        (arr)[(n)++] = (v);                                                                        \
    } while (0)

#endif
