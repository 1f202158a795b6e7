/* The server's message loop: framing (the daemon's Content-Length framer), the
 * JSON-RPC envelope, the LSP lifecycle (initialize, shutdown, exit), document
 * synchronisation (full and incremental) and the dispatch of each request to its
 * lsp_*.c file. Messages that arrive together form a batch: cancellations within it
 * are honoured before any work, and diagnostics are published once per changed
 * document, after the batch (or before a request on that document). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_named.h"
#include "hs_version.h"
#include "lsp.h"
#include "rpc_codes.h"
#include "rpc_framing.h"

/* JSON-RPC and LSP error codes. */
enum {
    E_PARSE = -32700,
    E_INVALID = -32600,
    E_METHOD = -32601,
    E_PARAMS = -32602,
    E_NOT_INITIALIZED = -32002,
    E_CANCELLED = -32800
};

/* The answer to request id. */
static void reply(lsp_server *s, json_t *id, json_t *result)
{
    lsp_send(s, json_pack("{s:O, s:o}", "id", id, "result", result ? result : json_null()));
}

/* The error answer to request id (null when the id is unknown). */
static void reply_error(lsp_server *s, json_t *id, int code, const char *message)
{
    lsp_send(s, json_pack("{s:O, s:{s:i, s:s}}", "id", id ? id : json_null(), "error", "code", code,
                          "message", message));
}

/* A message to the user (window/showMessage), for what no request can carry. */
static void show(lsp_server *s, int type, const char *text)
{
    lsp_notify(s, "window/showMessage", json_pack("{s:i, s:s}", "type", type, "message", text));
}

/* A server: its own copy of the configuration, a framer, no documents. */
lsp_server *lsp_server_new(const hs_config *cfg, size_t max_file, lsp_write_fn write, void *ctx)
{
    lsp_server *s = calloc(1, sizeof(*s));
    hsd_framer *f = malloc(sizeof(*f));
    if (!s || !f || hs_config_copy(&s->cfg, cfg) != 0) {
        free(s);
        free(f);
        return NULL;
    }
    /* a document travels JSON-escaped: room for a file of max_file bytes and more, so
     * one just over the limit still arrives and is answered with a clear diagnostic */
    hsd_framer_init(f, max_file * 2 + (1u << 20));
    s->framer = f;
    s->max_file = max_file;
    s->write = write;
    s->write_ctx = ctx;
    s->exit_code = -1;
    return s;
}

/* Frees the server and every document. */
void lsp_server_free(lsp_server *s)
{
    if (!s)
        return;
    hsd_framer_free(s->framer);
    free(s->framer);
    lsp_docs_free(&s->docs);
    hs_config_free(&s->cfg);
    free(s);
}

/* LSP: 0 after shutdown then exit, 1 otherwise. */
int lsp_server_exit_code(const lsp_server *s)
{
    return s->exit_code < 0 ? 1 : s->exit_code;
}

/* Where Show VHDL/Verilog go (the client sets hsgend when one answers). */
void lsp_server_set_backend(lsp_server *s, lsp_call_fn call, void *ctx)
{
    s->call = call;
    s->call_ctx = ctx;
}

/* For tests and benchmarks: how often documents were read. */
long lsp_server_analyses(const lsp_server *s)
{
    return s->n_analyses;
}

/* The capabilities this server has (initialize's answer). */
static json_t *capabilities(const lsp_server *s)
{
    return json_pack("{s:s, s:{s:b, s:i}, s:b, s:{s:[s,s,s]}, s:b, s:b, s:{s:b}, s:{s:o}}",
                     "positionEncoding", s->utf8 ? "utf-8" : "utf-16", "textDocumentSync",
                     "openClose", 1, "change", 2, "hoverProvider", 1, "completionProvider",
                     "triggerCharacters", "[", "\"", "{", "documentSymbolProvider", 1,
                     "definitionProvider", 1, "codeLensProvider", "resolveProvider", 0,
                     "executeCommandProvider", "commands", lsp_show_commands());
}

/* initialize: the position encoding negotiated, the capabilities answered. */
static json_t *initialize(lsp_server *s, json_t *params)
{
    json_t *enc = json_object_get(
        json_object_get(json_object_get(params, "capabilities"), "general"), "positionEncodings");
    size_t i;
    json_t *e;
    json_array_foreach(enc, i, e) if (json_is_string(e) &&
                                      strcmp(json_string_value(e), "utf-8") == 0) s->utf8 = true;
    s->initialized = true;
    return json_pack("{s:o, s:{s:s, s:s}}", "capabilities", capabilities(s), "serverInfo", "name",
                     "hsgen", "version", hs_version());
}

/* The document a request names (params.textDocument.uri), NULL when not open. */
static lsp_doc *doc_of(lsp_server *s, json_t *params)
{
    const char *uri =
        json_string_value(json_object_get(json_object_get(params, "textDocument"), "uri"));
    return uri ? lsp_docs_find(&s->docs, uri) : NULL;
}

/* The byte offset of params.position in doc; false when absent or malformed. */
static bool position_of(const lsp_server *s, const lsp_doc *doc, json_t *params, size_t *at)
{
    json_t *p = json_object_get(params, "position");
    json_t *l = json_object_get(p, "line"), *c = json_object_get(p, "character");
    if (!json_is_integer(l) || !json_is_integer(c))
        return false;
    *at = lsp_text_offset(&doc->text, (long)json_integer_value(l), (long)json_integer_value(c),
                          s->utf8);
    return true;
}

/* textDocument/didOpen: the text stored, read after the batch. */
static void did_open(lsp_server *s, json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    const char *uri = json_string_value(json_object_get(td, "uri"));
    json_t *text = json_object_get(td, "text");
    if (!uri || !json_is_string(text))
        return;
    lsp_doc *doc = lsp_docs_open(&s->docs, uri);
    if (!doc || lsp_text_set(&doc->text, json_string_value(text), json_string_length(text))) {
        lsp_docs_close(&s->docs, uri);
        show(s, 1, "out of memory opening the document");
        return;
    }
    json_t *v = json_object_get(td, "version");
    doc->version = json_is_integer(v) ? (long)json_integer_value(v) : -1;
}

/* One content change: a range and its new text, or the whole text. */
static int apply_change(lsp_server *s, lsp_doc *doc, json_t *ch)
{
    json_t *text = json_object_get(ch, "text");
    if (!json_is_string(text))
        return E_PARAMS;
    json_t *r = json_object_get(ch, "range");
    if (!r)
        return lsp_text_set(&doc->text, json_string_value(text), json_string_length(text));
    json_t *a = json_object_get(r, "start"), *b = json_object_get(r, "end");
    json_t *al = json_object_get(a, "line"), *ac = json_object_get(a, "character");
    json_t *bl = json_object_get(b, "line"), *bc = json_object_get(b, "character");
    if (!json_is_integer(al) || !json_is_integer(ac) || !json_is_integer(bl) ||
        !json_is_integer(bc))
        return E_PARAMS;
    size_t from = lsp_text_offset(&doc->text, (long)json_integer_value(al),
                                  (long)json_integer_value(ac), s->utf8);
    size_t to = lsp_text_offset(&doc->text, (long)json_integer_value(bl),
                                (long)json_integer_value(bc), s->utf8);
    if (to < from)
        return E_PARAMS;
    return lsp_text_splice(&doc->text, from, to, json_string_value(text), json_string_length(text));
}

/* textDocument/didChange: each change applied in order; read after the batch. */
static void did_change(lsp_server *s, json_t *params)
{
    lsp_doc *doc = doc_of(s, params);
    if (!doc)
        return;
    json_t *v = json_object_get(json_object_get(params, "textDocument"), "version");
    if (json_is_integer(v))
        doc->version = (long)json_integer_value(v);
    size_t i;
    json_t *ch;
    json_array_foreach(json_object_get(params, "contentChanges"), i, ch)
    {
        if (apply_change(s, doc, ch) != 0) {
            show(s, 1,
                 "a content change could not be applied (its range is malformed or out of "
                 "order); the document may differ from the editor's: reopen it");
            break;
        }
    }
    doc->dirty = true;
}

/* textDocument/didClose: its diagnostics cleared, the document dropped. */
static void did_close(lsp_server *s, json_t *params)
{
    lsp_doc *doc = doc_of(s, params);
    if (!doc)
        return;
    lsp_notify(s, "textDocument/publishDiagnostics",
               json_pack("{s:s, s:[]}", "uri", doc->uri, "diagnostics"));
    lsp_docs_close(&s->docs, doc->uri);
}

/* The error {code, message} a request is answered with (NULL returned). */
static json_t *fail(json_t **err, int code, const char *message)
{
    *err = json_pack("{s:i, s:s}", "code", code, "message", message);
    return NULL;
}

/* How a method is handled: the flags of its row. */
enum {
    M_NOTIFICATION = 1u << 0,  /* never answered; a request of that name is unknown */
    M_BEFORE_INIT = 1u << 1,   /* a request accepted before initialize was answered */
    M_ANY_TIME = 1u << 2,      /* a notification handled before initialize and after shutdown */
    M_UNCANCELLABLE = 1u << 3, /* answered even when cancelled within its batch */
    M_POSITION = 1u << 4,      /* a document request that needs params.position */
    M_CANCEL = 1u << 5         /* names a request of its batch to cancel (read before any work) */
};

/* A method: its name, flags and one handler: `notify` for a notification, `on_doc`
 * for a request on an open document (analysed first; at: params.position's byte
 * offset, 0 without one), `run` for any other request (NULL with *err set on failure). */
typedef struct {
    const char *name;
    unsigned flags;
    void (*notify)(lsp_server *s, json_t *params);
    json_t *(*on_doc)(lsp_server *s, lsp_doc *doc, size_t at);
    json_t *(*run)(lsp_server *s, json_t *params, json_t **err);
} lsp_method;

/* initialize: once, before anything else. */
static json_t *run_initialize(lsp_server *s, json_t *params, json_t **err)
{
    if (s->initialized)
        return fail(err, E_INVALID, "initialize was already answered");
    return initialize(s, params);
}

/* shutdown: from now on only exit is accepted. */
static json_t *run_shutdown(lsp_server *s, json_t *params, json_t **err)
{
    (void)params;
    (void)err;
    s->shutdown = true;
    return json_null();
}

/* exit: 0 after shutdown, 1 without it. */
static void run_exit(lsp_server *s, json_t *params)
{
    (void)params;
    s->exit_code = s->shutdown ? 0 : 1;
}

/* The requests on a whole document (their position, when given, only picks the
 * function of a file of several). */
static json_t *doc_symbols(lsp_server *s, lsp_doc *doc, size_t at)
{
    (void)at;
    return lsp_symbols(s, doc);
}

static json_t *doc_code_lens(lsp_server *s, lsp_doc *doc, size_t at)
{
    (void)at;
    return lsp_code_lens(s, doc);
}

/* Every method the server handles, looked up once by name (find_method); a
 * notification not listed (didSave, $/setTrace, ...) is ignored, a request not
 * listed is answered -32601. */
static const lsp_method methods[] = {
    {"initialize", M_BEFORE_INIT | M_UNCANCELLABLE, NULL, NULL, run_initialize},
    {"shutdown", M_UNCANCELLABLE, NULL, NULL, run_shutdown},
    {"exit", M_NOTIFICATION | M_ANY_TIME, run_exit, NULL, NULL},
    {"initialized", M_NOTIFICATION, NULL, NULL, NULL},
    {"$/cancelRequest", M_NOTIFICATION | M_CANCEL, NULL, NULL, NULL}, /* per batch (batch) */
    {"textDocument/didOpen", M_NOTIFICATION, did_open, NULL, NULL},
    {"textDocument/didChange", M_NOTIFICATION, did_change, NULL, NULL},
    {"textDocument/didClose", M_NOTIFICATION, did_close, NULL, NULL},
    {"textDocument/hover", M_POSITION, NULL, lsp_hover, NULL},
    {"textDocument/completion", M_POSITION, NULL, lsp_completion, NULL},
    {"textDocument/definition", M_POSITION, NULL, lsp_definition, NULL},
    {"textDocument/documentSymbol", 0, NULL, doc_symbols, NULL},
    {"textDocument/codeLens", 0, NULL, doc_code_lens, NULL},
    {"workspace/executeCommand", 0, NULL, NULL, lsp_show},
};

/* The row of method m, NULL when the server does not know it. */
static const lsp_method *find_method(const char *m)
{
    int i = HS_NAMED_INDEX(methods, m);
    return i < 0 ? NULL : &methods[i];
}

/* A request on a document: the document analysed (when changed), then its answer,
 * or NULL with *err set. */
static json_t *on_document(lsp_server *s, const lsp_method *row, json_t *params, json_t **err)
{
    lsp_doc *doc = doc_of(s, params);
    if (!doc)
        return fail(err, E_PARAMS, "the document is not open (textDocument/didOpen it first)");
    size_t at = 0;
    bool has_pos = position_of(s, doc, params, &at);
    if (has_pos && doc->several && (at < doc->fn_from || at >= doc->fn_to)) {
        doc->focus = at; /* another function of the file: its netlist */
        doc->dirty = true;
    }
    if (doc->dirty)
        lsp_analyze(s, doc);
    if ((row->flags & M_POSITION) && !has_pos)
        return fail(err, E_PARAMS, "params.position {line, character} is required");
    return row->on_doc(s, doc, at);
}

/* A request (row: its method's, NULL or a notification's when unknown): answered
 * here, exactly once. */
static void request(lsp_server *s, const char *m, const lsp_method *row, json_t *id, json_t *params)
{
    if (s->shutdown) {
        reply_error(s, id, E_INVALID, "request after shutdown: only exit is accepted");
        return;
    }
    if (row && (row->flags & M_NOTIFICATION))
        row = NULL;
    if (!s->initialized && !(row && (row->flags & M_BEFORE_INIT))) {
        reply_error(s, id, E_NOT_INITIALIZED,
                    "the server is not initialized yet (initialize first)");
        return;
    }
    if (!row) {
        char msg[160];
        snprintf(msg, sizeof(msg), "unknown method '%.80s'", m);
        reply_error(s, id, E_METHOD, msg);
        return;
    }
    json_t *err = NULL;
    json_t *r = row->on_doc ? on_document(s, row, params, &err) : row->run(s, params, &err);
    if (err) {
        reply_error(s, id, (int)json_integer_value(json_object_get(err, "code")),
                    json_string_value(json_object_get(err, "message")));
        json_decref(err);
    } else {
        reply(s, id, r);
    }
}

/* A notification: never answered; ignored before initialize and after shutdown
 * (exit aside), and when the server does not handle it. */
static void notification(lsp_server *s, const lsp_method *row, json_t *params)
{
    if (!row || !row->notify || !(row->flags & M_NOTIFICATION))
        return;
    if ((!s->initialized || s->shutdown) && !(row->flags & M_ANY_TIME))
        return;
    row->notify(s, params);
}

/* Whether id is among the batch's cancelled ids. */
static bool cancelled(json_t *ids, json_t *id)
{
    size_t i;
    json_t *x;
    json_array_foreach(ids, i, x) if (json_equal(x, id)) return true;
    return false;
}

/* One message of a batch. */
static void handle(lsp_server *s, json_t *msg, json_t *cancel_ids)
{
    if (!json_is_object(msg)) {
        reply_error(s, NULL, E_INVALID, "a message must be a JSON object");
        return;
    }
    json_t *id = json_object_get(msg, "id");
    json_t *method = json_object_get(msg, "method");
    json_t *params = json_object_get(msg, "params");
    bool valid_id = json_is_integer(id) || json_is_string(id);
    if (!method) {
        if (!valid_id)
            reply_error(s, NULL, E_INVALID, "a message needs a method (or is a response)");
        return; /* a response to a request of ours: none are sent */
    }
    if (!json_is_string(method) || (id && !valid_id)) {
        reply_error(s, valid_id ? id : NULL, E_INVALID,
                    "method must be a string and id an integer or a string");
        return;
    }
    if (params && !json_is_object(params) && !json_is_array(params)) {
        if (id)
            reply_error(s, id, E_INVALID, "params must be an object or an array");
        return;
    }
    const char *m = json_string_value(method);
    const lsp_method *row = find_method(m);
    if (!id) {
        notification(s, row, params);
        return;
    }
    if (cancelled(cancel_ids, id) && !(row && (row->flags & M_UNCANCELLABLE))) {
        reply_error(s, id, E_CANCELLED, "request cancelled");
        return;
    }
    request(s, m, row, id, params);
}

/* Handles a batch: cancellations first, then every message in order, then the
 * diagnostics of each document changed. */
static void batch(lsp_server *s, json_t *msgs)
{
    json_t *cancel_ids = json_array();
    size_t i;
    json_t *m;
    json_array_foreach(msgs, i, m)
    {
        const char *meth = json_string_value(json_object_get(m, "method"));
        const lsp_method *row = meth ? find_method(meth) : NULL;
        json_t *cid = json_object_get(json_object_get(m, "params"), "id");
        if (row && (row->flags & M_CANCEL) && (json_is_integer(cid) || json_is_string(cid)))
            json_array_append(cancel_ids, cid);
    }
    json_array_foreach(msgs, i, m)
    {
        if (s->exit_code >= 0)
            break;
        handle(s, m, cancel_ids);
    }
    json_decref(cancel_ids);
    for (int k = 0; s->exit_code < 0 && k < s->docs.n; k++)
        if (s->docs.v[k]->dirty)
            lsp_analyze(s, s->docs.v[k]);
}

/* Every complete message of what arrived so far, as one batch. */
int lsp_server_feed(lsp_server *s, const char *data, size_t len)
{
    hsd_framer *f = s->framer;
    if (s->exit_code >= 0)
        return 1;
    if (hsd_framer_feed(f, data, len) != 0) {
        show(s, 1, "hsgen lsp: out of memory reading a message");
        return -1;
    }
    json_t *msgs = json_array();
    const char *body;
    size_t n;
    int rc;
    while ((rc = hsd_framer_next(f, &body, &n)) == 1) {
        json_error_t je;
        json_t *j = json_loadb(body, n, JSON_DECODE_ANY, &je);
        if (!j) {
            char why[300];
            snprintf(why, sizeof(why), "malformed JSON: %s (at byte %d)", je.text, je.position);
            reply_error(s, NULL, E_PARSE, why);
            continue;
        }
        json_array_append_new(msgs, j);
    }
    batch(s, msgs);
    json_decref(msgs);
    if (rc < 0 && s->exit_code < 0) {
        char why[300];
        snprintf(why, sizeof(why), "hsgen lsp: %s; the stream cannot be read further",
                 f->error[0] ? f->error : "malformed framing");
        show(s, 1, why);
        return -1;
    }
    return s->exit_code >= 0 ? 1 : 0;
}
