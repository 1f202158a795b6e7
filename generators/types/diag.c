/* Error recording shared by the whole library. */
#include <stdio.h>
#include <string.h>

#include "hs_diag.h"

/* Resets a diagnostic so a reused hs_diag never carries a stale context. */
void hs_diag_clear(hs_diag *d)
{
    if (!d)
        return;
    /* Every field empty: the numbers zero and each text "" (the bytes after a
     * string's NUL are never read). Not the whole struct: 900 bytes cleared two or
     * three times for every resolved unit. */
    d->code = d->column = d->line = 0;
    d->field[0] = d->port[0] = d->rule[0] = d->expected[0] = d->message[0] = '\0';
    d->suggestion[0] = '\0';
}

/* Length of the valid UTF-8 sequence at s (1..4), or 0 when s does not start one
 * (stray continuation, overlong form, surrogate, beyond U+10FFFF, cut short). */
static size_t utf8_seq(const unsigned char *s)
{
    unsigned c = s[0];
    size_t n;
    unsigned lo = 0x80, hi = 0xbf; /* allowed range of the second byte */
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef)
        n = 3, lo = c == 0xe0 ? 0xa0 : 0x80, hi = c == 0xed ? 0x9f : 0xbf;
    else if (c >= 0xf0 && c <= 0xf4)
        n = 4, lo = c == 0xf0 ? 0x90 : 0x80, hi = c == 0xf4 ? 0x8f : 0xbf;
    else
        return 0;
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xbf)
            return 0;
    return n;
}

/* Diagnostics quote request text cut to fixed buffers (and single bytes of it);
 * a cut inside a multi-byte character would make the text invalid UTF-8, which
 * JSON cannot carry. Every byte that is not part of a valid sequence becomes '?'. */
void hs_utf8_repair(char *text)
{
    unsigned char *s = (unsigned char *)text;
    while (*s) {
        size_t n = utf8_seq(s);
        if (n == 0)
            *s++ = '?';
        else
            s += n;
    }
}

/* Records code and message in one call so error paths stay one line long. */
int hs_fail(hs_diag *d, int code, const char *fmt, ...)
{
    if (d) {
        va_list ap;
        d->code = code;
        va_start(ap, fmt);
        vsnprintf(d->message, sizeof(d->message), fmt, ap);
        va_end(ap);
        hs_utf8_repair(d->message);
    }
    return code;
}

static void set_text(char *dst, size_t cap, const char *src)
{
    if (src) {
        snprintf(dst, cap, "%s", src);
        hs_utf8_repair(dst);
    }
}

/* Adds where an error happened after the fact, once the caller knows the port. */
void hs_diag_where(hs_diag *d, const char *field, const char *port, const char *rule)
{
    if (!d)
        return;
    set_text(d->field, sizeof(d->field), field);
    set_text(d->port, sizeof(d->port), port);
    set_text(d->rule, sizeof(d->rule), rule);
}

/* Names used in JSON-RPC error data and in tests; stable across versions. */
const char *hs_err_name(int code)
{
    switch (code) {
    case HS_OK:
        return "ok";
    case HS_E_PARSE:
        return "parse";
    case HS_E_LIMIT:
        return "limit";
    case HS_E_UNKNOWN_UNIT:
        return "unknown_unit";
    case HS_E_PORT:
        return "port";
    case HS_E_PARAM:
        return "param";
    case HS_E_RULE:
        return "rule";
    case HS_E_POLICY:
        return "merge_policy";
    case HS_E_NAME:
        return "name";
    case HS_E_NOMEM:
        return "no_memory";
    case HS_E_BACKEND:
        return "backend";
    case HS_E_UNSUPPORTED:
        return "unsupported";
    case HS_E_IO:
        return "io";
    case HS_E_CONFIG:
        return "config";
    case HS_E_NETLIST:
        return "netlist";
    case HS_E_EXTERNAL:
        return "external";
    default:
        return "internal";
    }
}
