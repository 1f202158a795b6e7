/* Rebuilding channel types from entity ports, so verify prints the same lines
 * whether the daemon or the in-process library answered. */
#include <stdbool.h>
#include <string.h>

#include "port_types.h"

/* One channel being collected while walking the entity's ports. */
typedef struct {
    const json_t *data; /* data port, or NULL (control) */
    const json_t *extra[64];
    int n_extra;
} chan_acc;

/* A string member or "", so a sparse answer still prints. */
static const char *str(const json_t *o, const char *k)
{
    const char *s = json_string_value(json_object_get(o, k));
    return s ? s : "";
}

/* An integer member or 0. */
static long num(const json_t *o, const char *k)
{
    return (long)json_integer_value(json_object_get(o, k));
}

/* A signal already seen on an earlier array element is not listed twice. */
static bool seen_signal(const chan_acc *c, const char *sig)
{
    for (int i = 0; i < c->n_extra; i++)
        if (strcmp(str(c->extra[i], "signal"), sig) == 0)
            return true;
    return false;
}

/* Prints one channel: its direction is that of its valid signal. */
static void print_channel(FILE *out, const char *name, const char *dir, long count,
                          const chan_acc *c)
{
    bool in = strcmp(dir, "in") == 0;
    if (count > 0)
        fprintf(out, "  %-4s %s[%ld] : ", dir, name, count);
    else
        fprintf(out, "  %-4s %s : ", dir, name);
    if (c->data)
        fprintf(out, "!handshake.channel<%c%ld",
                json_is_true(json_object_get(c->data, "float")) ? 'f' : 'i', num(c->data, "width"));
    else
        fputs(c->n_extra ? "!handshake.control<" : "!handshake.control", out);
    if (c->n_extra) {
        fputs(c->data ? ", [" : "[", out);
        for (int i = 0; i < c->n_extra; i++) {
            bool up = (strcmp(str(c->extra[i], "direction"), "in") == 0) != in;
            fprintf(out, "%s%s: %si%ld", i ? ", " : "", str(c->extra[i], "signal"),
                    up ? "(U) " : "", num(c->extra[i], "width"));
        }
        fputc(']', out);
    }
    fputs(c->data || c->n_extra ? ">\n" : "\n", out);
}

/* Walks the entity ports in order: data and extras accumulate until the
 * channel's valid signal closes it. */
void cli_print_port_types(FILE *out, const json_t *ports)
{
    chan_acc c;
    memset(&c, 0, sizeof(c));
    for (size_t i = 0; i < json_array_size(ports); i++) {
        const json_t *p = json_array_get(ports, i);
        const char *role = str(p, "role");
        if (json_is_true(json_object_get(p, "flat"))) { /* the LSQ: one line per signal */
            if (strcmp(role, "clock") && strcmp(role, "reset"))
                fprintf(out, "  %-4s %s : i%ld (%s)\n", str(p, "direction"), str(p, "name"),
                        num(p, "width"), role);
            continue;
        }
        if (strcmp(role, "data") == 0) {
            if (c.data) /* a data port with no valid of its own: a raw signal */
                fprintf(out, "  %-4s %s : i%ld\n", str(c.data, "direction"), str(c.data, "name"),
                        num(c.data, "width"));
            memset(&c, 0, sizeof(c));
            c.data = p;
        } else if (strcmp(role, "extra") == 0) {
            if (c.n_extra < 64 && !seen_signal(&c, str(p, "signal")))
                c.extra[c.n_extra++] = p;
        } else if (strcmp(role, "valid") == 0) {
            char name[256];
            snprintf(name, sizeof(name), "%s", str(p, "name"));
            size_t n = strlen(name);
            if (n > 6)
                name[n - 6] = '\0'; /* strip "_valid" */
            long count = c.data ? num(c.data, "count") : 0;
            if (!c.data && num(p, "width") > 1)
                count = num(p, "width");
            print_channel(out, name, str(p, "direction"), count, &c);
            memset(&c, 0, sizeof(c));
        }
    }
    if (c.data)
        fprintf(out, "  %-4s %s : i%ld\n", str(c.data, "direction"), str(c.data, "name"),
                num(c.data, "width"));
}
