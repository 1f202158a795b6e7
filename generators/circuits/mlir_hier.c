/* Generation of an hw.module hierarchy as Dynamatic's export lays it out: every
 * module the top reaches becomes an entity of its own (the kernel @gcd and
 * @gcd_wrapper instantiating it), the instantiated ones first. Reading flattens
 * the hierarchy (checks, simulation and --netlist see one circuit); generation
 * reads the kept text again, one module at a time, where each instance of a
 * module is a unit whose entity is that module's top level. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

#define MAX_MODULES 256

/* The modules reachable from f, each once, the instantiated before the
 * instantiating (f last); false past MAX_MODULES or 32 levels. An instance of the
 * module the previous instance named is passed over: that module is placed already
 * (a module with 10,000 instances of one module looked the callee up 10,000 times). */
static bool post_order(const mlir_ast *a, const mlir_func *f, const mlir_func **list, int *n,
                       int depth)
{
    if (depth > 32)
        return false;
    for (int i = 0; i < *n; i++)
        if (list[i] == f)
            return true;
    ms prev = {0};
    for (int i = 0; i < f->n_op; i++) {
        const mlir_op *op = &a->ops.v[f->op + i];
        if (!mlir_ms_eq(op->name, "hw.instance"))
            continue;
        if (prev.s && prev.n == op->callee.n && memcmp(prev.s, op->callee.s, (size_t)prev.n) == 0)
            continue;
        prev = op->callee;
        for (int k = 0; k < a->funcs.n; k++) {
            const mlir_func *g = &a->funcs.v[k];
            if (g->kind == MF_HW_MODULE && g->name.n == op->callee.n &&
                memcmp(g->name.s, op->callee.s, (size_t)g->name.n) == 0 &&
                !post_order(a, g, list, n, depth + 1))
                return false;
        }
    }
    if (*n == MAX_MODULES)
        return false;
    list[(*n)++] = f;
    return true;
}

/* Appends file i of r to out unless out has it already: the same name must
 * carry the same text (two modules instantiating one extern). */
static int take_file(hs_circuit_result *out, hs_circuit_result *r, int i, hs_diag_list *errs)
{
    for (int k = 0; k < out->n_files; k++)
        if (strcmp(out->names[k], r->names[i]) == 0) {
            if (out->lens[k] == r->lens[i] &&
                memcmp(out->contents[k], r->contents[i], r->lens[i]) == 0)
                return 0;
            hs_diag_list_addf(errs, "mlir", NULL, "hierarchy",
                              "two modules generate %s differently (an hw.module.extern or "
                              "module name used for two different units)",
                              r->names[i]);
            return HS_E_NETLIST;
        }
    int n = out->n_files;
    char **names = realloc(out->names, sizeof(char *) * (size_t)(n + 1));
    if (names)
        out->names = names;
    char **contents = names ? realloc(out->contents, sizeof(char *) * (size_t)(n + 1)) : NULL;
    if (contents)
        out->contents = contents;
    size_t *lens = contents ? realloc(out->lens, sizeof(size_t) * (size_t)(n + 1)) : NULL;
    if (lens)
        out->lens = lens;
    hs_manifest_entry *m = lens ? realloc(out->manifest, sizeof(*m) * (size_t)(n + 1)) : NULL;
    if (!m)
        return HS_E_NOMEM;
    out->manifest = m;
    out->names[n] = r->names[i]; /* moved */
    out->contents[n] = r->contents[i];
    out->lens[n] = r->lens[i];
    out->manifest[n] = r->manifest[i];
    r->names[i] = r->contents[i] = NULL;
    out->n_files = n + 1;
    return 0;
}

/* Moves module result r into out: its files but the stubs of instantiated
 * modules (generated as modules of their own), and its opaque units but those. */
static int merge(hs_circuit_result *out, hs_circuit_result *r, hs_diag_list *errs)
{
    int rc = 0;
    for (int i = 0; rc == 0 && i < r->n_files; i++) {
        bool stub = false;
        for (int k = 0; k < r->n_opaque && !stub; k++)
            stub = r->opaque[k].file == i && strcmp(r->opaque[k].unit, "hw.module") == 0;
        if (!stub)
            rc = take_file(out, r, i, errs);
    }
    for (int k = 0; rc == 0 && k < r->n_opaque; k++) {
        if (strcmp(r->opaque[k].unit, "hw.module") == 0)
            continue;
        hs_circuit_opaque *o = realloc(out->opaque, sizeof(*o) * (size_t)(out->n_opaque + 1));
        if (!o)
            return HS_E_NOMEM;
        out->opaque = o;
        o[out->n_opaque] = r->opaque[k];
        o[out->n_opaque].file = -1;
        for (int f = 0; f < out->n_files; f++)
            if (strcmp(out->manifest[f].file, r->manifest[r->opaque[k].file].file) == 0)
                o[out->n_opaque].file = f;
        r->opaque[k].request = NULL; /* moved */
        out->n_opaque++;
    }
    out->n_units += r->n_units;
    out->n_distinct += r->n_distinct;
    return rc;
}

int mlir_generate_hier(const hs_mlir_info *info, const hs_netlist *flat, const hs_config *cfg,
                       const char *file, hs_hdl hdl, hs_circuit_result *out, hs_diag_list *errs)
{
    memset(out, 0, sizeof(*out));
    hs_diag_list_init(errs);
    mlir_ast a;
    memset(&a, 0, sizeof(a));
    a.file = file;
    a.src = info->hier_text;
    a.len = info->hier_len;
    a.errs = errs;
    int rc = mlir_read_syntax(&a);
    const mlir_func *top = NULL;
    for (int i = 0; rc == 0 && i < a.funcs.n; i++)
        if (a.funcs.v[i].kind == MF_HW_MODULE && mlir_ms_eq(a.funcs.v[i].name, info->hier_top))
            top = &a.funcs.v[i];
    const mlir_func *list[MAX_MODULES];
    int n = 0;
    if (rc == 0 && (!top || !post_order(&a, top, list, &n, 0))) {
        hs_diag_list_addf(errs, "mlir", NULL, "hierarchy",
                          "%s: the modules under @%s could not be ordered (more than %d, or "
                          "nested more than 32 deep)",
                          file, info->hier_top, MAX_MODULES);
        rc = HS_E_NETLIST;
    }
    for (int m = 0; rc == 0 && m < n; m++) {
        hs_netlist nl;
        hs_mlir_info mi;
        memset(&nl, 0, sizeof(nl));
        memset(&mi, 0, sizeof(mi));
        rc = mlir_lower_hw_module(&a, list[m], &nl, &mi);
        if (rc == 0 && a.n_errors == 0) {
            nl.n_signals = flat->n_signals; /* the design's merge policies, in each module */
            memcpy(nl.signals, flat->signals, sizeof(nl.signals));
            hs_circuit_result r;
            memset(&r, 0, sizeof(r));
            rc = hs_circuit_generate(&nl, cfg, hdl, &r, errs);
            if (rc == 0)
                rc = merge(out, &r, errs);
            hs_circuit_result_free(&r);
        }
        hs_netlist_free(&nl);
        hs_mlir_info_free(&mi);
        if (rc == 0 && a.n_errors)
            rc = HS_E_NETLIST;
    }
    mlir_ast_free(&a);
    if (rc)
        hs_circuit_result_free(out);
    return rc;
}
