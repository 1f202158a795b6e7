/* `hsgen draw`: a picture of a circuit (a JSON netlist or Dynamatic's MLIR) as
 * Graphviz DOT, or SVG/PNG through Graphviz's `dot`. Reading is the library's, in
 * process: drawing needs no daemon and generates nothing. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "cli_opts.h"
#include "draw_dot.h"
#include "hs_mlir.h"
#include "hs_netlist.h"

typedef struct {
    const char *design, *out, *format, *top, *speculator;
    bool buffer_cycles, spec_tags;
} draw_args;

/* The draw rows of the option table; the format from --format or the file's suffix. */
static int parse(int argc, char **argv, draw_args *a)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table("draw", opts, shorts);
    memset(a, 0, sizeof(*a));
    optind = 0;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            a->out = optarg;
            break;
        case 'f':
            a->format = optarg;
            break;
        case 'T':
            a->top = optarg;
            break;
        case 'S':
            a->speculator = optarg;
            break;
        case 'B':
            a->buffer_cycles = true;
            break;
        case 's':
            a->spec_tags = true;
            break;
        default:
            cli_error("draw: bad option '%s'", argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    if (optind + 1 != argc) {
        cli_error("usage: hsgen draw NETLIST.json|FILE.mlir [-o FILE] [--format dot|svg|png]");
        return CLI_USAGE;
    }
    a->design = argv[optind];
    if (!a->format) {
        const char *dot = a->out ? strrchr(a->out, '.') : NULL;
        a->format = dot && (!strcmp(dot, ".svg") || !strcmp(dot, ".png")) ? dot + 1 : "dot";
    }
    if (strcmp(a->format, "dot") && strcmp(a->format, "svg") && strcmp(a->format, "png")) {
        cli_error("--format must be dot, svg or png, got '%s'", a->format);
        return CLI_USAGE;
    }
    if (strcmp(a->format, "dot") && !a->out) {
        cli_error("draw: --format %s needs -o FILE", a->format);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Every problem of a design, one line each. */
static void print_errors(const hs_diag_list *errs)
{
    for (int i = 0; i < errs->n; i++)
        cli_diag(&errs->items[i]);
}

/* The whole of a file, NUL-terminated (NULL after a message). */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        cli_error("cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        char *b = realloc(buf, cap *= 2);
        if (!b)
            free(buf);
        buf = b;
    }
    fclose(f);
    if (!buf) {
        cli_error("%s: out of memory", path);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The design as a netlist (spec tags inserted when asked); CLI_* status. */
static int load(const draw_args *a, hs_netlist *nl)
{
    hs_diag_list errs;
    hs_diag_list_init(&errs);
    memset(nl, 0, sizeof(*nl));
    int rc;
    if (hs_mlir_is_path(a->design)) {
        size_t n;
        char *text = slurp(a->design, &n);
        if (!text)
            return CLI_REJECTED;
        hs_mlir_options o = {.file = a->design, .top = a->top, .buffer_cycles = a->buffer_cycles};
        hs_mlir_info info;
        rc = hs_mlir_read(text, n, &o, nl, &info, &errs);
        free(text);
        hs_mlir_info_free(&info);
    } else {
        rc = hs_netlist_load_file(a->design, nl, &errs);
    }
    if (rc == 0 && a->spec_tags)
        rc = hs_netlist_add_spec_tags(nl, a->speculator ? a->speculator : "", &errs);
    if (rc) {
        print_errors(&errs);
        return CLI_REJECTED;
    }
    return CLI_OK;
}

/* Runs `dot -TFORMAT -o OUT IN`; 0, or -1 after a message. */
static int run_dot(const char *format, const char *in, const char *out)
{
    char tflag[16];
    snprintf(tflag, sizeof(tflag), "-T%s", format);
    pid_t pid = fork();
    if (pid < 0) {
        cli_error("draw: cannot start dot: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        execlp("dot", "dot", tflag, "-o", out, in, (char *)NULL);
        _exit(127);
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (WIFEXITED(st) && WEXITSTATUS(st) == 127) {
        cli_error("draw: Graphviz's dot is not installed (apt install graphviz); "
                  "--format dot writes the DOT text");
        return -1;
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        cli_error("draw: dot failed on %s", in);
        return -1;
    }
    return 0;
}

/* Writes the DOT text to stdout, to -o FILE, or through dot to an SVG or PNG. */
int cmd_draw(cli_globals *g, int argc, char **argv)
{
    (void)g;
    draw_args a;
    int rc = parse(argc, argv, &a);
    if (rc)
        return rc;
    hs_netlist nl;
    rc = load(&a, &nl);
    if (rc) {
        hs_netlist_free(&nl);
        return rc;
    }
    bool via_dot = strcmp(a.format, "dot") != 0;
    char tmp[] = "/tmp/hsgen-draw-XXXXXX";
    FILE *f = stdout;
    if (via_dot) {
        int fd = mkstemp(tmp);
        f = fd < 0 ? NULL : fdopen(fd, "w");
    } else if (a.out) {
        f = fopen(a.out, "w");
    }
    if (!f) {
        cli_error("cannot write %s: %s", via_dot ? tmp : a.out, strerror(errno));
        hs_netlist_free(&nl);
        return CLI_REJECTED;
    }
    rc = draw_dot(f, &nl) == 0 ? CLI_OK : CLI_REJECTED;
    if (f != stdout && fclose(f) != 0)
        rc = CLI_REJECTED;
    if (rc)
        cli_error("cannot write %s", a.out ? a.out : "standard output");
    if (rc == CLI_OK && via_dot && run_dot(a.format, tmp, a.out) != 0)
        rc = CLI_REJECTED;
    if (via_dot)
        unlink(tmp);
    hs_netlist_free(&nl);
    return rc;
}
