/* "Show VHDL" / "Show Verilog" (workspace/executeCommand hsgen.showVhdl and
 * hsgen.showVerilog): the generated text of one op's unit, or of the whole
 * function (every unit, the support package first, the top last), for the client
 * to show as a virtual document. Arguments: [uri] or [uri, unit name]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_named.h"
#include "lsp.h"

/* An executeCommand error {code, message}. */
static json_t *fail(json_t **err, int code, const char *msg)
{
    *err = json_pack("{s:i, s:s}", "code", code, "message", msg);
    return NULL;
}

/* The whole function's files in an order that analyses: support files, the units,
 * the top level (the last file). */
static char *circuit_text(const hs_circuit_result *r)
{
    size_t n = 1;
    for (int i = 0; i < r->n_files; i++)
        n += r->lens[i] + 1;
    char *text = malloc(n);
    size_t o = 0;
    for (int pass = 0; text && pass < 2; pass++)
        for (int i = 0; i < r->n_files; i++) {
            bool support = !r->manifest[i].signature[0] && i + 1 < r->n_files;
            if (support != (pass == 0))
                continue;
            memcpy(text + o, r->contents[i], r->lens[i]);
            o += r->lens[i];
            if (o && text[o - 1] != '\n')
                text[o++] = '\n';
        }
    if (text)
        text[o] = '\0';
    return text;
}

/* The text of a backend's files[] answer: support files first (those after the
 * first for a unit; those without a signature but the last for a circuit). */
static char *files_text(json_t *files, json_t *manifest)
{
    size_t n = json_array_size(files), total = 1;
    for (size_t i = 0; i < n; i++)
        total += json_string_length(json_object_get(json_array_get(files, i), "content")) + 1;
    char *text = malloc(total);
    size_t o = 0;
    for (int pass = 0; text && pass < 2; pass++)
        for (size_t i = 0; i < n; i++) {
            bool support;
            if (manifest) {
                const char *sig =
                    json_string_value(json_object_get(json_array_get(manifest, i), "signature"));
                support = (!sig || !sig[0]) && i + 1 < n;
            } else {
                support = i > 0;
            }
            if (support != (pass == 0))
                continue;
            json_t *c = json_object_get(json_array_get(files, i), "content");
            memcpy(text + o, json_string_value(c) ? json_string_value(c) : "",
                   json_string_length(c));
            o += json_string_length(c);
            if (o && text[o - 1] != '\n')
                text[o++] = '\n';
        }
    if (text)
        text[o] = '\0';
    return text;
}

/* unit.generate's params for unit u: its ports' types as its channels give them and its
 * parameters as written. */
static json_t *unit_params(const lsp_doc *doc, int u, hs_hdl hdl)
{
    const hs_netlist *nl = &doc->nl;
    json_t *ports = json_object(), *params = json_object();
    for (int i = 0; i < nl->n_chans; i++)
        for (int k = 0; k < 2; k++) {
            const hs_endpoint *ep = k ? &nl->chans[i].to : &nl->chans[i].from;
            if (ep->unit != u)
                continue;
            char name[HS_NET_NAME_MAX + 16], t[HS_TYPE_TEXT_CAP];
            if (ep->elem >= 0)
                snprintf(name, sizeof(name), "%s[%d]", ep->port, ep->elem);
            else
                snprintf(name, sizeof(name), "%s", ep->port);
            hs_type_print(nl->chans[i].type, t, sizeof(t));
            json_object_set_new(ports, name, json_string(t));
        }
    const hs_net_unit *nu = &nl->units[u];
    for (int i = 0; i < nu->n_params; i++)
        json_object_set_new(params, nu->params[i].key, json_string(nu->params[i].value));
    return json_pack("{s:s, s:s, s:o, s:o}", "unit", nu->unit, "hdl", hs_hdl_name(hdl), "ports",
                     ports, "params", params);
}

/* Show through the backend: the text, or NULL with the backend's error message. */
static char *via_backend(lsp_server *s, const lsp_doc *doc, int u, hs_hdl hdl, char *why,
                         size_t cap)
{
    json_t *params = u >= 0 ? unit_params(doc, u, hdl)
                            : json_pack("{s:s%, s:s, s:s}", "mlir", doc->text.text, doc->text.len,
                                        "file", doc->path, "hdl", hs_hdl_name(hdl));
    json_t *res = NULL, *err = NULL;
    int rc =
        s->call(s->call_ctx, u >= 0 ? "unit.generate" : "circuit.generate", params, &res, &err);
    json_decref(params);
    char *text = NULL;
    if (rc == 0 && json_is_array(json_object_get(res, "files")))
        text = files_text(json_object_get(res, "files"),
                          u >= 0 ? NULL : json_object_get(res, "manifest"));
    else
        snprintf(why, cap, "%s",
                 json_string_value(json_object_get(err, "message"))
                     ? json_string_value(json_object_get(err, "message"))
                     : "the daemon gave no files");
    json_decref(res);
    json_decref(err);
    return text;
}

/* The commands workspace/executeCommand runs, one row each: the HDL it shows. */
static const struct {
    const char *name;
    hs_hdl hdl;
} commands[] = {{"hsgen.showVhdl", HS_HDL_VHDL}, {"hsgen.showVerilog", HS_HDL_VERILOG}};

/* The commands' names (the capabilities name them): a new array. */
json_t *lsp_show_commands(void)
{
    json_t *a = json_array();
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
        json_array_append_new(a, json_string(commands[i].name));
    return a;
}

/* workspace/executeCommand: the text of one op or of the function. */
json_t *lsp_show(lsp_server *s, json_t *params, json_t **err)
{
    const char *cmd = json_string_value(json_object_get(params, "command"));
    json_t *args = json_object_get(params, "arguments");
    int c = cmd ? HS_NAMED_INDEX(commands, cmd) : -1;
    if (c < 0)
        return fail(err, -32602, "unknown command (hsgen.showVhdl and hsgen.showVerilog exist)");
    hs_hdl hdl = commands[c].hdl;
    const char *uri = json_string_value(json_array_get(args, 0));
    json_t *ju = json_array_get(args, 1);
    const char *unit = json_string_value(ju);
    if (!uri || (ju && !json_is_null(ju) && !unit))
        return fail(err, -32602, "arguments: [document uri] or [document uri, unit name]");
    lsp_doc *doc = lsp_docs_find(&s->docs, uri);
    if (!doc)
        return fail(err, -32602, "the document is not open");
    lsp_analyze(s, doc);
    if (!doc->read_ok)
        return fail(err, -32603, "the document has errors: fix them to generate it");
    hs_diag d;
    hs_diag_clear(&d);
    char *text = NULL;
    char name[HS_NET_NAME_MAX + 16];
    int bu = unit ? hs_netlist_find_unit(&doc->nl, unit) : -1;
    if (unit && bu < 0)
        return fail(err, -32602, "no unit of that name in the document");
    if (s->call) {
        text = via_backend(s, doc, bu, hdl, d.message, sizeof(d.message));
        snprintf(name, sizeof(name), "%s%s", unit ? unit : doc->nl.name,
                 hdl == HS_HDL_VHDL ? ".vhd" : ".v");
    } else if (unit) {
        int u = bu;
        hs_unit *hu = hs_unit_new();
        if (hu && lsp_unit_resolve(s, doc, u, hdl, hu, &d) == 0)
            text = lsp_unit_text(hu, hdl, &d);
        else if (!hu)
            hs_fail(&d, HS_E_NOMEM, "out of memory");
        snprintf(name, sizeof(name), "%s%s", unit, hdl == HS_HDL_VHDL ? ".vhd" : ".v");
        hs_unit_free(hu);
    } else {
        hs_circuit_result r;
        hs_diag_list *errs = malloc(sizeof(*errs));
        memset(&r, 0, sizeof(r));
        if (!errs)
            return fail(err, -32603, "out of memory");
        hs_diag_list_init(errs);
        if (hs_mlir_generate(&doc->nl, &s->cfg, &doc->info, doc->path, hdl, &r, errs) == 0)
            text = circuit_text(&r);
        else
            d = errs->n ? errs->items[0] : d;
        hs_circuit_result_free(&r);
        free(errs);
        snprintf(name, sizeof(name), "%s%s", doc->nl.name, hdl == HS_HDL_VHDL ? ".vhd" : ".v");
    }
    if (!text)
        return fail(err, -32603, d.message[0] ? d.message : "generation failed");
    json_t *res = json_pack("{s:s, s:s, s:s}", "name", name, "language",
                            hdl == HS_HDL_VHDL ? "vhdl" : "verilog", "text", text);
    free(text);
    return res;
}
