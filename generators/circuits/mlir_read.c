/* The MLIR reader's entry point (hs_mlir.h): tokens, syntax, the function to
 * read, its lowering to a netlist (a handshake.func's as it is parsed), unbuffered
 * cycles, then the netlist checks, whose messages are given the line of the op they
 * concern. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Whether some other definition of the file instantiates f (hw.instance @f). */
static bool instantiated(const mlir_ast *a, const mlir_func *f)
{
    for (int i = 0; i < a->funcs.n; i++) {
        const mlir_func *g = &a->funcs.v[i];
        for (int k = 0; g != f && g->kind == MF_HW_MODULE && k < g->n_op; k++) {
            const mlir_op *op = &a->ops.v[g->op + k];
            if (mlir_ms_eq(op->name, "hw.instance") && op->callee.n == f->name.n &&
                memcmp(op->callee.s, f->name.s, (size_t)f->name.n) == 0)
                return true;
        }
    }
    return false;
}

/* The function to read: the one named by --top, else the only definition, else
 * the only one no other instantiates (a wrapper around its kernel; recorded in
 * info->default_top). */
static const mlir_func *pick(mlir_ast *a, const hs_mlir_options *o, hs_mlir_info *info)
{
    const mlir_func *only = NULL, *root = NULL;
    int n = 0, n_root = 0;
    char list[1024];
    size_t len = 0;
    list[0] = '\0';
    for (int i = 0; i < a->funcs.n; i++) {
        const mlir_func *f = &a->funcs.v[i];
        if (f->kind == MF_HW_EXTERN)
            continue;
        if (o->top && o->top[0] && mlir_ms_eq(f->name, o->top))
            return f;
        only = f;
        n++;
        if (f->has_body && !instantiated(a, f)) {
            root = f;
            n_root++;
        }
        if (len + 1 < sizeof(list))
            len += (size_t)snprintf(list + len, sizeof(list) - len, "%s@%.*s", len ? ", " : "",
                                    f->name.n, f->name.s);
    }
    if (o->top && o->top[0]) {
        mlir_error(a, 1, 1, "no function @%s in the file (functions: %s)", o->top,
                   n ? list : "none");
        return NULL;
    }
    if (n == 1)
        return only;
    if (n_root == 1) {
        snprintf(info->default_top, sizeof(info->default_top), "%.*s", root->name.n, root->name.s);
        return root;
    }
    if (n == 0)
        mlir_error(a, 1, 1, "expected a handshake.func or hw.module definition, found none");
    else
        mlir_error(a, 1, 1,
                   "the file holds %d functions (%s), %d of them instantiated by no other: "
                   "choose one with --top NAME",
                   n, list, n_root);
    return NULL;
}

/* Netlist violations name units; the reader adds the line of the unit's op. */
static void locate(const hs_netlist *nl, const hs_mlir_info *info, const char *file,
                   hs_diag_list *errs)
{
    for (int i = 0; i < errs->n; i++) {
        hs_diag *d = &errs->items[i];
        const char *who = strncmp(d->field, "units.", 6) == 0 ? d->field + 6 : d->port;
        char unit[HS_NET_NAME_MAX];
        snprintf(unit, sizeof(unit), "%.*s", (int)strcspn(who, ".["), who);
        int u = hs_netlist_find_unit(nl, unit);
        if (u < 0 || u >= info->n_lines || info->unit_line[u] == 0)
            continue;
        char msg[sizeof(d->message)];
        snprintf(msg, sizeof(msg), "%s:%d:%d: %s", file, info->unit_line[u], info->unit_col[u],
                 d->message);
        memcpy(d->message, msg, sizeof(msg));
        d->line = info->unit_line[u];
        d->column = info->unit_col[u];
    }
}

int hs_mlir_read(const char *text, size_t len, const hs_mlir_options *o, hs_netlist *nl,
                 hs_mlir_info *info, hs_diag_list *errs)
{
    static const hs_mlir_options none = {0};
    if (!o)
        o = &none;
    memset(nl, 0, sizeof(*nl));
    memset(info, 0, sizeof(*info));
    hs_diag_list_init(errs);
    mlir_ast a;
    memset(&a, 0, sizeof(a));
    a.file = o->file ? o->file : "input";
    a.src = text;
    a.len = len;
    a.errs = errs;
    if (len > MLIR_MAX_TEXT) {
        mlir_error(&a, 1, 1, "the MLIR text is larger than %u bytes", MLIR_MAX_TEXT);
        return HS_E_NETLIST;
    }
    if (o->places) {
        info->places = malloc(sizeof(*info->places) * 64);
        info->cap_places = info->places ? 64 : 0;
    }
    /* A handshake.func is read as it is parsed (mlir_hs_stream): each op's syntax is
     * still in the cache, and the syntax tree of a big body (3 MB at 10,000 ops) is not
     * written and read back. Places need the tree. */
    mlir_hs_stream *stream = !o->places ? mlir_hs_stream_new(o, nl, info) : NULL;
    a.sink = stream ? mlir_hs_stream_sink(stream) : NULL;
    int rc = mlir_read_syntax(&a); /* the syntax tree points into the text, not the tokens */
    if (a.nul) { /* refused whole: nothing read, one message (the tokenizer searched) */
        mlir_hs_stream_drop(stream);
        hs_netlist_free(nl);
        memset(nl, 0, sizeof(*nl));
        hs_mlir_info_free(info);
        hs_diag_list_init(errs);
        mlir_error(&a, 1, 1, "expected MLIR text, found a NUL byte");
        mlir_ast_free(&a);
        return HS_E_NETLIST;
    }
    const mlir_func *f = NULL;
    mlir_op_sink *sink = stream ? mlir_hs_stream_sink(stream) : NULL;
    if (sink && sink->func >= 0) {
        bool spoiled = sink->spoiled;
        const mlir_func *taken = !spoiled && sink->func < a.funcs.n ? &a.funcs.v[sink->func] : NULL;
        if (taken && rc != HS_E_NOMEM && mlir_hs_stream_clean(stream, &a))
            f = pick(&a, o, info);
        if (f && f == taken) {
            rc = mlir_hs_stream_finish(stream, f);
            goto lowered;
        }
        /* not the function to read, or the text has errors of its own: what was read is
         * dropped, and the text read whole (the same messages, in the same order) unless
         * it was already (spoiled) */
        mlir_hs_stream_drop(stream);
        hs_netlist_free(nl);
        memset(nl, 0, sizeof(*nl));
        hs_mlir_info_free(info);
        memset(info, 0, sizeof(*info));
        if (!spoiled) {
            hs_diag_list_init(errs);
            a.n_errors = 0;
            a.attrs.n = a.uses.n = a.res.n = a.tys.n = a.words.n = 0;
            a.ops.n = a.args.n = a.funcs.n = 0;
            a.sink = NULL;
            rc = mlir_read_syntax(&a);
        }
    } else {
        mlir_hs_stream_drop(stream);
    }
    a.sink = NULL;
    f = rc == 0 && !a.n_errors ? pick(&a, o, info) : NULL;
    if (f && !f->has_body) {
        mlir_error(&a, f->line, f->col,
                   "@%.*s is a declaration without a body: there is nothing to generate", f->name.n,
                   f->name.s);
        f = NULL;
    }
    if (f && f->kind == MF_HANDSHAKE)
        rc = mlir_lower_handshake(&a, f, o, nl, info);
    else if (f)
        rc = mlir_lower_hw(&a, f, o, nl, info);
lowered:
    if (f && rc == 0 && !a.n_errors)
        rc = mlir_buffer_cycles(nl, o->buffer_cycles, a.file, errs, info);
    if (f && rc == 0 && !a.n_errors && !errs->n && mlir_hw_has_modules(&a, f)) {
        info->hier_text = malloc(len + 1);
        if (!info->hier_text) {
            rc = HS_E_NOMEM;
        } else {
            memcpy(info->hier_text, text, len);
            info->hier_text[len] = '\0';
            info->hier_len = len;
            snprintf(info->hier_top, sizeof(info->hier_top), "%.*s", f->name.n, f->name.s);
        }
    }
    mlir_places_ast(&a, info);
    mlir_ast_free(&a);
    if (rc == HS_E_NOMEM && errs->n == 0)
        hs_diag_list_addf(errs, "mlir", NULL, "memory", "out of memory");
    if (rc || errs->n)
        return HS_E_NETLIST;
    return 0;
}

/* Generation of a read netlist; violations carry the line of the op they concern
 * (generation checks first, so the check runs once). */
int hs_mlir_generate(const hs_netlist *nl, const hs_config *cfg, const hs_mlir_info *info,
                     const char *file, hs_hdl hdl, hs_circuit_result *out, hs_diag_list *errs)
{
    if (info && info->hier_text && info->buffers_added == 0) /* modules as entities */
        return mlir_generate_hier(info, nl, cfg, file ? file : "input", hdl, out, errs);
    int rc = hs_circuit_generate(nl, cfg, hdl, out, errs);
    if (rc)
        locate(nl, info, file ? file : "input", errs);
    return rc;
}

/* Checks a read netlist; violations carry the line of the op they concern. */
int hs_mlir_check(const hs_netlist *nl, const hs_config *cfg, const hs_mlir_info *info,
                  const char *file, hs_diag_list *errs)
{
    hs_diag_list_init(errs);
    int rc = hs_netlist_check(nl, cfg, errs);
    if (rc)
        locate(nl, info, file ? file : "input", errs);
    return rc;
}
