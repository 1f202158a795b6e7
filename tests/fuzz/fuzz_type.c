/* Fuzz target: the type parser (hs_type_parse) and the printer's round trip. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hs_type.h"

/* A parsed type must print to canonical text that parses back to an equal type,
 * and print the same text again: abort() otherwise, so the fuzzer reports it. */
static void check_round_trip(const hs_type *t)
{
    static char canon[HS_TYPE_TEXT_CAP], again[HS_TYPE_TEXT_CAP];
    static hs_type back;
    hs_diag d;
    size_t n = hs_type_print(t, canon, sizeof(canon));
    if (n >= sizeof(canon))
        abort(); /* HS_TYPE_TEXT_CAP promises room for any canonical text */
    hs_diag_clear(&d);
    if (hs_type_parse(canon, &back, &d) != 0 || !hs_type_equal(t, &back))
        abort();
    hs_type_print(&back, again, sizeof(again));
    if (strcmp(canon, again) != 0)
        abort();
}

/* Parses the input as a type (NUL-terminated copy), and as one extra signal. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hs_type t;
    hs_extra e;
    hs_diag d;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    hs_diag_clear(&d);
    if (hs_type_parse(text, &t, &d) == 0)
        check_round_trip(&t);
    hs_diag_clear(&d);
    if (hs_extra_parse(text, &e, &d) == 0) {
        char buf[128];
        hs_extra_print(&e, buf, sizeof(buf));
    }
    free(text);
    return 0;
}
