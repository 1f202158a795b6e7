/* Error recording shared by the whole library. */
#include <stdio.h>
#include <string.h>

#include "hs_diag.h"

/* Resets a diagnostic so a reused hs_diag never carries a stale context. */
void hs_diag_clear(hs_diag *d)
{
    if (d)
        memset(d, 0, sizeof(*d));
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
    }
    return code;
}

static void set_text(char *dst, size_t cap, const char *src)
{
    if (src)
        snprintf(dst, cap, "%s", src);
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
    case HS_OK: return "ok";
    case HS_E_PARSE: return "parse";
    case HS_E_LIMIT: return "limit";
    case HS_E_UNKNOWN_UNIT: return "unknown_unit";
    case HS_E_PORT: return "port";
    case HS_E_PARAM: return "param";
    case HS_E_RULE: return "rule";
    case HS_E_POLICY: return "merge_policy";
    case HS_E_NAME: return "name";
    case HS_E_NOMEM: return "no_memory";
    case HS_E_BACKEND: return "backend";
    case HS_E_UNSUPPORTED: return "unsupported";
    case HS_E_IO: return "io";
    case HS_E_CONFIG: return "config";
    case HS_E_NETLIST: return "netlist";
    case HS_E_EXTERNAL: return "external";
    default: return "internal";
    }
}
