/* --print-config: the configuration in force, in the format it was read from. */
#include <inttypes.h>
#include <stdio.h>

#include "server.h"

/* The signals section as the loader would read it back. */
/* A YAML double-quoted scalar, so arguments with quotes or backslashes read back. */
static void print_quoted(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void print_signals(FILE *f, const hs_config *cfg)
{
    fprintf(f, "signals:%s\n", cfg->n_signals ? "" : " {}");
    for (int i = 0; i < cfg->n_signals; i++) {
        const hs_signal_cfg *s = &cfg->signals[i];
        fprintf(f, "  %s: {", s->name);
        if (s->merge)
            fprintf(f, " merge: %s", hs_merge_name(s->merge));
        if (s->has_source)
            fprintf(f, "%s source: %" PRIu64, s->merge ? "," : "", s->source);
        if (s->has_sink)
            fprintf(f, "%s sink: %" PRIu64, s->merge || s->has_source ? "," : "", s->sink);
        fprintf(f, " }\n");
    }
}

/* The units section with defaults made explicit. */
static void print_units(FILE *f, const hs_config *cfg)
{
    fprintf(f, "units:%s\n", cfg->n_external ? "" : " {}");
    for (int i = 0; i < cfg->n_external; i++) {
        const hs_external_cfg *e = &cfg->external[i];
        fprintf(f, "  %s:\n    external: [", e->unit);
        for (int j = 0; j < e->argc; j++) {
            fputs(j ? ", " : "", f);
            print_quoted(f, e->argv[j]);
        }
        fprintf(f, "]\n    timeout_ms: %u\n    max_output_bytes: %u\n", e->timeout_ms,
                e->max_output_bytes);
    }
}

/* --print-config: the effective configuration, in the file's own format. */
void hsd_config_print(FILE *f, const hs_config *cfg)
{
    static const char *levels[] = {"error", "warn", "info", "debug"};
    fprintf(f, "# source: %s\nlisten:\n", cfg->source);
    for (int i = 0; i < cfg->n_listen; i++) {
        fputs("  - ", f);
        print_quoted(f, cfg->listen[i]);
        fputc('\n', f);
    }
    fprintf(f,
            "limits:\n  max_message_bytes: %" PRIu64 "\n  max_connections: %u\n"
            "  idle_timeout_s: %u\n  message_timeout_s: %u\n  max_response_bytes: %" PRIu64
            "\n  max_unread_bytes: %" PRIu64 "\n  max_unread_bytes_total: %" PRIu64
            "\n  listen_backlog: %u\n",
            cfg->max_message_bytes, cfg->max_connections, cfg->idle_timeout_s,
            cfg->message_timeout_s, cfg->max_response_bytes, cfg->max_unread_bytes,
            cfg->max_unread_bytes_total, cfg->listen_backlog);
    fprintf(f, "cache:\n  max_bytes: %" PRIu64 "\n", cfg->cache_max_bytes);
    fprintf(f, "backends:\n  default: %s\n  vhdl: { enabled: %s }\n  verilog: { enabled: %s }\n",
            hs_hdl_name(cfg->default_hdl), cfg->hdl_enabled[HS_HDL_VHDL] ? "true" : "false",
            cfg->hdl_enabled[HS_HDL_VERILOG] ? "true" : "false");
    print_signals(f, cfg);
    print_units(f, cfg);
    fprintf(f, "admin:\n  allow_tcp: %s\nlog:\n  level: %s\n",
            cfg->admin_allow_tcp ? "true" : "false", levels[cfg->log_level & 3]);
}
