/* Errors and diagnostics shared by every part of hsgen.
 *
 * Functions return 0 on success or a negative hs_err code; when they take an
 * hs_diag they also fill it with a one-line message and the request field,
 * port and rule it concerns, so the RPC layer can build its `data` object and
 * the client can print the same words. */
#ifndef HS_DIAG_H
#define HS_DIAG_H

#include <stddef.h>

#include <stdarg.h>

typedef enum {
    HS_OK = 0,
    HS_E_PARSE = -1, /* type syntax error (column set) */
    HS_E_LIMIT = -2, /* a documented limit exceeded */
    HS_E_UNKNOWN_UNIT = -3,
    HS_E_PORT = -4,   /* missing, duplicate or unknown port */
    HS_E_PARAM = -5,  /* bad, unknown or contradictory parameter */
    HS_E_RULE = -6,   /* the unit's verification rule failed */
    HS_E_POLICY = -7, /* an extra signal has no merge policy */
    HS_E_NAME = -8,   /* illegal entity or signal name */
    HS_E_NOMEM = -9,
    HS_E_BACKEND = -10,     /* HDL backend unknown or disabled */
    HS_E_UNSUPPORTED = -11, /* unit in the catalog but no generator (yet) */
    HS_E_IO = -12,
    HS_E_CONFIG = -13, /* configuration error (line set) */
    HS_E_NETLIST = -14,
    HS_E_EXTERNAL = -15, /* external generator failed */
    HS_E_INTERNAL = -16
} hs_err;

typedef struct hs_diag {
    int code;            /* hs_err */
    int column;          /* 1-based column in a type string, 0 when not applicable */
    int line;            /* 1-based line in a configuration file, 0 when not applicable */
    char field[64];      /* request field: "ports", "params.size", "name", "type" ... */
    char port[64];       /* port concerned, e.g. "rhs" or "ins[1]" */
    char rule[64];       /* rule identifier, e.g. "same_type" */
    char expected[96];   /* what was expected (parse errors) */
    char message[512];   /* one line, human readable */
    char suggestion[64]; /* "did you mean": the closest known word, "" when none */
} hs_diag;

/* Resets a diagnostic to "no error". */
void hs_diag_clear(hs_diag *d);

/* Records an error; d may be NULL. Returns code so callers can `return hs_fail(...)`. */
int hs_fail(hs_diag *d, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Sets the field/port/rule context of an already recorded error (NULL leaves one as is). */
void hs_diag_where(hs_diag *d, const char *field, const char *port, const char *rule);

/* The candidate closest to `word` (case-insensitive edit distance) when it is close
 * enough to be a likely typo (at most a third of the word's length, at least 1);
 * NULL when none is. The pointer is one of cands. */
const char *hs_suggest(const char *word, const char *const *cands, size_t n);
/* Records a suggestion in d (its `suggestion`, and "(did you mean 'X'?)" appended to
 * the message). NULL suggestion: nothing. */
void hs_diag_suggest(hs_diag *d, const char *suggestion);

/* Stable lower-case identifier of an error code ("rule", "parse", ...). */
const char *hs_err_name(int code);
/* Replaces every byte of text that is not part of valid UTF-8 by '?' (in place):
 * messages quote request text cut to fixed sizes, and JSON carries only UTF-8. */
void hs_utf8_repair(char *text);

#endif
