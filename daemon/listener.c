/* Listening sockets: Unix (mode 0660, stale file replaced, the file present only
 * once the socket accepts), TCP, and sockets handed over by systemd (LISTEN_FDS /
 * LISTEN_PID). */
#include <dirent.h>
#include <errno.h>
#include <netdb.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "log.h"
#include "server.h"

/* The kernel's cap on listen backlogs: listen(2) silently truncates to it. */
static int system_backlog_max(void)
{
    FILE *f = fopen("/proc/sys/net/core/somaxconn", "r");
    int n = 0;
    if (f) {
        if (fscanf(f, "%d", &n) != 1)
            n = 0;
        fclose(f);
    }
    return n > 0 ? n : SOMAXCONN;
}

/* limits.listen_backlog, or the system's maximum when it is 0 (the default). */
static int listen_backlog(const hsd_server *srv)
{
    unsigned want = srv->ctx.cfg->cfg.listen_backlog;
    int max = system_backlog_max();
    return want == 0 || want > (unsigned)max ? max : (int)want;
}

/* libuv's accept callback: hands the new client to conn.c. libuv calls it once
 * per pending connection, in a loop, until accept(2) says the queue is empty, so
 * every connection waiting is taken on each wake-up. */
static void on_connection(uv_stream_t *s, int status)
{
    hsd_listener *l = s->data;
    if (status < 0) {
        hsd_log(HSD_LOG_WARN, "accept on %s: %s", l->where, uv_strerror(status));
        return;
    }
    hsd_conn_accept(l);
}

/* One allocation per listener, Unix or TCP, with its back pointer to the server. */
static hsd_listener *listener_new(hsd_server *srv, bool tcp)
{
    hsd_listener *l = calloc(1, sizeof(*l));
    if (!l)
        return NULL;
    l->srv = srv;
    l->tcp = tcp;
    if (tcp)
        uv_tcp_init(srv->loop, &l->h.tcp);
    else
        uv_pipe_init(srv->loop, &l->h.pipe, 0);
    l->h.handle.data = l;
    return l;
}

/* Listeners are freed only once libuv is done with the handle. */
static void on_listener_closed(uv_handle_t *h)
{
    free(h->data);
}

/* Starts listening and links the listener in; on failure closes it. */
static int listener_start(hsd_server *srv, hsd_listener *l, hs_diag *d)
{
    int backlog = listen_backlog(srv);
    int rc = uv_listen(&l->h.stream, backlog, on_connection);
    if (rc != 0) {
        if (l->path[0])
            unlink(l->path);
        uv_close(&l->h.handle, on_listener_closed);
        return hs_fail(d, HS_E_IO, "cannot listen on %s: %s", l->where, uv_strerror(rc));
    }
    l->next = srv->listeners;
    srv->listeners = l;
    hsd_log(HSD_LOG_NOTICE, "listening on %s (backlog %d)", l->where, backlog);
    return 0;
}

/* A socket file left by a dead daemon is replaced; a live one is an error. */
static int clear_stale_socket(const char *path, hs_diag *d)
{
    struct sockaddr_un sa;
    struct stat st;
    int fd, rc;
    if (lstat(path, &st) != 0)
        return 0;
    if (!S_ISSOCK(st.st_mode))
        return hs_fail(d, HS_E_IO, "%s exists and is not a socket", path);
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", path);
    fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    rc = fd >= 0 ? connect(fd, (struct sockaddr *)&sa, sizeof(sa)) : -1;
    if (fd >= 0)
        close(fd);
    if (rc == 0)
        return hs_fail(d, HS_E_IO, "another server is listening on %s", path);
    hsd_log(HSD_LOG_INFO, "removing stale socket %s", path);
    unlink(path);
    return 0;
}

/* 64 random bits for a temporary name (getrandom(2); the clock and an address
 * mixed in where it fails). */
static unsigned long long temp_random(void)
{
    unsigned long long r = 0;
    struct timespec ts;
    if (getrandom(&r, sizeof(r), GRND_NONBLOCK) == (ssize_t)sizeof(r))
        return r;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    r = (unsigned long long)ts.tv_nsec * 0x9e3779b97f4a7c15ull ^ (unsigned long long)ts.tv_sec ^
        (unsigned long long)(uintptr_t)&r;
    return r;
}

/* The name a Unix socket is bound to before it listens: ".hsgend.PID.RANDOM.tmp" in
 * PATH's directory, so that rename(2) can move it onto PATH. The random part makes
 * it unique where the process id alone is not: daemons in other PID namespaces
 * (containers) sharing the directory may have the same id. */
static int unix_temp_name(const char *path, char *out, size_t n, hs_diag *d)
{
    const char *slash = strrchr(path, '/');
    int dir = slash ? (int)(slash - path + 1) : 0;
    int len =
        snprintf(out, n, "%.*s.hsgend.%ld.%016llx.tmp", dir, path, (long)getpid(), temp_random());
    if (len < 0 || (size_t)len >= n)
        return hs_fail(d, HS_E_IO, "socket path too long: %s (its directory must also fit %s)",
                       path, "the temporary name .hsgend.PID.RANDOM.tmp");
    return 0;
}

/* The process id in a temporary socket name ".hsgend.PID.RANDOM.tmp" (or the
 * ".hsgend.PID.tmp" of older daemons), or 0 when NAME is not one (other files in
 * the directory are never ours to touch). */
static long unix_temp_pid(const char *name)
{
    const char *p = name + sizeof(".hsgend.") - 1;
    char *end;
    long pid;
    size_t hex;
    if (strncmp(name, ".hsgend.", sizeof(".hsgend.") - 1) != 0 || *p < '1' || *p > '9')
        return 0;
    pid = strtol(p, &end, 10);
    if (pid <= 0)
        return 0;
    if (strcmp(end, ".tmp") == 0)
        return pid;
    hex = *end == '.' ? strspn(end + 1, "0123456789abcdef") : 0;
    return hex == 16 && strcmp(end + 1 + hex, ".tmp") == 0 ? pid : 0;
}

/* Whether a temporary socket is still someone's: one that accepts a connection
 * listens (a daemon between its listen(2) and rename(2)), and one changed in the
 * last minute may be a daemon's between its bind(2) and listen(2). In another PID
 * namespace its process id says nothing; these say it for any daemon. */
static bool unix_temp_in_use(const char *file, const struct stat *st)
{
    struct sockaddr_un sa;
    bool accepts;
    int fd;
    if (time(NULL) - st->st_mtime < 60 || strlen(file) >= sizeof(sa.sun_path))
        return true;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    memcpy(sa.sun_path, file, strlen(file));
    if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0)) < 0)
        return true;
    accepts = connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0 || errno != ECONNREFUSED;
    close(fd);
    return accepts;
}

/* A daemon that crashed between bind(2) and rename(2) leaves its temporary name
 * behind, which no later daemon reuses. Each start therefore removes the temporary
 * sockets in PATH's directory whose process is gone (kill(pid, 0) fails with ESRCH)
 * and that nobody uses (unix_temp_in_use); a live process's file (another daemon
 * starting right now, or one of another user: EPERM) is left alone, and so is
 * anything that is not a socket. Best effort: an unreadable directory is no error. */
static void clear_stale_temp_names(const char *path)
{
    const char *slash = strrchr(path, '/');
    char dir[sizeof(((struct sockaddr_un *)0)->sun_path)], file[sizeof(dir) + 256];
    struct dirent *e;
    struct stat st;
    DIR *dh;
    long pid;
    snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - path + 1) : 1, slash ? path : ".");
    if (!(dh = opendir(dir)))
        return;
    while ((e = readdir(dh)) != NULL) {
        if ((pid = unix_temp_pid(e->d_name)) == 0 || pid == (long)getpid() ||
            kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue;
        snprintf(file, sizeof(file), "%s%s%s", dir, slash ? "" : "/", e->d_name);
        if (lstat(file, &st) == 0 && S_ISSOCK(st.st_mode) && !unix_temp_in_use(file, &st) &&
            unlink(file) == 0)
            hsd_log(HSD_LOG_INFO, "removed %s, left by process %ld, which is gone", file, pid);
    }
    closedir(dh);
}

/* A listening Unix socket whose file appears at PATH only once it accepts: bound to
 * a temporary name in the same directory (born 0660), listening, then renamed onto
 * PATH (which replaces a stale file in one step). Bound at PATH itself, the file would
 * exist from bind(2) to listen(2), and a client connecting in between is refused.
 * Returns the descriptor, or -1 with nothing left on disk. */
static int unix_listening_fd(const char *path, int backlog, hs_diag *d)
{
    struct sockaddr_un sa;
    const char *step;
    mode_t old;
    bool bound;
    int fd, err;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    clear_stale_temp_names(path);
    if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0) {
        hs_fail(d, HS_E_IO, "cannot create a socket for %s: %s", path, strerror(errno));
        return -1;
    }
    /* a name taken (by nobody we know of) is never removed: another one is drawn */
    for (int tries = 0;; tries++) {
        if (unix_temp_name(path, sa.sun_path, sizeof(sa.sun_path), d) != 0) {
            close(fd);
            return -1;
        }
        old = umask(0117); /* the socket is born 0660 */
        bound = bind(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0;
        err = errno;
        umask(old);
        if (bound || err != EADDRINUSE || tries == 8)
            break;
    }
    if (!bound)
        step = "bind";
    else if (chmod(sa.sun_path, 0660) != 0)
        step = "chmod", err = errno;
    else if (listen(fd, backlog) != 0)
        step = "listen on", err = errno;
    else if (rename(sa.sun_path, path) != 0)
        step = "rename a socket onto", err = errno;
    else
        return fd;
    if (bound)
        unlink(sa.sun_path);
    close(fd);
    hs_fail(d, HS_E_IO, "cannot %s %s: %s", step, path, strerror(err));
    return -1;
}

/* A Unix socket at PATH, replacing a stale file, with mode 0660, that exists only
 * once the daemon accepts on it. */
static int open_unix(hsd_server *srv, const char *path, hs_diag *d)
{
    hsd_listener *l;
    int fd, rc;
    if (strlen(path) >= sizeof(((struct sockaddr_un *)0)->sun_path))
        return hs_fail(d, HS_E_IO, "socket path too long: %s", path);
    if (clear_stale_socket(path, d) != 0)
        return d && d->code ? d->code : HS_E_IO;
    if ((fd = unix_listening_fd(path, listen_backlog(srv), d)) < 0)
        return HS_E_IO;
    if (!(l = listener_new(srv, false))) {
        unlink(path);
        close(fd);
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    }
    snprintf(l->where, sizeof(l->where), "unix:%s", path);
    snprintf(l->path, sizeof(l->path), "%s", path);
    if ((rc = uv_pipe_open(&l->h.pipe, fd)) != 0) {
        unlink(path);
        close(fd);
        uv_close(&l->h.handle, on_listener_closed);
        return hs_fail(d, HS_E_IO, "cannot use the socket of %s: %s", path, uv_strerror(rc));
    }
    return listener_start(srv, l, d);
}

/* "HOST:PORT" (HOST may be [v6]) through getaddrinfo, numeric port. */
static int resolve_tcp(const char *spec, struct sockaddr_storage *ss, hs_diag *d)
{
    char host[256];
    const char *colon = strrchr(spec, ':');
    struct addrinfo hints, *res = NULL;
    size_t hl;
    int rc;
    if (!colon)
        return hs_fail(d, HS_E_IO, "expected tcp:HOST:PORT, got tcp:%s", spec);
    hl = (size_t)(colon - spec);
    if (hl >= 2 && spec[0] == '[' && spec[hl - 1] == ']')
        spec++, hl -= 2;
    snprintf(host, sizeof(host), "%.*s", (int)hl, spec);
    memset(&hints, 0, sizeof(hints));
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV | AI_PASSIVE;
    if ((rc = getaddrinfo(host, colon + 1, &hints, &res)) != 0)
        return hs_fail(d, HS_E_IO, "cannot resolve %s: %s", host, gai_strerror(rc));
    memcpy(ss, res->ai_addr, res->ai_addrlen);
    freeaddrinfo(res);
    return 0;
}

/* Names the bound address (the real port when 0 was asked). */
static void describe_tcp(hsd_listener *l)
{
    struct sockaddr_storage ss;
    char ip[64];
    int len = sizeof(ss), port = 0;
    uv_tcp_getsockname(&l->h.tcp, (struct sockaddr *)&ss, &len);
    if (ss.ss_family == AF_INET6) {
        uv_ip6_name((struct sockaddr_in6 *)&ss, ip, sizeof(ip));
        port = ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
        snprintf(l->where, sizeof(l->where), "tcp:[%s]:%d", ip, port);
    } else {
        uv_ip4_name((struct sockaddr_in *)&ss, ip, sizeof(ip));
        port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
        snprintf(l->where, sizeof(l->where), "tcp:%s:%d", ip, port);
    }
}

/* A TCP listener at exactly the configured address (loopback unless told otherwise). */
static int open_tcp(hsd_server *srv, const char *spec, hs_diag *d)
{
    struct sockaddr_storage ss;
    hsd_listener *l;
    int rc;
    if (resolve_tcp(spec, &ss, d) != 0)
        return HS_E_IO;
    if (!(l = listener_new(srv, true)))
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    if ((rc = uv_tcp_bind(&l->h.tcp, (struct sockaddr *)&ss, 0)) != 0) {
        uv_close(&l->h.handle, on_listener_closed);
        return hs_fail(d, HS_E_IO, "cannot bind tcp:%s: %s", spec, uv_strerror(rc));
    }
    describe_tcp(l);
    return listener_start(srv, l, d);
}

/* Parses a "unix:PATH" / "tcp:HOST:PORT" listen entry and opens it. */
int hsd_listener_open(hsd_server *srv, const char *spec, hs_diag *d)
{
    if (strncmp(spec, "unix:", 5) == 0)
        return open_unix(srv, spec + 5, d);
    if (strncmp(spec, "tcp:", 4) == 0)
        return open_tcp(srv, spec + 4, d);
    return hs_fail(d, HS_E_CONFIG, "listen address must be unix:PATH or tcp:HOST:PORT: %s", spec);
}

/* A socket systemd opened for us: its family says pipe or TCP. */
int hsd_listener_adopt(hsd_server *srv, int fd, hs_diag *d)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);
    hsd_listener *l;
    int rc;
    if (getsockname(fd, (struct sockaddr *)&ss, &len) != 0)
        return hs_fail(d, HS_E_IO, "LISTEN_FDS: fd %d is not a socket", fd);
    if (!(l = listener_new(srv, ss.ss_family != AF_UNIX)))
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    rc = l->tcp ? uv_tcp_open(&l->h.tcp, fd) : uv_pipe_open(&l->h.pipe, fd);
    if (rc != 0) {
        uv_close(&l->h.handle, on_listener_closed);
        return hs_fail(d, HS_E_IO, "cannot use fd %d: %s", fd, uv_strerror(rc));
    }
    if (l->tcp)
        describe_tcp(l);
    else
        snprintf(l->where, sizeof(l->where), "unix:%s (systemd fd %d)",
                 ((struct sockaddr_un *)&ss)->sun_path, fd);
    return listener_start(srv, l, d);
}

/* systemd socket activation: how many sockets were passed to this very process. */
int hsd_listen_fds(void)
{
    const char *pid = getenv("LISTEN_PID"), *fds = getenv("LISTEN_FDS");
    int n;
    if (!pid || !fds || strtol(pid, NULL, 10) != (long)getpid())
        return 0;
    n = (int)strtol(fds, NULL, 10);
    unsetenv("LISTEN_PID");
    unsetenv("LISTEN_FDS");
    unsetenv("LISTEN_FDNAMES");
    return n > 0 ? n : 0;
}

/* Stop accepting at shutdown; the Unix socket file goes with the listener. */
void hsd_listeners_close(hsd_server *srv)
{
    hsd_listener *l = srv->listeners, *next;
    for (; l; l = next) {
        next = l->next;
        if (l->path[0])
            unlink(l->path);
        uv_close(&l->h.handle, on_listener_closed);
    }
    srv->listeners = NULL;
}
