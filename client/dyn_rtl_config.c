/* `hsgen dynamatic --rtl-config vhdl|verilog`: one file for a Dynamatic user. Prints
 * Dynamatic's own RTL configuration (built in from data/dynamatic, see its NOTICE)
 * with the generator command of every entry hsgen can generate rewritten to call
 * this hsgen (the LSQ's to `hsgen dynamatic-lsq`), and everything else (parameters, constraints,
 * dependencies, io maps, the entries hsgen does not generate) kept as Dynamatic needs it;
 * speculation v2's entries, which Dynamatic's current configurations lack, are added. */
#include <limits.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "dyn_types.h"

extern const char hs_dyn_rtl_config_vhdl[];
extern const char hs_dyn_rtl_config_verilog_beta[];

/* Support files that only Dynamatic's floating-point cores need: an entry hsgen
 * generates no longer depends on them. */
static const char *const vendor_deps[] = {"flopoco_ip_cores", "vivado_ip_wrappers", NULL};

/* s as one POSIX shell word: in single quotes, each ' written as '\'' (close,
 * escaped quote, reopen). Appends to buf at *len; -1 when it does not fit. */
static int shell_word(const char *s, char *buf, size_t cap, size_t *len)
{
    size_t n = *len;
    if (n + 1 >= cap)
        return -1;
    buf[n++] = '\'';
    for (; *s; s++) {
        const char *piece = *s == '\'' ? "'\\''" : NULL;
        size_t k = piece ? 4 : 1;
        if (n + k + 2 >= cap)
            return -1;
        if (piece)
            memcpy(buf + n, piece, k);
        else
            buf[n] = *s;
        n += k;
    }
    buf[n++] = '\'';
    buf[n] = '\0';
    *len = n;
    return 0;
}

/* The command that runs this very executable (its absolute path, never a name
 * looked up on PATH), quoted for a POSIX shell (Dynamatic runs generator
 * commands with std::system), with this invocation's --socket or --connect: a
 * daemon named up front is reached without reading any configuration, the
 * fastest path for a process per unit. Returns 0, or -1 with the error printed. */
static int self_command(const cli_globals *g, char *buf, size_t cap)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    size_t len = 0;
    if (n <= 0 || (size_t)n >= sizeof(exe) - 1) {
        cli_error("dynamatic: cannot tell the path of this executable (/proc/self/exe)");
        return -1;
    }
    exe[n] = '\0';
    const char *opt = g->connect ? " --connect " : g->socket_path ? " --socket " : NULL;
    if (shell_word(exe, buf, cap, &len) != 0)
        goto too_long;
    if (opt) {
        size_t k = strlen(opt);
        if (len + k >= cap)
            goto too_long;
        memcpy(buf + len, opt, k + 1);
        len += k;
        if (shell_word(g->connect ? g->connect : g->socket_path, buf, cap, &len) != 0)
            goto too_long;
    }
    return 0;
too_long:
    cli_error("dynamatic: the command for this executable is longer than %zu bytes", cap);
    return -1;
}

/* Drops the vendor dependencies of an entry hsgen now generates. */
static void drop_vendor_deps(json_t *entry)
{
    json_t *deps = json_object_get(entry, "dependencies");
    for (size_t i = json_array_size(deps); i-- > 0;)
        for (const char *const *v = vendor_deps; *v; v++)
            if (json_is_string(json_array_get(deps, i)) &&
                !strcmp(json_string_value(json_array_get(deps, i)), *v)) {
                json_array_remove(deps, i);
                break;
            }
    if (deps && json_array_size(deps) == 0)
        json_object_del(entry, "dependencies");
}

/* Rewrites one entry's generator when it runs Dynamatic's unit generator (the
 * prefix `re` matches) on a type hsgen knows. Returns 1 when rewritten. */
static int rewrite_entry(json_t *entry, const regex_t *re, const char *self, const hs_config *cfg)
{
    const char *gen = json_string_value(json_object_get(entry, "generator"));
    regmatch_t m[1];
    if (!gen || regexec(re, gen, 1, m, 0) != 0)
        return 0;
    const char *t = strstr(gen, " -t ");
    char type[64];
    if (!t || sscanf(t + 4, "%63s", type) != 1 || !dyn_type_known(type, cfg))
        return 0;
    size_t len = strlen(self) + strlen(" dynamatic") + strlen(gen + m[0].rm_eo) + 1;
    char *cmd = malloc(len);
    if (!cmd)
        return 0;
    snprintf(cmd, len, "%s dynamatic%s", self, gen + m[0].rm_eo);
    json_object_set_new(entry, "generator", json_string(cmd));
    free(cmd);
    drop_vendor_deps(entry);
    return 1;
}

/* Whether an entry runs one of Dynamatic's LSQ generators (the Python one,
 * lsq-generator.py, or the Chisel one, lsq-generator.jar). */
static bool lsq_entry(const json_t *entry)
{
    const char *name = json_string_value(json_object_get(entry, "name"));
    const char *gen = json_string_value(json_object_get(entry, "generator"));
    return name && gen && !strcmp(name, "handshake.lsq") && strstr(gen, "lsq-generator");
}

/* An entry's HDL as Dynamatic reads it: its `hdl`, and VHDL when it has none (its
 * RTL component's default). That decides what Dynamatic does with the entry itself
 * (a generic file's extension, how a VHDL top level instantiates it); a generator
 * command writes what its own output says, so the 24 entries of Dynamatic's
 * Verilog configuration without `hdl` keep it missing and their commands, like
 * Dynamatic's generator, write `.v` files (Verilog). */
static const char *entry_hdl(const json_t *entry)
{
    const char *hdl = json_string_value(json_object_get(entry, "hdl"));
    return hdl && !strcmp(hdl, "verilog") ? "verilog" : "vhdl";
}

/* Points an LSQ entry at `hsgen dynamatic-lsq`, which reads the JSON file the entry
 * has Dynamatic write (use-json-config) and writes the entry's HDL (entry_hdl).
 * Returns 1 when rewritten. */
static int rewrite_lsq(json_t *entry, const char *self)
{
    const char *cfg = json_string_value(json_object_get(entry, "use-json-config"));
    if (!lsq_entry(entry) || !cfg || strchr(cfg, '"') || !hs_catalog_find("handshake.lsq"))
        return 0;
    char *cmd = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&cmd, &len);
    if (!f)
        return 0;
    fprintf(f, "%s dynamatic-lsq -o \"$OUTPUT_DIR\" -c \"%s\" --hdl %s", self, cfg,
            entry_hdl(entry));
    if (fclose(f) != 0) {
        free(cmd);
        return 0;
    }
    json_object_set_new(entry, "generator", json_string(cmd));
    free(cmd);
    return 1;
}

/* Speculation v2's units: Dynamatic's configuration of 2025-07 (its
 * rtl-config-vhdl-beta.json) had an entry for each, run by its unit generator with
 * these arguments; its current configurations have none (its tree no longer
 * generates them), so a Dynamatic that still emits them would find no generator.
 * hsgen generates them in both HDLs. (That configuration's spec_v2_interpolator
 * is no catalog unit: it stays out.) */
static const struct {
    const char *name, *type, *args;
    const char *param; /* a parameter the entry declares (unsigned), or NULL */
} spec_v2_entries[] = {
    {"handshake.passer", "passer", " -p bitwidth=$BITWIDTH", NULL},
    {"handshake.spec_v2_resolver", "spec_v2_resolver", "", NULL},
    {"handshake.spec_v2_repeating_init", "spec_v2_repeating_init", " -p init_token=$INIT_TOKEN",
     "INIT_TOKEN"},
};

/* Whether the configuration has an entry named name. */
static bool has_entry(const json_t *cfg, const char *name)
{
    size_t i;
    json_t *e;
    json_array_foreach(cfg, i, e)
    {
        const char *n = json_string_value(json_object_get(e, "name"));
        if (n && !strcmp(n, name))
            return true;
    }
    return false;
}

/* Appends the speculation v2 entries the configuration lacks, each calling this
 * hsgen; returns how many. */
static size_t add_spec_v2(json_t *cfg, const char *self, bool verilog, const hs_config *hc)
{
    size_t added = 0;
    for (size_t i = 0; i < sizeof(spec_v2_entries) / sizeof(spec_v2_entries[0]); i++) {
        if (has_entry(cfg, spec_v2_entries[i].name) || !dyn_type_known(spec_v2_entries[i].type, hc))
            continue;
        char *cmd = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&cmd, &len);
        if (!f)
            break;
        fprintf(f, "%s dynamatic -n $MODULE_NAME -o $OUTPUT_DIR/$MODULE_NAME.%s -t %s%s", self,
                verilog ? "v" : "vhd", spec_v2_entries[i].type, spec_v2_entries[i].args);
        if (fclose(f) != 0) {
            free(cmd);
            break;
        }
        json_t *e = json_pack("{s:s}", "name", spec_v2_entries[i].name);
        if (spec_v2_entries[i].param)
            json_object_set_new(
                e, "parameters",
                json_pack("[{s:s, s:s}]", "name", spec_v2_entries[i].param, "type", "unsigned"));
        json_object_set_new(e, "generator", json_string(cmd));
        if (verilog)
            json_object_set_new(e, "hdl", json_string("verilog"));
        free(cmd);
        json_array_append_new(cfg, e);
        added++;
    }
    return added;
}

/* Prints the rewritten configuration on stdout and a count on stderr. */
int dyn_print_rtl_config(cli_globals *g, const char *which)
{
    const char *text = !strcmp(which, "vhdl")      ? hs_dyn_rtl_config_vhdl
                       : !strcmp(which, "verilog") ? hs_dyn_rtl_config_verilog_beta
                                                   : NULL;
    if (!text) {
        cli_error("dynamatic: --rtl-config must be vhdl or verilog, got '%s'", which);
        return CLI_USAGE;
    }
    json_error_t err;
    json_t *cfg = json_loads(text, 0, &err);
    if (!json_is_array(cfg)) {
        cli_error("dynamatic: built-in RTL configuration unreadable: %s", err.text);
        json_decref(cfg);
        return CLI_REJECTED;
    }
    regex_t re;
    if (regcomp(&re,
                "^python \\$DYNAMATIC/(experimental/)?tools/unit-generators/[a-z]+/"
                "[a-z]+-unit-generator\\.py",
                REG_EXTENDED) != 0) {
        json_decref(cfg);
        return CLI_REJECTED;
    }
    char self[8 * PATH_MAX];
    if (self_command(g, self, sizeof(self)) != 0) {
        json_decref(cfg);
        regfree(&re);
        return CLI_REJECTED;
    }
    if (cli_config_ensure(g) != 0) {
        json_decref(cfg);
        regfree(&re);
        return CLI_USAGE;
    }
    size_t i, rewritten = 0, backed = 0;
    json_t *entry;
    json_array_foreach(cfg, i, entry)
    {
        const char *gen = json_string_value(json_object_get(entry, "generator"));
        if (gen && (regexec(&re, gen, 0, NULL, 0) == 0 || lsq_entry(entry)))
            backed++;
        rewritten += (size_t)rewrite_entry(entry, &re, self, &g->cfg);
        rewritten += (size_t)rewrite_lsq(entry, self);
    }
    regfree(&re);
    size_t added = add_spec_v2(cfg, self, !strcmp(which, "verilog"), &g->cfg);
    rewritten += added;
    backed += added;
    char *out = json_dumps(cfg, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(cfg);
    if (!out)
        return CLI_REJECTED;
    fputs(out, stdout);
    fputc('\n', stdout);
    free(out);
    fprintf(stderr,
            "hsgen: %zu of the %zu generator-backed entries call hsgen; the others keep "
            "Dynamatic's generator\n",
            rewritten, backed);
    return CLI_OK;
}
