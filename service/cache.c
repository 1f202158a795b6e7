/* LRU cache of generation results (uthash table + doubly linked recency list). */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

/* The tables' keys (cache keys, memo keys: some 50 characters) hashed with
 * XXH3, several times faster than uthash's default (Jenkins) on such keys. */
#define HASH_FUNCTION(keyptr, keylen, hashv)                                                       \
    ((hashv) = (unsigned)XXH3_64bits((const void *)(keyptr), (size_t)(keylen)))
#include <uthash.h>

#include "cache.h"
#include "rpc_codes.h"

typedef struct entry {
    char *key;
    hs_gen_result res;
    hsd_rendered rendered; /* `files` as JSON text (text NULL: none) */
    char *ports_text;      /* the answer's `ports` as JSON text (NULL: none) */
    size_t ports_len;
    size_t bytes;
    struct entry *prev, *next; /* recency: head least, tail most recently used */
    UT_hash_handle hh;
    int holds;   /* holders besides the cache (hsd_cache_hold): freed after the last */
    bool stored; /* in the table and the recency list */
} entry;

typedef struct pending {
    char key[HSD_CACHE_KEY_MAX]; /* (a cache key: signature, HDL, generation) */
    void *gen;
    UT_hash_handle hh;
    struct pending *next_spare;
} pending;

/* In-flight records kept for the next generations: every generation registers one
 * and drops it when it completes (a malloc and a free of some 200 bytes each,
 * about 200 instructions a cold request). */
#define HSD_SPARE_PENDING 64

typedef struct memo_entry {
    char *text;
    hsd_memo m;
    UT_hash_handle hh;
} memo_entry;

typedef struct shape_entry {
    uint64_t key[2];
    hsd_shape_memo sm;
    UT_hash_handle hh;
} shape_entry;

struct hsd_cache {
    entry *table;
    entry *head, *tail;
    pending *inflight;
    pending *spare_pending; /* records of finished generations, for the next (HSD_SPARE_PENDING) */
    unsigned n_spare_pending;
    memo_entry *memo;
    unsigned n_memo;
    size_t memo_bytes; /* estimated: texts plus the parsed ports (about 6x their text) */
    shape_entry *shapes;
    unsigned n_shapes;
    hsd_cache_stats st;
};

/* An empty cache with its byte budget (0: store nothing). */
hsd_cache *hsd_cache_new(uint64_t max_bytes)
{
    hsd_cache *c = calloc(1, sizeof(*c));
    if (c)
        c->st.max_bytes = max_bytes;
    return c;
}

/* Recency list upkeep: take an entry out. */
static void list_unlink(hsd_cache *c, entry *e)
{
    if (e->prev)
        e->prev->next = e->next;
    else
        c->head = e->next;
    if (e->next)
        e->next->prev = e->prev;
    else
        c->tail = e->prev;
    e->prev = e->next = NULL;
}

/* Recency list upkeep: the most recently used entry goes last. */
static void list_append(hsd_cache *c, entry *e)
{
    e->prev = c->tail;
    e->next = NULL;
    if (c->tail)
        c->tail->next = e;
    else
        c->head = e;
    c->tail = e;
}

/* Frees one entry's copy of the files. */
static void entry_free(entry *e)
{
    hs_gen_result_free(&e->res);
    hsd_rendered_free(&e->rendered);
    free(e->ports_text);
    free(e->key);
    free(e);
}

/* Removes one entry from both structures and the byte count; freed now, or by
 * its last holder (hsd_cache_release). */
static void entry_remove(hsd_cache *c, entry *e)
{
    HASH_DEL(c->table, e);
    list_unlink(c, e);
    c->st.bytes -= e->bytes;
    c->st.entries--;
    e->stored = false;
    if (e->holds == 0)
        entry_free(e);
}

/* The entry a result the cache handed out lies in. */
static entry *entry_of(const hs_gen_result *r)
{
    return (entry *)((char *)(uintptr_t)r - offsetof(entry, res));
}

/* Evicts least recently used entries until `extra` more bytes fit. */
static void evict_for(hsd_cache *c, size_t extra)
{
    while (c->head && c->st.bytes + extra > c->st.max_bytes) {
        entry_remove(c, c->head);
        c->st.evictions++;
    }
}

/* A reload may shrink the budget: evict down to it at once. */
void hsd_cache_set_budget(hsd_cache *c, uint64_t max_bytes)
{
    c->st.max_bytes = max_bytes;
    evict_for(c, 0);
}

/* The cheap path of a repeated request: a table lookup that refreshes recency. */
const hs_gen_result *hsd_cache_get(hsd_cache *c, const char *key)
{
    entry *e;
    HASH_FIND_STR(c->table, key, e);
    if (!e)
        return NULL;
    c->st.hits++;
    list_unlink(c, e);
    list_append(c, e);
    return &e->res;
}

/* A lookup that leaves recency and the hit count alone. */
const hs_gen_result *hsd_cache_peek(hsd_cache *c, const char *key)
{
    entry *e;
    HASH_FIND_STR(c->table, key, e);
    return e ? &e->res : NULL;
}

/* What an entry costs the budget: the record, its key, the files (text, name,
 * offsets), the declared names and their index, the rendering and the `ports` text. */
static size_t entry_bytes(const entry *e)
{
    const hs_gen_result *r = &e->res;
    size_t bytes = sizeof(entry) + strlen(e->key);
    for (int i = 0; i < r->n_files; i++) {
        const hs_file *f = &r->files[i];
        bytes += (f->name_marks.n + f->marks.n) * sizeof(size_t) + f->len + strlen(f->name) + 2;
    }
    if (r->n_declared)
        bytes += r->declared_len + r->declared_slots * sizeof(*r->declared_at);
    return bytes + e->rendered.len + e->rendered.marks.n * sizeof(size_t) + e->ports_len;
}

bool hsd_cache_stores(const hsd_cache *c)
{
    return c->st.max_bytes > 0;
}

/* Puts a filled entry in the table, evicting least recently used entries to stay
 * in budget; one larger than the whole budget stays out (false). */
static bool entry_insert(hsd_cache *c, entry *e)
{
    entry *old;
    e->bytes = entry_bytes(e);
    if (e->bytes > c->st.max_bytes)
        return false;
    HASH_FIND_STR(c->table, e->key, old);
    if (old)
        entry_remove(c, old);
    evict_for(c, e->bytes);
    HASH_ADD_KEYPTR(hh, c->table, e->key, strlen(e->key), e);
    list_append(c, e);
    e->stored = true;
    c->st.bytes += e->bytes;
    c->st.entries++;
    c->st.inserts++;
    return true;
}

/* Takes a finished generation's buffers into an entry, held by the caller, and
 * stores it when c does (hsd_cache_adopt). */
const hs_gen_result *hsd_cache_adopt(hsd_cache *c, const char *key, hs_gen_result *res,
                                     hsd_rendered *rendered, char **ports_text, size_t ports_len)
{
    entry *e = calloc(1, sizeof(*e));
    bool store = c && c->st.max_bytes > 0;
    if (!e || !(e->key = strdup(key)) ||
        (store && res->n_declared && !res->declared_at && hs_gen_index_declared(res) != 0)) {
        if (e)
            free(e->key);
        free(e);
        return NULL;
    }
    e->res = *res;
    memset(res, 0, sizeof(*res));
    if (rendered) {
        e->rendered = *rendered;
        memset(rendered, 0, sizeof(*rendered));
    }
    if (ports_text) {
        e->ports_text = *ports_text;
        e->ports_len = *ports_text ? ports_len : 0;
        *ports_text = NULL;
    }
    e->holds = 1;
    if (store)
        entry_insert(c, e);
    return &e->res;
}

/* Another holder of an entry (hsd_cache_hold). */
void hsd_cache_hold(const hs_gen_result *r)
{
    entry_of(r)->holds++;
}

/* A holder is done with an entry: freed when the cache no longer stores it either. */
void hsd_cache_release(const hs_gen_result *r)
{
    entry *e;
    if (!r)
        return;
    e = entry_of(r);
    if (--e->holds == 0 && !e->stored)
        entry_free(e);
}

/* The pre-serialized `files` of a hit, for answers that copy it. */
const hsd_rendered *hsd_cache_rendered(const hs_gen_result *hit)
{
    const entry *e = entry_of(hit);
    return e->rendered.text ? &e->rendered : NULL;
}

/* The stored `ports` text of a hit, for answers that copy it. */
const char *hsd_cache_ports_text(const hs_gen_result *hit, size_t *len)
{
    const entry *e = entry_of(hit);
    if (len)
        *len = e->ports_len;
    return e->ports_text;
}

/* cache.clear and configuration reloads. */

uint64_t hsd_cache_clear(hsd_cache *c)
{
    uint64_t n = c->st.entries;
    while (c->head)
        entry_remove(c, c->head);
    return n;
}

/* cache.stats. */
void hsd_cache_get_stats(const hsd_cache *c, hsd_cache_stats *out)
{
    *out = c->st;
    out->inflight = HASH_COUNT(c->inflight);
}

/* A miss counts when a generation really starts, so shared generations are not misses. */
void hsd_cache_count_miss(hsd_cache *c)
{
    c->st.misses++;
}

/* Finds a generation of the same key already running, to wait for it. */
void *hsd_cache_inflight_get(hsd_cache *c, const char *key)
{
    pending *p;
    HASH_FIND_STR(c->inflight, key, p);
    return p ? p->gen : NULL;
}

/* Registers a running generation so identical requests join it. */
int hsd_cache_inflight_put(hsd_cache *c, const char *key, void *gen)
{
    size_t n = strlen(key);
    pending *p;
    if (n >= sizeof(p->key))
        return HSD_E_NOMEM; /* (never: keys are shorter) not shared, generated alone */
    if ((p = c->spare_pending)) {
        c->spare_pending = p->next_spare;
        c->n_spare_pending--;
    } else if (!(p = malloc(sizeof(*p)))) {
        return HSD_E_NOMEM;
    }
    memcpy(p->key, key, n + 1);
    p->gen = gen;
    HASH_ADD_KEYPTR(hh, c->inflight, p->key, n, p);
    return 0;
}

/* Unregisters a generation once it completed. */
void hsd_cache_inflight_del(hsd_cache *c, const char *key)
{
    pending *p;
    HASH_FIND_STR(c->inflight, key, p);
    if (!p)
        return;
    HASH_DEL(c->inflight, p);
    if (c->n_spare_pending < HSD_SPARE_PENDING) {
        p->next_spare = c->spare_pending;
        c->spare_pending = p;
        c->n_spare_pending++;
    } else {
        free(p);
    }
}

/* A memo's `ports` text and its holders (hsd_memo_ports_hold), the count and the
 * length before the text. */
typedef struct {
    size_t refs, len;
    char text[];
} memo_ports;

static memo_ports *ports_of(const char *text)
{
    return (memo_ports *)(void *)(text - offsetof(memo_ports, text));
}

/* A counted copy of n bytes of text (held once: by the memo), or NULL. */
static char *memo_ports_new(const char *text, size_t n)
{
    memo_ports *p = malloc(sizeof(*p) + n + 1);
    if (!p)
        return NULL;
    p->refs = 1;
    p->len = n;
    memcpy(p->text, text, n);
    p->text[n] = '\0';
    return p->text;
}

const char *hsd_memo_ports_hold(const char *ports_text)
{
    ports_of(ports_text)->refs++;
    return ports_text;
}

void hsd_memo_ports_release(const char *ports_text)
{
    if (ports_text && --ports_of(ports_text)->refs == 0)
        free(ports_of(ports_text));
}

size_t hsd_memo_ports_len(const char *ports_text)
{
    return ports_of(ports_text)->len;
}

/* Looks up what verification concluded for this exact request text. */
const hsd_memo *hsd_cache_memo_get(hsd_cache *c, const char *request_text)
{
    memo_entry *e;
    HASH_FIND_STR(c->memo, request_text, e);
    return e ? &e->m : NULL;
}

void hsd_cache_memo_note_text(hsd_cache *c, const char *request_text, size_t bytes,
                              const char *ports_text, size_t ports_len)
{
    memo_entry *e;
    HASH_FIND_STR(c->memo, request_text, e);
    if (!e)
        return;
    e->m.text_bytes = bytes;
    /* a list recorded without its text (printed with the generation), within the bounds
     * hsd_cache_memo_put keeps */
    if (!ports_text || e->m.ports_text || e->m.ports || ports_len > HSD_MEMO_MAX_ENTRY ||
        c->memo_bytes + 6 * ports_len > HSD_MEMO_MAX_BYTES ||
        !(e->m.ports_text = memo_ports_new(ports_text, ports_len)))
        return;
    c->memo_bytes += 6 * ports_len;
}

/* Empties the table of request shapes. */
static void shapes_clear(hsd_cache *c)
{
    shape_entry *e, *tmp;
    HASH_ITER(hh, c->shapes, e, tmp)
    {
        HASH_DEL(c->shapes, e);
        free(e);
    }
    c->n_shapes = 0;
}

/* What a request shape decoded to. */
const hsd_shape_memo *hsd_cache_shape_get(hsd_cache *c, uint64_t hi, uint64_t lo)
{
    uint64_t key[2] = {hi, lo};
    shape_entry *e;
    HASH_FIND(hh, c->shapes, key, sizeof(key), e);
    return e ? &e->sm : NULL;
}

/* Remembers a shape's memo key; bounded by emptying the table when full. */
int hsd_cache_shape_put(hsd_cache *c, uint64_t hi, uint64_t lo, const char *memo, hs_hdl hdl)
{
    shape_entry *e;
    if (hsd_cache_shape_get(c, hi, lo) || strlen(memo) >= sizeof(e->sm.memo))
        return 0;
    if (c->n_shapes >= HSD_MEMO_MAX)
        shapes_clear(c);
    if (!(e = calloc(1, sizeof(*e))))
        return HSD_E_NOMEM;
    e->key[0] = hi;
    e->key[1] = lo;
    memcpy(e->sm.memo, memo, strlen(memo) + 1);
    e->sm.hdl = hdl;
    HASH_ADD(hh, c->shapes, key, sizeof(e->key), e);
    c->n_shapes++;
    return 0;
}

/* Remembers a resolution; bounded by emptying the table when full. */
int hsd_cache_memo_put(hsd_cache *c, const char *request_text, const hsd_memo *m)
{
    memo_entry *e;
    size_t plen = m->ports_text ? strlen(m->ports_text) : 0;
    bool without = plen > HSD_MEMO_MAX_ENTRY && m->ports_in_cache; /* the cache's copy */
    size_t cost = strlen(request_text) + (without ? 0 : 6 * plen) + sizeof(*e);
    if (hsd_cache_memo_get(c, request_text) || (plen > HSD_MEMO_MAX_ENTRY && !without) ||
        strlen(request_text) > HSD_MEMO_MAX_ENTRY)
        return 0;
    if (c->n_memo >= HSD_MEMO_MAX || c->memo_bytes + cost > HSD_MEMO_MAX_BYTES)
        hsd_cache_memo_clear(c);
    if (!(e = calloc(1, sizeof(*e))) || !(e->text = strdup(request_text))) {
        free(e);
        return HSD_E_NOMEM;
    }
    e->m = *m;
    if (without) {
        e->m.ports_text = NULL;
        e->m.ports = NULL;
    } else if (m->ports_text && !(e->m.ports_text = memo_ports_new(m->ports_text, plen))) {
        free(e->text);
        free(e);
        return HSD_E_NOMEM;
    }
    json_incref(e->m.ports);
    HASH_ADD_KEYPTR(hh, c->memo, e->text, strlen(e->text), e);
    c->n_memo++;
    c->memo_bytes += cost;
    return 0;
}

/* Resolutions depend on the configuration: a reload forgets them. */
void hsd_cache_memo_clear(hsd_cache *c)
{
    memo_entry *e, *tmp;
    HASH_ITER(hh, c->memo, e, tmp)
    {
        HASH_DEL(c->memo, e);
        json_decref(e->m.ports);
        hsd_memo_ports_release(e->m.ports_text); /* (a generation may still hold it) */
        free(e->text);
        free(e);
    }
    c->n_memo = 0;
    c->memo_bytes = 0;
    shapes_clear(c); /* what they point to is gone */
}

/* Releases entries, memos and in-flight records when the daemon stops. */
void hsd_cache_free(hsd_cache *c)
{
    pending *p, *tmp;
    if (!c)
        return;
    hsd_cache_clear(c);
    hsd_cache_memo_clear(c);
    HASH_ITER(hh, c->inflight, p, tmp)
    {
        HASH_DEL(c->inflight, p);
        free(p);
    }
    while ((p = c->spare_pending)) {
        c->spare_pending = p->next_spare;
        free(p);
    }
    free(c);
}
