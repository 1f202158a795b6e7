/* Generation: from a verified hs_unit to HDL files, through one hardware
 * description and two printers.
 *
 * Each operation's generator lives in its own op_*.c file and only builds an
 * hw_design; emit_vhdl.c and emit_verilog.c turn designs into text. */
#ifndef HS_GEN_H
#define HS_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "hs_unit.h"
#include "hw.h"
#include "hw_emit.h"

typedef struct {
    char *name;    /* file name: "<module>.vhd", "types.vhd", "<module>.v" */
    char *content; /* NUL-terminated, malloc'd */
    size_t len;
    /* Every place the entity name (hs_gen_result.module) is written, as byte
     * offsets in increasing order, each strlen(module) bytes long: in `name` and
     * in `content` (recorded by the printers). Owned by the file (at: malloc'd or
     * NULL). A caller puts another entity name at exactly these places
     * (hs_gen_rename) instead of searching the text for the old one. */
    hw_marks name_marks, marks;
} hs_file;

/* One slot of the index over the declared names: the hash of a name's lower-case
 * text and where the name's entry is in `declared` (at == SIZE_MAX: empty). */
typedef struct {
    uint64_t hash;
    size_t at;
} hs_declared_at;

/* The output of one generation. Files: the unit first, support files after. */
typedef struct {
    char module[HS_IDENT_MAX];
    hs_hdl hdl;
    int n_files;
    hs_file files[4];
    /* Identifiers the text declares inside its modules (signals, instance labels,
     * types; hw_print_declared), as written: an entity may not be named like one in
     * any case (hs_gen_check_entity). Owned (malloc'd or NULL): `declared` holds
     * n_declared entries in declared_len bytes, each a length byte (below
     * HS_IDENT_MAX), the name and its NUL (hs_gen_declared_next walks them).
     * `declared_at` is NULL until hs_gen_index_declared makes it (a result checked
     * many times, as the daemon's cache keeps them): an open-addressing table of
     * declared_slots slots (a power of two) of (hash, entry offset) pairs, so a check
     * compares text only where hashes are equal. Without it a check reads the list. */
    char *declared;
    size_t declared_len;
    size_t n_declared;
    hs_declared_at *declared_at;
    size_t declared_slots;
} hs_gen_result;

void hs_gen_result_free(hs_gen_result *r);

/* Fills r->declared from a built design (gen.c). Returns 0 or HS_E_NOMEM. */
int hs_gen_collect_declared(const hw_design *des, hs_gen_result *r);
/* Makes r->declared_at over r->declared (replacing any). Returns 0 or HS_E_NOMEM. */
int hs_gen_index_declared(hs_gen_result *r);
/* The declared name of the entry at offset *at of r->declared (its length in *n),
 * and *at moved to the next entry; NULL past the last. Start with *at = 0. */
static inline const char *hs_gen_declared_next(const hs_gen_result *r, size_t *at, size_t *n)
{
    if (*at >= r->declared_len)
        return NULL;
    const char *e = r->declared + *at;
    *n = (unsigned char)e[0];
    *at += *n + 2;
    return e + 1;
}
/* Refuses (HS_E_NAME, field `name`) an entity name that is, in any case, one of
 * the identifiers r's text declares: the text generated under it would hide that
 * declaration (Verilator refuses a port named like its module). A result may be
 * generated under another name (the daemon's placeholder): callers check the
 * name they answer with. */
int hs_gen_check_entity(const hs_gen_result *r, const char *name, hs_diag *d);

/* Entity names checked while a text is generated (hs_generate_checking), for a
 * result that is answered once and freed: clash[i] says whether name[i] would hide
 * a declared identifier, as hs_gen_check_entity would refuse it. */
#define HS_GEN_NAMES_MAX 4
typedef struct {
    int n;
    const char *name[HS_GEN_NAMES_MAX];
    bool clash[HS_GEN_NAMES_MAX];
} hs_gen_names;

/* Sets chk->clash from a built design (gen_declared.c): no list made. */
void hs_gen_check_names(const hw_design *des, hs_gen_names *chk);
/* hs_gen_check_entity's refusal of `name` (HS_E_NAME, field `name`). */
int hs_gen_refuse_entity(const char *name, hs_diag *d);

/* The length of `text` (len bytes, generated under an entity name of old_len
 * bytes) with `name` (name_len bytes) at the offsets of `marks` instead. */
size_t hs_gen_renamed_len(size_t len, const hw_marks *marks, size_t old_len, size_t name_len);
/* Writes that text to out (hs_gen_renamed_len bytes, no NUL added): the bytes
 * between marks copied, the name put at each mark. Nothing searches the text.
 * Returns 0, or HS_E_INTERNAL when a mark lies outside the text or out of order. */
int hs_gen_rename(const char *text, size_t len, const hw_marks *marks, size_t old_len,
                  const char *name, size_t name_len, char *out);

/* A unit's generator is its catalog row's `build` (hs_unit_info, hs_unit.h):
 * u->info->build(des, u, d) builds the hardware description (no text yet). */

/* Verifies nothing: u must come from hs_unit_resolve. Builds and prints. */
int hs_generate(const hs_unit *u, hs_hdl hdl, hs_gen_result *out, hs_diag *d);
/* hs_generate with the entity names of chk checked instead of the declared names
 * listed: out lists none (out->n_declared 0), so it is not for a result that is
 * kept or checked again (hs_gen_check_entity would refuse nothing). */
int hs_generate_checking(const hs_unit *u, hs_hdl hdl, hs_gen_names *chk, hs_gen_result *out,
                         hs_diag *d);

#endif
