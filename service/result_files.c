/* Files of a result as JSON, renamed by position (result_files.h). */
#include <stdlib.h>
#include <string.h>

#include "hw_thread.h"
#include "result_files.h"
#include "rpc_codes.h"

/* One text with the name at its marks, as a new JSON string (NULL on failure). */
static json_t *named_string(const char *text, size_t len, const hw_marks *marks, const char *module,
                            const char *name, bool check)
{
    size_t old_len = strlen(module), name_len = strlen(name);
    size_t n = hs_gen_renamed_len(len, marks, old_len, name_len);
    char *s;
    json_t *j;
    if (marks->n == 0) /* an external program's text, a support package */
        return check ? json_stringn(text, len) : json_stringn_nocheck(text, len);
    if (!(s = malloc(n + 1)))
        return NULL;
    if (hs_gen_rename(text, len, marks, old_len, name, name_len, s) != 0) {
        free(s);
        return NULL;
    }
    s[n] = 0;
    j = check ? json_stringn(s, n) : json_stringn_nocheck(s, n);
    free(s);
    return j;
}

/* Generated text is ASCII by construction; an external program's is checked. */
json_t *hsd_text_json(const char *text, size_t len, const hw_marks *marks, const char *module,
                      const char *name, bool check)
{
    json_t *j = named_string(text, len, marks, module, name, check);
    return j ? j : json_string("");
}

/* Each file's name and content with the entity name put in. */
json_t *hsd_files_json(const hs_gen_result *res, const char *name, bool check)
{
    json_t *files = json_array();
    for (int i = 0; i < res->n_files; i++) {
        const hs_file *f = &res->files[i];
        json_array_append_new(
            files,
            json_pack(
                "{s:o, s:o}", "name",
                hsd_text_json(f->name, strlen(f->name), &f->name_marks, res->module, name, check),
                "content", hsd_text_json(f->content, f->len, &f->marks, res->module, name, check)));
    }
    return files;
}

/* Room for n more offsets in out. */
static int reserve_marks(hw_marks *out, size_t *cap, size_t n)
{
    if (out->n + n > *cap) {
        size_t nc = *cap ? *cap * 2 : 8;
        while (nc < out->n + n)
            nc *= 2;
        size_t *p = realloc(out->at, nc * sizeof(*p));
        if (!p)
            return HSD_E_NOMEM;
        out->at = p;
        *cap = nc;
    }
    return 0;
}

/* A string value escaped whole, recording where each occurrence of the name
 * lands in the JSON text (hsd_jbuf_add_escaped_marked). The name is an
 * identifier, so it escapes to itself; marks that do not hold one, or that the
 * printers cannot have made, fail the rendering (nothing is cached). */
static int add_marked(hsd_jbuf *b, const char *text, size_t len, const hw_marks *marks,
                      size_t old_len, hw_marks *out, size_t *cap)
{
    if (reserve_marks(out, cap, marks->n) || hsd_jbuf_add(b, "\"", 1) ||
        hsd_jbuf_add_escaped_marked(b, text, len, marks->at, marks->n, old_len,
                                    out->at ? out->at + out->n : NULL) != 0)
        return HSD_E_NOMEM;
    out->n += marks->n;
    return hsd_jbuf_add(b, "\"", 1);
}

/* One allocation for a rendering's text (len bytes and a NUL) and its n offsets,
 * the offsets after the text: one free releases both (hsd_rendered_free). */
static int rendered_alloc(hsd_rendered *r, size_t len, size_t n)
{
    size_t at = (len + 1 + sizeof(size_t) - 1) / sizeof(size_t) * sizeof(size_t);
    memset(r, 0, sizeof(*r));
    if (!(r->text = malloc(at + n * sizeof(size_t))))
        return HSD_E_NOMEM;
    r->len = len;
    r->marks.at = n ? (size_t *)(void *)(r->text + at) : NULL;
    r->marks.n = n;
    return 0;
}

/* The room a thread escapes its renderings in, kept from one to the next: the
 * escaping reserves six bytes a byte (its worst case), so a unit's text of a few
 * KB would otherwise allocate and free tens of KB each time; the rendering keeps
 * only what was written (rendered_alloc). A room larger than RENDER_KEEP is let
 * go after use; a thread's room is freed when the thread ends (hw_thread_at_exit,
 * which also keeps libhsgen.so loaded until then: no thread's exit calls into an
 * unloaded library). */
#define RENDER_KEEP (1u << 20)
typedef struct {
    hsd_jbuf b;
    hw_marks marks;
    size_t marks_cap;
} render_room;

static _Thread_local render_room *my_room; /* this thread's, once made */

/* Thread exit (hw_thread_at_exit): the room goes with the thread. */
static void room_free(void *p)
{
    render_room *r = p;
    if (my_room == r)
        my_room = NULL;
    hsd_jbuf_free(&r->b);
    free(r->marks.at);
    free(r);
}

/* This thread's room, made on first use; NULL when it cannot be kept. */
static render_room *room_get(void)
{
    render_room *r;
    if (my_room)
        return my_room;
    if ((r = calloc(1, sizeof(*r))) && hw_thread_at_exit(room_free, r) != 0) {
        free(r);
        r = NULL;
    }
    return my_room = r;
}

size_t hsd_files_render_release(void)
{
    render_room *r = my_room;
    size_t bytes;
    if (!r)
        return 0;
    bytes = r->b.cap + r->marks_cap * sizeof(size_t);
    hsd_jbuf_free(&r->b);
    free(r->marks.at);
    r->marks.at = NULL;
    r->marks.n = 0;
    r->marks_cap = 0;
    return bytes;
}

/* Renders into room (hsd_files_render's text and offsets, left there); 0 or HSD_E_NOMEM. */
static int render_into(const hs_gen_result *res, render_room *room)
{
    hsd_jbuf *b = &room->b;
    size_t old_len = strlen(res->module), guess = 16;
    int rc = 0;
    b->len = 0;
    b->failed = 0;
    room->marks.n = 0;
    for (int i = 0; i < res->n_files; i++) /* as the escaping reserves: six bytes a byte and 64 */
        guess += 6 * (res->files[i].len + strlen(res->files[i].name)) + 2 * 64 + 32;
    hsd_jbuf_reserve(b, guess); /* once, not a doubling series of copies */
    hsd_jbuf_add(b, "[", 1);
    for (int i = 0; rc == 0 && i < res->n_files; i++) {
        const hs_file *f = &res->files[i];
        hsd_jbuf_add(b, i ? ",{\"name\":" : "{\"name\":", i ? 9 : 8);
        rc = add_marked(b, f->name, strlen(f->name), &f->name_marks, old_len, &room->marks,
                        &room->marks_cap);
        hsd_jbuf_add(b, ",\"content\":", 11);
        if (rc == 0)
            rc = add_marked(b, f->content, f->len, &f->marks, old_len, &room->marks,
                            &room->marks_cap);
        hsd_jbuf_add(b, "}", 1);
    }
    hsd_jbuf_add(b, "]", 1);
    return rc == 0 && !b->failed ? 0 : HSD_E_NOMEM;
}

/* Written once per cached entry, in the shape hsd_json_dump gives hsd_files_json. */
int hsd_files_render(const hs_gen_result *res, hsd_rendered *out)
{
    render_room local = {0}, *room = room_get();
    int rc;
    if (!room)
        room = &local; /* (no thread key: this rendering's own, freed below) */
    memset(out, 0, sizeof(*out));
    rc = render_into(res, room);
    if (rc == 0 && rendered_alloc(out, room->b.len, room->marks.n) == 0) {
        memcpy(out->text, room->b.buf, room->b.len);
        out->text[room->b.len] = 0;
        if (room->marks.n)
            memcpy(out->marks.at, room->marks.at, room->marks.n * sizeof(size_t));
    } else {
        rc = HSD_E_NOMEM;
    }
    if (room == &local || room->b.cap > RENDER_KEEP) {
        hsd_jbuf_free(&room->b);
        if (room == &local)
            free(local.marks.at);
    }
    return rc;
}

/* The same left in the thread's room and lent: no copy (hsd_files_render_lent). */
int hsd_files_render_lent(const hs_gen_result *res, hsd_rendered *out)
{
    render_room *room = room_get();
    memset(out, 0, sizeof(*out));
    if (!room || render_into(res, room) != 0 || room->b.cap > RENDER_KEEP ||
        hsd_jbuf_reserve(&room->b, 1) != 0)
        return HSD_E_NOMEM;       /* (a large room is let go by the next hsd_files_render) */
    room->b.buf[room->b.len] = 0; /* NUL-terminated, as a copy is */
    out->text = room->b.buf;
    out->len = room->b.len;
    out->marks.at = room->marks.n ? room->marks.at : NULL;
    out->marks.n = room->marks.n;
    return 0;
}

/* Frees the text and the offsets (one allocation); safe on a zeroed one. */
void hsd_rendered_free(hsd_rendered *r)
{
    free(r->text);
    memset(r, 0, sizeof(*r));
}
