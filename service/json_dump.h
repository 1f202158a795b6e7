/* A fast compact JSON serializer for responses.
 *
 * jansson's json_dumps escapes strings a character at a time through a
 * callback, which made serializing a unit's text the most expensive part of
 * a cached request. This writes the same bytes as json_dumps(j, JSON_COMPACT)
 * into one growing buffer, copying runs of plain characters at once. */
#ifndef HSD_JSON_DUMP_H
#define HSD_JSON_DUMP_H

#include <jansson.h>
#include <stddef.h>

typedef struct {
    char *buf;
    size_t len, cap;
    int failed; /* out of memory */
} hsd_jbuf;

/* A value whose JSON text is already known (a cached unit's files): the writer
 * copies `text` verbatim. Only the daemon builds these; json_dumps would print
 * the wrapper, so they never reach in-process callers. */
json_t *hsd_json_raw(char *text, size_t len); /* takes over text (malloc'd) */

/* Appends the compact JSON text of j. Returns 0 or HSD_E_NOMEM. */
int hsd_json_dump(hsd_jbuf *b, const json_t *j);
/* Appends raw bytes. */
int hsd_jbuf_add(hsd_jbuf *b, const char *s, size_t n);
/* Makes room for n more bytes at buf + len (the caller writes them and moves
 * len). Returns 0 or HSD_E_NOMEM. */
int hsd_jbuf_reserve(hsd_jbuf *b, size_t n);
/* Appends n bytes as they appear inside a JSON string (escaped, no quotes). */
int hsd_jbuf_add_escaped(hsd_jbuf *b, const char *s, size_t n);
/* The same for a whole text in which n_at spans of `span` bytes start at the
 * offsets at[] (increasing, not overlapping, each within the text and holding no
 * byte to escape: an entity name): out_at[i] receives the offset in b->buf where
 * span i was written. Returns 0, HSD_E_NOMEM or HSD_E_BAD_MARKS (then b->len is
 * unchanged; b->buf may have grown). */
int hsd_jbuf_add_escaped_marked(hsd_jbuf *b, const char *s, size_t n, const size_t *at, size_t n_at,
                                size_t span, size_t *out_at);
void hsd_jbuf_free(hsd_jbuf *b);

/* The widest escaping loop hsd_json_dump and hsd_jbuf_add_escaped may use
 * (the default: AVX2 where the processor has it). Tests lower it so every loop
 * is checked on a machine that would take the widest; the bytes are the same. */
#define HSD_ESCAPE_BYTES 0
#define HSD_ESCAPE_SSE2 1
#define HSD_ESCAPE_AVX2 2
void hsd_json_escape_limit(int level);

#endif
