/* Shared, behaviour-free helpers of the two printers: constant bits, flattened
 * reference ranges, and which signal bits a module reads (for lint pragmas). */
#ifndef HW_PRINT_H
#define HW_PRINT_H

#include <stdbool.h>
#include <stdint.h>

#include "hw.h"
#include "hw_text.h"

/* Bit i of a constant of the IR: value sign- (sext) or zero-extended past 64 bits. */
static inline int hw_const_bit(int64_t v, bool sext, uint32_t i)
{
    if (i < 64)
        return (int)(((uint64_t)v >> i) & 1u);
    return sext && v < 0;
}

/* Writes the `width` bits of a constant MSB first as '0'/'1' characters at the cursor p
 * (room for width bytes); returns the cursor after them. */
char *hw_at_const_bin(char *p, int64_t v, bool sext, uint32_t width);
/* Writes ceil(width/4) hex digits MSB first (the top digit holds only the high bits). */
char *hw_at_const_hex(char *p, int64_t v, bool sext, uint32_t width);

/* The module a design defines under `name`, or NULL. */
const hw_module *hw_find_module(const hw_design *d, const char *name);

/* Which bits of each signal the module reads. */
typedef struct hw_usage hw_usage;

/* Read by hw_usage_full inline (once per declared signal); made by hw_usage_new.
 * A flag byte per signal and, apart, a 64-bit mask per signal for partial reads of
 * signals of at most 64 bits. A table on the heap (a top level of 10,000 units) keeps
 * its masks in chunks of HW_USAGE_CHUNK signals made at a partial read in their range:
 * such a top level reads most wires whole and slices only its forks' arrays, so its
 * table is 60 KB of flags and a few chunks instead of 0.9 MB of 16-byte entries. */
#define HW_USAGE_CHUNK_BITS 9
#define HW_USAGE_CHUNK ((size_t)1 << HW_USAGE_CHUNK_BITS)
struct hw_usage {
    bool owned; /* malloc'd, not the caller's room */
    const hw_module *m;
    size_t n;          /* signals */
    bool *full;        /* by signal: read whole somewhere (in the table's own block) */
    uint64_t *mask;    /* by signal: bits read (in the caller's room), or NULL */
    uint64_t **chunks; /* else by chunk of signals, each NULL until a partial read */
    size_t *off;       /* first bit of each signal in `bits` (NULL until needed) */
    uint8_t *bits;     /* one flag per bit, for partial reads of signals past 64 bits */
};

/* The bits of signal s read by partial reads (0: none). */
static inline uint64_t hw_usage_mask(const hw_usage *u, hw_sig_id s)
{
    if (u->mask)
        return u->mask[s];
    const uint64_t *c = u->chunks ? u->chunks[s >> HW_USAGE_CHUNK_BITS] : NULL;
    return c ? c[s & (HW_USAGE_CHUNK - 1)] : 0;
}

/* The table lives in room (room_size bytes, 16-byte aligned) when it fits there, else
 * on the heap; hw_usage_free releases it either way. */
hw_usage *hw_usage_new(const hw_design *d, const hw_module *m, void *room, size_t room_size);
bool hw_usage_full_bits(const hw_usage *u, hw_sig_id s);

/* True when every bit of signal s is read somewhere in the module (memories, which
 * track no bits, count as read). */
static inline bool hw_usage_full(const hw_usage *u, hw_sig_id s)
{
    if (u->full[s])
        return true;
    const hw_signal *sg = hw_module_signal(u->m, s);
    uint64_t mask = hw_usage_mask(u, s);
    if (sg->kind == HW_SIG_MEM)
        return mask == 0;
    size_t n = (size_t)sg->width * (sg->ptype == HW_PT_ARRAY ? sg->count : 1);
    if (n <= 64)
        return mask == (n >= 64 ? ~0ull : (1ull << n) - 1);
    return hw_usage_full_bits(u, s);
}
void hw_usage_free(hw_usage *u);

/* Names are written through these three so that every occurrence of the entity
 * name goes through hw_text_put_entity and is recorded. */
/* A module's name (entity part recorded when it is named from the entity). */
void hw_print_module_name(hw_text *t, const hw_design *d, const hw_module *m);
/* The name of the module an instance uses, written as that module's name is. */
void hw_print_inst_module(hw_text *t, const hw_design *d, const hw_inst *in);
/* Header comment line i without its comment leader or newline. */
void hw_print_comment(hw_text *t, const hw_design *d, size_t i);

/* Room hw_print_declared_list needs past its entries (a name's last 16-byte block). */
#define HW_DECLARED_SLACK 16

/* Where hw_print_declared_list writes, and what it found. */
typedef struct {
    char *out;      /* room for the entries */
    size_t cap;     /* bytes of out */
    size_t max_len; /* names of this length or longer are left out */
    size_t len;     /* bytes the entries take (written while len + HW_DECLARED_SLACK fits in cap) */
    size_t count;   /* entries */
} hw_declared_out;

/* Lists every identifier the printed text declares inside its modules: signals,
 * instance labels, a memory's VHDL array type and Verilog init counter (module names
 * excepted). An entity name must not hide one of them. Each entry is a length byte,
 * the name and its NUL; the entries are written while they and HW_DECLARED_SLACK bytes
 * more fit in o->cap (names are copied by 16-byte blocks), and counted in any case:
 * o->len larger than o->cap - HW_DECLARED_SLACK asks for a call again with that much
 * room. */
void hw_print_declared_list(const hw_design *d, hw_declared_out *o);
/* Whether the text declares the name low (n bytes, ASCII lower case, below
 * o->max_len of hw_print_declared_list) in any case: one of the names
 * hw_print_declared_list lists, compared instead of listed. */
bool hw_print_declares(const hw_design *d, const char *low, size_t n);
/* The signals and instances of the modules hw_print_declared_list walks (about the number
 * of names it gives: a memory adds two), so a caller can size its room. */
size_t hw_print_declared_count(const hw_design *d);

/* The initial room of a printer's text for design d (large for a circuit's top level). */
size_t hw_print_text_room(const hw_design *d);

/* Smallest k with 2^k > v (bits to write v unsigned), at least 1. */
uint32_t hw_bits_for(uint64_t v);

#endif
