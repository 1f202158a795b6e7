/* hdl_rename: a cached text gets its entity name by position.
 *
 *   hdl_rename --check
 *     Every case of the HDL matrix in both HDLs, in memory:
 *     1. each mark the printers recorded points at the entity name, and putting
 *        another name at the marks of a text generated under name A gives, byte
 *        for byte, the text generated under that name: for names of 1 and 63
 *        characters, the cache's placeholder and names containing it, names of
 *        (or holding) the request's own signals and ports, a name containing A. An occurrence
 *        of the name the printers did not record would differ here.
 *     2. through the method layer, as `hsgen --local` and libhsgen call it
 *        (JSON results) and as the daemon answers (pre-serialized results): a
 *        cache hit answers the same bytes as the miss for the same request, by
 *        the resolution memo and by the cache key alike, and every answer's
 *        text equals direct generation under the requested name (each case
 *        and HDL in one of the two, alternating, a third of the names each).
 *     3. the entity names checked while a text is generated
 *        (hs_generate_checking, as the daemon's loop thread does) are refused
 *        exactly where hs_gen_check_entity refuses them against the listed
 *        declared names: every declared name of every case in another case
 *        (a few at a time), the names above, and the text is the same.
 *     Then the issue's reproducer and its variants (signals named with the
 *     placeholder or with the entity name) the same way.
 *   hdl_rename --requests
 *     Prints unit.generate params, one JSON line per case and HDL, for the
 *     daemon test (tests/daemon/test_hostile.py, Names). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_dump.h"
#include "matrix.h"
#include "rpc_methods.h"

#define N_NAMES 9

static int failures;

/* Reports a failed property once per case and HDL. */
static void fail(const char *what, const char *unit, const char *name, hs_hdl hdl)
{
    if (failures++ < 20)
        fprintf(stderr, "hdl_rename: %s: %s as '%s' (%s)\n", what, unit, name, hs_hdl_name(hdl));
}

/* The names each case is also generated under: every length, the placeholder
 * and names holding it, a signal's name, port-derived names, one holding A. */
static void case_names(const hdl_case *c, char names[N_NAMES][HS_IDENT_MAX])
{
    snprintf(names[0], HS_IDENT_MAX, "x");
    snprintf(names[1], HS_IDENT_MAX, "%s", HSD_CACHE_MARKER);
    snprintf(names[2], HS_IDENT_MAX, "%sX1", HSD_CACHE_MARKER);
    snprintf(names[3], HS_IDENT_MAX, "Top_%s_u", HSD_CACHE_MARKER);
    snprintf(names[4], HS_IDENT_MAX, "L%062d", 7);
    snprintf(names[5], HS_IDENT_MAX, "insx"); /* port names hold it */
    snprintf(names[6], HS_IDENT_MAX, "outs_validx");
    snprintf(names[7], HS_IDENT_MAX, "%.50s_v2", c->name);
    snprintf(names[8], HS_IDENT_MAX, "spec_top"); /* holds a signal of most sets */
}

/* Generates a case under `name` directly (no cache, no placeholder). */
static int direct(const hdl_case *c, const char *name, hs_hdl hdl, const hs_config *cfg,
                  hs_gen_result *r)
{
    hdl_case k = *c;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    snprintf(k.name, sizeof(k.name), "%s", name);
    int rc = !u || hdl_matrix_resolve(&k, hdl, cfg, u, &d) || hs_generate(u, hdl, r, &d);
    if (rc)
        fprintf(stderr, "hdl_rename: %s as '%s' (%s): %s\n", c->unit, name, hs_hdl_name(hdl),
                u ? d.message : "out of memory");
    hs_unit_free(u);
    return rc;
}

/* Whether `text` renamed at `marks` from `old` to `name` is exactly `want`. */
static bool renamed_equals(const char *text, size_t len, const hw_marks *m, const char *old,
                           const char *name, const char *want, size_t want_len)
{
    size_t n = hs_gen_renamed_len(len, m, strlen(old), strlen(name));
    char *out = malloc(n + 1);
    bool ok = out && n == want_len &&
              hs_gen_rename(text, len, m, strlen(old), name, strlen(name), out) == 0 &&
              memcmp(out, want, n) == 0;
    free(out);
    return ok;
}

/* Property 1 for one case: marks point at A; renamed texts equal direct ones. */
static void check_marks(const hdl_case *c, hs_hdl hdl, const hs_gen_result *a,
                        const hs_gen_result direct_b[N_NAMES], char names[N_NAMES][HS_IDENT_MAX])
{
    size_t alen = strlen(a->module);
    if (a->n_files < 1 || a->files[0].marks.n < 2 || a->files[0].name_marks.n != 1)
        fail("the unit's file records fewer than two names", c->unit, c->name, hdl);
    for (int f = 0; f < a->n_files; f++) {
        const hs_file *fl = &a->files[f];
        for (size_t i = 0; i < fl->marks.n; i++)
            if (fl->marks.at[i] + alen > fl->len ||
                memcmp(fl->content + fl->marks.at[i], a->module, alen) != 0 ||
                (i && fl->marks.at[i] < fl->marks.at[i - 1] + alen))
                fail("a mark does not point at the entity name", c->unit, c->name, hdl);
    }
    for (int k = 0; k < N_NAMES; k++) {
        const hs_gen_result *b = &direct_b[k];
        if (b->n_files != a->n_files || strcmp(b->module, names[k]) != 0) {
            fail("another name gives other files", c->unit, names[k], hdl);
            continue;
        }
        for (int f = 0; f < a->n_files; f++) {
            const hs_file *fa = &a->files[f], *fb = &b->files[f];
            if (!renamed_equals(fa->name, strlen(fa->name), &fa->name_marks, a->module, names[k],
                                fb->name, strlen(fb->name)) ||
                !renamed_equals(fa->content, fa->len, &fa->marks, a->module, names[k], fb->content,
                                fb->len))
                fail("renamed by position differs from generated under the name", c->unit, names[k],
                     hdl);
        }
    }
}

/* One unit.generate call; the answer as the bytes a daemon would write, and
 * those bytes parsed back when `result` is given. */
static char *call_text(hsd_ctx *ctx, json_t *params, const char *name, bool *cached,
                       json_t **result)
{
    json_t *res = NULL, *err = NULL;
    hsd_jbuf b = {0};
    json_object_set_new(params, "name", json_string(name));
    hsd_rpc_call(ctx, "unit.generate", params, &res, &err);
    if (!res) {
        char *e = err ? json_dumps(err, JSON_COMPACT) : NULL;
        fprintf(stderr, "hdl_rename: unit.generate '%s': %s\n", name, e ? e : "?");
        free(e);
        json_decref(err);
        return NULL;
    }
    int rc = hsd_json_dump(&b, res);
    json_decref(res);
    if (rc != 0 || hsd_jbuf_add(&b, "", 1) != 0) {
        hsd_jbuf_free(&b);
        return NULL;
    }
    *cached = strstr(b.buf, "\"cached\":true") != NULL; /* the test reads its own answer */
    if (result)
        *result = json_loads(b.buf, 0, NULL);
    return b.buf;
}

/* Whether a miss's answer and a hit's agree byte for byte, `cached` aside. */
static bool same_but_cached(const char *miss, const char *hit)
{
    const char *m = strstr(miss, "\"cached\":false"), *h = strstr(hit, "\"cached\":true");
    if (!m || !h || m - miss != h - hit || memcmp(miss, hit, (size_t)(m - miss)) != 0)
        return false;
    return strcmp(m + strlen("\"cached\":false"), h + strlen("\"cached\":true")) == 0;
}

/* Whether an answer's files are those of a direct generation. */
static bool files_equal(json_t *result, const hs_gen_result *want)
{
    json_t *files = json_object_get(result, "files");
    if (json_array_size(files) != (size_t)want->n_files)
        return false;
    for (int f = 0; f < want->n_files; f++) {
        json_t *o = json_array_get(files, (size_t)f);
        json_t *name = json_object_get(o, "name"), *content = json_object_get(o, "content");
        if (!json_is_string(name) || strcmp(json_string_value(name), want->files[f].name) != 0 ||
            json_string_length(content) != want->files[f].len ||
            memcmp(json_string_value(content), want->files[f].content, want->files[f].len) != 0)
            return false;
    }
    return true;
}

/* An entity name the text declares (a port, a wire) is refused naming `name`:
 * the entity would hide the declaration. */
static void check_refused(hsd_ctx *ctx, json_t *params, const char *declared, const hdl_case *c,
                          hs_hdl hdl)
{
    char name[HS_IDENT_MAX];
    json_t *res = NULL, *err = NULL;
    size_t i;
    for (i = 0; declared[i] && i + 1 < sizeof(name); i++)
        name[i] = (char)(declared[i] >= 'a' && declared[i] <= 'z' ? declared[i] - 32 : declared[i]);
    name[i] = 0;
    json_object_set_new(params, "name", json_string(name));
    hsd_rpc_call(ctx, "unit.generate", params, &res, &err);
    json_t *field = json_object_get(json_object_get(err, "data"), "field");
    /* names the library would refuse anyway (keywords) fail too, just as well */
    if (res || !err || json_integer_value(json_object_get(err, "code")) != 1008 ||
        !json_is_string(field) || strcmp(json_string_value(field), "name") != 0)
        fail("a declared name is not refused", c->unit, name, hdl);
    json_decref(res);
    json_decref(err);
}

/* Property 2 for one case in one context: misses and hits agree, and agree with
 * direct generation. names[k] answers are checked against direct_b[k]. */
static void check_methods(hsd_ctx *ctx, const hdl_case *c, hs_hdl hdl, const hs_gen_result *a,
                          const hs_gen_result direct_b[N_NAMES], char names[N_NAMES][HS_IDENT_MAX],
                          size_t rot)
{
    json_t *params = hdl_matrix_request_json(c, hdl), *res = NULL;
    bool cached = true;
    char *miss, *hit;
    hsd_cache_clear(ctx->cache);
    hsd_cache_memo_clear(ctx->cache);
    if (!(miss = call_text(ctx, params, c->name, &cached, NULL)) || cached) {
        fail("first request is not a miss", c->unit, c->name, hdl);
        goto out;
    }
    for (int k = 0; k < N_NAMES; k++) { /* by the memo, whose text holds no name */
        if ((k + rot) % 3) /* a third of the names per case, all of them over the matrix */
            continue;
        res = NULL;
        free(call_text(ctx, params, names[k], &cached, &res));
        if (!cached)
            fail("a second name is not a hit", c->unit, names[k], hdl);
        if (!res || !files_equal(res, &direct_b[k]))
            fail("a hit's files differ from generating under its name", c->unit, names[k], hdl);
        json_decref(res);
    }
    for (int memo = 0; memo < 2; memo++) {
        if (!memo) /* by the cache key alone: verified again, then a hit */
            hsd_cache_memo_clear(ctx->cache);
        if (!(hit = call_text(ctx, params, c->name, &cached, NULL)) || !cached ||
            !same_but_cached(miss, hit))
            fail(memo ? "a memo hit differs from the miss" : "a cache hit differs from the miss",
                 c->unit, c->name, hdl);
        free(hit);
    }
    res = NULL;
    free(call_text(ctx, params, c->name, &cached, &res));
    if (!res || !files_equal(res, a))
        fail("a hit's files differ from the miss's generation", c->unit, c->name, hdl);
    json_decref(res);
    size_t at = 0, len;
    const char *e = NULL;
    for (size_t k = 0; k <= (a->n_declared ? rot % a->n_declared : 0); k++)
        e = hs_gen_declared_next(a, &at, &len); /* a name the text declares */
    if (e)
        check_refused(ctx, params, e, c, hdl); /* in upper case */
out:
    free(miss);
    json_decref(params);
}

/* The extra cases of the issue: signals named with the placeholder, with the
 * entity name, with another request's name. */
static const struct {
    const char *unit, *param, *extras[3];
} issue_cases[] = {
    {"handshake.br", "8", {"HsgenCachedEntityQz7: i1", "x: i1", NULL}},
    {"handshake.br", "8", {"HsgenCachedEntityQz7X1: i1", "HsgenCachedEntityQz7: i2", NULL}},
    {"handshake.buffer", "8", {"x: i1", "spec: i1", NULL}},
    {"handshake.buffer", "4", {"HsgenCachedEntityQz7: (U) i3", "ins: i1", NULL}},
};

/* Fills hdl_case entries for the issue's requests (named as in the issue). */
static void issue_case(size_t i, hdl_case *c)
{
    memset(c, 0, sizeof(*c));
    c->unit = issue_cases[i].unit;
    c->extras = issue_cases[i].extras;
    c->n_params = 1;
    c->param_key[0] = "bitwidth";
    snprintf(c->param_val[0], sizeof(c->param_val[0]), "%s", issue_cases[i].param);
    snprintf(c->name, sizeof(c->name), "x");
}

/* Property 3 for one case: the names (n of them) checked during generation clash
 * where the listed declared names of a (the same case's hs_generate) refuse them. */
static void check_names_batch(const hdl_case *c, hs_hdl hdl, const hs_config *cfg,
                              const hs_gen_result *a, const char **names, int n)
{
    hdl_case k = *c;
    hs_diag d;
    hs_gen_names chk = {.n = n};
    hs_gen_result r;
    hs_unit *u = hs_unit_new();
    for (int i = 0; i < n; i++)
        chk.name[i] = names[i];
    if (!u || hdl_matrix_resolve(&k, hdl, cfg, u, &d) ||
        hs_generate_checking(u, hdl, &chk, &r, &d)) {
        fail("generating while checking names failed", c->unit, names[0], hdl);
        hs_unit_free(u);
        return;
    }
    if (r.n_files != a->n_files || r.n_declared != 0 || r.files[0].len != a->files[0].len ||
        memcmp(r.files[0].content, a->files[0].content, a->files[0].len) != 0)
        fail("a text generated while checking names differs", c->unit, names[0], hdl);
    for (int i = 0; i < n; i++) {
        hs_diag_clear(&d);
        bool listed = hs_gen_check_entity(a, names[i], &d) != 0;
        if (listed != chk.clash[i])
            fail(listed ? "a declared name passes the check made while generating"
                        : "an undeclared name fails the check made while generating",
                 c->unit, names[i], hdl);
    }
    hs_gen_result_free(&r);
    hs_unit_free(u);
}

/* Every declared name of a, in upper, lower and mixed case, and the other names,
 * HS_GEN_NAMES_MAX at a time. */
static void check_names(const hdl_case *c, hs_hdl hdl, const hs_config *cfg, const hs_gen_result *a,
                        char names[N_NAMES][HS_IDENT_MAX])
{
    static char buf[HS_GEN_NAMES_MAX][HS_IDENT_MAX];
    const char *batch[HS_GEN_NAMES_MAX];
    int n = 0;
    size_t at = 0, len;
    const char *e;
    for (size_t v = 0; (e = hs_gen_declared_next(a, &at, &len)); v++) {
        for (size_t i = 0; i < len; i++) { /* upper, lower, or mixed case in turn */
            char ch = e[i];
            bool up = v % 3 == 0 || (v % 3 == 2 && i % 2);
            buf[n][i] = up && ch >= 'a' && ch <= 'z' ? (char)(ch - 32) : ch;
        }
        buf[n][len] = '\0';
        batch[n] = buf[n];
        if (++n == HS_GEN_NAMES_MAX) {
            check_names_batch(c, hdl, cfg, a, batch, n);
            n = 0;
        }
    }
    if (n)
        check_names_batch(c, hdl, cfg, a, batch, n);
    for (int k = 0; k < N_NAMES; k += HS_GEN_NAMES_MAX) {
        n = 0;
        for (int i = k; i < N_NAMES && n < HS_GEN_NAMES_MAX; i++)
            batch[n++] = names[i];
        check_names_batch(c, hdl, cfg, a, batch, n);
    }
}

/* The properties for one case in one HDL. */
static void check_case(const hdl_case *c, hs_hdl hdl, const hs_config *cfg, hsd_ctx ctx[2],
                       size_t rot)
{
    char names[N_NAMES][HS_IDENT_MAX];
    hs_gen_result a, b[N_NAMES];
    int k, got = 0;
    case_names(c, names);
    if (direct(c, c->name, hdl, cfg, &a)) {
        failures++;
        return;
    }
    for (k = 0; k < N_NAMES; k++, got++)
        if (direct(c, names[k], hdl, cfg, &b[k]))
            break;
    if (got == N_NAMES) {
        check_marks(c, hdl, &a, b, names);
        check_names(c, hdl, cfg, &a, names);
        /* one context per case and HDL, alternating: each unit meets both */
        check_methods(&ctx[rot % 2], c, hdl, &a, b, names, rot);
    } else
        failures++;
    for (k = 0; k < got; k++)
        hs_gen_result_free(&b[k]);
    hs_gen_result_free(&a);
}

/* hdl_rename --check */
static int check_all(void)
{
    static hs_config cfg;
    hs_diag d;
    hsd_ctx ctx[2];
    size_t n = hdl_matrix_count(), n_issue = sizeof(issue_cases) / sizeof(issue_cases[0]);
    if (hdl_matrix_config(&cfg, &d) || hsd_ctx_init(&ctx[0], &cfg, true) ||
        hsd_ctx_init(&ctx[1], &cfg, true)) {
        fprintf(stderr, "hdl_rename: setup failed\n");
        return 1;
    }
    ctx[1].raw_results = true; /* answers as the daemon writes them */
    for (size_t i = 0; i < n + n_issue; i++) {
        hdl_case c;
        if (i < n)
            hdl_matrix_case(i, &c);
        else
            issue_case(i - n, &c);
        for (int h = 0; h < 2; h++)
            check_case(&c, h ? HS_HDL_VERILOG : HS_HDL_VHDL, &cfg, ctx, i + (size_t)h);
    }
    hsd_ctx_free(&ctx[0]);
    hsd_ctx_free(&ctx[1]);
    hs_config_free(&cfg);
    if (failures) {
        fprintf(stderr, "hdl_rename: %d failures\n", failures);
        return 1;
    }
    printf("hdl_rename --check: %zu cases x 2 HDLs x %d names, renamed by position\n", n + n_issue,
           N_NAMES);
    return 0;
}

/* hdl_rename --requests: the matrix and the issue's requests as JSON lines. */
static int print_requests(void)
{
    size_t n = hdl_matrix_count(), n_issue = sizeof(issue_cases) / sizeof(issue_cases[0]);
    for (size_t i = 0; i < n + n_issue; i++) {
        hdl_case c;
        if (i < n)
            hdl_matrix_case(i, &c);
        else
            issue_case(i - n, &c);
        for (int h = 0; h < 2; h++) {
            json_t *p = hdl_matrix_request_json(&c, h ? HS_HDL_VERILOG : HS_HDL_VHDL);
            char *s = json_dumps(p, JSON_COMPACT | JSON_SORT_KEYS);
            if (!s)
                return 1;
            puts(s);
            free(s);
            json_decref(p);
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--check") == 0)
        return check_all();
    if (argc == 2 && strcmp(argv[1], "--requests") == 0)
        return print_requests();
    fprintf(stderr, "usage: hdl_rename --check | --requests\n");
    return 2;
}
