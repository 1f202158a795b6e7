/* `hsgen batch MANIFEST.yaml -o DIR`: many unit.generate requests from one YAML
 * manifest (docs/batch.md), pipelined to the daemon or run in-process. Every file
 * is written under a temporary name and renamed; a failing request does not stop
 * the others, and every failure is listed at the end (exit 1). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <xxhash.h>

#include "batch.h"
#include "cli_signals.h"
#include "outfiles.h"
#include "policy_json.h"

volatile sig_atomic_t batch_interrupted;

/* SIGINT/SIGTERM: the loops stop at the next request boundary. */
static void on_signal(int sig)
{
    (void)sig;
    batch_interrupted = 1;
}

/* The slot of a file name in the table (empty slot when absent). */
static batch_file *file_slot(batch *b, const char *name)
{
    size_t i = (size_t)XXH3_64bits(name, strlen(name)) & (b->table_cap - 1);
    while (b->table[i].name && strcmp(b->table[i].name, name) != 0)
        i = (i + 1) & (b->table_cap - 1);
    return &b->table[i];
}

/* Counts a failure once; the message is kept for the report at the end. */
void batch_fail(batch *b, int i, const char *message)
{
    if (b->answered[i])
        return;
    b->answered[i] = 1;
    b->failure[i] = strdup(message ? message : "failed");
    b->done++;
    b->failed++;
    progress_update(&b->prog, b->done, b->failed);
}

/* Writes one file unless the same name already holds the same text; two
 * different texts under one name is the later request's failure. */
static int write_one(batch *b, int i, const char *name, const json_t *content, char *err,
                     size_t cap)
{
    const char *text = json_string_value(content);
    size_t len = json_string_length(content);
    unsigned long long h = XXH3_64bits(text, len);
    batch_file *f = file_slot(b, name);
    if (f->name) {
        if (f->hash == h)
            return 0;
        snprintf(err, cap, "file %s was already written with other content by request %d", name,
                 f->owner + 1);
        return -1;
    }
    if (cli_write_atomic(b->dir, name, text, len, err, cap) != 0)
        return -1;
    f->name = strdup(name);
    f->hash = h;
    f->owner = i;
    b->files++;
    return 0;
}

/* The same handling for an answer from the daemon and one from in-process. */
void batch_finish(batch *b, int i, const json_t *result, const json_t *error)
{
    char err[8700];
    if (b->answered[i])
        return;
    if (error || !result) {
        const char *msg = json_string_value(json_object_get(error, "message"));
        return batch_fail(b, i, msg ? msg : "no result");
    }
    const json_t *files = json_object_get(result, "files"), *f;
    size_t k;
    if (json_array_size(files) == 0)
        return batch_fail(b, i, "the answer has no files");
    json_array_foreach(files, k, f)
    {
        const char *name = json_string_value(json_object_get(f, "name"));
        const json_t *c = json_object_get(f, "content");
        if (!cli_safe_file_name(name) || !json_is_string(c))
            return batch_fail(b, i, "the answer has a malformed file entry");
        if (write_one(b, i, name, c, err, sizeof(err)) != 0)
            return batch_fail(b, i, err);
    }
    b->answered[i] = 1;
    b->done++;
    progress_update(&b->prog, b->done, b->failed);
}

/* Requests the daemon did not answer (or all of them, with no daemon). */
static void run_local(batch *b, cli_backend *be)
{
    for (int i = 0; i < b->m.n && !batch_interrupted; i++) {
        json_t *res = NULL, *err = NULL;
        if (b->answered[i])
            continue;
        if (!b->m.reqs[i].params) {
            batch_fail(b, i, b->m.reqs[i].problem);
            continue;
        }
        cli_backend_call_local(be, "unit.generate", b->m.reqs[i].params, &res, &err);
        batch_finish(b, i, res, err);
        json_decref(res);
        json_decref(err);
    }
}

/* Failures in request order, then one summary line on stdout. */
static int report(batch *b)
{
    for (int i = 0; i < b->m.n; i++)
        if (b->failure[i])
            cli_error("request %d (%s, line %d): %s", i + 1, b->m.reqs[i].label, b->m.reqs[i].line,
                      b->failure[i]);
    printf("batch: %d requests, %d generated, %d failed%s; %d files in %s\n", b->m.n,
           b->done - b->failed, b->failed, batch_interrupted ? ", interrupted before the rest" : "",
           b->files, b->dir);
    if (batch_interrupted)
        return 130;
    return b->failed ? CLI_REJECTED : CLI_OK;
}

/* -o DIR, --jobs N (requests in flight on the daemon connection), --quiet. */
static int parse(int argc, char **argv, const char **path, const char **dir, int *jobs, bool *quiet)
{
    static const struct option opts[] = {{"output", required_argument, NULL, 'o'},
                                         {"jobs", required_argument, NULL, 'j'},
                                         {"quiet", no_argument, NULL, 'q'},
                                         {NULL, 0, NULL, 0}};
    int c;
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":o:j:q", opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            *dir = optarg;
            break;
        case 'j':
            *jobs = atoi(optarg);
            if (*jobs < 1 || *jobs > 4096) {
                cli_error("batch: --jobs takes 1 to 4096, got '%s'", optarg);
                return CLI_USAGE;
            }
            break;
        case 'q':
            *quiet = true;
            break;
        default:
            cli_error("batch: bad option '%s'", argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    if (optind + 1 != argc || !*dir) {
        cli_error("usage: hsgen batch MANIFEST.yaml -o DIR [--jobs N] [--quiet]");
        return CLI_USAGE;
    }
    *path = argv[optind];
    return CLI_OK;
}

/* Entity names of two requests, compared without case: VHDL does not tell them apart. */
static const batch *name_order_batch;
static int name_order(const void *a, const void *b)
{
    const char *x = json_string_value(
        json_object_get(name_order_batch->m.reqs[*(const int *)a].params, "name"));
    const char *y = json_string_value(
        json_object_get(name_order_batch->m.reqs[*(const int *)b].params, "name"));
    int c = strcasecmp(x, y);
    return c ? c : *(const int *)a - *(const int *)b;
}

/* Requests naming entities that differ only in case would clash in one VHDL
 * library (and as files on a case-insensitive file system): an error naming both,
 * before anything is generated or written. Returns the number of clashes. */
static int case_clashes(batch *b)
{
    int *idx = calloc((size_t)b->m.n + 1, sizeof(*idx)), n = 0, clashes = 0;
    if (!idx)
        return 0;
    for (int i = 0; i < b->m.n; i++)
        if (json_is_string(json_object_get(b->m.reqs[i].params, "name")))
            idx[n++] = i;
    name_order_batch = b;
    qsort(idx, (size_t)n, sizeof(*idx), name_order);
    for (int k = 1; k < n; k++) {
        const manifest_req *p = &b->m.reqs[idx[k - 1]], *q = &b->m.reqs[idx[k]];
        const char *x = json_string_value(json_object_get(p->params, "name"));
        const char *y = json_string_value(json_object_get(q->params, "name"));
        if (strcasecmp(x, y) == 0 && strcmp(x, y) != 0) {
            cli_error("requests %d (line %d) and %d (line %d): entity names '%s' and '%s' differ "
                      "only in case (VHDL names are case-insensitive)",
                      idx[k - 1] + 1, p->line, idx[k] + 1, q->line, x, y);
            clashes++;
        }
    }
    free(idx);
    return clashes;
}

/* Loads the manifest, runs it (daemon first, in-process for the rest), reports. */
int cmd_batch(cli_globals *g, int argc, char **argv)
{
    const char *path = NULL;
    int jobs = 64;
    bool quiet = false;
    batch b;
    char err[4400];
    memset(&b, 0, sizeof(b));
    b.g = g;
    int rc = parse(argc, argv, &path, &b.dir, &jobs, &quiet);
    if (rc)
        return rc;
    if (manifest_load(path, &b.m, err, sizeof(err)) != 0) {
        cli_error("%s", err);
        return CLI_REJECTED;
    }
    if (b.m.signals) {
        /* the manifest's own merge policies travel with each request (its
         * `signals`, the daemon's too); a bad block stops the batch before anything */
        hs_policies pol;
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_policies_from_json(b.m.signals, "signals", &pol, &d) != 0) {
            cli_error("%s: %s", path, d.message);
            manifest_free(&b.m);
            return CLI_REJECTED;
        }
    }
    for (int i = 0; i < b.m.n; i++) /* --merge over both */
        cli_signals_apply(g, "unit.generate", b.m.reqs[i].params);
    if (case_clashes(&b)) {
        printf("batch: %d requests, nothing generated (entity names differ only in case)\n", b.m.n);
        manifest_free(&b.m);
        return CLI_REJECTED;
    }
    if (cli_mkdirs(b.dir) != 0) {
        cli_error("cannot create %s: %s", b.dir, strerror(errno));
        manifest_free(&b.m);
        return CLI_REJECTED;
    }
    for (b.table_cap = 64; b.table_cap < (size_t)b.m.n * 4; b.table_cap *= 2)
        ;
    b.table = calloc(b.table_cap, sizeof(*b.table));
    b.failure = calloc((size_t)b.m.n + 1, sizeof(*b.failure));
    b.answered = calloc((size_t)b.m.n + 1, 1);
    if (!b.table || !b.failure || !b.answered) {
        cli_error("out of memory");
        rc = CLI_REJECTED;
    } else {
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal; /* no SA_RESTART: poll() returns and the loop stops */
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        progress_init(&b.prog, b.m.n, quiet);
        cli_backend be;
        cli_backend_open(&be, g);
        if (cli_backend_remote(&be) && batch_run_pipelined(&b, be.fd, jobs) != 0 &&
            !batch_interrupted && g->verbose)
            fprintf(stderr, "hsgen: the connection to %s broke; the rest runs in-process\n",
                    be.where);
        run_local(&b, &be);
        cli_backend_close(&be);
        progress_end(&b.prog, b.done, b.failed);
        rc = report(&b);
    }
    for (size_t i = 0; b.table && i < b.table_cap; i++)
        free(b.table[i].name);
    for (int i = 0; b.failure && i < b.m.n; i++)
        free(b.failure[i]);
    free(b.table);
    free(b.failure);
    free(b.answered);
    manifest_free(&b.m);
    return rc;
}
