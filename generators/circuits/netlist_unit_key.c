/* Equal requests, resolved once: in a circuit most units repeat a few shapes
 * (every 32-bit adder alike), and building, printing and resolving a request
 * is most of a check's cost. The key says everything a unit's request is made
 * of without printing types: channel types are interned in the netlist, so
 * equal types are the same pointer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

typedef struct {
    char *s;
    size_t n, cap;
} kbuf;

/* Appends n bytes, growing the buffer. */
static int put(kbuf *b, const void *p, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = (b->n + n + 1) * 2;
        if (cap < 256) /* a key of a few ports in one allocation */
            cap = 256;
        char *s = realloc(b->s, cap);
        if (!s)
            return -1;
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->n, p, n);
    b->n += n;
    b->s[b->n] = '\0';
    return 0;
}

/* Text with its NUL as a separator; numbers as hex digits (the key is a C string). */
static int put_str(kbuf *b, const char *s)
{
    return put(b, s, strlen(s)) || put(b, "\x01", 1);
}

static int put_num(kbuf *b, uintptr_t v)
{
    char d[2 * sizeof(v) + 1];
    int n = 0;
    do {
        d[n++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    d[n++] = '\x02';
    return put(b, d, (size_t)n);
}

/* The key of unit u's request (hs_netlist.h). */
char *hs_netlist_unit_key(const hs_netlist *nl, int u, const hs_net_conn *cs, int lo, int hi)
{
    const hs_net_unit *nu = &nl->units[u];
    kbuf b = {0};
    int rc = put_str(&b, nu->unit) || put_str(&b, nu->entity);
    for (int k = lo; rc == 0 && k < hi; k++)
        rc = put_str(&b, cs[k].port) || put_num(&b, (uintptr_t)(cs[k].elem + 1)) ||
             put_num(&b, cs[k].out) || put_num(&b, (uintptr_t)nl->chans[cs[k].chan].type);
    for (int i = 0; rc == 0 && i < nu->n_params; i++)
        rc = put_str(&b, nu->params[i].key) || put_str(&b, nu->params[i].value);
    if (rc) {
        free(b.s);
        return NULL;
    }
    return b.s;
}
