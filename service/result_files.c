/* Files of a result as JSON, renamed by position (result_files.h). */
#include <stdlib.h>
#include <string.h>

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

/* Room for one more offset in out. */
static int push_mark(hw_marks *out, size_t *cap, size_t at)
{
    if (out->n == *cap) {
        size_t nc = *cap ? *cap * 2 : 8;
        size_t *p = realloc(out->at, nc * sizeof(*p));
        if (!p)
            return HSD_E_NOMEM;
        out->at = p;
        *cap = nc;
    }
    out->at[out->n++] = at;
    return 0;
}

/* A string value escaped run by run, recording where each occurrence of the
 * name lands in the JSON text. The name is an identifier, so it escapes to itself. */
static int add_marked(hsd_jbuf *b, const char *text, size_t len, const hw_marks *marks,
                      size_t old_len, hw_marks *out, size_t *cap)
{
    size_t from = 0;
    hsd_jbuf_add(b, "\"", 1);
    for (size_t i = 0; i < marks->n; i++) {
        size_t at = marks->at[i], before;
        if (at < from || at > len || len - at < old_len)
            return HSD_E_NOMEM; /* marks the printers cannot have made: do not cache */
        hsd_jbuf_add_escaped(b, text + from, at - from);
        before = b->len;
        if (push_mark(out, cap, before) || hsd_jbuf_add_escaped(b, text + at, old_len))
            return HSD_E_NOMEM;
        if (b->len - before != old_len)
            return HSD_E_NOMEM;
        from = at + old_len;
    }
    hsd_jbuf_add_escaped(b, text + from, len - from);
    return hsd_jbuf_add(b, "\"", 1);
}

/* Written once per cached entry, in the shape hsd_json_dump gives hsd_files_json. */
int hsd_files_render(const hs_gen_result *res, hsd_rendered *out)
{
    hsd_jbuf b = {0};
    size_t old_len = strlen(res->module), cap = 0, guess = 16;
    int rc = 0;
    memset(out, 0, sizeof(*out));
    for (int i = 0; i < res->n_files; i++) { /* as add_escaped reserves: six bytes a byte */
        guess += 6 * (res->files[i].len + strlen(res->files[i].name)) + 32;
        cap += res->files[i].marks.n + res->files[i].name_marks.n;
    }
    /* the offsets too in one allocation (push_mark grows it only past the count) */
    if (cap && !(out->marks.at = malloc(cap * sizeof(*out->marks.at))))
        return HSD_E_NOMEM;
    hsd_jbuf_reserve(&b, guess); /* one allocation, not a doubling series of copies */
    hsd_jbuf_add(&b, "[", 1);
    for (int i = 0; rc == 0 && i < res->n_files; i++) {
        const hs_file *f = &res->files[i];
        hsd_jbuf_add(&b, i ? ",{\"name\":" : "{\"name\":", i ? 9 : 8);
        rc = add_marked(&b, f->name, strlen(f->name), &f->name_marks, old_len, &out->marks, &cap);
        hsd_jbuf_add(&b, ",\"content\":", 11);
        if (rc == 0)
            rc = add_marked(&b, f->content, f->len, &f->marks, old_len, &out->marks, &cap);
        hsd_jbuf_add(&b, "}", 1);
    }
    hsd_jbuf_add(&b, "]", 1);
    if (rc == 0 && hsd_jbuf_add(&b, "", 1) == 0 && !b.failed) {
        out->text = b.buf;
        out->len = b.len - 1;
        return 0;
    }
    hsd_jbuf_free(&b);
    hsd_rendered_free(out);
    return HSD_E_NOMEM;
}

/* The cache's own copy of a rendering. */
int hsd_rendered_copy(hsd_rendered *dst, const hsd_rendered *src)
{
    memset(dst, 0, sizeof(*dst));
    if (!(dst->text = malloc(src->len + 1)) ||
        (src->marks.n && !(dst->marks.at = malloc(src->marks.n * sizeof(size_t))))) {
        hsd_rendered_free(dst);
        return HSD_E_NOMEM;
    }
    memcpy(dst->text, src->text, src->len + 1);
    dst->len = src->len;
    if (src->marks.n)
        memcpy(dst->marks.at, src->marks.at, src->marks.n * sizeof(size_t));
    dst->marks.n = src->marks.n;
    return 0;
}

/* Frees the text and the offsets; safe on a zeroed one. */
void hsd_rendered_free(hsd_rendered *r)
{
    free(r->text);
    free(r->marks.at);
    memset(r, 0, sizeof(*r));
}

/* A hit's `files` text: the runs between marks copied, the name at each. */
int hsd_rendered_add_named(hsd_jbuf *b, const hsd_rendered *r, size_t old_len, const char *name)
{
    size_t name_len = strlen(name);
    size_t n = hs_gen_renamed_len(r->len, &r->marks, old_len, name_len);
    size_t start = b->len;
    if (hsd_jbuf_reserve(b, n)) /* once, then written in place */
        return HSD_E_NOMEM;
    if (hs_gen_rename(r->text, r->len, &r->marks, old_len, name, name_len, b->buf + start) != 0)
        return HS_E_INTERNAL;
    b->len = start + n;
    return 0;
}
