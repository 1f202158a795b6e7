/* The documents the client has open, by URI, each with its text and its last
 * analysis (netlist and places). */
#include <stdlib.h>
#include <string.h>

#include "lsp.h"

/* The open document of a URI, or NULL. */
lsp_doc *lsp_docs_find(lsp_docs *d, const char *uri)
{
    for (int i = 0; i < d->n; i++)
        if (strcmp(d->v[i]->uri, uri) == 0)
            return d->v[i];
    return NULL;
}

/* Frees a document's last analysis; its text stays. */
void lsp_doc_forget(lsp_doc *doc)
{
    if (doc->have_nl) {
        hs_netlist_free(&doc->nl);
        hs_mlir_info_free(&doc->info);
    }
    doc->have_nl = false;
    doc->read_ok = false;
}

/* Frees one document and everything it owns. */
static void doc_free(lsp_doc *doc)
{
    lsp_doc_forget(doc);
    lsp_text_free(&doc->text);
    free(doc->uri);
    free(doc->path);
    free(doc);
}

/* textDocument/didOpen: a fresh document (an open one of that URI replaced). */
lsp_doc *lsp_docs_open(lsp_docs *d, const char *uri)
{
    lsp_docs_close(d, uri);
    if (d->n == d->cap) {
        int cap = d->cap ? 2 * d->cap : 8;
        lsp_doc **v = realloc(d->v, sizeof(*v) * (size_t)cap);
        if (!v)
            return NULL;
        d->v = v;
        d->cap = cap;
    }
    lsp_doc *doc = calloc(1, sizeof(*doc));
    const char *slash = strrchr(uri, '/');
    if (doc) {
        doc->uri = strdup(uri);
        doc->path = strdup(slash && slash[1] ? slash + 1 : uri);
    }
    if (!doc || !doc->uri || !doc->path || lsp_text_set(&doc->text, "", 0)) {
        if (doc)
            doc_free(doc);
        return NULL;
    }
    doc->dirty = true;
    d->v[d->n++] = doc;
    return doc;
}

/* textDocument/didClose: the document and its analysis freed. */
void lsp_docs_close(lsp_docs *d, const char *uri)
{
    for (int i = 0; i < d->n; i++)
        if (strcmp(d->v[i]->uri, uri) == 0) {
            doc_free(d->v[i]);
            d->v[i] = d->v[--d->n];
            return;
        }
}

/* Every document, at the server's end. */
void lsp_docs_free(lsp_docs *d)
{
    for (int i = 0; i < d->n; i++)
        doc_free(d->v[i]);
    free(d->v);
    memset(d, 0, sizeof(*d));
}
