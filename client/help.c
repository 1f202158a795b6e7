/* `hsgen help [COMMAND]` and `hsgen COMMAND --help`: one text per command, so every
 * command explains itself the same way, and the command list for "did you mean". */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_opts.h"

typedef struct {
    const char *name;
    const char *text; /* synopsis lines, then what it does */
} cmd_help;

static const cmd_help helps[] = {
    {"generate",
     "usage: hsgen generate UNIT [--hdl vhdl|verilog] [--name NAME] [-p KEY=VALUE]...\n"
     "                      [--extra 'spec: i1']... [--port NAME=TYPE]... [-o FILE|DIR]\n"
     "Verifies the unit and writes its HDL. Without -o the unit goes to standard output,\n"
     "after the support files it needs (the VHDL types package), so the stream analyses\n"
     "on its own. -o DIR writes every file there (the last directory level is created);\n"
     "-o FILE writes the unit there and its support files beside it.\n"
     "Give the parameters (-p, see `hsgen describe UNIT`) plus the extra signals of the\n"
     "first input (--extra), or every port's type (--port NAME=TYPE).\n"
     "example: hsgen generate addi -p bitwidth=32 --extra 'spec: i1' -o out/\n"},
    {"verify", "usage: hsgen verify UNIT (--port NAME=TYPE | -p KEY=VALUE | --extra SIG)...\n"
               "Checks a request against the unit's rule without generating: prints the canonical\n"
               "port types and the signature, or the one rule that fails (exit 1).\n"
               "example: hsgen verify addi --port 'lhs=!handshake.channel<i32>' "
               "--port 'rhs=!handshake.channel<i32>' --port 'result=!handshake.channel<i32>'\n"},
    {"units", "usage: hsgen units [--json]\n"
              "Lists every unit of the catalog with a one-line summary.\n"},
    {"describe", "usage: hsgen describe UNIT\n"
                 "The unit's parameters (range, default), ports and rule.\n"},
    {"type", "usage: hsgen type 'TYPE'\n"
             "Parses a Handshake type and prints its canonical form, e.g.\n"
             "hsgen type '!handshake.channel<i32, [tag: i8, spec: i1]>'\n"},
    {"circuit",
     "usage: hsgen circuit NETLIST.json|FILE.mlir [--top NAME] [--buffer-cycles]\n"
     "                     [--hdl vhdl|verilog] [--spec-tags] [--speculator NAME]\n"
     "                     (-o DIR | --netlist) [--quiet]\n"
     "Verifies and generates a whole circuit (a JSON netlist, or Dynamatic's handshake or\n"
     "hw MLIR): every distinct unit once, the top level, manifest.json, and the files in\n"
     "compile order (compile_order.txt, files.f); says what it wrote in one line\n"
     "(--quiet: nothing). --netlist prints the JSON netlist of an MLIR file instead.\n"},
    {"spec-tags",
     "usage: hsgen spec-tags NETLIST.json|FILE.mlir [--top NAME] [--buffer-cycles]\n"
     "                       [--speculator NAME] [-o FILE]\n"
     "Adds the spec signal to the speculative region of a circuit and prints the netlist.\n"},
    {"simulate",
     "usage: hsgen simulate NETLIST.json|FILE.mlir [--arg NAME=VALUE[,VALUE...]]... [--top "
     "NAME]\n"
     "                      [--sim ghdl|icarus|verilator] [--vcd FILE] [--dir DIR [--force]]\n"
     "                      [--max-cycles N] [--mem MEMREF=FILE] [--stall SEED]\n"
     "                      [--buffer-cycles] [--c KERNEL.c]\n"
     "Generates the circuit, runs it in a simulator with the given arguments, prints the\n"
     "results and the cycle count, and compares them with the netlist interpreter (with\n"
     "--c, with the C program the kernel was compiled from; docs/mlir.md).\n"
     "--stall SEED: each output is ready in a pseudo-random pattern from SEED (3 cycles\n"
     "in 4), the same in every simulator; 0 (the default): always ready.\n"
     "--dir DIR: a new or empty folder (--force: a non-empty one); files are created,\n"
     "never written through links.\n"},
    {"draw",
     "usage: hsgen draw NETLIST.json|FILE.mlir [-o FILE] [--format dot|svg|png] [--top NAME]\n"
     "                  [--buffer-cycles] [--spec-tags] [--speculator NAME]\n"
     "Draws the circuit as a Graphviz graph: units as nodes grouped by basic block,\n"
     "channels labelled with their type and extra signals, buffers and the speculative\n"
     "region marked. DOT on standard output or in FILE; svg and png (the default for a\n"
     "FILE ending in .svg or .png) run Graphviz's dot.\n"},
    {"batch", "usage: hsgen batch MANIFEST.yaml -o DIR [--jobs N] [--quiet]\n"
              "Generates every request of a YAML manifest (docs/batch.md), many in flight,\n"
              "keeping going past failures and listing them; no partial file is ever left.\n"
              "Its `signals:` block (merge policies) travels with every request, to the\n"
              "daemon too; a request may give its own, and --merge wins over both.\n"},
    {"dynamatic",
     "usage: hsgen dynamatic -n NAME -o FILE -t TYPE [-p KEY=VALUE ...] [--hdl vhdl|verilog]\n"
     "       hsgen dynamatic --rtl-config vhdl|verilog\n"
     "A drop-in for Dynamatic's unit generator, with its arguments (docs/dynamatic.md);\n"
     "--rtl-config prints Dynamatic's RTL configuration with every entry hsgen generates\n"
     "calling hsgen.\n"},
    {"lsp", "usage: hsgen lsp [--stdio] [--max-file-size BYTES]\n"
            "A language server (LSP 3.17) on standard input and output for .mlir files holding\n"
            "a handshake.func or an hw.module: diagnostics as you type, hover, completion,\n"
            "symbols, go-to-definition and the generated VHDL/Verilog of an op or a function\n"
            "(docs/editor.md). Files over --max-file-size (default 16 MiB) get one diagnostic.\n"
            "The text is read and checked in-process; Show VHDL/Verilog goes to hsgend when\n"
            "one answers (its cache), like every command.\n"},
    {"dynamatic-lsq",
     "usage: hsgen dynamatic-lsq -o DIR -c CONFIG.json [--hdl vhdl|verilog]\n"
     "A drop-in for Dynamatic's LSQ generator (lsq-generator.py): the same JSON\n"
     "configuration, the same files (DIR/NAME.vhd with the LSQ, DIR/NAME_core.vhd),\n"
     "in VHDL or Verilog (docs/dynamatic.md).\n"},
    {"rpc", "usage: hsgen rpc METHOD ['JSON-PARAMS']\n"
            "Sends any JSON-RPC method (docs/daemon.md) and prints the result as JSON.\n"},
    {"help", "usage: hsgen help [COMMAND] | hsgen help --options [COMMAND]\n"
             "The list of commands, or one command's usage (also `hsgen COMMAND --help`).\n"
             "--options prints the option table the parsers and completions use: one\n"
             "line per option, COMMAND, its spellings and its value, tab-separated.\n"},
};

#define N_HELPS (sizeof(helps) / sizeof(helps[0]))

void cli_usage(FILE *f)
{
    fputs("usage: hsgen [global options] COMMAND ...\n"
          "commands:\n",
          f);
    for (size_t i = 0; i < N_HELPS; i++) {
        const char *nl = strchr(helps[i].text, '\n');
        const char *syn = helps[i].text + strlen("usage: hsgen ");
        fprintf(f, "  %.*s\n", (int)(nl - syn), syn);
    }
    fputs("global: [--socket PATH | --connect HOST:PORT] [--local] [--config FILE]\n"
          "        [--merge SIGNAL=POLICY]... [-v] [--version] [--help]\n"
          "Every command uses a running hsgend when one answers (--connect, --socket,\n"
          "$HSGEN_CONNECT, $HSGEN_SOCKET, the configured socket, /run/hsgend.sock), else\n"
          "works in-process with the same library (-v says which; --local and --config\n"
          "force it). --merge SIGNAL=POLICY (or, and, first, equal) sets a merge policy for\n"
          "this command's requests only, over the configuration's and a netlist's or\n"
          "manifest's own signals block; the daemon honours it too.\n"
          "`hsgen help COMMAND` explains one command.\n"
          "exit status: 0 success, 1 rejected request, 2 usage error, 3 named daemon\n"
          "unreachable (130: batch interrupted)\n",
          f);
}

int cli_command_help(const char *cmd, FILE *f)
{
    for (size_t i = 0; i < N_HELPS; i++)
        if (!strcmp(helps[i].name, cmd)) {
            fputs(helps[i].text, f);
            return 0;
        }
    return -1;
}

const char *cli_suggest_command(const char *word)
{
    const char *names[N_HELPS];
    for (size_t i = 0; i < N_HELPS; i++)
        names[i] = helps[i].name;
    return hs_suggest(word, names, N_HELPS);
}

/* `hsgen help --options [COMMAND]`: the option table of every command of the help
 * list (cli_opts.c). */
int cli_help_options(const char *only)
{
    const char *names[N_HELPS];
    for (size_t i = 0; i < N_HELPS; i++)
        names[i] = helps[i].name;
    if (cli_print_options(stdout, only, names, (int)N_HELPS) == 0)
        return CLI_OK;
    cli_error("help --options: unknown command '%s'", only);
    return CLI_USAGE;
}

/* Whether a command's arguments ask for its help (-h or --help anywhere, before a
 * lone "--"). */
bool cli_wants_help(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--"))
            return false;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return true;
    }
    return false;
}
