/* Talking to hsgend: one blocking connection (Unix socket or TCP),
 * newline-delimited JSON-RPC. */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "rpc_client.h"

/* Which socket a command talks to when no --connect is given. */
int rpc_client_socket_path(cli_globals *g, char *buf, size_t cap)
{
    if (g->socket_path) {
        snprintf(buf, cap, "%s", g->socket_path);
        return 0;
    }
    if (cli_config_ensure(g) != 0)
        return -1;
    for (int i = 0; i < g->cfg.n_listen; i++) {
        if (strncmp(g->cfg.listen[i], "unix:", 5) == 0) {
            snprintf(buf, cap, "%s", g->cfg.listen[i] + 5);
            return 0;
        }
    }
    return -1;
}

/* Opens the Unix-socket connection (no framing chosen yet: the first byte does). */
int rpc_client_connect(const char *path)
{
    struct sockaddr_un sa;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    if (strlen(path) >= sizeof(sa.sun_path)) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(sa.sun_path, path, strlen(path) + 1);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

/* TCP for --connect HOST:PORT: the daemon's tcp: listeners (loopback by default). */
int rpc_client_connect_tcp(const char *hostport, char *err, size_t cap)
{
    char host[256];
    const char *colon = strrchr(hostport, ':');
    const char *h = hostport;
    size_t hl;
    if (!colon || colon == hostport || !colon[1]) {
        snprintf(err, cap, "--connect expects HOST:PORT, got '%s'", hostport);
        return -1;
    }
    hl = (size_t)(colon - hostport);
    if (h[0] == '[' && hl >= 2 && h[hl - 1] == ']') { /* [::1]:7420 */
        h++;
        hl -= 2;
    }
    if (hl >= sizeof(host)) {
        snprintf(err, cap, "host name too long in '%s'", hostport);
        return -1;
    }
    memcpy(host, h, hl);
    host[hl] = '\0';
    struct addrinfo hints, *res = NULL, *ai;
    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    int rc = getaddrinfo(host, colon + 1, &hints, &res);
    if (rc != 0) {
        snprintf(err, cap, "cannot resolve %s: %s", hostport, gai_strerror(rc));
        return -1;
    }
    int fd = -1, e = 0;
    for (ai = res; ai && fd < 0; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0) {
            e = errno;
            continue;
        }
        if (connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
            e = errno;
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(res);
    if (fd < 0) {
        snprintf(err, cap, "cannot reach hsgend at tcp:%s: %s", hostport, strerror(e));
        return -1;
    }
    int one = 1; /* small requests, answered one by one: no Nagle delay */
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    return fd;
}

/* A non-empty environment variable, or NULL. */
static const char *env(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}

/* One place decides where the daemon is, so every command agrees: --connect, else
 * --socket, else $HSGEN_CONNECT, else $HSGEN_SOCKET (each of these is explicit: the
 * user named a daemon), else the configuration's first unix: listener and then the
 * systemd socket, /run/hsgend.sock (the defaults: a daemon may not be running). */
int rpc_client_connect_target(cli_globals *g, char *where, size_t wcap, char *err, size_t ecap,
                              bool *explicit_target)
{
    char path[4096] = "";
    const char *tcp = g->connect ? g->connect : g->socket_path ? NULL : env("HSGEN_CONNECT");
    const char *sock = g->socket_path ? g->socket_path : tcp ? NULL : env("HSGEN_SOCKET");
    const char *via = g->connect       ? "--connect"
                      : g->socket_path ? "--socket"
                      : tcp            ? "HSGEN_CONNECT"
                                       : "HSGEN_SOCKET";
    *explicit_target = tcp || sock;
    if (tcp) {
        snprintf(where, wcap, "tcp:%s", tcp);
        int fd = rpc_client_connect_tcp(tcp, err, ecap);
        if (fd < 0) {
            size_t n = strlen(err);
            snprintf(err + n, ecap - n, " (from %s)", via);
        }
        return fd;
    }
    if (sock) {
        snprintf(where, wcap, "unix:%s", sock);
        int fd = rpc_client_connect(sock);
        if (fd < 0)
            snprintf(err, ecap, "cannot reach hsgend at unix:%s (from %s): %s", sock, via,
                     strerror(errno));
        return fd;
    }
    int fd = -1;
    if (rpc_client_socket_path(g, path, sizeof(path)) == 0) {
        snprintf(where, wcap, "unix:%s", path);
        if ((fd = rpc_client_connect(path)) < 0)
            snprintf(err, ecap, "no hsgend at unix:%s: %s", path, strerror(errno));
    }
    if (fd < 0 && strcmp(path, HSGEN_SYSTEMD_SOCKET) != 0) {
        int e = errno;
        int sfd = rpc_client_connect(HSGEN_SYSTEMD_SOCKET);
        if (sfd >= 0) {
            snprintf(where, wcap, "unix:%s", HSGEN_SYSTEMD_SOCKET);
            return sfd;
        }
        errno = e;
    }
    if (fd < 0 && !*err)
        snprintf(err, ecap, "no daemon socket configured");
    return fd;
}

/* Blocking sockets may still write short: loop until everything is out. */
int rpc_client_write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Reads one line (the response) into a growing buffer. */
static char *read_line(int fd)
{
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (len == cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb)
                break;
            buf = nb;
            cap *= 2;
        }
        ssize_t r = read(fd, buf + len, cap - len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        char *nl = memchr(buf + len, '\n', (size_t)r);
        len += (size_t)r;
        if (nl) {
            *nl = '\0';
            return buf;
        }
    }
    free(buf);
    return NULL;
}

/* One synchronous request; the pipelined form for batches is rpc_pipe.c. */
json_t *rpc_client_call(int fd, const char *method, json_t *params, char *err, size_t cap)
{
    json_t *req = json_pack("{s:s,s:i,s:s}", "jsonrpc", "2.0", "id", 1, "method", method);
    if (params)
        json_object_set(req, "params", params);
    char *text = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    if (!text || rpc_client_write_all(fd, text, strlen(text)) != 0 ||
        rpc_client_write_all(fd, "\n", 1) != 0) {
        snprintf(err, cap, "cannot send to the daemon: %s", strerror(errno));
        free(text);
        return NULL;
    }
    free(text);
    char *line = read_line(fd);
    if (!line) {
        snprintf(err, cap, "the daemon closed the connection without answering");
        return NULL;
    }
    json_error_t je;
    json_t *resp = json_loads(line, 0, &je);
    free(line);
    if (!json_is_object(resp)) {
        snprintf(err, cap, "the daemon sent an unreadable response: %s", je.text);
        json_decref(resp);
        return NULL;
    }
    return resp;
}
