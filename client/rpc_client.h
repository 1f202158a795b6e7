/* A minimal JSON-RPC client over the daemon's Unix socket (newline framing). */
#ifndef HS_RPC_CLIENT_H
#define HS_RPC_CLIENT_H

#include <jansson.h>

#include "cli.h"

/* The socket the client uses: --socket, else the first unix: listener of the
 * configuration (the daemon's default). Writes into buf; returns 0 or -1. */
int rpc_client_socket_path(const cli_globals *g, char *buf, size_t cap);

/* Connects; returns a file descriptor or -1 (errno set). */
int rpc_client_connect(const char *path);

/* Sends one request and waits for its response. Returns the response object
 * (new reference) or NULL with a message in err. */
json_t *rpc_client_call(int fd, const char *method, json_t *params, char *err, size_t cap);

#endif
