#define _GNU_SOURCE /* hsearch_r: the reentrant hash table of glibc */
/* Whole-circuit generation: every distinct unit once, then a top level that
 * declares the circuit's channel ports and wires each channel between unit
 * instances. The units' modules are rebuilt into the top's design as external
 * declarations only, so the printers know each formal port's shape. */
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "circuit_opaque.h"
#include "gen_channel.h"
#include "hs_gen.h"
#include "hs_netlist.h"
#include "hs_version.h"
#include "hw_print.h"

/* What the top level uses for a channel, in 16 bytes: a channel between two units
 * is its data, valid and ready wires (whole signals, HW_NO_SIG where absent); one
 * with extra signals, or a circuit port's, has its hs_chan in cgen.full (at full - 1).
 * The wiring reads one per connection, by channel number: 72-byte records for the
 * 30,000 channels of a 10,000-op circuit were 2 MB read out of order. */
typedef struct {
    hw_sig_id data, valid, ready;
    uint32_t full; /* 0, or its record's place in cgen.full + 1 */
} top_chan;

typedef struct {
    const hs_netlist *nl;
    const hs_config *cfg;
    hs_hdl hdl;
    hs_diag_list *errs;
    hs_net_checked chk; /* the check's connections, starts, groups and opaque units */
    const hs_net_conn *cs;
    int n_cs;
    const int *start; /* unit u's connections are cs[start[u] .. start[u + 1]) */
    const int *like;  /* unit -> the first unit of its request's group (the check's) */
    int *unit_dist;   /* unit -> index in dist */
    hs_unit **dist;
    int n_dist;
    hs_circuit_result *out;
    hw_design *des;
    hw_module *top;
    hw_sig_id clk, rst;
    top_chan *chan; /* per channel: what the top level uses for it */
    hs_chan *full;  /* the records of channels kept whole (top_chan.full) */
    int n_full, cap_full;
    int *pidx;             /* per connection: its catalog port's index in its unit's row, or -1 */
    const char ***formal;  /* per distinct unit: each port's data, valid and ready formals */
    const hw_module **mod; /* per distinct unit: its module, declared in the top's design */
    uint32_t *conns;       /* per distinct unit: an instance's connections (port_conns) */
    uint32_t *assigns;     /* per distinct unit: an instance's assigns (port_assigns) */
    int *opq;              /* unit -> index in opaque, -1 for a generated unit */
    int n_opaque, cap_opaque;
    struct {
        char entity[HS_IDENT_MAX];
        int unit;    /* the first instance: its connections make the interface */
        char *ports; /* the interface as JSON text, to compare instances */
        json_t *request;
    } * opaque;
} cgen;

static void cerr(cgen *c, const char *unit, const hs_diag *d)
{
    hs_diag e = *d;
    e.code = HS_E_NETLIST;
    if (unit)
        hs_str_copy(e.port, sizeof(e.port), unit);
    hs_diag_list_add(c->errs, &e);
}

/* Appends a file whose text the result takes over (freed here on failure): the
 * top level of a 10,000-op circuit is 7 MB, not copied again. */
static int add_file_take(cgen *c, const char *name, char *content, size_t len, const char *module,
                         const char *signature)
{
    hs_circuit_result *r = c->out;
    int n = r->n_files;
    char **names = realloc(r->names, sizeof(char *) * (size_t)(n + 1));
    char **contents = names ? realloc(r->contents, sizeof(char *) * (size_t)(n + 1)) : NULL;
    if (names)
        r->names = names;
    if (contents)
        r->contents = contents;
    size_t *lens = contents ? realloc(r->lens, sizeof(size_t) * (size_t)(n + 1)) : NULL;
    if (lens)
        r->lens = lens;
    hs_manifest_entry *m = lens ? realloc(r->manifest, sizeof(*m) * (size_t)(n + 1)) : NULL;
    if (!m) {
        free(content);
        return HS_E_NOMEM;
    }
    r->manifest = m;
    r->names[n] = strdup(name);
    r->contents[n] = content;
    if (!r->names[n] || !r->contents[n]) {
        free(r->names[n]);
        free(r->contents[n]);
        return HS_E_NOMEM;
    }
    r->lens[n] = len;
    hs_str_copy(m[n].file, sizeof(m[n].file), name);
    hs_str_copy(m[n].module, sizeof(m[n].module), module);
    hs_str_copy(m[n].signature, sizeof(m[n].signature), signature);
    r->n_files = n + 1;
    return 0;
}

/* Appends a copy of a file's text. */
static int add_file(cgen *c, const char *name, const char *content, size_t len, const char *module,
                    const char *signature)
{
    char *copy = malloc(len + 1);
    if (!copy)
        return HS_E_NOMEM;
    memcpy(copy, content, len);
    copy[len] = '\0';
    return add_file_take(c, name, copy, len, module, signature);
}

void hs_circuit_result_free(hs_circuit_result *r)
{
    for (int i = 0; i < r->n_files; i++) {
        free(r->names[i]);
        free(r->contents[i]);
    }
    free(r->names);
    free(r->contents);
    free(r->lens);
    free(r->manifest);
    for (int i = 0; i < r->n_opaque; i++)
        json_decref(r->opaque[i].request);
    free(r->opaque);
    memset(r, 0, sizeof(*r));
}

json_t *hs_circuit_manifest_json(const hs_circuit_result *r)
{
    json_t *arr = json_array();
    for (int i = 0; i < r->n_files; i++)
        json_array_append_new(arr, json_pack("{s:s,s:s,s:s}", "file", r->manifest[i].file, "module",
                                             r->manifest[i].module, "signature",
                                             r->manifest[i].signature));
    return arr;
}

/* Resolves every unit and keeps one hs_unit per distinct signature; a unit whose
 * request equals an earlier one's (c->like, hs_netlist_unit_classes) takes its
 * result unresolved. */
static int resolve_units(cgen *c)
{
    const hs_netlist *nl = c->nl;
    int n_groups = 0;
    for (int u = 0; u < nl->n_units; u++)
        n_groups += c->like[u] == u;
    struct hsearch_data tab;
    memset(&tab, 0, sizeof(tab));
    if (!hcreate_r((size_t)n_groups * 2 + 16, &tab))
        return HS_E_NOMEM;
    int *group_dist = malloc(sizeof(int) * ((size_t)nl->n_units + 1)); /* by a group's first unit */
    hs_unit *scratch = NULL;
    int rc = group_dist ? 0 : HS_E_NOMEM, n_keys = 0;
    char **keys = calloc((size_t)n_groups + 1, sizeof(char *)); /* keys of named entities */
    for (int u = 0; rc == 0 && u < nl->n_units; u++)
        group_dist[u] = -1;
    for (int u = 0; u < nl->n_units && rc == 0; u++) {
        hs_diag d;
        if (c->opq[u] >= 0)
            continue; /* declared from its connections (collect_opaque) */
        if (group_dist[c->like[u]] >= 0) {
            c->unit_dist[u] = group_dist[c->like[u]];
            continue;
        }
        hs_diag_clear(&d);
        if (!scratch && !(scratch = hs_unit_new())) {
            rc = HS_E_NOMEM;
            break;
        }
        hs_request req;
        rc = hs_netlist_request_from_conns(nl, u, c->cs, c->start[u], c->start[u + 1], &req, &d);
        if (rc == 0 && nl->units[u].entity[0]) /* generated under the name it was given */
            hs_str_copy(req.name, sizeof(req.name), nl->units[u].entity);
        if (rc == 0)
            rc = hs_unit_resolve(&req, c->hdl, c->cfg, scratch, &d);
        hs_request_free(&req);
        if (rc) {
            cerr(c, nl->units[u].name, &d);
            rc = HS_E_NETLIST;
            break;
        }
        /* one entity per signature; a named one per signature and name */
        char *sig_key = scratch->signature;
        if (nl->units[u].entity[0]) {
            size_t kl = strlen(scratch->signature) + strlen(nl->units[u].entity) + 2;
            sig_key = keys ? malloc(kl) : NULL;
            if (!sig_key) {
                rc = HS_E_NOMEM;
                break;
            }
            snprintf(sig_key, kl, "%s@%s", scratch->signature, nl->units[u].entity);
            keys[n_keys++] = sig_key;
        }
        ENTRY key = {.key = sig_key, .data = NULL}, *found = NULL;
        hsearch_r(key, FIND, &found, &tab);
        if (found) {
            c->unit_dist[u] = (int)(intptr_t)found->data;
            group_dist[c->like[u]] = c->unit_dist[u];
            continue;
        }
        key.data = (void *)(intptr_t)c->n_dist;
        c->dist[c->n_dist] = scratch;
        c->unit_dist[u] = c->n_dist++;
        scratch = NULL;
        if (!hsearch_r(key, ENTER, &found, &tab))
            rc = HS_E_NOMEM;
        group_dist[c->like[u]] = c->unit_dist[u];
    }
    hs_unit_free(scratch);
    hdestroy_r(&tab);
    free(group_dist);
    for (int i = 0; i < n_keys; i++)
        free(keys[i]);
    free(keys);
    return rc;
}

/* Groups the opaque units by entity name; instances sharing one must have the
 * same ports. */
static int collect_opaque(cgen *c)
{
    const hs_netlist *nl = c->nl;
    for (int u = 0; u < nl->n_units; u++) {
        c->opq[u] = -1;
        if (!c->chk.opaque[u])
            continue;
        char entity[HS_IDENT_MAX];
        hs_opaque_entity(nl, u, entity, sizeof(entity));
        json_t *req = hs_opaque_request(nl, u, c->cs, c->start[u], c->start[u + 1]);
        char *ports =
            req ? json_dumps(json_object_get(req, "ports"), JSON_COMPACT | JSON_SORT_KEYS) : NULL;
        if (!ports) {
            json_decref(req);
            return HS_E_NOMEM;
        }
        int i = 0;
        while (i < c->n_opaque && strcmp(c->opaque[i].entity, entity) != 0)
            i++;
        if (i < c->n_opaque) {
            bool same = strcmp(c->opaque[i].ports, ports) == 0;
            free(ports);
            json_decref(req);
            if (!same) {
                hs_diag d;
                hs_fail(&d, HS_E_NETLIST,
                        "units %s and %s are both entity %s but their connections give "
                        "different ports",
                        nl->units[c->opaque[i].unit].name, nl->units[u].name, entity);
                cerr(c, nl->units[u].name, &d);
                return HS_E_NETLIST;
            }
            c->opq[u] = i;
            continue;
        }
        if (i == c->cap_opaque) { /* grown here: most circuits have no opaque unit */
            int cap = c->cap_opaque ? 2 * c->cap_opaque : 4;
            void *p = realloc(c->opaque, sizeof(*c->opaque) * (size_t)cap);
            if (!p) {
                free(ports);
                json_decref(req);
                return HS_E_NOMEM;
            }
            c->opaque = p;
            c->cap_opaque = cap;
        }
        hs_str_copy(c->opaque[i].entity, sizeof(c->opaque[i].entity), entity);
        c->opaque[i].unit = u;
        c->opaque[i].ports = ports;
        c->opaque[i].request = req;
        c->opq[u] = c->n_opaque++;
    }
    return 0;
}

/* Each opaque unit's stub file (its declaration, outputs tied to 0), recorded in
 * the result for the caller to replace or to leave to the user. */
static int generate_opaque(cgen *c)
{
    hs_circuit_result *r = c->out;
    r->opaque = c->n_opaque ? calloc((size_t)c->n_opaque, sizeof(*r->opaque)) : NULL;
    if (c->n_opaque && !r->opaque)
        return HS_E_NOMEM;
    for (int i = 0; i < c->n_opaque; i++) {
        const hs_net_unit *nu = &c->nl->units[c->opaque[i].unit];
        for (int k = 0; k < c->n_dist; k++)
            if (strcmp(c->dist[k]->name, c->opaque[i].entity) == 0) {
                hs_diag d;
                hs_fail(&d, HS_E_NETLIST, "unit %s: entity %s is also a generated unit's name",
                        nu->name, c->opaque[i].entity);
                cerr(c, nu->name, &d);
                return HS_E_NETLIST;
            }
        bool external = hs_config_external(c->cfg, nu->unit) != NULL;
        hw_design *des = hw_design_new();
        if (!des)
            return HS_E_NOMEM;
        hw_design_comment(des, hw_strfmt(des, "Generated by hsgen %s.", hs_version()));
        hw_design_comment(
            des, hw_strfmt(des,
                           external ? "%s (unit %s): the declaration the external generator's "
                                      "text must match; replaced by that text."
                                    : "BLACK BOX %s (unit %s): hsgen does not generate %s. This "
                                      "stub only declares its ports (outputs tied to 0): replace "
                                      "it with the implementation.",
                           c->opaque[i].entity, nu->name, nu->unit));
        hs_opaque_module(des, c->nl, c->opaque[i].entity, c->cs, c->start[c->opaque[i].unit],
                         c->start[c->opaque[i].unit + 1], true);
        size_t len = 0;
        char *text = c->hdl == HS_HDL_VHDL ? hs_emit_vhdl(des, &len) : hs_emit_verilog(des, &len);
        hw_design_free(des);
        if (!text)
            return HS_E_NOMEM;
        char file[HS_IDENT_MAX + 8];
        snprintf(file, sizeof(file), "%s.%s", c->opaque[i].entity,
                 c->hdl == HS_HDL_VHDL ? "vhd" : "v");
        int rc = add_file_take(c, file, text, len, c->opaque[i].entity, "");
        if (rc)
            return rc;
        hs_circuit_opaque *o = &r->opaque[r->n_opaque++];
        o->file = r->n_files - 1;
        hs_str_copy(o->unit, sizeof(o->unit), nu->unit);
        hs_str_copy(o->instance, sizeof(o->instance), nu->name);
        o->external = external;
        o->request = json_incref(c->opaque[i].request);
    }
    return 0;
}

/* Moves the last file to position pos, shifting the files from pos on by one: a
 * support package goes before every unit that uses it, so the files are in compile
 * order (manifest.json, files.f). */
static void move_last_to(hs_circuit_result *r, int pos)
{
    int last = r->n_files - 1;
    char *name = r->names[last], *content = r->contents[last];
    size_t len = r->lens[last];
    hs_manifest_entry m = r->manifest[last];
    for (int i = last; i > pos; i--) {
        r->names[i] = r->names[i - 1];
        r->contents[i] = r->contents[i - 1];
        r->lens[i] = r->lens[i - 1];
        r->manifest[i] = r->manifest[i - 1];
    }
    r->names[pos] = name;
    r->contents[pos] = content;
    r->lens[pos] = len;
    r->manifest[pos] = m;
}

/* Generates each distinct unit's files; the VHDL support package once, first. */
static int generate_units(cgen *c)
{
    bool types_done = false;
    for (int i = 0; i < c->n_dist; i++) {
        hs_gen_result res;
        hs_diag d;
        hs_diag_clear(&d);
        int rc = hs_generate(c->dist[i], c->hdl, &res, &d);
        if (rc == 0 && (rc = hs_gen_check_entity(&res, c->dist[i]->name, &d)) != 0)
            hs_gen_result_free(&res); /* a unit named like one of its own signals */
        if (rc) {
            cerr(c, c->dist[i]->name, &d);
            return HS_E_NETLIST;
        }
        for (int f = 0; f < res.n_files && rc == 0; f++) {
            bool is_types = f > 0 && strcmp(res.files[f].name, "types.vhd") == 0;
            if (is_types && types_done)
                continue;
            types_done |= is_types;
            rc = add_file(c, res.files[f].name, res.files[f].content, res.files[f].len,
                          f == 0 ? res.module : "types", f == 0 ? c->dist[i]->signature : "");
            if (rc == 0 && is_types)
                move_last_to(c->out, 0);
        }
        hs_gen_result_free(&res);
        if (rc)
            return rc;
    }
    return 0;
}

/* Room for a top-level name made of a unit's or port's name (< HS_NET_NAME_MAX), an
 * element number and an extra signal's name (< HS_NAME_MAX): never cut. */
#define NAME_BUF 256

/* "a_b" (with "_N" between when elem >= 0) in buf, for a wire's hint or a formal port:
 * the hw layer copies both, so the 340,000 names of a 10,000-op top level are made
 * on the stack instead of formatted into the design. */
static const char *join(char *buf, const char *a, int elem, const char *b)
{
    hs_line l;
    hs_line_init(&l, buf, NAME_BUF);
    hs_line_puts(&l, a);
    if (elem >= 0) {
        hs_line_putn(&l, "_", 1);
        hs_line_put_d(&l, elem);
    }
    if (b) {
        hs_line_putn(&l, "_", 1);
        hs_line_puts(&l, b);
    }
    return buf;
}

/* Wires for a channel between two units (both directions of extra signals); a raw bus
 * (a memory controller's block-RAM side) is its data wire only. The hint is reduced
 * once for all of them (hw_tmp_reduce): hw_tmp(hint + "_valid") is the reduced hint
 * and "_valid". */
static hs_chan channel_wires(cgen *c, const hs_type *t, const char *hint)
{
    hs_chan ch = {.type = t, .has_data = t->kind != HS_T_CONTROL, .has_hs = t->kind != HS_T_RAW};
    char r[NAME_BUF + 2]; /* a reduced hint is at most one byte longer */
    size_t rn = hw_tmp_reduce(hint, r, sizeof(r));
    ch.data = hw_r(HW_NO_SIG);
    if (ch.has_data)
        ch.data = hw_r(hw_tmp_reduced(c->top, r, rn, "", 0, t->width));
    if (!ch.has_hs) {
        ch.valid = ch.ready = hw_r(HW_NO_SIG);
        return ch;
    }
    ch.valid = hw_r(hw_tmp_reduced(c->top, r, rn, "_valid", 6, 1));
    ch.ready = hw_r(hw_tmp_reduced(c->top, r, rn, "_ready", 6, 1));
    ch.n_extra = t->n_extra;
    ch.extra = ch.n_extra ? hw_alloc(c->des, ch.n_extra * sizeof(hw_ref)) : NULL;
    for (unsigned k = 0; k < ch.n_extra; k++) {
        char e[HS_NAME_MAX + 2];
        size_t en = hw_tmp_reduce(t->extra[k].name, e, sizeof(e));
        ch.extra[k] = hw_r(hw_tmp_reduced(c->top, r, rn, e, en, t->extra[k].width));
    }
    return ch;
}

/* A channel from a circuit input straight to a circuit output. */
static void passthrough(cgen *c, const hs_chan *in, const hs_chan *out)
{
    if (in->has_data)
        hw_copy(c->top, out->data, in->data);
    if (!in->has_hs)
        return; /* a raw wire: its data only */
    hw_copy(c->top, out->valid, in->valid);
    hw_copy(c->top, in->ready, out->ready);
    for (unsigned k = 0; k < in->n_extra; k++) {
        if (in->type->extra[k].up)
            hw_copy(c->top, in->extra[k], out->extra[k]);
        else
            hw_copy(c->top, out->extra[k], in->extra[k]);
    }
}

/* Keeps channel k's whole record; 0, or HS_E_NOMEM. */
static int keep_full(cgen *c, int k, const hs_chan *ch)
{
    if (c->n_full == c->cap_full) {
        int cap = c->cap_full ? 2 * c->cap_full : 64;
        hs_chan *f = realloc(c->full, sizeof(hs_chan) * (size_t)cap);
        if (!f)
            return HS_E_NOMEM;
        c->full = f;
        c->cap_full = cap;
    }
    c->full[c->n_full++] = *ch;
    c->chan[k].full = (uint32_t)c->n_full;
    return 0;
}

static int declare_channels(cgen *c)
{
    const hs_netlist *nl = c->nl;
    hs_chan *in = hw_alloc(c->des, sizeof(hs_chan) * (size_t)(nl->n_inputs + 1));
    hs_chan *out = hw_alloc(c->des, sizeof(hs_chan) * (size_t)(nl->n_outputs + 1));
    for (int i = 0; i < nl->n_inputs; i++)
        in[i] = hs_chan_port_decl(c->des, c->top, nl->inputs[i].name, &nl->inputs[i].type, false);
    for (int i = 0; i < nl->n_outputs; i++)
        out[i] = hs_chan_port_decl(c->des, c->top, nl->outputs[i].name, &nl->outputs[i].type, true);
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_net_chan *ch = &nl->chans[k];
        if (ch->from.unit < 0 && ch->to.unit < 0) {
            passthrough(c, &in[ch->from.cport], &out[ch->to.cport]);
        } else if (ch->from.unit < 0) {
            if (keep_full(c, k, &in[ch->from.cport]))
                return HS_E_NOMEM;
        } else if (ch->to.unit < 0) {
            if (keep_full(c, k, &out[ch->to.cport]))
                return HS_E_NOMEM;
        } else {
            char hint[NAME_BUF], unit_port[NAME_BUF];
            join(unit_port, nl->units[ch->from.unit].name, -1, ch->from.port);
            hs_chan w = channel_wires(c, ch->type, join(hint, unit_port, ch->from.elem, NULL));
            if (w.n_extra) {
                if (keep_full(c, k, &w))
                    return HS_E_NOMEM;
            } else {
                c->chan[k] = (top_chan){w.data.sig, w.valid.sig, w.ready.sig, 0};
            }
        }
    }
    return 0;
}

/* Channel k's data (part 0), valid (1) or ready (2). */
static inline hw_ref chan_part(const cgen *c, int k, int part)
{
    const top_chan *t = &c->chan[k];
    if (t->full) {
        const hs_chan *f = &c->full[t->full - 1];
        return part == 0 ? f->data : part == 1 ? f->valid : f->ready;
    }
    return hw_r(part == 0 ? t->data : part == 1 ? t->valid : t->ready);
}

/* Channel k as an hs_chan: its whole record, or one made in *tmp from its wires. */
static const hs_chan *chan_of(const cgen *c, int k, hs_chan *tmp)
{
    const top_chan *t = &c->chan[k];
    if (t->full)
        return &c->full[t->full - 1];
    *tmp = (hs_chan){.type = c->nl->chans[k].type,
                     .has_data = t->data != HW_NO_SIG,
                     .has_hs = t->valid != HW_NO_SIG,
                     .data = hw_r(t->data),
                     .valid = hw_r(t->valid),
                     .ready = hw_r(t->ready)};
    return tmp;
}

/* Ports of at most this many elements are wired from lists on the stack, not in the
 * design's arena (which then holds the top level's description only). */
#define SCRATCH_N 64

/* Connects one part of an array port: `into` parts are concatenated (element N-1
 * first), parts the instance drives arrive on a flat wire that is split. The formal
 * name lives as long as the design (a catalog name or one of c->formal). */
static void connect_array_part(cgen *c, hw_inst *inst, const char *formal, bool into,
                               const hw_ref *refs, uint32_t n, uint32_t width)
{
    if (n == 1) {
        hw_connect_kept(c->top, inst, formal, refs[0]);
        return;
    }
    if (into) {
        hw_ref buf[SCRATCH_N]; /* hw_assign_op copies the arguments */
        hw_ref *args = n <= SCRATCH_N ? buf : hw_alloc(c->des, sizeof(hw_ref) * n);
        for (uint32_t e = 0; e < n; e++)
            args[e] = refs[n - 1 - e];
        hw_connect_kept(c->top, inst, formal,
                        hw_e_op(c->top, formal, HW_OP_CONCAT, n * width, n, args));
        return;
    }
    hw_ref flat = hw_r(hw_tmp(c->top, formal, n * width));
    hw_connect_kept(c->top, inst, formal, flat);
    for (uint32_t e = 0; e < n; e++)
        hw_copy(c->top, refs[e],
                hw_bits(flat, (int32_t)((e + 1) * width - 1), (int32_t)(e * width)));
}

/* Connects catalog port p of unit u (its elements' channels) to the instance; fn holds
 * the formal names of the valid and ready signals of the unit's ports. */
static void connect_port(cgen *c, hw_inst *inst, int u, int p, const hs_port_info *pi,
                         const hs_unit_port *up, const char **fn)
{
    uint32_t n = up->count;
    int el_buf[SCRATCH_N]; /* each element's channel */
    hw_ref refs_buf[SCRATCH_N];
    int *el = el_buf;
    hw_ref *refs = refs_buf;
    if (n > SCRATCH_N) {
        el = hw_alloc(c->des, sizeof(int) * n);
        refs = hw_alloc(c->des, sizeof(hw_ref) * n);
    }
    for (uint32_t e = 0; e < n; e++)
        el[e] = -1;
    for (int k = c->start[u]; k < c->start[u + 1]; k++)
        if (c->pidx[k] == p)
            el[pi->array ? c->cs[k].elem : 0] = c->cs[k].chan;
    bool in = pi->dir == HS_IN;
    const hs_type *t = &up->type;
    if (t->kind == HS_T_RAW && !in && !pi->array && el[0] < 0)
        return; /* a raw output nothing reads (unbundle's data) is left open */
    if (t->kind != HS_T_CONTROL) {
        for (uint32_t e = 0; e < n; e++)
            refs[e] = chan_part(c, el[e], 0);
        if (pi->array)
            connect_array_part(c, inst, fn[3 * p], in, refs, n, t->width);
        else
            hw_connect_kept(c->top, inst, fn[3 * p], refs[0]);
    }
    if (t->kind == HS_T_RAW) /* a raw bus: its data only */
        return;
    char name[NAME_BUF];
    for (uint32_t e = 0; e < n; e++)
        for (unsigned k = 0; k < t->n_extra; k++)
            hw_connect(c->top, inst,
                       join(name, pi->name, pi->array ? (int)e : -1, t->extra[k].name),
                       c->full[c->chan[el[e]].full - 1].extra[k]); /* kept whole */
    for (uint32_t e = 0; e < n; e++)
        refs[e] = chan_part(c, el[e], 1);
    connect_array_part(c, inst, fn[3 * p + 1], in, refs, n, 1);
    for (uint32_t e = 0; e < n; e++)
        refs[e] = chan_part(c, el[e], 2);
    connect_array_part(c, inst, fn[3 * p + 2], !in, refs, n, 1);
}

/* A formal port name for every instance of module m: the module's own name of that
 * port (the printers then find it by pointer), else a copy in the design. */
static const char *kept_formal(cgen *c, const hw_module *m, const char *name)
{
    hw_sig_id s = m ? hw_find_port(m, name) : HW_NO_SIG;
    return s != HW_NO_SIG ? hw_module_signal(m, s)->name : hw_strdup(c->des, name);
}

/* The formal names "<port>", "<port>_valid" and "<port>_ready" of distinct unit i's
 * ports, made once for all its instances. */
static const char **formal_names(cgen *c, int i)
{
    if (c->formal[i])
        return c->formal[i];
    const hs_unit_info *info = c->dist[i]->info;
    const char **fn = hw_alloc(c->des, sizeof(char *) * (3 * (size_t)info->n_ports + 1));
    char name[NAME_BUF];
    for (int p = 0; p < info->n_ports; p++) {
        fn[3 * p] = kept_formal(c, c->mod[i], info->ports[p].name);
        fn[3 * p + 1] = kept_formal(c, c->mod[i], join(name, info->ports[p].name, -1, "valid"));
        fn[3 * p + 2] = kept_formal(c, c->mod[i], join(name, info->ports[p].name, -1, "ready"));
    }
    return c->formal[i] = fn;
}

/* Each connection's catalog port (c->pidx) for the units connect_port wires: found by
 * name for the first unit of each group (hs_netlist_unit_classes) and copied for the
 * others, whose connections have the same ports in the same order. */
static int port_indices(cgen *c)
{
    const hs_netlist *nl = c->nl;
    c->pidx = malloc(sizeof(int) * ((size_t)c->n_cs + 1));
    char *found = calloc((size_t)nl->n_units + 1, 1);
    if (!c->pidx || !found) {
        free(found);
        return HS_E_NOMEM;
    }
    for (int u = 0; u < nl->n_units; u++) {
        if (c->opq[u] >= 0)
            continue;
        const hs_unit_info *info = c->dist[c->unit_dist[u]]->info;
        if (info->flat_ports)
            continue;
        int g = c->like[u], lo = c->start[u], hi = c->start[u + 1];
        if (g != u && found[g] && c->start[g + 1] - c->start[g] == hi - lo) {
            memcpy(c->pidx + lo, c->pidx + c->start[g], sizeof(int) * (size_t)(hi - lo));
        } else {
            for (int k = lo; k < hi; k++) {
                c->pidx[k] = -1;
                for (int p = 0; p < info->n_ports && c->pidx[k] < 0; p++)
                    if (strcmp(c->cs[k].port, info->ports[p].name) == 0)
                        c->pidx[k] = p;
            }
        }
        found[u] = 1;
    }
    free(found);
    return 0;
}

/* Connects an opaque unit's instance: every connection is a port of its own. */
static void connect_opaque(cgen *c, hw_inst *inst, int u)
{
    for (int k = c->start[u]; k < c->start[u + 1]; k++) {
        const hs_net_chan *nc = &c->nl->chans[c->cs[k].chan];
        hs_chan tmp;
        const hs_chan *ch = chan_of(c, c->cs[k].chan, &tmp);
        char f[2 * HS_NET_NAME_MAX];
        hs_opaque_formal(c->cs[k].out ? &nc->from : &nc->to, f, sizeof(f));
        char name[NAME_BUF];
        if (ch->has_data)
            hw_connect(c->top, inst, f, ch->data);
        if (!ch->has_hs)
            continue;
        hw_connect(c->top, inst, join(name, f, -1, "valid"), ch->valid);
        hw_connect(c->top, inst, join(name, f, -1, "ready"), ch->ready);
        for (unsigned e = 0; e < ch->n_extra; e++)
            hw_connect(c->top, inst, join(name, f, -1, nc->type->extra[e].name), ch->extra[e]);
    }
}

/* The instance of a unit whose row has flat_ports (the load-store queue: the flat ports
 * of Dynamatic's LSQ wrapper, clock, reset, io_ldAddr_0_bits, io_ctrl_0_valid,
 * io_storeEn ...), one per signal of each channel or bus it is connected by. */
static int connect_flat(cgen *c, hw_inst *inst, int u, const hs_unit *du)
{
    int n = du->info->flat_ports(du, NULL, 0);
    if (n < 0)
        return HS_E_INTERNAL; /* the unit was verified: cannot happen */
    hs_flat_port *ps = hw_alloc(c->des, sizeof(*ps) * (size_t)(n + 1));
    du->info->flat_ports(du, ps, n);
    for (int i = 0; i < n; i++) {
        const hs_flat_port *p = &ps[i];
        if (p->role == HS_FLAT_CLOCK || p->role == HS_FLAT_RESET) {
            hw_connect(c->top, inst, p->name, hw_r(p->role == HS_FLAT_CLOCK ? c->clk : c->rst));
            continue;
        }
        const hs_chan *ch = NULL;
        hs_chan tmp;
        for (int k = c->start[u]; k < c->start[u + 1] && !ch; k++)
            if (strcmp(c->cs[k].port, p->port) == 0 && c->cs[k].elem == p->elem)
                ch = chan_of(c, c->cs[k].chan, &tmp);
        if (!ch) /* every port is connected in a checked netlist */
            continue;
        if (p->role == HS_FLAT_DATA && !p->vec) {
            /* a std_logic bus (io_loadEn, io_storeEn) on a one-bit raw wire: through a
             * bit of its own, which the printers convert from and to the wire */
            hw_ref bit = hw_r(hw_tmp(c->top, p->name, 1));
            hw_connect(c->top, inst, p->name, bit);
            if (p->out)
                hw_copy(c->top, ch->data, bit);
            else
                hw_copy(c->top, bit, ch->data);
            continue;
        }
        hw_connect(c->top, inst, p->name,
                   p->role == HS_FLAT_DATA    ? ch->data
                   : p->role == HS_FLAT_VALID ? ch->valid
                                              : ch->ready);
    }
    return 0;
}

/* bundle/unbundle: the raw part ports (one per extra signal, named by it), which
 * are not in the catalog's port table: each connection's raw wire as it is. */
static void connect_parts(cgen *c, hw_inst *inst, int u, const hs_unit_info *info)
{
    for (int k = c->start[u]; k < c->start[u + 1]; k++) {
        const char *port = c->cs[k].port;
        bool table = false;
        for (int p = 0; p < info->n_ports && !table; p++)
            table = strcmp(info->ports[p].name, port) == 0;
        if (!table)
            hw_connect(c->top, inst, port, chan_part(c, c->cs[k].chan, 0));
    }
}

/* The port connections connect_port makes for an instance of distinct unit du (clock
 * and reset, then each present port's data, extra signals, valid and ready). */
static uint32_t port_conns(const hs_unit *du)
{
    uint32_t n = du->info->no_clock ? 0 : 2;
    for (int p = 0; p < du->info->n_ports; p++) {
        const hs_unit_port *up = &du->port[p];
        if (!up->present)
            continue;
        n += up->type.kind != HS_T_CONTROL;
        if (up->type.kind != HS_T_RAW)
            n += 2 + up->type.n_extra * up->count;
    }
    return n;
}

/* The assigns connect_port makes for an instance of distinct unit du: an array part of
 * n > 1 elements is one concatenation into the instance, or n copies out of it. */
static size_t port_assigns(const hs_unit *du)
{
    size_t n = 0;
    for (int p = 0; p < du->info->n_ports; p++) {
        const hs_unit_port *up = &du->port[p];
        size_t e = up->count;
        if (!up->present || e < 2)
            continue;
        bool in = du->info->ports[p].dir == HS_IN;
        if (up->type.kind != HS_T_CONTROL && du->info->ports[p].array)
            n += in ? 1 : e;
        if (up->type.kind != HS_T_RAW)
            n += e + 1; /* valid one way, ready the other */
    }
    return n;
}

/* Room in the top module for its wires (three a channel between units, and its extra
 * signals), ports and instances, so the arrays are not copied as they grow. */
static void reserve_top(cgen *c)
{
    const hs_netlist *nl = c->nl;
    size_t sigs = 2 + 4 * ((size_t)nl->n_inputs + (size_t)nl->n_outputs) + (size_t)nl->n_units;
    sigs += 3 * (size_t)nl->n_chans;
    if (hs_netlist_types_have_extras(nl)) /* else no pass over the channels */
        for (int k = 0; k < nl->n_chans; k++)
            sigs += nl->chans[k].type->n_extra;
    hw_module_reserve(c->top, sigs, (size_t)nl->n_units);
    /* the circuit ports' copies, a few; the rest grows the array as before */
    size_t assigns = 16 + 4 * ((size_t)nl->n_inputs + (size_t)nl->n_outputs);
    for (int u = 0; u < nl->n_units; u++)
        if (c->opq[u] < 0 && !c->dist[c->unit_dist[u]]->info->flat_ports)
            assigns += c->assigns[c->unit_dist[u]];
    hw_module_reserve_assigns(c->top, assigns);
}

static int build_top(cgen *c)
{
    const hs_netlist *nl = c->nl;
    c->des = hw_design_new();
    if (!c->des)
        return HS_E_NOMEM;
    hw_design_comment(c->des,
                      hw_strfmt(c->des, "Generated by hsgen %s. Do not edit.", hs_version()));
    hw_design_comment(c->des, hw_strfmt(c->des, "circuit: %s (%d units, %d distinct)", nl->name,
                                        nl->n_units, c->n_dist));
    c->mod = hw_alloc(c->des, sizeof(hw_module *) * ((size_t)c->n_dist + 1));
    c->conns = hw_alloc(c->des, sizeof(uint32_t) * ((size_t)c->n_dist + 1));
    c->assigns = hw_alloc(c->des, sizeof(uint32_t) * ((size_t)c->n_dist + 1));
    for (int i = 0; i < c->n_dist; i++) {
        hs_unit_build_fn build = c->dist[i]->info->build;
        size_t before = hw_design_n_modules(c->des);
        hs_diag d;
        hs_diag_clear(&d);
        if (!build || build(c->des, c->dist[i], &d) != 0)
            return HS_E_INTERNAL;
        for (size_t m = before; m < hw_design_n_modules(c->des); m++)
            hw_module_set_external((hw_module *)hw_design_module(c->des, m));
        const hw_module *last = hw_design_module(c->des, hw_design_n_modules(c->des) - 1);
        if (hw_design_n_modules(c->des) > before &&
            strcmp(hw_module_name(last), c->dist[i]->name) == 0)
            c->mod[i] = last; /* the unit's own module, after its helpers */
        c->conns[i] = port_conns(c->dist[i]);
        c->assigns[i] = (uint32_t)port_assigns(c->dist[i]);
    }
    for (int i = 0; i < c->n_opaque; i++)
        hw_module_set_external(hs_opaque_module(c->des, nl, c->opaque[i].entity, c->cs,
                                                c->start[c->opaque[i].unit],
                                                c->start[c->opaque[i].unit + 1], false));
    c->top = hw_module_new(c->des, nl->name);
    reserve_top(c);
    hw_add_clock_reset(c->top, &c->clk, &c->rst);
    /* not cleared: declare_channels sets every channel a unit is connected by */
    c->chan = malloc(sizeof(top_chan) * (size_t)(nl->n_chans + 1));
    if (!c->chan)
        return HS_E_NOMEM;
    c->formal = hw_alloc(c->des, sizeof(char **) * ((size_t)c->n_dist + 1));
    int prc = port_indices(c);
    if (prc)
        return prc;
    int drc = declare_channels(c);
    if (drc)
        return drc;
    for (int u = 0; u < nl->n_units; u++) {
        if (c->opq[u] >= 0) {
            hw_inst *inst = hw_instance(c->top, nl->units[u].name, c->opaque[c->opq[u]].entity);
            hw_connect_kept(c->top, inst, "clk", hw_r(c->clk));
            hw_connect_kept(c->top, inst, "rst", hw_r(c->rst));
            connect_opaque(c, inst, u);
            continue;
        }
        const hs_unit *du = c->dist[c->unit_dist[u]];
        const hw_module *mod = c->mod[c->unit_dist[u]];
        hw_inst *inst = mod ? hw_instance_kept(c->top, nl->units[u].name, hw_module_name(mod))
                            : hw_instance(c->top, nl->units[u].name, du->name);
        if (!du->info->flat_ports)
            hw_instance_reserve(c->top, inst, c->conns[c->unit_dist[u]]);
        if (du->info->flat_ports) { /* the LSQ: Dynamatic's wrapper ports */
            int rc = connect_flat(c, inst, u, du);
            if (rc)
                return rc;
            continue;
        }
        if (!du->info->no_clock) { /* mem_to_bram: wires, no clk/rst */
            hw_connect_kept(c->top, inst, "clk", hw_r(c->clk));
            hw_connect_kept(c->top, inst, "rst", hw_r(c->rst));
        }
        const char **fn = formal_names(c, c->unit_dist[u]);
        for (int p = 0; p < du->info->n_ports; p++)
            if (du->port[p].present)
                connect_port(c, inst, u, p, &du->info->ports[p], &du->port[p], fn);
        if (du->info->part_ports)
            connect_parts(c, inst, u, du->info);
    }
    /* the wiring's tables go before the text is printed: 3 MB at 10,000 ops */
    free(c->pidx);
    free(c->chan);
    free(c->full);
    c->pidx = NULL;
    c->chan = NULL;
    c->full = NULL;
    hs_net_checked_free(&c->chk);
    c->cs = NULL;
    c->start = c->like = NULL;
    size_t len = 0;
    char *text = c->hdl == HS_HDL_VHDL ? hs_emit_vhdl(c->des, &len) : hs_emit_verilog(c->des, &len);
    if (!text)
        return HS_E_NOMEM;
    char file[HS_NET_NAME_MAX + 8];
    snprintf(file, sizeof(file), "%s.%s", nl->name, c->hdl == HS_HDL_VHDL ? "vhd" : "v");
    return add_file_take(c, file, text, len, nl->name, "");
}

static int generate_with(const hs_netlist *nl, const hs_config *cfg, hs_hdl hdl,
                         hs_circuit_result *out, hs_diag_list *errs);

/* The netlist's own signal policies apply over the configuration's, for the whole
 * generation (verified units borrow the configuration until their text is printed). */
int hs_circuit_generate(const hs_netlist *nl, const hs_config *cfg, hs_hdl hdl,
                        hs_circuit_result *out, hs_diag_list *errs)
{
    if (nl->n_signals == 0)
        return generate_with(nl, cfg, hdl, out, errs);
    hs_config eff;
    hs_diag d;
    hs_diag_clear(&d);
    memset(out, 0, sizeof(*out));
    hs_diag_list_init(errs);
    if (hs_netlist_config(nl, cfg, &eff, &d) != 0) {
        hs_diag_where(&d, "signals", NULL, NULL);
        hs_diag_list_add(errs, &d);
        return HS_E_NETLIST;
    }
    int rc = generate_with(nl, &eff, hdl, out, errs);
    hs_config_free(&eff);
    return rc;
}

/* Generation under one configuration. */
static int generate_with(const hs_netlist *nl, const hs_config *cfg, hs_hdl hdl,
                         hs_circuit_result *out, hs_diag_list *errs)
{
    memset(out, 0, sizeof(*out));
    hs_diag_list_init(errs);
    cgen c = {.nl = nl, .cfg = cfg, .hdl = hdl, .errs = errs, .out = out};
    /* cfg holds the netlist's policies; what the check found is reused */
    int rc = hs_netlist_check_keep(nl, cfg, errs, &c.chk);
    if (rc)
        return rc;
    c.cs = c.chk.cs;
    c.n_cs = c.chk.n_cs;
    c.start = c.chk.start;
    c.like = c.chk.like;
    c.unit_dist = calloc((size_t)nl->n_units + 1, sizeof(int));
    c.dist = calloc((size_t)nl->n_units + 1, sizeof(hs_unit *));
    c.opq = calloc((size_t)nl->n_units + 1, sizeof(int));
    rc = c.cs && c.like && c.start && c.unit_dist && c.dist && c.opq ? 0 : HS_E_NOMEM;
    if (rc == 0)
        rc = collect_opaque(&c);
    if (rc == 0)
        rc = resolve_units(&c);
    if (rc == 0)
        rc = generate_units(&c);
    if (rc == 0)
        rc = generate_opaque(&c);
    if (rc == 0)
        rc = build_top(&c);
    out->n_units = nl->n_units;
    out->n_distinct = c.n_dist + c.n_opaque;
    for (int i = 0; i < c.n_opaque; i++) {
        free(c.opaque[i].ports);
        json_decref(c.opaque[i].request);
    }
    free(c.opaque);
    free(c.opq);
    free(c.pidx);
    free(c.chan);
    free(c.full);
    if (c.des)
        hw_design_free(c.des);
    for (int i = 0; i < c.n_dist; i++)
        hs_unit_free(c.dist[i]);
    free(c.dist);
    free(c.unit_dist);
    hs_net_checked_free(&c.chk);
    if (rc && errs->n == 0) {
        hs_diag d;
        hs_fail(&d, rc, "circuit generation failed: %s", hs_err_name(rc));
        hs_diag_list_add(errs, &d);
    }
    return rc ? HS_E_NETLIST : 0;
}
