/* `hsgen lsp`: a Language Server Protocol (3.17) server for Handshake and hw MLIR,
 * on the library: diagnostics as the text changes, hover, completion, symbols,
 * definitions, code lenses and the generated HDL of an op or a function.
 *
 * The server is fed the bytes a client sends (Content-Length framing) and writes
 * its messages through a callback, so the same code runs over stdio, in tests and
 * under the fuzzer. One thread; messages that arrive together are handled as one
 * batch: a request cancelled within it is answered -32800 without being run, and
 * changes to a document are read once, after the last of them. */
#ifndef HS_LSP_H
#define HS_LSP_H

#include <jansson.h>
#include <stddef.h>

#include "hs_config.h"

typedef struct lsp_server lsp_server;

/* Receives each framed message the server sends (header and body). */
typedef void (*lsp_write_fn)(void *ctx, const char *data, size_t len);

/* A server under a copy of cfg that reads documents of at most max_file bytes.
 * NULL when out of memory. */
lsp_server *lsp_server_new(const hs_config *cfg, size_t max_file, lsp_write_fn write, void *ctx);
void lsp_server_free(lsp_server *s);
/* Feeds received bytes and handles every complete message. Returns 0 to go on, 1 once
 * `exit` was received (lsp_server_exit_code says 0 or 1), or -1 on a framing error
 * the stream cannot recover from (a header without Content-Length, a message over the
 * limit): the error was reported to the client with window/showMessage. */
int lsp_server_feed(lsp_server *s, const char *data, size_t len);
int lsp_server_exit_code(const lsp_server *s);
/* A JSON-RPC call on a backend that caches generated text (hsgend): 0 with *result, or
 * an error code with *error ({code, message}); both new references. */
typedef int (*lsp_call_fn)(void *ctx, const char *method, json_t *params, json_t **result,
                           json_t **error);
/* Show VHDL/Verilog asks the backend (unit.generate, circuit.generate) instead of
 * generating in-process; diagnostics, hover and the rest stay in-process. */
void lsp_server_set_backend(lsp_server *s, lsp_call_fn call, void *ctx);
/* Documents read and checked so far. */
long lsp_server_analyses(const lsp_server *s);

#endif
