/* The language server's internals (lsp/README.md): documents, analysis and the
 * answers to each request, shared by the lsp_*.c files. Not an installed interface. */
#ifndef LSP_H
#define LSP_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "hs_lsp.h"
#include "hs_mlir.h"
#include "hs_netlist.h"

/* ---- Text (lsp_text.c): positions as the client counts them ---- */

typedef struct {
    char *text; /* NUL-terminated, malloc'd */
    size_t len, cap;
    size_t *line_at; /* byte offset of each line's start */
    int n_lines, cap_lines;
} lsp_text;

void lsp_text_free(lsp_text *t);
/* Replaces the whole text. Returns 0 or HS_E_NOMEM. */
int lsp_text_set(lsp_text *t, const char *s, size_t len);
/* Replaces bytes [from, to) by s. Returns 0 or HS_E_NOMEM. */
int lsp_text_splice(lsp_text *t, size_t from, size_t to, const char *s, size_t len);
/* The byte offset of an LSP position (line, character in UTF-16 code units, or bytes
 * when utf8), clamped to the text: a position past a line's end is its end. */
size_t lsp_text_offset(const lsp_text *t, long line, long character, bool utf8);
/* The LSP position {line, character} of a byte offset (a new reference). */
json_t *lsp_text_position(const lsp_text *t, size_t offset, bool utf8);
/* {start, end} of bytes [from, to) (a new reference). */
json_t *lsp_text_range(const lsp_text *t, size_t from, size_t to, bool utf8);
/* The 0-based line holding offset. */
int lsp_text_line_of(const lsp_text *t, size_t offset);
/* The byte offset of a 1-based line and byte column as the reader counts them. */
size_t lsp_text_at(const lsp_text *t, int line, int col);

/* ---- Documents (lsp_docs.c) ---- */

typedef struct {
    char *uri;
    char *path; /* the file name messages carry (the uri's last part) */
    lsp_text text;
    long version;
    bool dirty;     /* changed since the last analysis */
    bool too_large; /* larger than the server reads: analysed as empty, one diagnostic */
    /* the last analysis: valid while !dirty */
    bool read_ok; /* the netlist below was read without errors */
    hs_netlist nl;
    hs_mlir_info info;
    bool have_nl;
    /* a file of several functions: each is read on its own (all give diagnostics), and
     * the netlist kept is the one of bytes [fn_from, fn_to), the function holding the
     * position of the last request (focus) */
    bool several;
    size_t focus, fn_from, fn_to;
} lsp_doc;

typedef struct {
    lsp_doc **v;
    int n, cap;
} lsp_docs;

lsp_doc *lsp_docs_find(lsp_docs *d, const char *uri);
/* A new, empty document under uri (replacing one already open). NULL: out of memory. */
lsp_doc *lsp_docs_open(lsp_docs *d, const char *uri);
void lsp_docs_close(lsp_docs *d, const char *uri);
void lsp_docs_free(lsp_docs *d);
/* Drops a document's analysis (netlist, places). */
void lsp_doc_forget(lsp_doc *doc);

/* ---- The server's state ---- */

struct lsp_server {
    hs_config cfg;
    size_t max_file; /* bytes of one document the server reads */
    lsp_write_fn write;
    void *write_ctx;
    void *framer; /* hsd_framer */
    lsp_docs docs;
    bool utf8;        /* positions count bytes (negotiated), else UTF-16 code units */
    bool initialized; /* initialize answered */
    bool shutdown;    /* shutdown answered: only exit is accepted */
    int exit_code;    /* -1 while running; 0 or 1 after exit */
    long n_analyses;  /* documents read and checked (tests, benchmarks) */
    lsp_call_fn call; /* the backend of Show VHDL/Verilog, NULL: in-process */
    void *call_ctx;
};

/* Sends one message (a new reference is taken over). */
void lsp_send(lsp_server *s, json_t *msg);
/* A notification {method, params} (params taken over). */
void lsp_notify(lsp_server *s, const char *method, json_t *params);

/* ---- Analysis (lsp_analyze.c) ---- */

/* Reads and checks the document when dirty, then publishes its diagnostics. */
void lsp_analyze(lsp_server *s, lsp_doc *doc);

/* ---- One unit of a read document (lsp_unit.c) ---- */

/* The index of the place of kind `kind` covering offset (the nearest op on that line
 * for ops), or -1. */
int lsp_place_at(const lsp_doc *doc, size_t offset, int kind);
/* The netlist unit of the op written on the line holding offset, -1 when none. */
int lsp_unit_at(const lsp_doc *doc, size_t offset);
/* The place of unit u's op, -1 when none. */
int lsp_unit_place(const lsp_doc *doc, int u);
/* Resolves unit u of the document's netlist under the server's configuration. */
int lsp_unit_resolve(const lsp_server *s, const lsp_doc *doc, int u, hs_hdl hdl, hs_unit *out,
                     hs_diag *d);
/* The generated text of a resolved unit, its support files first (so it analyses on
 * its own); malloc'd, NULL with d set on failure. */
char *lsp_unit_text(const hs_unit *unit, hs_hdl hdl, hs_diag *d);
/* One line: registers (flip-flop bits) and operators of the unit's hardware. */
void lsp_unit_area(const hs_unit *unit, char *buf, size_t cap);

/* ---- Requests ---- */

json_t *lsp_hover(lsp_server *s, lsp_doc *doc, size_t offset);
json_t *lsp_completion(lsp_server *s, lsp_doc *doc, size_t offset);
json_t *lsp_symbols(lsp_server *s, lsp_doc *doc);
json_t *lsp_definition(lsp_server *s, lsp_doc *doc, size_t offset);
json_t *lsp_code_lens(lsp_server *s, lsp_doc *doc);
/* workspace/executeCommand: hsgen.showVhdl / hsgen.showVerilog. NULL with *err set
 * ({code, message}) when the command fails. */
json_t *lsp_show(lsp_server *s, json_t *params, json_t **err);
/* The names of the commands lsp_show runs (a new array). */
json_t *lsp_show_commands(void);

#endif
