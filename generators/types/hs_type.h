/* The Handshake type system: control, channel and raw types with extra signals.
 *
 * Grammar accepted (white space allowed between tokens, prefix optional):
 *   type    := ['!handshake.'] ( 'control' ['<' [extras] '>']
 *                              | 'channel' '<' data [',' extras] '>' ) | data
 *   data    := ['s' | 'u'] 'i' N | 'f16' | 'f32' | 'f64'   (si/ui: integers of that width)
 *   extras  := '[' [ extra (',' extra)* ] ']'
 *   extra   := [ name ':' ] [ '(U)' ] ['s' | 'u'] 'i' N [ '(U)' ]
 * Extra signals are a set: they are stored in canonical order (named signals
 * sorted by name, then unnamed ones in written order, named extra0, extra1...). */
#ifndef HS_TYPE_H
#define HS_TYPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_diag.h"

/* Documented limits. */
#define HS_MAX_DATA_WIDTH 4096  /* bits of a data bus */
#define HS_MAX_EXTRA_WIDTH 1024 /* bits of one extra signal */
#define HS_MAX_EXTRAS 64        /* extra signals on one type */
#define HS_NAME_MAX 32          /* bytes of an extra-signal name, NUL included (31 chars) */
#define HS_MAX_TYPE_TEXT 4096   /* characters of one type string */
#define HS_TYPE_TEXT_CAP 4200   /* buffer that holds any canonical type text */

typedef enum { HS_T_CONTROL = 0, HS_T_CHANNEL = 1, HS_T_RAW = 2 } hs_kind;

typedef struct {
    char name[HS_NAME_MAX];
    uint16_t width;
    uint8_t up;    /* 1: travels upstream, with ready */
    uint8_t named; /* 0: written without a name (named extraN) */
} hs_extra;

typedef struct {
    uint8_t kind;   /* hs_kind */
    char dtype;     /* 'i' or 'f' for channel/raw data, 0 for control */
    uint16_t width; /* data width; 0 for control */
    uint8_t n_extra;
    hs_extra extra[HS_MAX_EXTRAS];
} hs_type;

/* Parses `text`; on error fills d (column, expected) and returns HS_E_PARSE or HS_E_LIMIT. */
int hs_type_parse(const char *text, hs_type *out, hs_diag *d);

/* Prints the canonical text ("!handshake.channel<i32, [spec: i1]>") into buf.
 * Returns the length it needs (like snprintf). */
size_t hs_type_print(const hs_type *t, char *buf, size_t cap);

/* Initialisers for derived types. */
void hs_type_control(hs_type *t);
void hs_type_channel(hs_type *t, unsigned width);
void hs_type_raw(hs_type *t, unsigned width);

/* Extra-signal set operations. Types keep their extras in canonical order. */
const hs_extra *hs_type_find_extra(const hs_type *t, const char *name);
int hs_type_add_extra(hs_type *t, const hs_extra *e, hs_diag *d); /* keeps canonical order */
bool hs_type_remove_extra(hs_type *t, const char *name);
void hs_type_copy_extras(hs_type *dst, const hs_type *src);
bool hs_extras_equal(const hs_type *a, const hs_type *b);
bool hs_type_equal(const hs_type *a, const hs_type *b);
unsigned hs_type_extra_bits(const hs_type *t, bool up);

/* Describes in words how `got` differs from `want` ("lacks extra signal 'spec: i1'"),
 * for error messages. Returns false when they are equal. */
bool hs_type_explain_diff(const hs_type *want, const hs_type *got, char *buf, size_t cap);

/* Checks a signal name against the naming rules; fills d on failure. */
int hs_check_signal_name(const char *name, hs_diag *d);

/* Parses one extra signal in type syntax ("spec: i1", "tag: (U) i8"). */
int hs_extra_parse(const char *text, hs_extra *out, hs_diag *d);
/* Prints "spec: i1" / "tag: (U) i8". */
size_t hs_extra_print(const hs_extra *e, char *buf, size_t cap);

#endif
