/* systemd readiness (sd_notify protocol) without libsystemd: one datagram to
 * $NOTIFY_SOCKET, which may be in the abstract namespace ('@'). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "server.h"

/* Tells systemd READY=1 / RELOADING=1 / STOPPING=1 when it asked (NOTIFY_SOCKET); a no-op
 * otherwise. */
int hsd_notify(const char *state)
{
    const char *path = getenv("NOTIFY_SOCKET");
    struct sockaddr_un sa;
    size_t plen;
    socklen_t alen;
    ssize_t n;
    int fd;
    if (!path || !path[0])
        return 0;
    plen = strlen(path);
    if ((path[0] != '/' && path[0] != '@') || plen >= sizeof(sa.sun_path))
        return -1;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    memcpy(sa.sun_path, path, plen);
    if (path[0] == '@')
        sa.sun_path[0] = 0;
    alen = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + plen);
    if ((fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0)) < 0)
        return -1;
    n = sendto(fd, state, strlen(state), MSG_NOSIGNAL, (struct sockaddr *)&sa, alen);
    close(fd);
    return n < 0 ? -1 : 0;
}
