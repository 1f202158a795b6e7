/* The unit catalog, unit requests, and the verified unit description.
 *
 * A request names a unit and gives either its port types (`ports`) or its
 * parameters plus an extra-signal list. hs_unit_resolve() turns either form
 * into the same hs_unit: parameters with defaults applied, one canonical type
 * per port (group), the entity name and the signature. Verification and
 * generation both start from it, so a request verifies iff it generates. */
#ifndef HS_UNIT_H
#define HS_UNIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "hs_config.h"
#include "hs_diag.h"
#include "hs_type.h"

#define HS_MAX_PARAMS 32 /* the load-store queue has 28 (Dynamatic configuration keys) */
#define HS_MAX_PORTS 20
#define HS_MAX_LIST 4096  /* values of all list parameters of a unit together */
#define HS_MAX_ARRAY 1024 /* elements of an array port */
#define HS_IDENT_MAX 64   /* bytes of an entity name, NUL included */
#define HS_SIG_HEX 32     /* hex digits of a signature (128-bit XXH3) */
#define HS_MAX_LATENCY 64
#define HS_MAX_SLOTS 1024

/* ---- Catalog description (static tables in catalog.c) ---- */

/* HS_P_LIST: integers written "1 2 3", "1,2,3", "(1, 2, 3)" or "[1, 2, 3]" (a JSON array
 * too); each within [min, max]. HS_P_LISTS: a list of such lists, written as a JSON array
 * of arrays ("[[2, 2], [0]]"), each value within [min, max]; the parameter's value is the
 * number of inner lists. HS_P_BOOL: true/false/1/0 (0 or 1). HS_P_NAME: the entity name
 * (a request's own name wins); it is no part of the hardware, so not of the signature.
 * All list parameters of a unit share HS_MAX_LIST values. */
typedef enum {
    HS_P_INT = 0,
    HS_P_ENUM,
    HS_P_SIGNAL,
    HS_P_LIST,
    HS_P_LISTS,
    HS_P_BOOL,
    HS_P_NAME
} hs_param_kind;

typedef struct {
    const char *name;
    uint8_t kind;                   /* hs_param_kind */
    bool required;                  /* in the parameters form */
    int64_t def, min, max;          /* HS_P_INT (def also the enum index) */
    const char *const *enum_values; /* HS_P_ENUM: NULL-terminated */
    const char *doc;
} hs_param_info;

typedef enum { HS_IN = 0, HS_OUT = 1 } hs_port_dir;

/* What a port carries. */
typedef enum {
    HS_SHAPE_CHANNEL = 0,  /* data + valid/ready; width >= 1 */
    HS_SHAPE_CONTROL,      /* valid/ready only */
    HS_SHAPE_DATA_OR_CTRL, /* channel, or control when its width parameter is 0 */
    HS_SHAPE_RAW           /* a raw bus, no handshake (bundle/unbundle) */
} hs_port_shape;

/* Where a port's data width comes from. */
typedef enum {
    HS_W_NONE = 0, /* control: no data */
    HS_W_PARAM,    /* the parameter named by width_param */
    HS_W_FIXED,    /* fixed_width bits */
    HS_W_SIGNAL    /* the width of the `signal` parameter (promote_signal outs, add_signal value) */
} hs_width_src;

/* Which extra signals a port carries, relative to the unit's list E. */
typedef enum {
    HS_X_E = 0,      /* exactly E */
    HS_X_NONE,       /* none (memory side, add_signal's value) */
    HS_X_E_OR_NONE,  /* none or exactly E (mux/control_merge selectors) */
    HS_X_E_PLUS_SIG, /* E plus the `signal` parameter (add_signal outs) */
    HS_X_E_MINUS_SIG /* E minus the `signal` parameter (drop/promote outs) */
} hs_extras_src;

/* What a port carries to a memory interface (a memory controller's operands). */
typedef enum {
    HS_MEM_NONE = 0,
    HS_MEM_LD_ADDR, /* a load address (load's addrOut, an LSQ's ldAddrToMC) */
    HS_MEM_ST_ADDR, /* a store address */
    HS_MEM_ST_DATA, /* a store's data */
    HS_MEM_LD_DATA  /* a memory's load data (a mem_controller's ldData, which an LSQ behind
                     * the controller takes as its last operand; a load's dataFromMem takes
                     * it in) */
} hs_mem_role;

typedef struct {
    const char *name;
    uint8_t dir;       /* hs_port_dir */
    bool array;        /* sized by the `size` parameter */
    uint8_t shape;     /* hs_port_shape */
    uint8_t width_src; /* hs_width_src */
    const char *width_param;
    uint16_t fixed_width;
    uint8_t extras; /* hs_extras_src */
    const char *doc;
    /* The data type the port requires: 0 any (as given; integer in the parameters form),
     * 'i' integer only, 'f' IEEE-754 binary float only (16, 32 or 64 bits: f16, f32, f64). */
    char dtype;
    /* Arrays: the parameter that counts the elements (NULL: `size`). A count of 0
     * leaves the port out (mem_controller without stores). */
    const char *size_param;
    /* hs_mem_role: how a reader wires the port to a memory controller's operands (its
     * ldAddr, stAddr, stData), whatever the unit is. */
    uint8_t mem_role;
    /* The boolean parameter whose 1 makes the port exist (a store's done controls: `done`;
     * a mem_controller's stDone: `store_done`), NULL: the port's existence does not hang on
     * one. A reader that finds the port written sets the parameter. */
    const char *present_if;
} hs_port_info;

/* Which multi-token merges a unit performs (section 3). */
typedef enum {
    HS_MERGE_DOWN_NONE = 0,
    HS_MERGE_DOWN_JOIN, /* several inputs joined into one token */
    HS_MERGE_DOWN_MUX   /* data + index joined when index carries E */
} hs_merge_down;

struct hs_unit;
struct hs_unit_info;

/* bundle and unbundle: one raw port per extra signal besides the table's. */
typedef enum {
    HS_PARTS_NONE = 0,
    HS_PARTS_GATHER, /* bundle: parts -> channel (a downstream part is an input) */
    HS_PARTS_SPLIT   /* unbundle: channel -> parts (a downstream part is an output) */
} hs_part_ports;

/* What verification (verify.c) hands a row's derivation hooks: the unit being
 * resolved (its row, parameters and E so far), whether the request gave port types,
 * and the first given type of each port in that form. */
typedef struct hs_rule_ctx {
    struct hs_unit *u;
    bool ports_form;
    const hs_type *given[HS_MAX_PORTS]; /* ports form: element 0's type, else NULL */
    hs_diag *d;
} hs_rule_ctx;

/* The `signal` a unit adds, drops or requires (add/drop/promote_signal, the speculation
 * units), derived from the port types (ports form) or checked against E (parameters
 * form, which may add it to E): sets *out. Sets *fixed when the signal is the row's own
 * (spec: i1), so a given `signal` parameter is not compared with it. */
typedef int (*hs_unit_signal_fn)(hs_rule_ctx *x, hs_extra *out, bool *fixed);
/* Port types the table cannot derive (compose, decompose): called once every port's type
 * is derived from the table. */
typedef int (*hs_unit_types_fn)(hs_rule_ctx *x);

/* Per-unit hooks for what the table cannot say; NULL for most units. */
typedef int (*hs_unit_check_fn)(const struct hs_unit *u, const hs_config *cfg, hs_diag *d);
/* Whether table port p exists for the unit's parameters (sharing_wrapper's numbered
 * ports); NULL: every port exists. */
typedef bool (*hs_port_present_fn)(const struct hs_unit *u, int p);

/* One port of an entity whose ports are not the table's channels with clk and rst: the
 * load-store queue's, each signal its own port as Dynamatic's wrapper declares it
 * (clock, reset, io_<port>_<i>_bits/_valid/_ready, io_loadEn ...). */
typedef enum {
    HS_FLAT_CLOCK = 0,
    HS_FLAT_RESET,
    HS_FLAT_DATA,
    HS_FLAT_VALID,
    HS_FLAT_READY
} hs_flat_role;

typedef struct {
    char name[48];    /* entity port name, e.g. "io_ldAddr_0_bits" */
    bool out;         /* direction */
    uint32_t width;   /* bits; valid/ready/enables 1 */
    bool vec;         /* VHDL std_logic_vector (every _bits bus), else std_logic */
    uint8_t role;     /* hs_flat_role */
    const char *port; /* the catalog port it belongs to ("ldAddr", "loadEn", ...) */
    int elem;         /* element of an array port, -1 for a plain one */
} hs_flat_port;

/* A verified unit's flat entity ports in declaration order: writes at most cap of them
 * to out and returns how many there are, or a negative code. NULL on a row: the entity's
 * ports are clk, rst and the table's channels (what the port listing and a circuit's
 * instance connect). */
typedef int (*hs_flat_ports_fn)(const struct hs_unit *u, hs_flat_port *out, int cap);

/* The unit's generator: builds the hardware description of a verified unit
 * (generators/ops/op_<unit>.c). The row names it and the ops layer calls it
 * (hs_generate); this layer never does, and knows the hardware description only as
 * an incomplete type (generators/hw is above it). */
struct hw_design;
typedef int (*hs_unit_build_fn)(struct hw_design *des, const struct hs_unit *u, hs_diag *d);
/* Declares a generator, in the catalog file whose rows name it and in its op file,
 * so both agree with hs_unit_build_fn. */
#define HS_GENERATOR(fn) int fn(struct hw_design *des, const struct hs_unit *u, hs_diag *d)

/* How a unit's output valids follow its inputs (hs_unit_info.valid_rule): a circuit's
 * cycle check (mlir_cycles.c) follows a path from data to a valid only through a unit
 * of the default rule. */
typedef enum {
    HS_VALID_FROM_DATA = 0, /* an output valid may be computed from data (a conditional
                             * branch, a mux, a select, a unit whose row says nothing) */
    HS_VALID_FROM_VALIDS,   /* from the input valids alone (forks, join, arithmetic, conversions,
                             * buffers, memory ports, the signal units; hdl.valid_rules) */
    HS_VALID_ANY_INPUT,     /* from the input valids alone, valid when any input is (merge,
                             * control_merge): an input always valid makes it always valid */
    HS_VALID_ALWAYS,        /* valid on every cycle (source) */
    HS_VALID_OF_INPUT       /* its one input's valid (constant): always valid when that is */
} hs_valid_rule;

typedef struct hs_unit_info {
    const char *name;      /* "handshake.addi" */
    const char *summary;   /* one line */
    const char *rule_id;   /* "same_type" ... */
    const char *rule_text; /* the rule in words */
    uint8_t n_params;
    hs_param_info params[HS_MAX_PARAMS];
    uint8_t n_ports;
    hs_port_info ports[HS_MAX_PORTS];
    uint8_t merge_down;            /* hs_merge_down */
    bool merge_up;                 /* several outputs: upstream signals merged */
    uint8_t e_port;                /* index of the port E is read from in the ports form */
    uint8_t part_ports;            /* hs_part_ports: bundle/unbundle's raw part ports */
    hs_unit_signal_fn signal_rule; /* the unit's `signal` (NULL: none derived) */
    hs_unit_types_fn derive_types; /* port types beyond the table (NULL: the table's) */
    /* The unit merges its `signal` itself (speculating_branch routes by the spec both
     * inputs carry): no merge policy is asked for it. */
    bool signal_own_merge;
    hs_flat_ports_fn flat_ports; /* the entity's ports when not the table's channels */
    hs_unit_check_fn check;      /* extra clauses of the rule */
    hs_port_present_fn port_present;
    bool no_clock; /* wires only, declared without clk and rst (mem_to_bram, as Dynamatic's) */
    hs_unit_build_fn build; /* the generator; NULL: the catalog knows the unit, nothing builds it */
    /* Every output is registered whatever the parameters, so a combinational cycle through
     * the unit is broken there (init starts full, memory answers a cycle after the
     * address, the LSQ queues every request; circuits' cycle check, mlir_cycles.c). */
    bool registered;
    /* Its outputs carry its one input's value, at most recast in width (forks, integer
     * width casts): a reader tracing where a value comes from looks through the unit, as
     * Dynamatic backtracks an LSQ's operands (mlir_lsq.c). */
    bool passes_value;
    /* Dynamatic's hw.mlir numbers the unit's ports by direction instead of naming them:
     * ins_<k> (outs_<k>) is the k-th input (output) element in table order, an array port
     * taking every index from its place on (gate's ins_1 is ctrl[0]; unbundle's outs_1 is
     * data). A name that is a port of the row reads as that port first. */
    bool numbered_ports;
    uint8_t valid_rule; /* hs_valid_rule */
    /* The outputs' data come from a register, their valids from the input valids alone
     * (spec_v2_resolver's state bit): only valid passes through the unit within a cycle
     * (circuits' cycle check). */
    bool registered_data;
    /* The parameter whose presence says a Dynamatic hw.mlir extern carries the unit's
     * configuration (the LSQ's numLoads), NULL for a unit without one: an extern
     * without it stays the black box its ports declare, and one with it may carry
     * keys of that configuration the catalog does not list, which the reader leaves
     * (mlir_hw.c). */
    const char *config_key;
    /* The unit is a memory itself: `size` words, the first ones starting as its `values`
     * list (ram). `hsgen simulate` keeps a memory's words for it, and a memory
     * controller's or an LSQ's block-RAM side must lead to one (client/sim_mem.c,
     * sim_interp_models.c, sim_lsq.c). */
    bool memory;
    /* The unit is one of speculation's (the speculator and the units that carry or add its
     * spec bit: save-commit, commit, speculating_branch, non_spec): `hsgen draw` fills it
     * orange to mark the speculative region (client/draw_dot.c). */
    bool speculation;
    /* Dynamatic gives the unit's `size` observed channels one entry each in two lists,
     * `<channel_lists>_bitwidths` ('[1, 1]') and `<channel_lists>_extra_signals`
     * ('[{"spec": 1}, {"spec": 1}]'), where the row gives them one type: `size`,
     * `bitwidth` and the extra signals (ii_monitor: "sel"). `hsgen dynamatic` reads the
     * lists into those and refuses channels of different types. NULL: no such lists. */
    const char *channel_lists;
    /* Dynamatic's spellings of the row's parameters where they differ, in pairs
     * {Dynamatic's, the row's, ..., NULL} (mux's data_bitwidth is its bitwidth):
     * `hsgen dynamatic` reads each under the row's name. NULL: Dynamatic's are the row's. */
    const char *const *dyn_params;
    /* The parameter Dynamatic writes as a bit string ('00000101', MSB first: the
     * constant's value), which `hsgen dynamatic` reads as the integer it is. */
    const char *dyn_bits;
} hs_unit_info;

/* ---- Requests ---- */

#define HS_REQ_MAX_ITEMS (HS_MAX_ARRAY + 64)

typedef struct {
    char key[64];
    /* text as given ("" for a number given as one), at most HS_MAX_TYPE_TEXT
     * characters: in the request's own text room (hs_request.text), never freed alone */
    const char *value;
    bool is_int; /* a parameter given as a number (JSON, a composite's
                  * part): num, read as is, never through text */
    int64_t num;
    bool is_signal; /* a signal parameter given as one (a composite's part): sig, never text */
    hs_extra sig;
} hs_req_item;

/* A request as it arrives from the command line or JSON, before resolution.
 * Owned by the caller; strings copied in. Use hs_request_init/free. */
typedef struct hs_request {
    char unit[64];
    char name[HS_IDENT_MAX]; /* "" = derived */
    int n_ports, n_params, n_extras;
    hs_req_item *ports;  /* "lhs" / "ins[0]" -> type text */
    hs_req_item *params; /* "bitwidth" -> "32" */
    hs_extra *extras;    /* already parsed */
    int cap_ports, cap_params, cap_extras;
    /* The items' value texts, each with its NUL, one after another (malloc'd or
     * NULL): an item is small (a few per request fit a small allocation), and a
     * value as long as its text. Moved by its growth, with the items' pointers. */
    char *text;
    size_t text_len, text_cap;
} hs_request;

void hs_request_init(hs_request *r, const char *unit);
void hs_request_free(hs_request *r);
int hs_request_add_port(hs_request *r, const char *port, const char *type_text, hs_diag *d);
int hs_request_add_param(hs_request *r, const char *key, const char *value, hs_diag *d);
/* A parameter given as a number: an integer parameter takes it as is; any other
 * kind reads its decimal text. */
int hs_request_add_param_int(hs_request *r, const char *key, int64_t value, hs_diag *d);
/* A signal parameter given as a parsed extra signal (a composite's part): taken as
 * is, never through text. It must be named. */
int hs_request_add_param_signal(hs_request *r, const char *key, const hs_extra *sig, hs_diag *d);
int hs_request_add_extra(hs_request *r, const hs_extra *e, hs_diag *d);
/* Parses "spec: i1" and adds it. */
int hs_request_add_extra_text(hs_request *r, const char *text, hs_diag *d);

/* ---- The resolved, verified unit ---- */

typedef struct {
    hs_type type;   /* canonical type of the port (each element, for arrays) */
    uint16_t count; /* elements: 1 for a plain port, size for arrays */
    bool present;   /* false for ports absent in this configuration (unbundle of a control) */
} hs_unit_port;

/* The bytes of port type texts a unit keeps (hs_unit.port_text). */
#define HS_PORT_TEXT_ROOM 768

typedef struct hs_unit {
    const hs_unit_info *info;
    int64_t param[HS_MAX_PARAMS];    /* by info->params index; enums by index */
    hs_extra signal;                 /* the `signal` parameter, when the unit has one */
    hs_type e;                       /* E: the unit's extra-signal list (kind unused) */
    char dtype;                      /* 'i' or 'f' data type of the main data bus */
    hs_unit_port port[HS_MAX_PORTS]; /* by info->ports index */
    char name[HS_IDENT_MAX];         /* entity name */
    /* the entity name when the request gives none: set with the signature for an
     * unnamed unit, else "" until hs_unit_default_name makes it */
    char default_name[HS_IDENT_MAX];
    char signature[HS_SIG_HEX + 1];
    const hs_config *cfg; /* policies used to verify (borrowed) */
    /* Values of the list parameters (HS_P_LIST, HS_P_LISTS), one after the other: list
     * parameter i starts at list_at[i] and holds list_len[i] values; a list of lists is
     * stored as, per inner list, its length followed by its values. */
    uint16_t n_list;
    uint16_t list_at[HS_MAX_PARAMS], list_len[HS_MAX_PARAMS];
    bool given[HS_MAX_PARAMS]; /* parameters the request gave (parameters form) */
    int64_t list[HS_MAX_LIST];
    /* Each present port's canonical type text as hs_unit_compute_signature printed it,
     * for the header of the generated text (gen.c), so a request prints each port's
     * type once: port i's is port_text_len[i] bytes at port_text + port_text_at[i]
     * (no NUL); a length of 0: not kept (no room left), print it. Set with the
     * signature, for the port types it was computed from. */
    uint16_t port_text_at[HS_MAX_PORTS], port_text_len[HS_MAX_PORTS];
    char port_text[HS_PORT_TEXT_ROOM];
} hs_unit;

/* A rule failure (HS_E_RULE): what was wrong, then the rule's identifier and words;
 * port names the port blamed (NULL: none). For verification and the rows' hooks. */
int hs_rule_fail(const hs_unit_info *info, hs_diag *d, const char *port, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
int hs_rule_failv(const hs_unit_info *info, hs_diag *d, const char *port, const char *fmt,
                  va_list ap) __attribute__((format(printf, 4, 0)));

/* Floating-point formats: a float port's width must be one of these. */
bool hs_float_width_ok(int64_t width);
/* The largest `latency` of a floating-point unit at a width (catalog_float.c), -1 when the
 * unit is not one of them. */
int hs_float_max_latency(const char *unit, int64_t width);

/* Catalog access. */
const hs_unit_info *hs_catalog_find(const char *name); /* accepts "addi" or "handshake.addi" */
int hs_catalog_count(void);
const hs_unit_info *hs_catalog_at(int i);
int hs_param_index(const hs_unit_info *info, const char *name);
/* The known unit closest to a misspelled name (bare, no "handshake."), or NULL. */
const char *hs_catalog_suggest(const char *name);

/* Resolves and verifies a request. hdl is part of the signature. On error fills d
 * with field/port/rule. u is large: allocate it (hs_unit_new) rather than on small stacks.
 * Finds the row by the request's unit name (catalog.c), then hs_unit_resolve_row. */
int hs_unit_resolve(const hs_request *r, hs_hdl hdl, const hs_config *cfg, hs_unit *u, hs_diag *d);
/* The same for a request whose row is known (a composite's part): r->unit is not read,
 * nothing is looked up by name (verify.c). */
int hs_unit_resolve_row(const hs_unit_info *info, const hs_request *r, hs_hdl hdl,
                        const hs_config *cfg, hs_unit *u, hs_diag *d);
/* What a caller already knows of a request it resolved before under the same
 * configuration and HDL: its signature and default entity name (both NUL-ended). */
typedef struct {
    const char *signature;
    const char *default_name;
} hs_unit_known;
/* hs_unit_resolve for a request whose signature is known (k, or NULL: computed): the
 * same checks, but the canonical text is neither built nor hashed (a daemon's memo
 * answers the same request text again and again); the ports' type texts are then not
 * kept (hs_unit.port_text), so generation prints them. */
int hs_unit_resolve_known(const hs_request *r, hs_hdl hdl, const hs_config *cfg,
                          const hs_unit_known *k, hs_unit *u, hs_diag *d);
int hs_unit_resolve_row_known(const hs_unit_info *info, const hs_request *r, hs_hdl hdl,
                              const hs_config *cfg, const hs_unit_known *k, hs_unit *u, hs_diag *d);
/* The row named `name` (with or without "handshake.") in one family table (a table of
 * catalog_families.h), or NULL: for a composite generator, whose parts live in
 * another family than its own row (unit_access.c). */
const hs_unit_info *hs_catalog_family_find(const hs_unit_info *family, const char *name);
hs_unit *hs_unit_new(void);
/* A unit for hs_unit_resolve to fill, not cleared past what resolution reads before
 * writing (the ports' types and the lists are left as they are): only for
 * hs_unit_resolve, which sets every field it or generation reads. */
hs_unit *hs_unit_new_for_resolve(void);
/* Clears a unit for another resolution as hs_unit_new_for_resolve leaves a new one. */
void hs_unit_reset_for_resolve(hs_unit *u);
void hs_unit_free(hs_unit *u);

/* Convenience accessors for generators. */
int64_t hs_unit_param(const hs_unit *u, const char *name); /* asserts it exists */
const hs_unit_port *hs_unit_find_port(const hs_unit *u, const char *name);
/* The values of the unit's first list parameter (units with one list: ram, sharing). */
const int64_t *hs_unit_list(const hs_unit *u, int *n);
/* The values of list parameter `name` (HS_P_LIST), or NULL with *n = 0 when not given. */
const int64_t *hs_unit_list_param(const hs_unit *u, const char *name, int *n);
/* Inner list `row` of a list-of-lists parameter (HS_P_LISTS), or NULL with *n = 0 when
 * the parameter was not given or has no such row. */
const int64_t *hs_unit_lists_row(const hs_unit *u, const char *name, int row, int *n);
/* Whether the request gave parameter `name` (defaults are not "given"). */
bool hs_unit_param_given(const hs_unit *u, const char *name);
/* Enum parameter as text ("slt", "FIFO_BREAK_DV"). */
const char *hs_unit_param_text(const hs_unit *u, const char *name);

/* Entity names: legal in both HDLs and not a keyword of either. */
int hs_check_entity_name(const char *name, hs_diag *d);
bool hs_is_hdl_keyword(const char *name);

/* Signature: XXH3-128 over the canonical text of (unit, hdl, parameters, ports);
 * hs_unit_canonical_text writes that text (for documentation and tests). */
size_t hs_unit_canonical_text(const hs_unit *u, hs_hdl hdl, char *buf, size_t cap);
void hs_unit_compute_signature(hs_unit *u, hs_hdl hdl);
/* What hs_unit_compute_signature sets, from a known signature and default name: no
 * port type text kept. */
void hs_unit_set_signature(hs_unit *u, const hs_unit_known *k);
/* The entity name u gets when its request gives none (u->default_name, made on the
 * first call for a named unit). u: resolved (its signature computed). */
const char *hs_unit_default_name(hs_unit *u);

#endif
