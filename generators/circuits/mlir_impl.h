/* Internals of the MLIR reader (hs_mlir.h): tokens, the syntax tree of the
 * handshake and hw dialects, the op table, and the passes that turn a function
 * into a netlist. Not part of the library's interface. */
#ifndef MLIR_IMPL_H
#define MLIR_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_mlir.h"
#include "hs_netlist.h"

/* A slice of the source text. */
typedef struct {
    const char *s;
    int n;
} ms;

bool mlir_ms_eq(ms a, const char *lit);
int mlir_ms_int(ms a);

typedef enum {
    MT_EOF = 0,
    MT_VALUE,  /* %name */
    MT_SYMBOL, /* @name */
    MT_IDENT,  /* name, dotted.name, !dialect.type */
    MT_INT,    /* 12, -3, 0x1F */
    MT_FLOAT,  /* 1.5, 2.0e+00 */
    MT_STRING, /* "text" (slice without the quotes) */
    MT_ARROW,  /* -> */
    MT_ELLIPSIS,
    MT_PUNCT /* one character: ( ) [ ] { } < > , : = # ? */
} mlir_tok_kind;

/* A token: its text is at `off` in the source (mlir_tok_text); the column is that of
 * its first character ('%', '@' or '"' of a value, symbol or string). The parser
 * keeps the last MLIR_TOK_RING made (mlir_read_syntax): no array of the whole text's
 * tokens (3.2 MB at 10,000 ops) is written and read back. */
typedef struct {
    uint32_t off, n; /* the slice src[off .. off + n) */
    int line, col;
    unsigned char kind;
    char c; /* MT_PUNCT */
} mlir_tok;

/* The parser looks one token back and one ahead and holds none across a type or a
 * dictionary: it keeps the last 64 made. */
#define MLIR_TOK_RING 64

/* What the tokenizer does at a malformed character. */
enum { MLIR_LEX_REPORT = 0, MLIR_LEX_STOP, MLIR_LEX_SKIP };

/* Where the tokenizer is in the text (mlir_lex_some). */
typedef struct {
    size_t i, line_start;
    size_t checked;       /* the text before it holds no NUL byte */
    int line;             /* 1 to start */
    unsigned char on_bad; /* MLIR_LEX_REPORT it and skip it, STOP (bad), SKIP it */
    bool bad;             /* stopped at a malformed character */
    bool done;            /* MT_EOF was made */
} mlir_lexer;

/* A growable array. */
#define MVEC(T)                                                                                    \
    struct {                                                                                       \
        T *v;                                                                                      \
        int n, cap;                                                                                \
    }
int mlir_grow(void **v, int *cap, int need, size_t elem);
/* Appends item (0), or -1 when out of memory; grows only when full. */
#define MVEC_PUSH(vec, item)                                                                       \
    ((vec).n < (vec).cap ||                                                                        \
             mlir_grow((void **)&(vec).v, &(vec).cap, (vec).n + 1, sizeof(*(vec).v)) == 0          \
         ? ((vec).v[(vec).n] = (item), (vec).n++, 0)                                               \
         : -1)

typedef enum { MA_RAW = 0, MA_INT, MA_FLOAT, MA_STRING, MA_WORD, MA_DICT } mlir_attr_kind;

typedef struct {
    ms key;
    unsigned char kind;
    ms val;             /* the value (a string without quotes, a number as written) */
    ms vtype;           /* the type after ':' ("i32", "ui32"), empty when none */
    int child, n_child; /* MA_DICT: its entries in the attribute pool */
    int line, col;
} mlir_attr;

typedef struct {
    ms name;   /* "%x" without the '%' */
    int index; /* #N, -1 when none */
    ms port;   /* hw.instance: the formal port name */
    int line, col;
} mlir_use;

typedef struct {
    ms name;   /* result name without '%' */
    int count; /* %f:2 */
} mlir_res;

typedef struct {
    ms text;
    int line, col;
} mlir_ty;

typedef struct {
    ms name; /* "addi", "hw.instance" */
    int line, col;
    int res, n_res;   /* mlir_res pool */
    int n_values;     /* results counting %f:N as N */
    int opd, n_opd;   /* mlir_use pool */
    int word, n_word; /* hw.instance: the result port names */
    int attr, n_attr;
    int ty, n_ty;
    int to_index;         /* first type after 'to', -1 */
    ms inst_name;         /* hw.instance "name" */
    ms callee;            /* hw.instance @sym */
    int res_ty, n_res_ty; /* hw.instance: the result types (type pool) */
} mlir_op;

typedef enum { MF_HANDSHAKE = 0, MF_HW_MODULE, MF_HW_EXTERN } mlir_func_kind;

typedef struct {
    ms name;
    ms type;
    bool out; /* hw: an out port */
    int line, col;
} mlir_arg;

typedef struct {
    unsigned char kind;
    ms name;
    int line, col;
    int arg, n_arg;     /* mlir_arg pool: inputs (and hw outs) */
    int resty, n_resty; /* handshake.func result types (mlir_arg pool, name empty) */
    int attr, n_attr;
    int op, n_op;
    bool has_body;
} mlir_func;

typedef struct mlir_ast mlir_ast;

/* Ops handed over while they are parsed (mlir_ast.sink, mlir_read.c): at the body of each
 * function until one is taken, begin (rest: the bytes of text after its '{'); then op
 * after each op of that body, pushed last in ops (true: done with, so its entries in
 * the pools are reused and the body keeps only the ops op returned false for). */
typedef struct {
    void *ctx;
    bool (*begin)(void *ctx, mlir_ast *a, const mlir_func *f, size_t rest);
    bool (*op)(void *ctx, mlir_ast *a, int k);
    int func;     /* the function taken (its index in funcs), -1 before */
    bool spoiled; /* the text was parsed again without the sink (a malformed character) */
} mlir_op_sink;

struct mlir_ast {
    const char *file;
    const char *src;
    size_t len;
    MVEC(mlir_attr) attrs;
    MVEC(mlir_use) uses;
    MVEC(mlir_res) res;
    MVEC(mlir_ty) tys;
    MVEC(ms) words;
    MVEC(mlir_op) ops;
    MVEC(mlir_arg) args;
    MVEC(mlir_func) funcs;
    hs_diag_list *errs;
    int n_errors;
    bool nul;           /* the tokenizer met a NUL byte: the text is no MLIR (mlir_lex_some) */
    mlir_op_sink *sink; /* NULL: every op is kept */
};

/* A token's text and column. */
static inline ms mlir_tok_text(const mlir_ast *a, const mlir_tok *t)
{
    return (ms){a->src + t->off, (int)t->n};
}
static inline int mlir_tok_col(const mlir_ast *a, const mlir_tok *t)
{
    (void)a;
    return t->col;
}

/* The longest text the reader takes: token offsets are 32-bit. */
#define MLIR_MAX_TEXT 0xFFFFFFF0u

/* Reports "FILE:LINE:COL: message" into the AST's error list. */
void mlir_error(mlir_ast *a, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Up to `want` tokens after lx's position into tok[(at + k) % MLIR_TOK_RING], the last
 * of the text MT_EOF; returns how many (see mlir_lex.c). The text ahead is searched for
 * a NUL byte a block at a time as the tokens reach it: at one, a->nul is set and the
 * tokens end there. */
int mlir_lex_some(mlir_ast *a, mlir_lexer *lx, mlir_tok *tok, int at, int want);
/* The syntax tree of the text (functions and ops), tokens made as the parser reads
 * them; after an error the parser resumes at the next line. Malformed characters are
 * reported before every error of the parser, as when the text was split into tokens
 * first. 0, HS_E_NETLIST or HS_E_NOMEM. */
int mlir_read_syntax(mlir_ast *a);
void mlir_ast_free(mlir_ast *a);

/* The attribute `key` among attrs[first .. first+n), or NULL. */
const mlir_attr *mlir_attr_find(const mlir_ast *a, int first, int n, const char *key);

/* ---- The op table (mlir_ops.c) ---- */

typedef enum {
    MR_LAST = 0, /* the results' types are the last types written */
    MR_FIRST,    /* every result has the first type (fork) */
    MR_SECOND,   /* the result has the second type (spec_commit) */
    MR_ALL_LAST, /* every result has the last type (cond_br) */
    MR_BIT,      /* i1 with the extra signals of the first type (cmpi, cmpf) */
    MR_MEMORY    /* the last types, then a control not written (mem_controller's memEnd) */
} mlir_result_rule;

typedef struct {
    const char *op;   /* Dynamatic's mnemonic: "addi" */
    const char *unit; /* catalog name: "handshake.addi" */
    unsigned char result_rule;
    const char *inputs;  /* the catalog's input ports in written order, NULL: catalog order */
    const char *outputs; /* likewise for the results */
    const char *fixed;   /* parameters the mnemonic implies: "buffer_type=ONE_SLOT_BREAK_R" */
} mlir_op_row;

const mlir_op_row *mlir_op_find(ms op);
/* A row's position in the table, and the table's length (per-op counters). */
int mlir_op_index(const mlir_op_row *row);
int mlir_op_count(void);
/* The ops whose catalog unit exists, comma separated, for error messages. */
void mlir_op_supported(char *buf, size_t cap);
/* Dynamatic's hw.name ("handshake.addi") to a row; NULL when unknown. */
const mlir_op_row *mlir_op_find_hw(ms hw_name);

/* ---- Names (mlir_names.c) ---- */

typedef struct {
    MVEC(hs_mlir_rename) list;
    void *tab; /* the legal names handed out so far */
} mlir_names;

void mlir_names_init(mlir_names *n);
void mlir_names_free(mlir_names *n);
/* Room for `count` more names without growing the table (0, or -1 out of memory). */
int mlir_names_reserve(mlir_names *n, int count);
/* A legal, unused name for `want` (the same one on every call with equal input
 * order); records the mapping when it differs. */
void mlir_names_take(mlir_names *n, ms want, const char *what, char *out, size_t cap);

/* ---- Values (mlir_values.c) ---- */

/* What a value's wiring asks of the unit at an endpoint, noted when the endpoint is
 * read (the unit then in the cache), not looked up in the units afterwards. */
enum { MLIR_UNIT_OTHER = 0, MLIR_UNIT_SOURCE, MLIR_UNIT_CONSTANT };
#define MLIR_OTHER_KINDS 8

/* A value's definition as the wiring reads it for every value (mlir_values_connect's
 * pass over the definitions: 48 bytes); its name and place apart (mlir_vkey), read by
 * lookups and messages only. */
typedef struct {
    hs_endpoint ep; /* the circuit input or the unit output element that drives it */
    int ty;         /* interned type, -1 for a memref */
    int n_use, first_use, last_use; /* its uses in the order read, a list through next */
    int placed;                     /* the last use mlir_values_connect placed in that list, -1 */
    bool memref;
    bool alias;              /* another name for the value (alias_name, alias_idx): a module port */
    unsigned char unit_kind; /* ep's unit: MLIR_UNIT_* */
} mlir_vdef;

/* A definition's name and place (keys.v[k] for defs.v[k]). */
typedef struct {
    ms name;
    int idx;
    int line, col;
    int alias_idx;
    ms alias_name;
} mlir_vkey;

/* A use as the wiring reads it (32 bytes); its name and place apart (mlir_vuse_at). */
typedef struct {
    hs_endpoint ep; /* the unit input element or circuit output it feeds */
    int def;        /* the definition found when the use was read, -1: looked up later */
    int next;       /* the value's next use */
} mlir_vuse;

/* A use's name and place (use_at.v[k] for uses.v[k]). */
typedef struct {
    ms name;
    int idx;
    int line, col;
    bool to_constant; /* ep's unit is a handshake.constant */
} mlir_vuse_at;

/* A use that feeds a constant from a source (use k, the constant's unit, the source's
 * type): such a constant's tokens are endless. */
typedef struct {
    int k, unit, ty;
} mlir_src_use;

/* A slot of the values' table: a definition and the low half of its key's hash, so a
 * probe compares the hash before it reads the definition (a cache miss in a big body). */
typedef struct {
    int def; /* -1: empty */
    uint32_t h;
} mlir_vslot;

typedef struct {
    mlir_ast *a;
    hs_netlist *nl;
    mlir_names *names;
    hs_mlir_info *info;
    MVEC(mlir_vdef) defs;
    MVEC(mlir_vkey) keys; /* as many as defs */
    MVEC(mlir_vuse) uses;
    MVEC(mlir_vuse_at) use_at; /* as many as uses */
    MVEC(int) pending;         /* the uses not in a definition's list when read, in order */
    MVEC(mlir_src_use) srcs;
    MVEC(hs_type) types;
    mlir_vslot *tab;
    int tab_cap;
    int *ttab, ttab_cap;
    const hs_unit_info *helper_info[2]; /* sink, fork */
    const char *kind_name[3];           /* the netlist's copies of the MLIR_UNIT_* kinds met */
    const char *other_kind[MLIR_OTHER_KINDS]; /* and of the last other kinds met */
    unsigned n_other;
} mlir_values;

void mlir_values_init(mlir_values *v, mlir_ast *a, hs_netlist *nl, mlir_names *names,
                      hs_mlir_info *info);
void mlir_values_free(mlir_values *v);
/* Room in the table for `count` definitions without growing it (0, or -1). */
int mlir_values_reserve(mlir_values *v, int count);
int mlir_values_type(mlir_values *v, const hs_type *t);
int mlir_values_def(mlir_values *v, ms name, int idx, hs_endpoint ep, const hs_type *t, bool memref,
                    int line, int col);
int mlir_values_use(mlir_values *v, ms name, int idx, hs_endpoint ep, int line, int col);
/* The same with its definition looked up already (mlir_values_find, -1: later). */
int mlir_values_use_def(mlir_values *v, int def, ms name, int idx, hs_endpoint ep, int line,
                        int col);
/* Asks the processor for the table slot a definition of name#idx probes first, ahead
 * of it: the table of a 10,000-op body is larger than the cache, and the probe would
 * wait for memory. Only a hint. */
void mlir_values_prefetch(const mlir_values *v, ms name, int idx);
/* The definition of name#idx as read so far (an alias unresolved), -1 when none. */
int mlir_values_find(const mlir_values *v, ms name, int idx);
/* Whether definition def (mlir_values_find; -1: none) stands for a memref. */
bool mlir_values_def_is_memref(const mlir_values *v, int def);
/* Defines name#idx as another name for target#tidx (an inlined module's port),
 * resolved when the values are connected. */
int mlir_values_alias(mlir_values *v, ms name, int idx, ms target, int tidx, int line, int col);
bool mlir_values_is_memref(const mlir_values *v, ms name, int idx);
const hs_type *mlir_values_type_of(const mlir_values *v, ms name, int idx);
/* Where a value is defined, NULL when it is not (yet). */
const hs_endpoint *mlir_values_def_ep(const mlir_values *v, ms name, int idx);
/* Resolves every use, then wires each value: channel, fork or sink. */
int mlir_values_connect(mlir_values *v);
/* Records where unit `unit`'s op is written (0: made by the reader). */
int mlir_unit_at(hs_mlir_info *info, int unit, int line, int col);
/* Room for the lines of `count` units at once (0, or -1): a big body's would otherwise
 * be copied at each doubling. */
int mlir_unit_lines_reserve(hs_mlir_info *info, int count);

/* ---- Places for editors (mlir_places.c, hs_mlir_options.places) ---- */

/* Records every value's definitions and uses with the endpoints they became. */
void mlir_places_values(const mlir_values *v);
/* Records functions, ops (with their units) and types from the syntax tree. */
void mlir_places_ast(const mlir_ast *a, hs_mlir_info *info);

/* ---- Passes ---- */

/* Converts one MLIR type (short forms "<i32>" and "<>" included) to an hs_type. */
int mlir_type(ms text, hs_type *t, hs_diag *d);

int mlir_lower_handshake(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                         hs_mlir_info *info);
/* A handshake.func read while it is parsed (mlir_read.c): the sink's begin takes the
 * first handshake.func of the text (the one --top names, when given), its op reads
 * each op as it comes and lets the pools reuse the op's room. Once the text is parsed,
 * when clean (no error but the reading's own) and the function is the one to
 * read, finish wires its values as mlir_lower_handshake does and gives its result;
 * else drop discards it (the caller frees the netlist and info, then reads the text
 * whole). */
typedef struct mlir_hs_stream mlir_hs_stream;
mlir_hs_stream *mlir_hs_stream_new(const hs_mlir_options *o, hs_netlist *nl, hs_mlir_info *info);
mlir_op_sink *mlir_hs_stream_sink(mlir_hs_stream *s);
bool mlir_hs_stream_clean(const mlir_hs_stream *s, const mlir_ast *a);
int mlir_hs_stream_finish(mlir_hs_stream *s, const mlir_func *f);
void mlir_hs_stream_drop(mlir_hs_stream *s);
int mlir_lower_hw(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                  hs_mlir_info *info);
/* One hw.module alone: each hw.module it instantiates is a black-box unit of kind
 * "hw.module" under that module's name (generated as a circuit of its own). */
int mlir_lower_hw_module(mlir_ast *a, const mlir_func *f, hs_netlist *nl, hs_mlir_info *info);
/* Whether hw.module f instantiates another hw.module of the file. */
bool mlir_hw_has_modules(const mlir_ast *a, const mlir_func *f);
/* Generation of a hierarchy kept in info (hs_mlir_read): each module once, as its own
 * entity, the ones it instantiates first, under the merge policies of the flat
 * netlist (mlir_hier.c). */
int mlir_generate_hier(const hs_mlir_info *info, const hs_netlist *flat, const hs_config *cfg,
                       const char *file, hs_hdl hdl, hs_circuit_result *out, hs_diag_list *errs);
/* Places a buffer on every unbuffered cycle (fix) or reports each one. */
int mlir_buffer_cycles(hs_netlist *nl, bool fix, const char *file, hs_diag_list *errs,
                       hs_mlir_info *info);

/* mem_controller ops: their inputs classified once every value is defined, and
 * the ram of their memref (mlir_memory.c). */
typedef struct {
    const mlir_op *op;
    int op_at; /* op's place in the ops pool (which may move while the body is parsed) */
    int unit;
    ms memref, memref_type;
    ms memref_name; /* its argNames entry (the C parameter's name), else the SSA name */
    bool old;       /* before August 2024: no %memStart/%ctrlEnd, done among the results */
} mlir_mc;

int mlir_memory_wire(mlir_ast *a, mlir_values *v, mlir_names *names, hs_netlist *nl,
                     hs_mlir_info *info, const hs_mlir_options *o, const mlir_mc *mcs, int n);

/* The ram a memory interface talks to (mlir_memory.c): memref's size, initial words
 * from the options, raw buses to unit u's loadEn/loadAddr/storeEn/storeAddr/storeData
 * and from its loadData. */
int mlir_memory_ram(mlir_names *names, hs_netlist *nl, hs_mlir_info *info, const hs_mlir_options *o,
                    const mlir_op *op, int u, ms memref, ms memref_type, unsigned aw, unsigned dw);
/* memref<64xi32>: 64 words; 0 when the text says no size. */
int mlir_memref_words(ms t);

/* lsq ops (mlir_lsq.c): their operands classified once every value is defined, the
 * configuration derived as Dynamatic's export does, the ram of a master LSQ. */
typedef struct {
    const mlir_op *op;
    int op_at; /* as in mlir_mc */
    int unit;
    ms memref, memref_type; /* empty: lsq [MC], behind a mem_controller */
    ms memref_name;         /* its argNames entry (the C parameter), else the SSA name */
} mlir_lsq;

/* What an lsq's wiring reads of the op of a unit that may be one of its accesses (a
 * unit with a port to memory: load, store, an LSQ behind a mem_controller), noted when
 * the op is read, so no op but the lsq's own stays in the syntax tree for it. */
typedef struct {
    int unit;
    int line, col;
    bool has_mark, has_deps, has_name;
    ms mark; /* handshake.mem_interface's value */
    ms deps; /* handshake.deps' value */
    ms name; /* handshake.name's value */
} mlir_access;

/* accs: the units with a port to memory, by increasing unit. */
int mlir_lsq_wire(mlir_ast *a, const mlir_access *accs, int n_accs, mlir_values *v,
                  mlir_names *names, hs_netlist *nl, hs_mlir_info *info, const hs_mlir_options *o,
                  const mlir_lsq *qs, int n);

/* bundle/unbundle (mlir_bundle.c): unit u's ports from the op's type, its
 * operands used and its results defined. */
void mlir_read_bundle(mlir_ast *a, mlir_values *vals, hs_netlist *nl, const mlir_op *op, int u);

/* ---- Attributes (mlir_attrs.c) ---- */

/* Whether an op attribute is one Dynamatic writes that leaves the circuit unchanged
 * (handshake.bb, handshake.bufProps, handshake.deps, ftd.* ...). */
bool mlir_attr_known(ms key);
/* Whether an hw.parameters key (lower-cased) leaves the unit unchanged (port types,
 * EXTRA_SIGNALS, DEBUG_COUNTER, INTERNAL_DELAY, FPU_IMPL). */
bool mlir_param_known(const char *key);
/* key (cap bytes) becomes the catalog's name of a parameter Dynamatic names otherwise
 * (INIT_TOKEN of an init: initial_value); unchanged when none. */
void mlir_param_alias(const char *unit, char *key, size_t cap);

/* ---- Buffers (mlir_buffer.c) ---- */

typedef enum {
    MB_EXPLICIT = 0, /* BUFFER_TYPE / bufferType written: taken as is */
    MB_TIMING,       /* TIMING (when given) says the kind */
    MB_MNEMONIC      /* oehb [n] / tehb [n]: the mnemonic's one-slot kind says the timing */
} mlir_buffer_how;

/* Settles buffer unit u's buffer_type from its TIMING (or its old mnemonic) and
 * num_slots as Dynamatic built it; *front is set when Dynamatic's unit is a FIFO
 * behind a ONE_SLOT_BREAK_R (its ofifo), which mlir_buffer_fronts inserts once the
 * channels exist. A malformed TIMING is reported; returns 0 or -1. */
int mlir_buffer_settle(mlir_ast *a, const mlir_attr *timing, mlir_buffer_how how, hs_netlist *nl,
                       int u, bool *front);
/* A ONE_SLOT_BREAK_R unit (named after the buffer, "_tehb") on the input channel of
 * each listed buffer unit. */
int mlir_buffer_fronts(mlir_ast *a, mlir_names *names, hs_netlist *nl, hs_mlir_info *info,
                       const int *units, int n);

/* Netlist building helpers (mlir_net.c). */
int mlir_net_add_unit(hs_netlist *nl, const char *name, const char *unit);
int mlir_net_add_unit_info(hs_netlist *nl, const char *name, const char *unit,
                           const hs_unit_info *info);
/* Room for `more` ports after the n of *list, in one allocation: a function's
 * ports are counted before they are read, so 10,000 stay linear. 0 or -1. */
int mlir_net_reserve(hs_net_port **list, int n, int more);
int mlir_net_add_param(hs_netlist *nl, int unit, const char *key, const char *value);
/* Adds the parameters Dynamatic's export gives unit u when its IR omits them
 * (muli's LATENCY = 4, ...: mlir_defaults.c). */
void mlir_dynamatic_defaults(hs_netlist *nl, int u);
/* A float unit's latency from Dynamatic's timing model when its IR gives none: its
 * FPU implementation (impl: "flopoco", "vivado"; NULL: FloPoCo, Dynamatic's default), format width
 * and INTERNAL_DELAY text ("2_922000"); nothing when the table has no such core. */
void mlir_dynamatic_float_defaults(hs_netlist *nl, int u, int width, const char *impl,
                                   const char *delay);
int mlir_net_add_chan(hs_netlist *nl, hs_endpoint from, hs_endpoint to, const hs_type *t);
hs_endpoint mlir_ep_unit(int unit, const char *port, int elem);
hs_endpoint mlir_ep_cport(int cport, const char *name);

#endif
