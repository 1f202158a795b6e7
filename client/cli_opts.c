/* The client's option table (cli_opts.h): the parsers, `hsgen help --options`, and
 * through it the completions, all read these rows. */
#include <string.h>

#include "cli_opts.h"

static const cli_opt rows[] = {
    /* global options, before the command */
    {"", "socket", 0, "PATH", 's'},
    {"", "connect", 0, "HOST:PORT", 'c'},
    {"", "local", 0, NULL, 'l'},
    {"", "config", 0, "FILE", 'C'},
    {"", "merge", 0, "SIGNAL=POLICY", 'm'},
    {"", "verbose", 'v', NULL, 'v'},
    {"", "version", 0, NULL, 'V'},
    {"", "help", 'h', NULL, 'h'},
    /* generate (verify parses with the same table and refuses --hdl and -o) */
    {"generate", "hdl", 0, "vhdl|verilog", 'H'},
    {"generate", "name", 0, "NAME", 'n'},
    {"generate", "param", 'p', "KEY=VALUE", 'p'},
    {"generate", "extra", 0, "SIGNAL", 'x'},
    {"generate", "port", 0, "NAME=TYPE", 'P'},
    {"generate", "output", 'o', "FILE|DIR", 'o'},
    {"verify", "port", 0, "NAME=TYPE", 'P'},
    {"verify", "param", 'p', "KEY=VALUE", 'p'},
    {"verify", "extra", 0, "SIGNAL", 'x'},
    {"units", "json", 0, NULL, 'j'},
    /* circuit and spec-tags share one parser */
    {"circuit", "top", 0, "NAME", 'T'},
    {"circuit", "buffer-cycles", 0, NULL, 'B'},
    {"circuit", "hdl", 0, "vhdl|verilog", 'H'},
    {"circuit", "spec-tags", 0, NULL, 's'},
    {"circuit", "speculator", 0, "NAME", 'S'},
    {"circuit", "output", 'o', "DIR", 'o'},
    {"circuit", "netlist", 0, NULL, 'N'},
    {"circuit", "quiet", 'q', NULL, 'q'},
    {"spec-tags", "top", 0, "NAME", 'T'},
    {"spec-tags", "buffer-cycles", 0, NULL, 'B'},
    {"spec-tags", "speculator", 0, "NAME", 'S'},
    {"spec-tags", "output", 'o', "FILE", 'o'},
    {"simulate", "arg", 0, "NAME=VALUE[,VALUE...]", 'a'},
    {"simulate", "sim", 0, "ghdl|icarus|verilator", 's'},
    {"simulate", "vcd", 0, "FILE", 'v'},
    {"simulate", "dir", 0, "DIR", 'd'},
    {"simulate", "top", 0, "NAME", 't'},
    {"simulate", "buffer-cycles", 0, NULL, 'b'},
    {"simulate", "max-cycles", 0, "N", 'm'},
    {"simulate", "mem", 0, "MEMREF=FILE", 'M'},
    {"simulate", "stall", 0, "SEED", 'S'},
    {"simulate", "force", 0, NULL, 'f'},
    {"simulate", "c", 0, "KERNEL.c", 'C'},
    {"draw", "output", 'o', "FILE", 'o'},
    {"draw", "format", 0, "dot|svg|png", 'f'},
    {"draw", "top", 0, "NAME", 'T'},
    {"draw", "buffer-cycles", 0, NULL, 'B'},
    {"draw", "spec-tags", 0, NULL, 's'},
    {"draw", "speculator", 0, "NAME", 'S'},
    /* dynamatic-lsq parses as Dynamatic's lsq-generator.py (argparse), from these rows */
    {"dynamatic-lsq", "output-dir", 'o', "DIR", 'o'},
    {"dynamatic-lsq", "config-file", 'c', "CONFIG.json", 'c'},
    {"dynamatic-lsq", "hdl", 0, "vhdl|verilog", 'H'},
    {"lsp", "stdio", 0, NULL, 's'},
    {"lsp", "max-file-size", 0, "BYTES", 'm'},
    {"batch", "output", 'o', "DIR", 'o'},
    {"batch", "jobs", 'j', "N", 'j'},
    {"batch", "quiet", 'q', NULL, 'q'},
    /* dynamatic parses as Dynamatic's generator does (argparse), from these rows */
    {"dynamatic", "name", 'n', "NAME", 'n'},
    {"dynamatic", "output", 'o', "FILE", 'o'},
    {"dynamatic", "type", 't', "TYPE", 't'},
    {"dynamatic", "parameters", 'p', "KEY=VALUE ...", 'p'},
    {"dynamatic", "hdl", 0, "vhdl|verilog", 'H'},
    {"dynamatic", "rtl-config", 0, "vhdl|verilog", 'R'},
    {"help", "options", 0, NULL, 'O'},
};

#define N_ROWS (sizeof(rows) / sizeof(rows[0]))

void cli_getopt_table(const char *cmd, struct option *out, char *shorts)
{
    int n = 0;
    size_t k = 0;
    shorts[k++] = ':';
    for (size_t i = 0; i < N_ROWS && n < CLI_OPTS_MAX; i++) {
        if (strcmp(rows[i].cmd, cmd) != 0)
            continue;
        if (rows[i].name)
            out[n++] = (struct option){rows[i].name, rows[i].arg ? required_argument : no_argument,
                                       NULL, rows[i].val};
        if (rows[i].short_name) {
            shorts[k++] = rows[i].short_name;
            if (rows[i].arg)
                shorts[k++] = ':';
        }
    }
    out[n] = (struct option){NULL, 0, NULL, 0};
    shorts[k] = '\0';
}

const cli_opt *cli_opt_find(const char *cmd, const char *word)
{
    for (size_t i = 0; i < N_ROWS; i++) {
        if (strcmp(rows[i].cmd, cmd) != 0)
            continue;
        if (word[0] == '-' && word[1] == '-' && rows[i].name && !strcmp(word + 2, rows[i].name))
            return &rows[i];
        if (word[0] == '-' && word[1] && !word[2] && word[1] == rows[i].short_name)
            return &rows[i];
    }
    return NULL;
}

/* The rows of one command (cmd "" for the global options). */
static void print_command(FILE *f, const char *cmd)
{
    int n = 0;
    for (size_t i = 0; i < N_ROWS; i++) {
        if (strcmp(rows[i].cmd, cmd) != 0)
            continue;
        const cli_opt *o = &rows[i];
        fprintf(f, "%s\t", cmd);
        if (o->short_name)
            fprintf(f, "-%c%s", o->short_name, o->name ? " " : "");
        if (o->name)
            fprintf(f, "--%s", o->name);
        fprintf(f, "\t%s\n", o->arg ? o->arg : "");
        n++;
    }
    if (n == 0 && cmd[0])
        fprintf(f, "%s\n", cmd);
}

int cli_print_options(FILE *f, const char *only, const char *const *commands, int n_commands)
{
    if (only) {
        for (int i = 0; i < n_commands; i++)
            if (!strcmp(commands[i], only)) {
                print_command(f, only);
                return 0;
            }
        return -1;
    }
    print_command(f, "");
    for (int i = 0; i < n_commands; i++)
        print_command(f, commands[i]);
    return 0;
}
