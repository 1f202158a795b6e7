/* Configuration: one struct for the daemon and the in-process client.
 *
 * The embedded default is the text of config/hsgend.yaml, parsed by the same
 * loader as any file, so the two cannot drift. */
#ifndef HS_CONFIG_H
#define HS_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_diag.h"
#include "hs_type.h"

typedef enum {
    HS_MERGE_UNSET = 0,
    HS_MERGE_OR,
    HS_MERGE_AND,
    HS_MERGE_FIRST,
    HS_MERGE_EQUAL
} hs_merge;

typedef enum { HS_HDL_VHDL = 0, HS_HDL_VERILOG = 1, HS_HDL_COUNT } hs_hdl;

#define HS_CFG_MAX_SIGNALS 128 /* room for a policy on each of a type's 64 signals and more */
#define HS_CFG_MAX_LISTEN 8
#define HS_CFG_MAX_EXTERNAL 32
#define HS_CFG_MAX_ARGV 32

typedef struct {
    char name[HS_NAME_MAX];
    hs_merge merge;
    bool has_source;
    uint64_t source; /* value a source gives this signal */
    bool has_sink;
    uint64_t sink; /* upstream value a sink gives this signal */
} hs_signal_cfg;

typedef struct {
    char unit[64]; /* "handshake.addf" */
    int argc;
    char *argv[HS_CFG_MAX_ARGV]; /* owned; placeholders {name} {output} {hdl} {unit} ... */
    unsigned timeout_ms;
    unsigned max_output_bytes;
    bool allow_shell; /* allow_shell: true: argv may start with a shell and -c */
} hs_external_cfg;

/* `profile:` the merge policies of signals the `signals:` section leaves unset.
 * dynamatic: Dynamatic's extra signals, by name: spec ORed (as Dynamatic's
 * generators forward it), tag, tagN, extra and extraN equal (the tokens a unit joins
 * carry one value; the output takes the first). none: every signal a unit joins
 * needs its policy in `signals:`. */
typedef enum { HS_PROFILE_NONE = 0, HS_PROFILE_DYNAMATIC } hs_profile;

/* The policy the dynamatic profile gives a signal name, HS_MERGE_UNSET for a name
 * outside it. */
hs_merge hs_profile_dynamatic_merge(const char *signal);

typedef struct hs_config {
    char source[256]; /* "embedded default" or the file path */

    int n_listen;
    char listen[HS_CFG_MAX_LISTEN][256]; /* "unix:PATH" or "tcp:HOST:PORT", ${VAR} expanded */

    uint64_t max_message_bytes;
    unsigned max_connections;
    unsigned idle_timeout_s;
    unsigned message_timeout_s;      /* a started message must be complete within this (0: never) */
    uint64_t max_response_bytes;     /* one response (a batch's array counts as one) */
    unsigned listen_backlog;         /* listen(2) backlog; 0: the system's maximum */
    uint64_t max_unread_bytes;       /* answers a connection has not read yet (error 1025 past) */
    uint64_t max_unread_bytes_total; /* the same over every connection */
    uint64_t cache_max_bytes;

    hs_hdl default_hdl;
    bool hdl_enabled[HS_HDL_COUNT];

    int n_signals;
    hs_signal_cfg signals[HS_CFG_MAX_SIGNALS];
    hs_profile profile; /* merge policies of the signals `signals` leaves unset */

    int n_external;
    hs_external_cfg external[HS_CFG_MAX_EXTERNAL];

    bool admin_allow_tcp;
    int log_level; /* 0 error, 1 warn, 2 info, 3 debug */
} hs_config;

/* The text of config/hsgend.yaml, built in. */
extern const char hs_default_config_yaml[];

/* Fills cfg with the embedded default. Never fails on a correct build. */
int hs_config_default(hs_config *cfg, hs_diag *d);
/* Loads YAML text / a file; errors name the key and its line. cfg is untouched on error. */
int hs_config_load_text(hs_config *cfg, const char *text, const char *source, hs_diag *d);
int hs_config_load_file(hs_config *cfg, const char *path, hs_diag *d);
/* Checks YAML text before libyaml reads it: at most max_bytes, and '[' / '{'
 * nested at most max_depth deep (libyaml's time grows with the square of that
 * depth). Returns 0, or HS_E_LIMIT with d naming the limit and, for the
 * nesting, its line and column. */
int hs_yaml_guard(const char *text, size_t len, size_t max_bytes, int max_depth, hs_diag *d);
/* The bounds configurations and batch manifests are read with. */
#define HS_YAML_MAX_BYTES (4u << 20)
#define HS_YAML_MAX_DEPTH 64
/* Releases what a loaded configuration owns (external argv strings). */
void hs_config_free(hs_config *cfg);
/* Checks a "unix:PATH" / "tcp:HOST:PORT" listen address as the configuration's
 * `listen` list does (hsgend --listen uses it too). Returns 0 or HS_E_CONFIG
 * with d saying what is wrong. */
int hs_config_check_listen(const char *spec, hs_diag *d);
/* Deep copy (external argv duplicated). */
int hs_config_copy(hs_config *dst, const hs_config *src);

/* Merge policy of a signal: its `signals:` entry, else the profile's; HS_MERGE_UNSET
 * when neither has one. */
hs_merge hs_config_merge(const hs_config *cfg, const char *signal);
/* Sets (or adds) one merge policy, for the client's --merge SIGNAL=POLICY. */
int hs_config_set_merge(hs_config *cfg, const char *signal, hs_merge m, hs_diag *d);
const hs_signal_cfg *hs_config_signal(const hs_config *cfg, const char *signal);
const hs_external_cfg *hs_config_external(const hs_config *cfg, const char *unit);

const char *hs_merge_name(hs_merge m);
int hs_merge_parse(const char *s, hs_merge *out);
const char *hs_hdl_name(hs_hdl h);
int hs_hdl_parse(const char *s, hs_hdl *out);

#endif
