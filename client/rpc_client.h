/* A minimal JSON-RPC client of hsgend: a Unix socket or a TCP connection,
 * newline-delimited JSON. */
#ifndef HS_RPC_CLIENT_H
#define HS_RPC_CLIENT_H

#include <jansson.h>

#include "cli.h"

/* The socket the client uses: --socket, else the first unix: listener of the
 * configuration (the daemon's default). Writes into buf; returns 0 or -1. */
int rpc_client_socket_path(cli_globals *g, char *buf, size_t cap);

/* Connects to a Unix socket; returns a file descriptor or -1 (errno set). */
int rpc_client_connect(const char *path);

/* Connects to HOST:PORT over TCP ([v6]:PORT accepted); returns a file descriptor
 * or -1 with a message in err. */
int rpc_client_connect_tcp(const char *hostport, char *err, size_t cap);

/* Connects to the daemon the globals name: --connect, else --socket, else the
 * configuration's first unix: listener. where receives "unix:PATH" or
 * "tcp:HOST:PORT"; err says why when -1 is returned. */
/* The systemd socket unit's path (systemd/hsgend.socket), tried after the default. */
#define HSGEN_SYSTEMD_SOCKET "/run/hsgend.sock"
/* Connects to the daemon the command should use; *explicit_target tells whether the
 * user named it (--connect, --socket, $HSGEN_CONNECT, $HSGEN_SOCKET): then failing to
 * reach it is an error, not a reason to work in-process. */
int rpc_client_connect_target(cli_globals *g, char *where, size_t wcap, char *err, size_t ecap,
                              bool *explicit_target);

/* Writes all of p, retrying on EINTR and short writes. Returns 0 or -1. */
int rpc_client_write_all(int fd, const char *p, size_t n);

/* Sends one request and waits for its response. Returns the response object
 * (new reference) or NULL with a message in err. */
json_t *rpc_client_call(int fd, const char *method, json_t *params, char *err, size_t cap);

#endif
