/* Talking to hsgend: one blocking connection, newline-delimited JSON-RPC. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "rpc_client.h"

int rpc_client_socket_path(const cli_globals *g, char *buf, size_t cap)
{
    if (g->socket_path) {
        snprintf(buf, cap, "%s", g->socket_path);
        return 0;
    }
    for (int i = 0; i < g->cfg.n_listen; i++) {
        if (strncmp(g->cfg.listen[i], "unix:", 5) == 0) {
            snprintf(buf, cap, "%s", g->cfg.listen[i] + 5);
            return 0;
        }
    }
    return -1;
}

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

static int write_all(int fd, const char *p, size_t n)
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

json_t *rpc_client_call(int fd, const char *method, json_t *params, char *err, size_t cap)
{
    json_t *req = json_pack("{s:s,s:i,s:s}", "jsonrpc", "2.0", "id", 1, "method", method);
    if (params)
        json_object_set(req, "params", params);
    char *text = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    if (!text || write_all(fd, text, strlen(text)) != 0 || write_all(fd, "\n", 1) != 0) {
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
