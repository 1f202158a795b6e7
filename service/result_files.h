/* A unit's files as JSON with the requested entity name put in by position.
 *
 * A generation's files carry the offsets where the printers wrote the entity
 * name (hs_file marks). Answers put the requested name at exactly those
 * offsets: as JSON objects (hsd_files_json), or, for the daemon's cache, as the
 * `files` list pre-serialized once (hsd_files_render) with the offsets of the
 * name in that JSON text, so a hit copies the runs between them. Nothing here
 * searches a text for a name. */
#ifndef HSD_RESULT_FILES_H
#define HSD_RESULT_FILES_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "hs_gen.h"
#include "json_dump.h"

/* The `files` list as compact JSON text and where the entity name is in it. */
typedef struct {
    char *text; /* malloc'd, NUL-terminated; marks.at lies in the same block */
    size_t len;
    hw_marks marks; /* each occurrence old_len bytes */
} hsd_rendered;

/* A JSON string of `text` (generated under the entity name `module`) with
 * `name` at its marks; check: validate UTF-8 (an external program's text). */
json_t *hsd_text_json(const char *text, size_t len, const hw_marks *marks, const char *module,
                      const char *name, bool check);
/* The `files` list of a result with the entity name `name`. */
json_t *hsd_files_json(const hs_gen_result *res, const char *name, bool check);
/* The bytes hsd_json_dump writes for hsd_files_json(res, res->module, false),
 * with the offsets of res->module in them. Returns 0 or HSD_E_NOMEM. */
int hsd_files_render(const hs_gen_result *res, hsd_rendered *out);
/* The same rendering left where this thread escapes its renderings and lent to
 * the caller: valid until the thread's next rendering (or its
 * hsd_files_render_release), never freed by the caller (hsd_rendered_free must
 * not see it). For a text answered at once on the thread that rendered it,
 * without a copy. Returns 0 or HSD_E_NOMEM (then the
 * caller renders a copy, or goes without). */
int hsd_files_render_lent(const hs_gen_result *res, hsd_rendered *out);
/* Frees the room this thread renders in (kept from one rendering to the next, up
 * to 1 MiB); the next rendering makes it again. Returns the bytes freed. */
size_t hsd_files_render_release(void);
void hsd_rendered_free(hsd_rendered *r);

#endif
