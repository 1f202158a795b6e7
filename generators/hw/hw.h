/* The HDL-neutral hardware description that generators build and printers print.
 *
 * A design is a list of modules (helpers first, the unit's own module last).
 * A module has signals (ports, wires, registers, memories) and statements:
 *   - assigns: dst = op(args...), combinational, one per destination bit range;
 *   - registers: q <= d on the rising clock edge, synchronous active-high reset
 *     to a constant, optional enable;
 *   - memory writes (synchronous) and memory reads (asynchronous, an assign);
 *   - instances of other modules of the same design;
 *   - simulation messages (hw_display), which synthesis ignores.
 * Widths are explicit everywhere. A width-1 value is a scalar bit; the VHDL printer
 * converts between std_logic and one-bit vectors where the port conventions need
 * them, which is its business, not the generator's. Generators never print text and
 * printers never decide behaviour.
 *
 * Memory: everything lives in the design's arena and is freed by hw_design_free(). */
#ifndef HW_H
#define HW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef uint32_t hw_sig_id;
#define HW_NO_SIG UINT32_MAX

typedef enum {
    HW_SIG_IN = 0, /* input port */
    HW_SIG_OUT,    /* output port */
    HW_SIG_WIRE,   /* combinational wire (assigned exactly once per bit) */
    HW_SIG_REG,    /* register (assigned only by an hw_reg) */
    HW_SIG_MEM     /* memory: count words of width bits */
} hw_sig_kind;

/* How a port is typed in VHDL (Verilog flattens all of these). */
typedef enum {
    HW_PT_BIT = 0, /* std_logic: clk, rst, valid, ready of a single channel */
    HW_PT_VEC,     /* std_logic_vector(width-1 downto 0), even for width 1 */
    HW_PT_ARRAY    /* data_array(count-1 downto 0)(width-1 downto 0) from work.types */
} hw_port_type;

typedef struct {
    const char *name;
    uint8_t kind;      /* hw_sig_kind */
    uint8_t ptype;     /* hw_port_type (ports); wires/regs: BIT when width 1, else VEC */
    uint16_t name_len; /* strlen(name), or UINT16_MAX for longer names (hw_signal_name_len) */
    uint32_t width;    /* bits (of one element for arrays and memories) */
    uint32_t count;    /* array elements / memory words; 0 for plain signals */
} hw_signal; /* 24 bytes: a memory's initial words are the module's (hw_module_mem_init) */

/* A signal's name is in its design's arena, in a block of a multiple of 16 bytes
 * that starts it: it may be read in whole 16-byte blocks up to the one holding its
 * NUL (the printers copy names that way, hw_text_put_name). */

/* The length of a signal's name: printers and name checks write and compare
 * thousands of names per unit. */
static inline size_t hw_signal_name_len(const hw_signal *s)
{
    return s->name_len != UINT16_MAX ? s->name_len : strlen(s->name);
}

/* A reference to (part of) a signal: element `elem` of an array (or -1), and bits
 * hi..lo of that (hi = -1: all bits). Array ports are referenced element-wise. */
typedef struct {
    hw_sig_id sig;
    int32_t elem;
    int32_t hi, lo;
} hw_ref;

typedef enum {
    HW_OP_COPY = 0, /* a */
    HW_OP_CONST,    /* value (sign- or zero-extended to the width) */
    HW_OP_NOT,      /* ~a */
    HW_OP_AND,      /* a & b & ... (n-ary, equal widths) */
    HW_OP_OR,
    HW_OP_XOR,
    HW_OP_ADD, /* a + b mod 2^w */
    HW_OP_SUB,
    HW_OP_MUL,    /* low w bits of a * b */
    HW_OP_SHL,    /* a << b (b any width; result 0 when b >= w) */
    HW_OP_SHRU,   /* logical right shift */
    HW_OP_SHRS,   /* arithmetic right shift */
    HW_OP_CMP,    /* 1 bit: a PRED b */
    HW_OP_MUX2,   /* args: sel(1 bit), a, b -> sel ? a : b */
    HW_OP_MUXN,   /* args: index, in0, in1, ... -> in[index]; 0 when out of range */
    HW_OP_CONCAT, /* args MSB first */
    HW_OP_ZEXT,   /* zero-extend (or truncate) a to the width of dst */
    HW_OP_SEXT,   /* sign-extend a to the width of dst */
    HW_OP_REDOR,  /* 1 bit: OR of all bits of a */
    HW_OP_REDAND, /* 1 bit: AND of all bits of a */
    HW_OP_MEMREAD /* args: address; mem: the memory signal -> mem[address] */
} hw_op;

typedef enum {
    HW_CMP_EQ = 0,
    HW_CMP_NE,
    HW_CMP_SLT,
    HW_CMP_SLE,
    HW_CMP_SGT,
    HW_CMP_SGE,
    HW_CMP_ULT,
    HW_CMP_ULE,
    HW_CMP_UGT,
    HW_CMP_UGE
} hw_cmp;

typedef struct {
    uint8_t op;   /* hw_op */
    uint8_t pred; /* hw_cmp for HW_OP_CMP */
    bool sext;    /* HW_OP_CONST: sign-extend value past 64 bits */
    hw_ref dst;
    uint32_t n_args;
    hw_ref *args;
    int64_t value; /* HW_OP_CONST */
    hw_sig_id mem; /* HW_OP_MEMREAD */
} hw_assign;

typedef struct {
    hw_sig_id q; /* an HW_SIG_REG */
    hw_ref d;
    hw_ref en;     /* sig == HW_NO_SIG: always enabled */
    int64_t reset; /* value on reset (zero/sign-extended like a CONST) */
    bool reset_sext;
} hw_reg;

typedef struct {
    hw_sig_id mem; /* an HW_SIG_MEM */
    hw_ref en, addr, data;
} hw_memwrite;

/* A part of a simulation message (hw_display_stmt). */
typedef enum {
    HW_DISP_TEXT = 0, /* literal text */
    HW_DISP_UDEC,     /* a value of at most 31 bits, as an unsigned decimal */
    HW_DISP_PATH      /* the hierarchical path of the module's instance (simulator's format) */
} hw_disp_kind;

typedef struct {
    uint8_t kind; /* hw_disp_kind */
    const char *text;
    hw_ref ref;
} hw_disp_part;

/* Simulation only: at a rising clock edge outside reset, when en is 1, the simulator
 * prints one line made of the parts. Synthesis ignores it. VHDL: a `report ... severity
 * note`; Verilog: a $display between translate_off/on. */
typedef struct {
    hw_ref en;
    uint32_t n_parts;
    hw_disp_part *parts;
} hw_display;

/* A port connection, 16 bytes: its actual is a wire of the parent (for an output port of
 * the instance) or any reference; a whole signal, what nearly every connection takes, is
 * kept here and any other reference in the parent module's list (hw_conn_ref). A top
 * level of 10,000 units has 114,000 connections, written once and read by the printer. */
typedef struct {
    const char *port;
    hw_sig_id sig; /* the actual, a whole signal (part 0) */
    uint32_t part; /* 0, or 1 + the actual's place in the parent's references */
} hw_conn;

typedef struct {
    const char *name;
    const char *module; /* a module of the same design, printed before this one */
    uint32_t n_conns, cap_conns;
    hw_conn *conns;
} hw_inst;

typedef struct hw_module hw_module;
typedef struct hw_design hw_design;

/* The first member of every module: its signals, assigns and registers, which printers and
 * generators read thousands of times per unit, through the inline accessors below.
 * Only hw writes it; the rest of a module is private to hw (hw_impl.h). */
typedef struct {
    hw_signal *sigs;
    size_t n_sigs, cap_sigs;
    hw_assign *assigns;
    size_t n_assigns, cap_assigns;
    hw_reg *regs;
    size_t n_regs, cap_regs;
    hw_ref *conn_refs; /* the actuals of connections that are not whole signals (hw_conn) */
    size_t n_conn_refs, cap_conn_refs;
} hw_module_core;

/* A module seen through its first member (a pointer to a struct, converted, points
 * to its first member). */
static inline const hw_module_core *hw_module_core_of(const hw_module *m)
{
    return (const hw_module_core *)(const void *)m;
}

/* The actual of connection c of an instance in module m. */
static inline hw_ref hw_conn_ref(const hw_module *m, const hw_conn *c)
{
    if (c->part)
        return hw_module_core_of(m)->conn_refs[c->part - 1];
    return (hw_ref){.sig = c->sig, .elem = -1, .hi = -1, .lo = 0};
}

/* ---- Designs and modules ---- */
hw_design *hw_design_new(void);
void hw_design_free(hw_design *d);
/* Header comment lines printed at the top of every file of the design. */
void hw_design_comment(hw_design *d, const char *line);
/* The same for a line of known length (len bytes, no NUL needed). */
void hw_design_comment_n(hw_design *d, const char *line, size_t len);
hw_module *hw_module_new(hw_design *d, const char *name);
/* Marks a module as defined in another file: instances may use it (printers read its
 * ports) but it is not printed. A circuit's top level uses this for its units. */
void hw_module_set_external(hw_module *m);
bool hw_module_is_external(const hw_module *m);
/* Zeroed memory from the design's arena (freed with the design). */
void *hw_alloc(hw_design *d, size_t n);
/* Duplicates a string into the design's arena. */
const char *hw_strdup(hw_design *d, const char *s);
const char *hw_strfmt(hw_design *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* a, b and c one after the other, copied into the arena: the derived names generators
 * make most ("in_valid", "out_spec") without a format (c may be ""). */
const char *hw_strcat_n(hw_design *d, const char *a, size_t la, const char *b, size_t lb,
                        const char *c, size_t lc);
static inline const char *hw_strcat(hw_design *d, const char *a, const char *b, const char *c)
{
    return hw_strcat_n(d, a, strlen(a), b, strlen(b), c, strlen(c)); /* literals: constants */
}

/* ---- The entity name ----
 * The unit's entity name is the one name in a design that depends on the request
 * rather than on the unit's types. A design records every use of it, so printers
 * can report the byte offsets where they wrote it (hw_emit.h) and a cached text
 * can be given another name at exactly those places (hw_entity.c). */
void hw_design_set_entity(hw_design *d, const char *name);
const char *hw_design_entity(const hw_design *d); /* "" when never set */
/* Names module m `entity + suffix`: the unit's own module (suffix ""), helper
 * modules named after the unit. Instances must use the new name. */
void hw_module_name_from_entity(hw_module *m, const char *suffix);
/* A header comment line `before + entity + after`. */
void hw_design_comment_entity(hw_design *d, const char *before, const char *after);
/* The module added last: the unit's own module once its generator has returned. */
hw_module *hw_design_last_module(hw_design *d);

/* ---- Signals ---- */
/* Ports are declared in call order; clk and rst first by convention (hw_add_clock_reset). */
hw_sig_id hw_port(hw_module *m, const char *name, hw_sig_kind dir, hw_port_type pt, uint32_t width,
                  uint32_t count);
/* The same for a port named a + b + c (their lengths given), the name written once. */
hw_sig_id hw_port_join(hw_module *m, const char *a, size_t la, const char *b, size_t lb,
                       const char *c, size_t lc, hw_sig_kind dir, hw_port_type pt, uint32_t width,
                       uint32_t count);
void hw_add_clock_reset(hw_module *m, hw_sig_id *clk, hw_sig_id *rst);
hw_sig_id hw_wire(hw_module *m, const char *name, uint32_t width);
hw_sig_id hw_reg_sig(hw_module *m, const char *name, uint32_t width);
/* The same for a name whose length (len bytes, NUL-terminated) the caller has. */
hw_sig_id hw_wire_n(hw_module *m, const char *name, size_t len, uint32_t width);
hw_sig_id hw_reg_sig_n(hw_module *m, const char *name, size_t len, uint32_t width);
hw_sig_id hw_mem(hw_module *m, const char *name, uint32_t width, uint32_t words);
/* Initial contents of a memory (a block RAM's power-up values, which synthesis tools
 * infer): word i starts at values[i] (sign-extended), i < n <= words; the rest at zero.
 * VHDL: the signal's initial value; Verilog: an initial block. Copied into the arena. */
void hw_mem_init(hw_module *m, hw_sig_id mem, uint32_t n, const int64_t *values);
/* A fresh wire with a name unique in the module, derived from `hint`. */
hw_sig_id hw_tmp(hw_module *m, const char *hint, uint32_t width);
/* The hint as hw_tmp writes it after "t<N>": each run of letters and digits after
 * one "_" ("a.b__c" -> "_a_b_c"). Reducing a hint once lets a caller name several
 * temporaries after it (hw_tmp_reduced). Its length; cut short of cap, which loses
 * nothing when cap > 97 (a temporary's name keeps at most 95 characters). */
size_t hw_tmp_reduce(const char *hint, char *out, size_t cap);
/* hw_tmp(m, a followed by b, width) for a and b given reduced (hw_tmp_reduce; "_valid"
 * is its own reduced form): the same name, without filtering the hint again. */
hw_sig_id hw_tmp_reduced(hw_module *m, const char *a, size_t an, const char *b, size_t bn,
                         uint32_t width);

/* ---- References ---- */
/* The whole signal: the reference generators use most. */
static inline hw_ref hw_r(hw_sig_id s)
{
    return (hw_ref){.sig = s, .elem = -1, .hi = -1, .lo = 0};
}

/* One element of an array port; array ports are referenced element-wise. */
static inline hw_ref hw_elem(hw_sig_id s, int32_t elem)
{
    return (hw_ref){.sig = s, .elem = elem, .hi = -1, .lo = 0};
}

hw_ref hw_bits(hw_ref r, int32_t hi, int32_t lo); /* bits hi..lo of r */
hw_ref hw_bit(hw_ref r, int32_t i);

/* The width a reference denotes; a whole array counts all its elements. */
static inline uint32_t hw_ref_width(const hw_module *m, hw_ref r)
{
    if (r.hi >= 0)
        return (uint32_t)(r.hi - r.lo + 1);
    const hw_signal *s = &hw_module_core_of(m)->sigs[r.sig];
    if (r.elem >= 0 || s->ptype != HW_PT_ARRAY)
        return s->width;
    return s->width * s->count;
}

/* ---- Statements ---- */
void hw_assign_op(hw_module *m, hw_ref dst, hw_op op, uint32_t n, const hw_ref *args);
void hw_copy(hw_module *m, hw_ref dst, hw_ref src);
void hw_const(hw_module *m, hw_ref dst, int64_t value, bool sext);
void hw_cmp_op(hw_module *m, hw_ref dst, hw_cmp pred, hw_ref a, hw_ref b);
/* Memory addresses are max(1, clog2(words)) bits (an exact-width index for Verilator)
 * and must stay below `words` whenever read or written: VHDL checks the range. */
void hw_memread(hw_module *m, hw_ref dst, hw_sig_id mem, hw_ref addr);
void hw_register(hw_module *m, hw_sig_id q, hw_ref d, hw_ref en, int64_t reset);
void hw_memwrite_stmt(hw_module *m, hw_sig_id mem, hw_ref en, hw_ref addr, hw_ref data);
/* A simulation message (hw_display); parts copied into the arena. */
void hw_display_stmt(hw_module *m, hw_ref en, uint32_t n, const hw_disp_part *parts);
hw_inst *hw_instance(hw_module *m, const char *name, const char *module);
/* hw_instance with names that live as long as the design, kept as they are (a module's
 * own name pointer lets the printers find the module without comparing text). */
hw_inst *hw_instance_kept(hw_module *m, const char *name, const char *module);
void hw_connect(hw_module *m, hw_inst *inst, const char *port, hw_ref ref);
/* hw_connect with a port name that lives as long as the design (a literal, or a name
 * hw_strdup copied into it): kept as it is, not copied again. The formal port's own
 * name pointer lets the printers find the port without comparing text. */
void hw_connect_kept(hw_module *m, hw_inst *inst, const char *port, hw_ref ref);

/* Expression helpers: each creates a temporary wire, assigns it and returns it. */
hw_ref hw_e_op(hw_module *m, const char *hint, hw_op op, uint32_t width, uint32_t n,
               const hw_ref *args);
/* hw_e_op with the hint given reduced (hw_tmp_reduce) and its length: the same
 * temporary's name, without filtering the hint at every call. */
hw_ref hw_e_op_reduced(hw_module *m, const char *hint, size_t hn, hw_op op, uint32_t width,
                       uint32_t n, const hw_ref *args);
/* A literal hint of letters and digits with single underscores between them ("e_any")
 * in its reduced form and length ("_e_any", 6), for hw_e_op_reduced. */
#define HW_HINT(s) "_" s, sizeof(s)
hw_ref hw_e_and2(hw_module *m, hw_ref a, hw_ref b);
hw_ref hw_e_or2(hw_module *m, hw_ref a, hw_ref b);
hw_ref hw_e_not(hw_module *m, hw_ref a);
hw_ref hw_e_mux2(hw_module *m, hw_ref sel, hw_ref a, hw_ref b); /* sel ? a : b */
hw_ref hw_e_const(hw_module *m, uint32_t width, int64_t value);
hw_ref hw_e_cmp(hw_module *m, hw_cmp pred, hw_ref a, hw_ref b);

/* ---- Read access for printers ---- */
const char *hw_design_name(const hw_design *d); /* name of the last (top) module */

/* A header line; entity_at >= 0: the entity name is written there (hw_entity.c). */
typedef struct {
    const char *text;
    size_t len; /* strlen(text) */
    long entity_at;
} hw_comment;

/* The first member of every design: its header lines and modules, which the printers
 * walk through the inline accessors below. Only hw writes it. */
typedef struct {
    hw_comment *comments;
    size_t n_comments, cap_comments;
    hw_module **mods;
    size_t n_mods, cap_mods;
} hw_design_core;

/* A design seen through its first member. */
static inline const hw_design_core *hw_design_core_of(const hw_design *d)
{
    return (const hw_design_core *)(const void *)d;
}

/* Header lines, for the printers' leading comment block. */
static inline size_t hw_design_n_comments(const hw_design *d)
{
    return hw_design_core_of(d)->n_comments;
}

/* Header line i. */
static inline const char *hw_design_comment_at(const hw_design *d, size_t i)
{
    return hw_design_core_of(d)->comments[i].text;
}

/* The length of header line i (strlen). */
static inline size_t hw_design_comment_len(const hw_design *d, size_t i)
{
    return hw_design_core_of(d)->comments[i].len;
}

/* Where header line i quotes the entity name (byte offset in the line), or -1. */
static inline long hw_design_comment_entity_at(const hw_design *d, size_t i)
{
    return hw_design_core_of(d)->comments[i].entity_at;
}

/* Modules in print order (helpers before their users). */
static inline size_t hw_design_n_modules(const hw_design *d)
{
    return hw_design_core_of(d)->n_mods;
}

/* Module i in print order. */
static inline const hw_module *hw_design_module(const hw_design *d, size_t i)
{
    return hw_design_core_of(d)->mods[i];
}

bool hw_design_uses_arrays(const hw_design *d); /* needs the VHDL `types` package */
/* The module named from the entity that is called `name`, or NULL. */
const hw_module *hw_design_entity_module(const hw_design *d, const char *name);
/* Whether m's name is the entity name followed by a suffix. */
bool hw_module_named_from_entity(const hw_module *m);

const char *hw_module_name(const hw_module *m);

/* Signals in declaration order (ports in entity order). */
static inline size_t hw_module_n_signals(const hw_module *m)
{
    return hw_module_core_of(m)->n_sigs;
}

/* Signal by id, for printers and width checks. */
static inline const hw_signal *hw_module_signal(const hw_module *m, hw_sig_id i)
{
    return &hw_module_core_of(m)->sigs[i];
}

/* Assigns in creation order; printers keep it. */
static inline size_t hw_module_n_assigns(const hw_module *m)
{
    return hw_module_core_of(m)->n_assigns;
}

/* Assign i. */
static inline const hw_assign *hw_module_assign(const hw_module *m, size_t i)
{
    return &hw_module_core_of(m)->assigns[i];
}

/* Registers, one clocked process/always block each. */
static inline size_t hw_module_n_regs(const hw_module *m)
{
    return hw_module_core_of(m)->n_regs;
}

/* Register i. */
static inline const hw_reg *hw_module_reg(const hw_module *m, size_t i)
{
    return &hw_module_core_of(m)->regs[i];
}

size_t hw_module_n_memwrites(const hw_module *m);
const hw_memwrite *hw_module_memwrite(const hw_module *m, size_t i);
size_t hw_module_n_displays(const hw_module *m);
const hw_display *hw_module_display(const hw_module *m, size_t i);
size_t hw_module_n_insts(const hw_module *m);
const hw_inst *hw_module_inst(const hw_module *m, size_t i);
size_t hw_module_n_conns(const hw_module *m);
/* The signals of m that its instances' inputs read whole, marked as the connections
 * were made: *reads (n bytes, by signal; 1 = read; signals past n are not) covers every
 * connection's read when it returns true. False: some connection could not be marked
 * (a module name copied, not kept; a part of a signal), and a reader walks the
 * instances itself. */
bool hw_module_inst_reads(const hw_module *m, const uint8_t **reads, size_t *n);
/* The initial words of memory `mem` (hw_mem_init): words 0 .. n-1 start at (*values)[i],
 * sign-extended to the width, the rest at zero; returns n (0: none given). */
uint32_t hw_module_mem_init(const hw_module *m, hw_sig_id mem, const int64_t **values);
/* A port of a module by name, or HW_NO_SIG. */
hw_sig_id hw_find_port(const hw_module *m, const char *name);
/* The same, trying signal `hint` first (the port after the last one found). */
hw_sig_id hw_find_port_near(const hw_module *m, const char *name, hw_sig_id hint);
/* Room for at least `signals` signals and `insts` instances in all, added later. */
void hw_module_reserve(hw_module *m, size_t signals, size_t insts);
/* The length of the longest signal name, the index of the last port (0 without ports)
 * and whether a port is an array: kept as signals are added, for the printers. */
size_t hw_module_longest_name(const hw_module *m);
size_t hw_module_last_port(const hw_module *m);
bool hw_module_has_array_port(const hw_module *m);
/* Room for at least n assigns in all, made later. */
void hw_module_reserve_assigns(hw_module *m, size_t n);
/* Room for n port connections of inst, made next (hw_connect, hw_connect_kept). */
void hw_instance_reserve(hw_module *m, hw_inst *inst, uint32_t n);
bool hw_module_has_clock(const hw_module *m);

#endif
