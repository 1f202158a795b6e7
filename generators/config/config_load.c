/* Configuration loading: YAML (libyaml document API) into hs_config.
 *
 * Every file is read on top of the embedded default (config/hsgend.yaml):
 * keys of the fixed sections (limits, cache, backends, admin, log) override one
 * by one; `listen`, `signals` and `units` replace the default's list when a
 * file gives them. Errors name the dotted key and its 1-based line. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <yaml.h>

#include "hs_config.h"

#define CFG_MAX_FILE HS_YAML_MAX_BYTES /* a configuration file larger than this is refused */

typedef struct {
    yaml_document_t *doc;
    hs_diag *d;
} cfg_ctx;

typedef int (*cfg_section_fn)(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key);

/* ------------------------------------------------------------------ helpers */

/* Line of a node for error messages (libyaml counts from 0). */
static int node_line(const yaml_node_t *n)
{
    return n ? (int)n->start_mark.line + 1 : 0;
}

/* One place that formats "... 'key' at line N" so every message reads alike. */
static int cfg_err(cfg_ctx *c, const yaml_node_t *n, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* One place that formats "... 'key' at line N" so every message reads alike. */
static int cfg_err(cfg_ctx *c, const yaml_node_t *n, const char *key, const char *fmt, ...)
{
    char what[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    hs_fail(c->d, HS_E_CONFIG, "%s '%s' at line %d", what, key, node_line(n));
    if (c->d) {
        c->d->line = node_line(n);
        hs_diag_where(c->d, key, NULL, NULL);
    }
    return HS_E_CONFIG;
}

/* Builds "parent.child" keys for messages. */
static void join_key(char *buf, size_t cap, const char *parent, const char *child)
{
    if (parent && parent[0])
        snprintf(buf, cap, "%s.%s", parent, child);
    else
        snprintf(buf, cap, "%s", child);
}

/* The text of a scalar node. */
static const char *scalar_text(const yaml_node_t *n)
{
    return (const char *)n->data.scalar.value;
}

/* Looks up ${VAR}; XDG_RUNTIME_DIR falls back to /tmp as the spec asks. */
static const char *env_value(const char *var)
{
    const char *val = getenv(var);
    if ((!val || !val[0]) && strcmp(var, "XDG_RUNTIME_DIR") == 0)
        return "/tmp";
    return val;
}

/* Replaces ${VAR} by the environment; an unset variable is an error. */
static int expand_env(cfg_ctx *c, const yaml_node_t *n, const char *key, const char *in, char *out,
                      size_t cap)
{
    size_t o = 0;
    for (const char *p = in; *p;) {
        const char *val = p, *end;
        size_t vlen = 1, len;
        char var[128];
        if (p[0] == '$' && p[1] == '{') {
            end = strchr(p + 2, '}');
            len = end ? (size_t)(end - p - 2) : 0;
            if (!end || len == 0 || len >= sizeof(var))
                return cfg_err(c, n, key, "malformed ${VAR} in");
            memcpy(var, p + 2, len);
            var[len] = 0;
            if (!(val = env_value(var)))
                return cfg_err(c, n, key, "environment variable '%s' is not set, used by", var);
            vlen = strlen(val);
            p = end + 1;
        } else {
            p++;
        }
        if (o + vlen >= cap)
            return cfg_err(c, n, key, "value too long for");
        memcpy(out + o, val, vlen);
        o += vlen;
    }
    out[o] = 0;
    return 0;
}

/* A scalar string value, ${VAR}-expanded. */
static int get_string(cfg_ctx *c, yaml_node_t *n, const char *key, char *out, size_t cap)
{
    if (n->type != YAML_SCALAR_NODE)
        return cfg_err(c, n, key, "expected a string for");
    return expand_env(c, n, key, scalar_text(n), out, cap);
}

/* A non-negative integer value within [min, max]. */
static int get_uint(cfg_ctx *c, yaml_node_t *n, const char *key, uint64_t min, uint64_t max,
                    uint64_t *out)
{
    const char *s;
    char *end;
    unsigned long long v;
    if (n->type != YAML_SCALAR_NODE)
        return cfg_err(c, n, key, "expected an integer for");
    s = scalar_text(n);
    if (!isdigit((unsigned char)s[0]))
        return cfg_err(c, n, key, "expected a non-negative integer, got '%.40s', for", s);
    errno = 0;
    v = strtoull(s, &end, 0);
    if (errno || *end)
        return cfg_err(c, n, key, "expected a non-negative integer, got '%.40s', for", s);
    if (v < min || v > max)
        return cfg_err(c, n, key, "value %llu out of range [%" PRIu64 ", %" PRIu64 "] for", v, min,
                       max);
    *out = v;
    return 0;
}

/* A YAML boolean (true/false, yes/no, on/off). */
static int get_bool(cfg_ctx *c, yaml_node_t *n, const char *key, bool *out)
{
    static const char *yes[] = {"true", "yes", "on", "True", "TRUE", NULL};
    static const char *no[] = {"false", "no", "off", "False", "FALSE", NULL};
    if (n->type != YAML_SCALAR_NODE)
        return cfg_err(c, n, key, "expected true or false for");
    for (int i = 0; yes[i]; i++)
        if (strcmp(scalar_text(n), yes[i]) == 0)
            return (*out = true), 0;
    for (int i = 0; no[i]; i++)
        if (strcmp(scalar_text(n), no[i]) == 0)
            return (*out = false), 0;
    return cfg_err(c, n, key, "expected true or false, got '%.40s', for", scalar_text(n));
}

/* Sections and nested keys must be mappings. */
static int expect_mapping(cfg_ctx *c, yaml_node_t *n, const char *key)
{
    if (n->type != YAML_MAPPING_NODE)
        return cfg_err(c, n, key, "expected a mapping for");
    return 0;
}

/* Every key of the configuration, as a pattern ("*" stands for one name chosen by
 * the user: a signal, a unit, an HDL): what an unknown key is compared with. */
static const char *const known_keys[] = {"listen",
                                         "limits",
                                         "cache",
                                         "backends",
                                         "signals",
                                         "units",
                                         "admin",
                                         "log",
                                         "profile",
                                         "limits.max_message_bytes",
                                         "limits.max_connections",
                                         "limits.idle_timeout_s",
                                         "limits.message_timeout_s",
                                         "limits.max_response_bytes",
                                         "limits.listen_backlog",
                                         "cache.max_bytes",
                                         "backends.default",
                                         "backends.vhdl",
                                         "backends.verilog",
                                         "backends.*.enabled",
                                         "signals.*.merge",
                                         "signals.*.source",
                                         "signals.*.sink",
                                         "units.*.external",
                                         "units.*.timeout_ms",
                                         "units.*.max_output_bytes",
                                         "admin.allow_tcp",
                                         "log.level"};

/* The last component of each known key under the same parent (the "*" patterns
 * match any name there), for "did you mean". */
static const char *suggest_key(const char *parent, const char *word)
{
    const char *cands[sizeof(known_keys) / sizeof(known_keys[0])];
    size_t n = 0;
    for (size_t i = 0; i < sizeof(known_keys) / sizeof(known_keys[0]); i++) {
        const char *kk = known_keys[i], *dot = strrchr(kk, '.');
        size_t plen = dot ? (size_t)(dot - kk) : 0;
        const char *p = parent, *q = kk;
        bool match = true;
        /* compare the parent with the pattern's prefix, component by component */
        while (match && (size_t)(q - kk) < plen) {
            const char *pe = strchr(p, '.'), *qe = memchr(q, '.', plen - (size_t)(q - kk));
            size_t pl = pe ? (size_t)(pe - p) : strlen(p);
            size_t ql = qe ? (size_t)(qe - q) : plen - (size_t)(q - kk);
            if (!(ql == 1 && *q == '*') && (pl != ql || strncmp(p, q, pl) != 0))
                match = false;
            p += pl + (pe ? 1 : 0);
            q += ql + (qe ? 1 : 0);
        }
        if (match && !*p && (plen > 0) == (parent[0] != '\0'))
            cands[n++] = dot ? dot + 1 : kk;
    }
    return hs_suggest(word, cands, n);
}

/* Typos are errors that name the full dotted key (and the likely intended one). */
static int unknown_key(cfg_ctx *c, yaml_node_t *k, const char *parent)
{
    char full[192];
    join_key(full, sizeof(full), parent, scalar_text(k));
    int rc = cfg_err(c, k, full, "unknown key");
    hs_diag_suggest(c->d, suggest_key(parent, scalar_text(k)));
    return rc;
}

/* Iterates a mapping, handing each (key, value) to fn; keys must be scalars. */
typedef int (*cfg_pair_fn)(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                           const char *parent);

/* Walks a mapping, handing each key and value to the section's handler. */
static int for_each_pair(cfg_ctx *c, hs_config *cfg, yaml_node_t *map, const char *parent,
                         cfg_pair_fn fn)
{
    int rc = expect_mapping(c, map, parent);
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start;
         rc == 0 && p < map->data.mapping.pairs.top; p++) {
        yaml_node_t *k = yaml_document_get_node(c->doc, p->key);
        yaml_node_t *v = yaml_document_get_node(c->doc, p->value);
        if (k->type != YAML_SCALAR_NODE)
            return cfg_err(c, k, parent, "expected a plain key in");
        rc = fn(c, cfg, k, v, parent);
    }
    return rc;
}

/* ------------------------------------------------------------------ sections */

/* What is wrong with a listen address, or NULL: one rule for the file and --listen. */
static const char *listen_problem(const char *s)
{
    const char *colon, *p;
    if (strncmp(s, "unix:", 5) == 0)
        return s[5] ? NULL : "empty socket path";
    if (strncmp(s, "tcp:", 4) != 0)
        return "expected \"unix:PATH\" or \"tcp:HOST:PORT\"";
    colon = strrchr(s + 4, ':');
    if (!colon || colon == s + 4)
        return "expected \"tcp:HOST:PORT\"";
    if (!colon[1] || strlen(colon + 1) > 5)
        return "invalid TCP port (0 .. 65535, decimal)";
    for (p = colon + 1; *p; p++)
        if (*p < '0' || *p > '9')
            return "invalid TCP port (0 .. 65535, decimal)";
    if (atol(colon + 1) > 65535)
        return "invalid TCP port (0 .. 65535, decimal)";
    return NULL;
}

/* Checks "unix:PATH" / "tcp:HOST:PORT" so a typo fails at load, not at bind. */
static int check_listen(cfg_ctx *c, yaml_node_t *n, const char *key, const char *s)
{
    const char *why = listen_problem(s);
    return why ? cfg_err(c, n, key, "%s in", why) : 0;
}

/* The same check for an address given on hsgend's command line. */
int hs_config_check_listen(const char *spec, hs_diag *d)
{
    const char *why = listen_problem(spec);
    return why ? hs_fail(d, HS_E_CONFIG, "%s: '%.200s'", why, spec) : 0;
}

/* listen: replaces the default list. */
static int sec_listen(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    int count = 0;
    if (n->type != YAML_SEQUENCE_NODE)
        return cfg_err(c, n, key, "expected a list of \"unix:PATH\" or \"tcp:HOST:PORT\" for");
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top;
         it++) {
        yaml_node_t *e = yaml_document_get_node(c->doc, *it);
        char k[64];
        snprintf(k, sizeof(k), "%s[%d]", key, count);
        if (count >= HS_CFG_MAX_LISTEN)
            return cfg_err(c, e, k, "too many listeners (max %d) at", HS_CFG_MAX_LISTEN);
        if (get_string(c, e, k, cfg->listen[count], sizeof(cfg->listen[0])) ||
            check_listen(c, e, k, cfg->listen[count]))
            return HS_E_CONFIG;
        count++;
    }
    cfg->n_listen = count;
    return 0;
}

/* limits.*: each key overrides the default. */
static int pair_limits(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                       const char *parent)
{
    char key[128];
    uint64_t x;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "max_message_bytes") == 0) {
        if (get_uint(c, v, key, 256, (uint64_t)1 << 31, &x))
            return HS_E_CONFIG;
        cfg->max_message_bytes = x;
    } else if (strcmp(scalar_text(k), "max_connections") == 0) {
        if (get_uint(c, v, key, 1, 1000000, &x))
            return HS_E_CONFIG;
        cfg->max_connections = (unsigned)x;
    } else if (strcmp(scalar_text(k), "idle_timeout_s") == 0) {
        if (get_uint(c, v, key, 0, 86400 * 365, &x))
            return HS_E_CONFIG;
        cfg->idle_timeout_s = (unsigned)x;
    } else if (strcmp(scalar_text(k), "message_timeout_s") == 0) {
        if (get_uint(c, v, key, 0, 86400, &x))
            return HS_E_CONFIG;
        cfg->message_timeout_s = (unsigned)x;
    } else if (strcmp(scalar_text(k), "max_response_bytes") == 0) {
        if (get_uint(c, v, key, 4096, (uint64_t)1 << 31, &x))
            return HS_E_CONFIG;
        cfg->max_response_bytes = x;
    } else if (strcmp(scalar_text(k), "max_unread_bytes") == 0) {
        if (get_uint(c, v, key, 4096, (uint64_t)1 << 40, &x))
            return HS_E_CONFIG;
        cfg->max_unread_bytes = x;
    } else if (strcmp(scalar_text(k), "max_unread_bytes_total") == 0) {
        if (get_uint(c, v, key, 4096, (uint64_t)1 << 40, &x))
            return HS_E_CONFIG;
        cfg->max_unread_bytes_total = x;
    } else if (strcmp(scalar_text(k), "listen_backlog") == 0) {
        if (get_uint(c, v, key, 0, 65535, &x))
            return HS_E_CONFIG;
        cfg->listen_backlog = (unsigned)x;
    } else {
        return unknown_key(c, k, parent);
    }
    return 0;
}

/* limits: a mapping of the three limits. */
static int sec_limits(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    return for_each_pair(c, cfg, n, key, pair_limits);
}

/* cache.max_bytes. */
static int pair_cache(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                      const char *parent)
{
    char key[128];
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "max_bytes") != 0)
        return unknown_key(c, k, parent);
    return get_uint(c, v, key, 0, (uint64_t)1 << 40, &cfg->cache_max_bytes);
}

/* cache: a mapping. */
static int sec_cache(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    return for_each_pair(c, cfg, n, key, pair_cache);
}

/* backends.vhdl/verilog.enabled. */
static int pair_backend(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                        const char *parent)
{
    char key[128];
    hs_hdl h = HS_HDL_VHDL;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "enabled") != 0)
        return unknown_key(c, k, parent);
    hs_hdl_parse(strrchr(parent, '.') + 1, &h);
    return get_bool(c, v, key, &cfg->hdl_enabled[h]);
}

/* backends.default and one mapping per HDL. */
static int pair_backends(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                         const char *parent)
{
    char key[128], text[32];
    hs_hdl h;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "default") == 0) {
        if (get_string(c, v, key, text, sizeof(text)))
            return HS_E_CONFIG;
        if (hs_hdl_parse(text, &h) != 0)
            return cfg_err(c, v, key, "expected vhdl or verilog, got '%s', for", text);
        cfg->default_hdl = h;
        return 0;
    }
    if (hs_hdl_parse(scalar_text(k), &h) != 0)
        return unknown_key(c, k, parent);
    return for_each_pair(c, cfg, v, key, pair_backend);
}

/* backends: the default HDL must stay enabled. */
static int sec_backends(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    if (for_each_pair(c, cfg, n, key, pair_backends))
        return HS_E_CONFIG;
    if (!cfg->hdl_enabled[cfg->default_hdl])
        return cfg_err(c, n, "backends.default", "the default backend is disabled:");
    return 0;
}

/* Signal names follow the type system's rules (letters, digits, single '_'). */
static int check_signal_key(cfg_ctx *c, yaml_node_t *k, const char *key)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_check_signal_name(scalar_text(k), &d) != 0)
        return cfg_err(c, k, key, "%s: invalid signal name", d.message);
    return 0;
}

/* signals.NAME.merge/source/sink. */
static int pair_signal(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                       const char *parent)
{
    hs_signal_cfg *s = &cfg->signals[cfg->n_signals];
    char key[160], text[32];
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "merge") == 0) {
        if (get_string(c, v, key, text, sizeof(text)))
            return HS_E_CONFIG;
        if (hs_merge_parse(text, &s->merge) != 0)
            return cfg_err(c, v, key, "expected or, and, first or equal, got '%s', for", text);
        return 0;
    }
    if (strcmp(scalar_text(k), "source") == 0) {
        s->has_source = true;
        return get_uint(c, v, key, 0, UINT64_MAX, &s->source);
    }
    if (strcmp(scalar_text(k), "sink") == 0) {
        s->has_sink = true;
        return get_uint(c, v, key, 0, UINT64_MAX, &s->sink);
    }
    return unknown_key(c, k, parent);
}

/* One signal: its name checked like a type's extra signal. */
static int pair_signals(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                        const char *parent)
{
    char key[128];
    hs_signal_cfg *s;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (check_signal_key(c, k, key))
        return HS_E_CONFIG;
    if (hs_config_signal(cfg, scalar_text(k)))
        return cfg_err(c, k, key, "duplicate signal");
    if (cfg->n_signals >= HS_CFG_MAX_SIGNALS)
        return cfg_err(c, k, key, "too many signals (max %d) at", HS_CFG_MAX_SIGNALS);
    s = &cfg->signals[cfg->n_signals];
    memset(s, 0, sizeof(*s));
    snprintf(s->name, sizeof(s->name), "%s", scalar_text(k));
    if (v->type == YAML_SCALAR_NODE && scalar_text(v)[0] == 0) {
        cfg->n_signals++; /* "spec:" with nothing: a signal with no policy */
        return 0;
    }
    if (for_each_pair(c, cfg, v, key, pair_signal))
        return HS_E_CONFIG;
    cfg->n_signals++;
    return 0;
}

/* signals: replaces the default's list. */
static int sec_signals(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    cfg->n_signals = 0;
    if (n->type == YAML_SCALAR_NODE && scalar_text(n)[0] == 0)
        return 0;
    return for_each_pair(c, cfg, n, key, pair_signals);
}

/* Releases one unit's argument vector. */
static void external_free(hs_external_cfg *e)
{
    for (int i = 0; i < e->argc; i++)
        free(e->argv[i]);
    e->argc = 0;
}

/* units.NAME.external: the argument vector, ${VAR}-expanded, no shell. */
static int external_argv(cfg_ctx *c, hs_external_cfg *e, yaml_node_t *n, const char *key)
{
    if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.start == n->data.sequence.items.top)
        return cfg_err(c, n, key, "expected a non-empty argument list for");
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top;
         it++) {
        yaml_node_t *a = yaml_document_get_node(c->doc, *it);
        char k[192], buf[1024];
        snprintf(k, sizeof(k), "%s[%d]", key, e->argc);
        if (e->argc >= HS_CFG_MAX_ARGV - 1)
            return cfg_err(c, a, k, "too many arguments (max %d) at", HS_CFG_MAX_ARGV - 1);
        if (get_string(c, a, k, buf, sizeof(buf)))
            return HS_E_CONFIG;
        if (e->argc == 0 && buf[0] == 0)
            return cfg_err(c, a, k, "empty program name in");
        if (!(e->argv[e->argc] = strdup(buf)))
            return cfg_err(c, a, k, "out of memory at");
        e->argc++;
    }
    e->argv[e->argc] = NULL;
    return 0;
}

/* Whether argv starts with a shell given -c: its script then sees the substituted
 * placeholders (request text) as shell code. */
static bool shell_command(const hs_external_cfg *e)
{
    static const char *const shells[] = {"sh",  "bash",    "dash", "zsh", "ksh",  "mksh",
                                         "ash", "busybox", "fish", "csh", "tcsh", NULL};
    if (e->argc < 2)
        return false;
    const char *base = strrchr(e->argv[0], '/');
    base = base ? base + 1 : e->argv[0];
    bool shell = false;
    for (int i = 0; shells[i] && !shell; i++)
        shell = strcmp(base, shells[i]) == 0;
    for (int i = 1; shell && i < e->argc && e->argv[i][0] == '-'; i++)
        if (e->argv[i][1] != '-' && strchr(e->argv[i], 'c'))
            return true; /* -c, -ec, -xc ... */
    return shell && strcmp(base, "busybox") == 0 && e->argc > 2 && e->argv[2][0] == '-';
}

/* units.NAME.external/timeout_ms/max_output_bytes/allow_shell. */
static int pair_unit(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v, const char *parent)
{
    hs_external_cfg *e = &cfg->external[cfg->n_external - 1];
    char key[192];
    uint64_t x;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "external") == 0) {
        if (e->argc)
            return cfg_err(c, k, key, "duplicate key");
        return external_argv(c, e, v, key);
    }
    if (strcmp(scalar_text(k), "timeout_ms") == 0) {
        if (get_uint(c, v, key, 1, 3600000, &x))
            return HS_E_CONFIG;
        e->timeout_ms = (unsigned)x;
        return 0;
    }
    if (strcmp(scalar_text(k), "max_output_bytes") == 0) {
        if (get_uint(c, v, key, 1, (uint64_t)1 << 30, &x))
            return HS_E_CONFIG;
        e->max_output_bytes = (unsigned)x;
        return 0;
    }
    if (strcmp(scalar_text(k), "allow_shell") == 0)
        return get_bool(c, v, key, &e->allow_shell);
    return unknown_key(c, k, parent);
}

/* One unit routed to an external generator, with its defaults. */
static int pair_units(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                      const char *parent)
{
    char key[128];
    hs_external_cfg *e;
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strlen(scalar_text(k)) >= sizeof(e->unit) || !scalar_text(k)[0])
        return cfg_err(c, k, key, "invalid unit name");
    if (hs_config_external(cfg, scalar_text(k)))
        return cfg_err(c, k, key, "duplicate unit");
    if (cfg->n_external >= HS_CFG_MAX_EXTERNAL)
        return cfg_err(c, k, key, "too many external units (max %d) at", HS_CFG_MAX_EXTERNAL);
    e = &cfg->external[cfg->n_external];
    memset(e, 0, sizeof(*e));
    snprintf(e->unit, sizeof(e->unit), "%s", scalar_text(k));
    e->timeout_ms = 10000;
    e->max_output_bytes = 16u << 20;
    cfg->n_external++; /* counted before parsing so hs_config_free releases argv */
    if (for_each_pair(c, cfg, v, key, pair_unit))
        return HS_E_CONFIG;
    if (e->argc == 0)
        return cfg_err(c, k, key, "missing 'external' argument list for");
    if (shell_command(e) && !e->allow_shell)
        return cfg_err(c, k, key,
                       "external runs a shell with -c (%s %s): the placeholders it substitutes "
                       "carry request text, which the shell would run as code; call the "
                       "generator directly, or say allow_shell: true for",
                       e->argv[0], e->argv[1]);
    return 0;
}

/* units: replaces the default's routes. */
static int sec_units(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    for (int i = 0; i < cfg->n_external; i++)
        external_free(&cfg->external[i]);
    cfg->n_external = 0;
    if (n->type == YAML_SCALAR_NODE && scalar_text(n)[0] == 0)
        return 0;
    return for_each_pair(c, cfg, n, key, pair_units);
}

/* admin.allow_tcp. */
static int pair_admin(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v,
                      const char *parent)
{
    char key[128];
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "allow_tcp") != 0)
        return unknown_key(c, k, parent);
    return get_bool(c, v, key, &cfg->admin_allow_tcp);
}

/* admin: a mapping. */
static int sec_admin(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    return for_each_pair(c, cfg, n, key, pair_admin);
}

/* log.level by name. */
static int pair_log(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v, const char *parent)
{
    static const char *levels[] = {"error", "warn", "info", "debug"};
    char key[128], text[32];
    join_key(key, sizeof(key), parent, scalar_text(k));
    if (strcmp(scalar_text(k), "level") != 0)
        return unknown_key(c, k, parent);
    if (get_string(c, v, key, text, sizeof(text)))
        return HS_E_CONFIG;
    for (int i = 0; i < 4; i++)
        if (strcmp(text, levels[i]) == 0)
            return (cfg->log_level = i), 0;
    return cfg_err(c, v, key, "expected error, warn, info or debug, got '%s', for", text);
}

/* log: a mapping. */
static int sec_log(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    return for_each_pair(c, cfg, n, key, pair_log);
}

/* profile: none | dynamatic (the policies of signals `signals:` leaves unset). */
static int sec_profile(cfg_ctx *c, hs_config *cfg, yaml_node_t *n, const char *key)
{
    char text[32];
    if (get_string(c, n, key, text, sizeof(text)))
        return HS_E_CONFIG;
    if (strcmp(text, "none") == 0)
        cfg->profile = HS_PROFILE_NONE;
    else if (strcmp(text, "dynamatic") == 0)
        cfg->profile = HS_PROFILE_DYNAMATIC;
    else
        return cfg_err(c, n, key, "expected none or dynamatic, got '%s', for", text);
    return 0;
}

static const struct {
    const char *name;
    cfg_section_fn fn;
} sections[] = {
    {"listen", sec_listen},     {"limits", sec_limits},   {"cache", sec_cache},
    {"backends", sec_backends}, {"signals", sec_signals}, {"units", sec_units},
    {"admin", sec_admin},       {"log", sec_log},         {"profile", sec_profile},
};

/* Dispatches a top-level key to its section. */
static int pair_top(cfg_ctx *c, hs_config *cfg, yaml_node_t *k, yaml_node_t *v, const char *parent)
{
    (void)parent;
    for (size_t i = 0; i < sizeof(sections) / sizeof(sections[0]); i++)
        if (strcmp(scalar_text(k), sections[i].name) == 0)
            return sections[i].fn(c, cfg, v, sections[i].name);
    return unknown_key(c, k, "");
}

/* ------------------------------------------------------------------ parsing */

/* Values used only for keys the embedded default omits. */
static void builtin_defaults(hs_config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->max_message_bytes = 8u << 20;
    cfg->max_connections = 1024;
    cfg->idle_timeout_s = 300;
    cfg->message_timeout_s = 60;
    cfg->max_response_bytes = 16u << 20;
    cfg->max_unread_bytes = 8u << 20;
    cfg->max_unread_bytes_total = 64u << 20;
    cfg->cache_max_bytes = 256u << 20;
    cfg->default_hdl = HS_HDL_VHDL;
    cfg->hdl_enabled[HS_HDL_VHDL] = cfg->hdl_enabled[HS_HDL_VERILOG] = true;
    cfg->log_level = 2;
}

/* Turns a libyaml parser error into "... at line N". */
static int yaml_syntax_error(yaml_parser_t *p, hs_diag *d)
{
    int line = (int)p->problem_mark.line + 1;
    hs_fail(d, HS_E_CONFIG, "YAML syntax error: %s%s%s at line %d",
            p->problem ? p->problem : "invalid document", p->context ? " " : "",
            p->context ? p->context : "", line);
    if (d)
        d->line = line;
    return HS_E_CONFIG;
}

/* Applies a parsed document over cfg (which may then be partly modified). */
static int apply_document(yaml_document_t *doc, hs_config *cfg, hs_diag *d)
{
    cfg_ctx c = {doc, d};
    yaml_node_t *root = yaml_document_get_root_node(doc);
    if (!root)
        return 0; /* an empty file: all defaults */
    if (root->type == YAML_SCALAR_NODE && scalar_text(root)[0] == 0)
        return 0;
    return for_each_pair(&c, cfg, root, "", pair_top);
}

/* Parses text over a copy of base; cfg receives the result only on success. */
static int load_over(hs_config *cfg, const hs_config *base, const char *text, const char *source,
                     hs_diag *d)
{
    yaml_parser_t parser;
    yaml_document_t doc;
    hs_config *tmp = malloc(sizeof(*tmp));
    hs_diag local;
    int rc;
    if (!d)
        d = &local;
    hs_diag_clear(d);
    if (!tmp || hs_config_copy(tmp, base) != 0) {
        free(tmp);
        return hs_fail(d, HS_E_NOMEM, "out of memory loading configuration");
    }
    size_t len = strlen(text);
    if ((rc = hs_yaml_guard(text, len, CFG_MAX_FILE, HS_YAML_MAX_DEPTH, d)) != 0) {
        d->code = HS_E_CONFIG; /* a configuration's errors are configuration errors */
        hs_config_free(tmp);
        free(tmp);
        return HS_E_CONFIG;
    }
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    if (!yaml_parser_load(&parser, &doc)) {
        rc = yaml_syntax_error(&parser, d);
    } else {
        rc = apply_document(&doc, tmp, d);
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    if (rc == 0) {
        snprintf(tmp->source, sizeof(tmp->source), "%s", source ? source : "(text)");
        hs_config_free(cfg);
        *cfg = *tmp;
    } else {
        hs_config_free(tmp);
    }
    free(tmp);
    return rc;
}

/* The embedded default: the one configuration that must always load. */
int hs_config_default(hs_config *cfg, hs_diag *d)
{
    hs_config *base = malloc(sizeof(*base));
    int rc;
    if (!base)
        return hs_fail(d, HS_E_NOMEM, "out of memory loading configuration");
    builtin_defaults(base);
    memset(cfg, 0, sizeof(*cfg));
    rc = load_over(cfg, base, hs_default_config_yaml, "embedded default", d);
    free(base);
    return rc;
}

/* A user's file or text, read on top of the embedded default. */
int hs_config_load_text(hs_config *cfg, const char *text, const char *source, hs_diag *d)
{
    hs_config *base = malloc(sizeof(*base));
    int rc;
    if (!base)
        return hs_fail(d, HS_E_NOMEM, "out of memory loading configuration");
    rc = hs_config_default(base, d);
    if (rc == 0)
        rc = load_over(cfg, base, text, source, d);
    hs_config_free(base);
    free(base);
    return rc;
}

/* Reads the whole file (bounded) and loads it. */
int hs_config_load_file(hs_config *cfg, const char *path, hs_diag *d)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    size_t n;
    int rc;
    if (!f)
        return hs_fail(d, HS_E_CONFIG, "cannot open configuration '%s': %s", path, strerror(errno));
    buf = malloc(CFG_MAX_FILE + 1);
    if (!buf) {
        fclose(f);
        return hs_fail(d, HS_E_NOMEM, "out of memory reading '%s'", path);
    }
    n = fread(buf, 1, CFG_MAX_FILE + 1, f);
    fclose(f);
    if (n > CFG_MAX_FILE) {
        free(buf);
        return hs_fail(d, HS_E_CONFIG, "configuration '%s' is larger than %u bytes", path,
                       CFG_MAX_FILE);
    }
    buf[n] = 0;
    rc = hs_config_load_text(cfg, buf, path, d);
    free(buf);
    return rc;
}

/* ------------------------------------------------------------------ ownership */

/* Frees the argv strings; the struct itself belongs to the caller. */
void hs_config_free(hs_config *cfg)
{
    if (!cfg)
        return;
    for (int i = 0; i < cfg->n_external; i++)
        external_free(&cfg->external[i]);
    cfg->n_external = 0;
}

/* Deep copy so a reload can build a new configuration while the old one serves. */
int hs_config_copy(hs_config *dst, const hs_config *src)
{
    if (dst == src)
        return 0;
    *dst = *src;
    for (int i = 0; i < src->n_external; i++) {
        for (int j = 0; j < src->external[i].argc; j++) {
            dst->external[i].argv[j] = strdup(src->external[i].argv[j]);
            if (!dst->external[i].argv[j]) {
                dst->external[i].argc = j;
                dst->n_external = i + 1;
                hs_config_free(dst);
                return HS_E_NOMEM;
            }
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ queries */

/* Names differing only in case are one signal (as the type system compares them).
 * Asked for every extra signal of every generated unit: first letters that differ
 * in more than the case bit (0x20, the only bit a letter's two cases differ in)
 * cannot be one name, so most names are passed over without calling strcasecmp. */
const hs_signal_cfg *hs_config_signal(const hs_config *cfg, const char *signal)
{
    for (int i = 0; cfg && i < cfg->n_signals; i++) {
        const char *name = cfg->signals[i].name;
        if (((unsigned char)name[0] ^ (unsigned char)signal[0]) & ~0x20u)
            continue;
        if (strcasecmp(name, signal) == 0)
            return &cfg->signals[i];
    }
    return NULL;
}

/* Whether name is prefix alone or prefix followed by digits (tag, tag0, tag12). */
static bool numbered(const char *name, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n) != 0)
        return false;
    for (const char *p = name + n; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

hs_merge hs_profile_dynamatic_merge(const char *signal)
{
    if (strcmp(signal, "spec") == 0)
        return HS_MERGE_OR;
    if (numbered(signal, "tag") || numbered(signal, "extra"))
        return HS_MERGE_EQUAL;
    return HS_MERGE_UNSET;
}

/* What verification and generators ask when a unit joins several tokens. */
hs_merge hs_config_merge(const hs_config *cfg, const char *signal)
{
    const hs_signal_cfg *s = hs_config_signal(cfg, signal);
    if (s && s->merge != HS_MERGE_UNSET)
        return s->merge;
    if (cfg && cfg->profile == HS_PROFILE_DYNAMATIC)
        return hs_profile_dynamatic_merge(signal);
    return HS_MERGE_UNSET;
}

/* The client's --merge SIGNAL=POLICY, on top of whatever was loaded. */
int hs_config_set_merge(hs_config *cfg, const char *signal, hs_merge m, hs_diag *d)
{
    hs_signal_cfg *s = (hs_signal_cfg *)hs_config_signal(cfg, signal);
    int rc;
    if (s) {
        s->merge = m;
        return 0;
    }
    if ((rc = hs_check_signal_name(signal, d)) != 0)
        return rc;
    if (cfg->n_signals >= HS_CFG_MAX_SIGNALS)
        return hs_fail(d, HS_E_LIMIT, "too many signals (max %d)", HS_CFG_MAX_SIGNALS);
    s = &cfg->signals[cfg->n_signals++];
    memset(s, 0, sizeof(*s));
    snprintf(s->name, sizeof(s->name), "%s", signal);
    s->merge = m;
    return 0;
}

/* Units routed to an external generator, by exact or "handshake."-less name. Without
 * any, the name is not read (a circuit's check asks for each of its units, whose names
 * lie scattered through the netlist's pool). */
const hs_external_cfg *hs_config_external(const hs_config *cfg, const char *unit)
{
    if (!cfg || cfg->n_external == 0)
        return NULL;
    const char *bare = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    for (int i = 0; cfg && i < cfg->n_external; i++) {
        const char *u = cfg->external[i].unit;
        const char *ub = strncmp(u, "handshake.", 10) == 0 ? u + 10 : u;
        if (strcmp(ub, bare) == 0)
            return &cfg->external[i];
    }
    return NULL;
}

static const char *const merge_names[] = {"unset", "or", "and", "first", "equal"};

/* Policy names for messages and --print-config. */
const char *hs_merge_name(hs_merge m)
{
    return (unsigned)m < 5 ? merge_names[m] : "unset";
}

/* Accepts the four policies a configuration may name ("unset" is not one). */
int hs_merge_parse(const char *s, hs_merge *out)
{
    for (int i = 1; i < 5; i++)
        if (s && strcmp(s, merge_names[i]) == 0)
            return (*out = (hs_merge)i), 0;
    return HS_E_PARAM;
}

/* HDL names as the protocol and configuration write them. */
const char *hs_hdl_name(hs_hdl h)
{
    return h == HS_HDL_VERILOG ? "verilog" : "vhdl";
}

/* Accepts exactly "vhdl" and "verilog". */
int hs_hdl_parse(const char *s, hs_hdl *out)
{
    if (s && strcmp(s, "vhdl") == 0)
        return (*out = HS_HDL_VHDL), 0;
    if (s && strcmp(s, "verilog") == 0)
        return (*out = HS_HDL_VERILOG), 0;
    return HS_E_BACKEND;
}
