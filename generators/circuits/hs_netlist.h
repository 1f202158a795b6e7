/* Circuit netlists (the JSON format of schema/netlist.json): reading, checking,
 * spec-tag insertion (docs/speculation.md) and writing back.
 *
 * A netlist owns all its memory; hs_netlist_free releases it. Checks report every
 * violation at once into an hs_diag_list, each naming the unit, the port and the
 * rule. */
#ifndef HS_NETLIST_H
#define HS_NETLIST_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "hs_config.h"
#include "hs_diag.h"
#include "hs_type.h"
#include "hs_unit.h"

#define HS_NET_NAME_MAX 64
#define HS_NET_MAX_UNITS 100000
#define HS_NET_MAX_CHANNELS 400000
#define HS_DIAG_LIST_MAX 100

/* Every violation of a check, in the order found (at most HS_DIAG_LIST_MAX kept). */
typedef struct {
    int n;
    int dropped; /* violations past the cap */
    hs_diag items[HS_DIAG_LIST_MAX];
} hs_diag_list;

void hs_diag_list_init(hs_diag_list *l);
/* Appends a copy of d. */
void hs_diag_list_add(hs_diag_list *l, const hs_diag *d);
/* Appends a netlist error (HS_E_NETLIST) naming where it is, the port and the rule. */
void hs_diag_list_addf(hs_diag_list *l, const char *field, const char *port, const char *rule,
                       const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* The port name is the netlist's copy (hs_netlist_name), shared by every endpoint
 * of that name, or a string that outlives the netlist (a literal, a catalog name);
 * at most HS_NET_NAME_MAX - 1 bytes. */
typedef struct {
    int unit;  /* index in units, or -1 for a circuit input/output */
    int cport; /* index in inputs (a channel's from) or outputs (its to) when unit < 0 */
    int elem;  /* array element, -1 for a plain port */
    const char *port;
} hs_endpoint;

/* A unit parameter as text (numbers printed, strings verbatim); both strings live in
 * the netlist's pool (hs_netlist_param_set). */
typedef struct {
    const char *key, *value;
} hs_net_param;

/* The strings are the netlist's copies (hs_netlist_unit_set), at most
 * HS_NET_NAME_MAX - 1 bytes each: a unit used to hold them inline (232 bytes a
 * unit), which every pass over a 10,000-op circuit's units read. */
typedef struct {
    const char *name;
    const char *unit;         /* as written: "handshake.addi" (one copy per kind) */
    const hs_unit_info *info; /* NULL: not in the catalog */
    hs_net_param *params;     /* in the netlist's pool, as are its strings */
    const char *entity;       /* the entity/module name to generate it under; "" = derived */
    int n_params;
    bool added;     /* inserted by spec-tag insertion */
    bool black_box; /* not generated here: declared from its connections, to be supplied */
    bool has_bb;    /* the unit belongs to basic block bb (MLIR handshake.bb, JSON "bb") */
    int bb;         /* drawn as a group (hsgen draw); generation ignores it */
    /* Dynamatic's hw.mlir types every float channel iN and says fN in the unit's
     * DATA_TYPE only: a float unit read from it takes its iN channels of this width
     * as fN (the same N bits); 0 elsewhere, where an iN into a float port is refused */
    int float_bits;
} hs_net_unit;

typedef struct {
    hs_endpoint from, to;
    const hs_type *type; /* the netlist's copy (hs_netlist_type): channels share types */
} hs_net_chan;

typedef struct {
    char name[HS_NET_NAME_MAX];
    hs_type type;
} hs_net_port;

/* A merge policy the netlist itself gives (its "signals" block), over the
 * configuration's: the policies travel with the design. */
#define HS_NET_MAX_SIGNALS 32
typedef struct {
    char name[HS_NAME_MAX];
    uint8_t merge; /* hs_merge */
} hs_net_signal;

typedef struct {
    char name[HS_NET_NAME_MAX];
    int n_signals;
    hs_net_signal signals[HS_NET_MAX_SIGNALS];
    int n_inputs, n_outputs, n_units, n_chans;
    int cap_units, cap_chans;
    hs_net_port *inputs, *outputs;
    hs_net_unit *units;
    hs_net_chan *chans;
    struct hs_net_types *types; /* the channels' types, one copy each (netlist_types.c) */
    struct hs_net_strs *strs;   /* the string pool (netlist_strs.c) */
    struct hs_net_names *names; /* port names and unit kinds, one copy each (netlist_names.c) */
} hs_netlist;

/* Sets unit `unit`'s parameter key to value (the later spelling wins), both copied
 * into the netlist's pool. 0, or -1 when out of memory. */
int hs_netlist_param_set(hs_netlist *nl, int unit, const char *key, const char *value);
/* A copy of s[0..n) in the netlist's pool (freed with it), NUL-terminated; NULL
 * when out of memory. */
const char *hs_netlist_str(hs_netlist *nl, const char *s, size_t n);
void hs_netlist_strs_free(hs_netlist *nl);
/* n bytes of the netlist's pool, 16-byte aligned, freed with it; NULL when out of
 * memory. */
void *hs_netlist_pool_alloc(hs_netlist *nl, size_t n);

/* Unit u's name, kind and entity (NULL: left as they are), each the netlist's copy
 * cut at HS_NET_NAME_MAX - 1 bytes; 0, or -1 when out of memory. A new unit's
 * fields are set by this first (entity ""). */
int hs_netlist_unit_set(hs_netlist *nl, int u, const char *name, const char *unit,
                        const char *entity);

/* The netlist's copy of name s (cut at HS_NET_NAME_MAX - 1 bytes), or of s[0..n):
 * a port name, unit kind or entity, shared by everything of that name (owned by nl,
 * freed with it); NULL when out of memory. */
const char *hs_netlist_name(hs_netlist *nl, const char *s);
const char *hs_netlist_name_n(hs_netlist *nl, const char *s, size_t n);
void hs_netlist_names_free(hs_netlist *nl);

/* The netlist's copy of t, shared by every channel of an equal type (owned by
 * nl, freed with it); NULL when out of memory. */
const hs_type *hs_netlist_type(hs_netlist *nl, const hs_type *t);
void hs_netlist_types_free(hs_netlist *nl);
/* Whether a type of the pool has extra signals (true without a pool). */
bool hs_netlist_types_have_extras(const hs_netlist *nl);

/* Reads the JSON form. Structural errors (shape, names, endpoints, types) are all
 * collected in errs; returns 0 when there were none, HS_E_NETLIST otherwise. The
 * netlist is usable (and must be freed) in both cases. */
int hs_netlist_from_json(const json_t *j, hs_netlist *nl, hs_diag_list *errs);
int hs_netlist_load_file(const char *path, hs_netlist *nl, hs_diag_list *errs);
void hs_netlist_free(hs_netlist *nl);

/* Connectivity and verification of every catalog unit (parameters inferred from
 * the channel types). Units the configuration routes to an external generator are
 * accepted as opaque; any other unit outside the catalog is an error.
 * Returns 0 or HS_E_NETLIST with every violation in errs. */
int hs_netlist_check(const hs_netlist *nl, const hs_config *cfg, hs_diag_list *errs);
/* The same check under a configuration that already holds the netlist's own signal
 * policies (what hs_netlist_config made): no second copy of the configuration. */
int hs_netlist_check_under(const hs_netlist *nl, const hs_config *eff, hs_diag_list *errs);

/* The configuration a netlist is verified and generated under: a copy of `base` with
 * the netlist's own "signals" policies set over it (hs_config_free it). */
int hs_netlist_config(const hs_netlist *nl, const hs_config *base, hs_config *out, hs_diag *d);

/* One connection of a unit port element. The port name's length and its first
 * 8 bytes (big-endian, zero-padded) are kept beside it, and its channel's type:
 * sorting and keying a unit's connections compare them without reading its channel. */
typedef struct {
    int unit, elem, chan;
    bool out;     /* the unit drives the channel */
    uint8_t plen; /* strlen(port) */
    const char *port;
    uint64_t pre;        /* port's first 8 bytes, the first in the high byte */
    const hs_type *type; /* the channel's (hs_netlist_type): grouping units by request
                          * reads it here, not from 56-byte channels out of order */
} hs_net_conn;

/* Every unit's connections sorted by (unit, port, element); malloc'd, n in *n_out. */
hs_net_conn *hs_netlist_connections(const hs_netlist *nl, int *n_out);
/* Units grouped by request: like[u] is the first unit whose request equals unit u's
 * (kind, entity, black box or not, float_bits, connections with their types,
 * parameters; u itself when no earlier one does), so ports are checked and requests
 * verified and resolved once per group.
 * cs: hs_netlist_connections. malloc'd (n_units entries); NULL when out of memory. */
int *hs_netlist_unit_classes(const hs_netlist *nl, const hs_net_conn *cs, int n_cs);
/* The same one unit at a time, in unit order, while its connections are in the cache
 * (the check groups each unit right after sorting its connections). */
typedef struct {
    int *like; /* by unit, set by hs_unit_groups_add */
    int *slot; /* a group's first unit + 1 by key hash, 0 = empty */
    size_t n_slot;
    size_t *off, *len; /* a group's key in keys */
    char *keys;        /* the groups' keys, one after the other */
    size_t n_keys, cap_keys;
} hs_unit_groups;
/* Room for n_units units; 0, or -1 when out of memory (nothing to finish). */
int hs_unit_groups_init(hs_unit_groups *g, int n_units);
/* Groups unit u (units 0 .. u - 1 added before) of connections cs[lo..hi): like[u],
 * or -1 when out of memory. */
int hs_unit_groups_add(hs_unit_groups *g, const hs_netlist *nl, int u, const hs_net_conn *cs,
                       int lo, int hi);
/* Frees the tables; returns like (malloc'd, n_units entries) when keep, else frees it
 * and returns NULL. */
int *hs_unit_groups_finish(hs_unit_groups *g, bool keep);

/* What a passed check hands to generation (hs_netlist_check_keep), all malloc'd:
 * the sorted connections (hs_netlist_connections), unit u's being
 * cs[start[u] .. start[u + 1]), the groups (hs_netlist_unit_classes) and, per unit,
 * whether it is opaque (hs_netlist_unit_opaque). */
typedef struct {
    hs_net_conn *cs;
    int n_cs;
    int *start; /* n_units + 1 entries */
    int *like;
    unsigned char *opaque;
} hs_net_checked;

/* hs_netlist_check_under, handing what it found to the caller in *keep (all NULL
 * after an error; else hs_net_checked_free it) for generation to reuse. */
int hs_netlist_check_keep(const hs_netlist *nl, const hs_config *eff, hs_diag_list *errs,
                          hs_net_checked *keep);
void hs_net_checked_free(hs_net_checked *k);

/* The request of unit `unit` from its slice cs[lo..hi) of the sorted connections. */
int hs_netlist_request_from_conns(const hs_netlist *nl, int unit, const hs_net_conn *cs, int lo,
                                  int hi, hs_request *req, hs_diag *d);

/* The request of one unit, in the ports form, from its channels and params. */
int hs_netlist_unit_request(const hs_netlist *nl, int unit, hs_request *req, hs_diag *d);

/* Spec-tag insertion from the data output of the unit named `speculator`
 * ("" = the only handshake.speculator). Errors go to errs; returns 0 or HS_E_NETLIST. */
int hs_netlist_add_spec_tags(hs_netlist *nl, const char *speculator, hs_diag_list *errs);

/* Whole-circuit generation: each distinct unit once (by signature), plus the top
 * level that declares the circuit's ports and wires every channel. Files in compile
 * order: the VHDL support package when needed, the units (in first-use order), the
 * top last. */
typedef struct {
    char file[HS_IDENT_MAX + 8];
    char module[HS_IDENT_MAX];
    char signature[HS_SIG_HEX + 1]; /* "" for the top level and support files */
} hs_manifest_entry;

/* A unit hsgen does not generate (a black box, or one the configuration routes to an
 * external generator): its files[] entry is a stub that declares the entity or module
 * with the ports its connections give (outputs tied to 0), for the caller to replace
 * with the external generator's text or to leave for the user to supply. Ports are
 * named after the connections: P (data), P_valid, P_ready, P_SIGNAL per extra signal,
 * an array element P[i] as P_i; a raw bus is its data only. */
typedef struct {
    int file;
    char unit[HS_NET_NAME_MAX];     /* "handshake.lsq" */
    char instance[HS_NET_NAME_MAX]; /* the first instance */
    bool external;                  /* the configuration routes the unit to a generator */
    json_t *request; /* {"unit", "ports": {P: type}, "params": {...}}: the generator's {params} */
} hs_circuit_opaque;

typedef struct {
    int n_files;
    char **names, **contents;
    size_t *lens;
    hs_manifest_entry *manifest;
    int n_units;    /* unit instances */
    int n_distinct; /* distinct units generated */
    int n_opaque;
    hs_circuit_opaque *opaque;
} hs_circuit_result;

int hs_circuit_generate(const hs_netlist *nl, const hs_config *cfg, hs_hdl hdl,
                        hs_circuit_result *out, hs_diag_list *errs);
void hs_circuit_result_free(hs_circuit_result *r);
/* The manifest as JSON: [{file, module, signature}...] (a new reference). */
json_t *hs_circuit_manifest_json(const hs_circuit_result *r);

/* The JSON form (a new reference). */
json_t *hs_netlist_to_json(const hs_netlist *nl);

/* Whether unit u is left to an external generator or to the user (black box). */
bool hs_netlist_unit_opaque(const hs_netlist *nl, const hs_config *cfg, int u);

/* Index of the unit named `name`, or -1. */
int hs_netlist_find_unit(const hs_netlist *nl, const char *name);

#endif
