/* Parser for Handshake type text (grammar in hs_type.h).
 *
 * A small recursive-descent scanner over a bounded string: every error names the
 * 1-based column and what was expected there, and every number is range-checked
 * before use so hostile input cannot cause large allocations or overflow. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_type.h"

typedef struct {
    const char *s;
    size_t pos, len;
    hs_diag *d;
} scanner;

static void skip_ws(scanner *sc)
{
    while (sc->pos < sc->len && isspace((unsigned char)sc->s[sc->pos]))
        sc->pos++;
}

/* Reports "expected X ... at column N" and keeps the expectation for RPC data. */
static int expect_fail(scanner *sc, const char *expected, const char *after)
{
    char found[32];
    if (sc->pos >= sc->len)
        snprintf(found, sizeof(found), "end of text");
    else
        snprintf(found, sizeof(found), "'%c'", sc->s[sc->pos]);
    int rc = hs_fail(sc->d, HS_E_PARSE, "expected %s%s at column %zu, found %s", expected,
                     after ? after : "", sc->pos + 1, found);
    if (sc->d) {
        sc->d->column = (int)sc->pos + 1;
        snprintf(sc->d->expected, sizeof(sc->d->expected), "%s", expected);
        snprintf(sc->d->field, sizeof(sc->d->field), "type");
    }
    return rc;
}

static int limit_fail(scanner *sc, size_t col, const char *what, unsigned limit)
{
    int rc = hs_fail(sc->d, HS_E_LIMIT, "%s exceeds the limit of %u at column %zu", what, limit,
                     col + 1);
    if (sc->d) {
        sc->d->column = (int)col + 1;
        snprintf(sc->d->field, sizeof(sc->d->field), "type");
    }
    return rc;
}

static bool accept_char(scanner *sc, char c)
{
    skip_ws(sc);
    if (sc->pos < sc->len && sc->s[sc->pos] == c) {
        sc->pos++;
        return true;
    }
    return false;
}

static bool accept_word(scanner *sc, const char *w)
{
    skip_ws(sc);
    size_t n = strlen(w);
    if (sc->len - sc->pos >= n && memcmp(sc->s + sc->pos, w, n) == 0) {
        char next = sc->pos + n < sc->len ? sc->s[sc->pos + n] : '\0';
        if (isalnum((unsigned char)next) || next == '_')
            return false;
        sc->pos += n;
        return true;
    }
    return false;
}

/* Reads an identifier [A-Za-z_][A-Za-z0-9_]* without judging it; returns its length. */
static size_t scan_ident(scanner *sc, char *buf, size_t cap)
{
    skip_ws(sc);
    size_t start = sc->pos, n = 0;
    if (sc->pos < sc->len && (isalpha((unsigned char)sc->s[sc->pos]) || sc->s[sc->pos] == '_')) {
        while (sc->pos < sc->len &&
               (isalnum((unsigned char)sc->s[sc->pos]) || sc->s[sc->pos] == '_'))
            sc->pos++;
        n = sc->pos - start;
    }
    size_t c = n < cap - 1 ? n : cap - 1;
    memcpy(buf, sc->s + start, c);
    buf[c] = '\0';
    return n;
}

/* Classifies an identifier as a data type: 'i' + digits, f16, f32 or f64; MLIR's
 * signed and unsigned integers ('si' and 'ui' + digits, as Dynamatic prints them)
 * are integers of the same width: the hardware does not carry the signedness.
 * Returns 1 with the width, 0 when it is not a type name, negative on a limit. */
static int data_type_of(const char *id, char *dtype, unsigned long *width)
{
    if (id[0] == 'f' &&
        (strcmp(id, "f16") == 0 || strcmp(id, "f32") == 0 || strcmp(id, "f64") == 0)) {
        *dtype = 'f';
        *width = id[1] == '1' ? 16 : id[1] == '3' ? 32 : 64;
        return 1;
    }
    if ((id[0] == 's' || id[0] == 'u') && id[1] == 'i')
        id++;
    if (id[0] != 'i' || id[1] == '\0')
        return 0;
    unsigned long w = 0; /* the digits read here: every type of every request has one */
    size_t nd = 0;
    for (const char *p = id + 1; *p; p++, nd++) {
        if (!isdigit((unsigned char)*p))
            return 0;
        w = w * 10 + (unsigned long)(*p - '0');
    }
    *width = nd > 9 ? (unsigned long)-1 : w;
    *dtype = 'i';
    return 1;
}

/* A word cut short while it is typed ("chan", "i"): the error points just past it,
 * at the end of the longest valid prefix, with what completes it there. Returns 0
 * when `id` (n characters from `start`) is no such prefix. */
static int partial_word_fail(scanner *sc, size_t start, const char *id, size_t n, bool keywords)
{
    const char *expected = NULL;
    char after[96];
    if (n == 0)
        return 0;
    if (keywords && n < 7 && (strncmp(id, "channel", n) == 0 || strncmp(id, "control", n) == 0))
        expected = "'channel' or 'control'";
    else if (strcmp(id, "i") == 0 || strcmp(id, "si") == 0 || strcmp(id, "ui") == 0)
        expected = "a width";
    else if (strcmp(id, "f") == 0)
        expected = "a float width (16, 32 or 64)";
    if (!expected)
        return 0;
    sc->pos = start + n;
    snprintf(after, sizeof(after), " after '%s'", id);
    return expect_fail(sc, expected, after);
}

/* data := iN | f16 | f32 | f64 */
static int parse_data(scanner *sc, char *dtype, unsigned *width, unsigned limit, const char *what)
{
    char id[64];
    skip_ws(sc);
    size_t start = sc->pos;
    size_t n = scan_ident(sc, id, sizeof(id));
    unsigned long w = 0;
    if (n == 0 || !data_type_of(id, dtype, &w)) {
        int rc = partial_word_fail(sc, start, id, n, false);
        if (rc)
            return rc;
        sc->pos = start;
        return expect_fail(sc, "a data type (iN, f16, f32 or f64)", NULL);
    }
    if (w > limit)
        return limit_fail(sc, start, what, limit);
    *width = (unsigned)w;
    return 0;
}

/* extra := [name ':'] ['(U)'] iN ['(U)'] (Dynamatic's printer puts (U) after the type) */
static int parse_extra(scanner *sc, hs_extra *e, unsigned index)
{
    memset(e, 0, sizeof(*e));
    skip_ws(sc);
    size_t start = sc->pos;
    char id[64];
    size_t n = scan_ident(sc, id, sizeof(id));
    skip_ws(sc);
    bool has_colon = sc->pos < sc->len && sc->s[sc->pos] == ':';
    char dt;
    unsigned long w;
    bool starts_up = n == 0 && sc->pos < sc->len && sc->s[sc->pos] == '(';
    if (starts_up || (n > 0 && !has_colon && data_type_of(id, &dt, &w))) {
        sc->pos = start; /* unnamed: the identifier was the type */
        snprintf(e->name, sizeof(e->name), "extra%u", index);
        e->named = 0;
    } else if (n > 0) {
        if (!has_colon) {
            char after[96];
            snprintf(after, sizeof(after), " after extra signal name '%s'", id);
            return expect_fail(sc, "':'", after);
        }
        if (n >= HS_NAME_MAX)
            return limit_fail(sc, start, "extra signal name length", HS_NAME_MAX - 1);
        hs_diag tmp;
        hs_diag_clear(&tmp);
        if (hs_check_signal_name(id, &tmp) != 0) {
            int rc = hs_fail(sc->d, HS_E_NAME, "%s at column %zu", tmp.message, start + 1);
            if (sc->d) {
                sc->d->column = (int)start + 1;
                snprintf(sc->d->field, sizeof(sc->d->field), "type");
            }
            return rc;
        }
        memcpy(e->name, id, n + 1); /* n < HS_NAME_MAX, checked above */
        e->named = 1;
        sc->pos++; /* ':' */
    } else {
        return expect_fail(sc, "an extra signal (name: iN or iN)", NULL);
    }
    if (accept_char(sc, '(')) {
        if (!accept_char(sc, 'U'))
            return expect_fail(sc, "'U' in '(U)'", NULL);
        if (!accept_char(sc, ')'))
            return expect_fail(sc, "')' closing '(U'", NULL);
        e->up = 1;
    }
    skip_ws(sc);
    size_t tstart = sc->pos;
    char dtype;
    unsigned width;
    int rc = parse_data(sc, &dtype, &width, HS_MAX_EXTRA_WIDTH, "extra signal width");
    if (rc)
        return rc;
    if (dtype != 'i') {
        sc->pos = tstart;
        return expect_fail(sc, "an integer type iN for an extra signal", NULL);
    }
    if (width == 0) {
        sc->pos = tstart;
        return expect_fail(sc, "an extra signal width of at least 1", NULL);
    }
    e->width = (uint16_t)width;
    if (!e->up && accept_char(sc, '(')) {
        if (!accept_char(sc, 'U'))
            return expect_fail(sc, "'U' in '(U)'", NULL);
        if (!accept_char(sc, ')'))
            return expect_fail(sc, "')' closing '(U'", NULL);
        e->up = 1;
    }
    return 0;
}

/* extras := '[' [extra (',' extra)*] ']', the '[' already consumed. */
static int parse_extras(scanner *sc, hs_type *t)
{
    if (accept_char(sc, ']'))
        return 0;
    unsigned unnamed = 0;
    for (;;) {
        skip_ws(sc);
        size_t start = sc->pos;
        if (t->n_extra >= HS_MAX_EXTRAS)
            return limit_fail(sc, start, "number of extra signals", HS_MAX_EXTRAS);
        hs_extra e;
        int rc = parse_extra(sc, &e, unnamed);
        if (rc)
            return rc;
        if (!e.named)
            unnamed++;
        hs_diag tmp;
        hs_diag_clear(&tmp);
        if (hs_type_add_extra(t, &e, &tmp) != 0) {
            rc = hs_fail(sc->d, tmp.code, "%s at column %zu", tmp.message, start + 1);
            if (sc->d) {
                sc->d->column = (int)start + 1;
                snprintf(sc->d->field, sizeof(sc->d->field), "type");
            }
            return rc;
        }
        if (accept_char(sc, ','))
            continue;
        if (accept_char(sc, ']'))
            return 0;
        return expect_fail(sc, "',' or ']'", " in the extra signal list");
    }
}

static int parse_type(scanner *sc, hs_type *t)
{
    memset(t, 0, offsetof(hs_type, extra));
    skip_ws(sc);
    if (sc->len - sc->pos >= 11 && memcmp(sc->s + sc->pos, "!handshake.", 11) == 0)
        sc->pos += 11;
    if (accept_word(sc, "control")) {
        t->kind = HS_T_CONTROL;
        if (accept_char(sc, '<')) {
            if (accept_char(sc, '>')) /* control<>: MLIR's spelling of a plain control */
                return 0;
            if (!accept_char(sc, '['))
                return expect_fail(sc, "'['", " after 'control<'");
            int rc = parse_extras(sc, t);
            if (rc)
                return rc;
            if (!accept_char(sc, '>'))
                return expect_fail(sc, "'>'", " closing 'control<'");
        }
        return 0;
    }
    if (accept_word(sc, "channel")) {
        t->kind = HS_T_CHANNEL;
        if (!accept_char(sc, '<'))
            return expect_fail(sc, "'<'", " after 'channel'");
        unsigned w;
        int rc = parse_data(sc, &t->dtype, &w, HS_MAX_DATA_WIDTH, "data width");
        if (rc)
            return rc;
        t->width = (uint16_t)w;
        if (accept_char(sc, ',')) {
            if (!accept_char(sc, '['))
                return expect_fail(sc, "'['", " starting the extra signal list");
            rc = parse_extras(sc, t);
            if (rc)
                return rc;
        }
        if (!accept_char(sc, '>'))
            return expect_fail(sc, "'>'", " closing 'channel<'");
        return 0;
    }
    skip_ws(sc);
    size_t start = sc->pos;
    char id[64];
    char dt;
    unsigned long w;
    size_t n = scan_ident(sc, id, sizeof(id));
    if (n > 0 && data_type_of(id, &dt, &w)) {
        sc->pos = start;
        unsigned width;
        int rc = parse_data(sc, &t->dtype, &width, HS_MAX_DATA_WIDTH, "data width");
        if (rc)
            return rc;
        t->kind = HS_T_RAW;
        t->width = (uint16_t)width;
        return 0;
    }
    int rc = partial_word_fail(sc, start, id, n, true);
    if (rc)
        return rc;
    sc->pos = start;
    return expect_fail(sc, "'control', 'channel' or a raw type iN", NULL);
}

/* Entry point; rejects trailing text and over-long input before scanning. */
int hs_type_parse(const char *text, hs_type *out, hs_diag *d)
{
    scanner sc = {.s = text ? text : "", .pos = 0, .len = 0, .d = d};
    size_t len = strnlen(sc.s, HS_MAX_TYPE_TEXT + 1);
    if (len > HS_MAX_TYPE_TEXT)
        return limit_fail(&sc, HS_MAX_TYPE_TEXT, "type text length", HS_MAX_TYPE_TEXT);
    sc.len = len;
    int rc = parse_type(&sc, out);
    if (rc)
        return rc;
    skip_ws(&sc);
    if (sc.pos != sc.len)
        return expect_fail(&sc, "end of type", NULL);
    return 0;
}

/* The forms nearly every request writes, "spec: i1", "credit: (U) i2" and "i1": a
 * lower-case name of letters and digits, ':' and one space, perhaps "(U) ", then
 * 'i' and a width of 1 to 1024 without a leading zero, and nothing else. Such a text is valid
 * whatever the scanner would say, and yields the same signal; returns 1 with *out filled, 0 (out
 * untouched) for any other text, which the scanner then reads and judges. */
static int parse_extra_common(const char *s, hs_extra *out)
{
    size_t n = 0;
    if (s[0] >= 'a' && s[0] <= 'z') {
        while ((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= '0' && s[n] <= '9'))
            n++;
        if (s[n] != ':')
            n = 0; /* no name: perhaps "iN" alone */
        else if (n >= HS_NAME_MAX || s[n + 1] != ' ')
            return 0;
        else if (n == 5 && (memcmp(s, "valid", 5) == 0 || memcmp(s, "ready", 5) == 0))
            return 0; /* refused by the naming rules: the scanner says why */
    }
    const char *t = s + (n ? n + 2 : 0);
    bool up = t[0] == '(' && t[1] == 'U' && t[2] == ')' && t[3] == ' '; /* stops at a NUL */
    if (up)
        t += 4;
    if (t[0] != 'i' || t[1] < '1' || t[1] > '9')
        return 0;
    unsigned w = 0, nd = 0;
    for (t++; *t >= '0' && *t <= '9' && nd < 5; t++, nd++)
        w = w * 10 + (unsigned)(*t - '0');
    if (*t != '\0' || w > HS_MAX_EXTRA_WIDTH)
        return 0;
    memset(out, 0, sizeof(*out));
    if (n) {
        memcpy(out->name, s, n); /* n < HS_NAME_MAX: the rest stays zero */
        out->named = 1;
    } else {
        memcpy(out->name, "extra0", 7);
    }
    out->width = (uint16_t)w;
    out->up = up;
    return 1;
}

/* One extra signal alone, as written in --extra and extra_signals lists. */
int hs_extra_parse(const char *text, hs_extra *out, hs_diag *d)
{
    if (text && parse_extra_common(text, out))
        return 0;
    scanner sc = {.s = text ? text : "", .pos = 0, .len = 0, .d = d};
    size_t len = strnlen(sc.s, HS_MAX_TYPE_TEXT + 1);
    if (len > HS_MAX_TYPE_TEXT)
        return limit_fail(&sc, HS_MAX_TYPE_TEXT, "extra signal text length", HS_MAX_TYPE_TEXT);
    sc.len = len;
    int rc = parse_extra(&sc, out, 0);
    if (rc)
        return rc;
    skip_ws(&sc);
    if (sc.pos != sc.len)
        return expect_fail(&sc, "end of extra signal", NULL);
    return 0;
}
