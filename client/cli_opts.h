/* The one table of the client's options: every command's parser takes its getopt
 * options from it, `hsgen help --options` prints it, and the completions (bash, zsh,
 * fish) read that print; the help texts and the man page are checked against it
 * (test cli.consistency). A new option is added here, with the command's name. */
#ifndef HS_CLI_OPTS_H
#define HS_CLI_OPTS_H

#include <getopt.h>
#include <stdio.h>

typedef struct {
    const char *cmd;  /* the command; "" for the global options */
    const char *name; /* the long name, without "--"; NULL: a short option only */
    char short_name;  /* the one-letter form, 0 when none */
    const char *arg;  /* the value's placeholder (FILE, vhdl|verilog...); NULL: a flag */
    int val;          /* what getopt_long returns for it */
} cli_opt;

/* At most this many options per command (the getopt table has one more, the end). */
#define CLI_OPTS_MAX 24

/* The getopt_long table of `cmd` (out has CLI_OPTS_MAX + 1 entries) and its short
 * option string ("" + ':' first, then each short letter, ':' after one that takes a
 * value; shorts holds 3 * CLI_OPTS_MAX + 2). */
void cli_getopt_table(const char *cmd, struct option *out, char *shorts);

/* The option of `cmd` spelled `word` ("--name", "-n"); NULL when it has none. */
const cli_opt *cli_opt_find(const char *cmd, const char *word);

/* `hsgen help --options [COMMAND]`: one line per option, "COMMAND\tSPELLINGS\tARG"
 * (SPELLINGS like "-o --output", ARG empty for a flag; COMMAND empty for the global
 * options), and "COMMAND" alone for a command without options. `commands` lists
 * the command names in order. Returns 0, or -1 when `only` is not a command. */
int cli_print_options(FILE *f, const char *only, const char *const *commands, int n_commands);

#endif
