/* `hsgen batch`: state shared by the in-process and the pipelined daemon runs. */
#ifndef HS_CLI_BATCH_H
#define HS_CLI_BATCH_H

#include <jansson.h>
#include <signal.h>

#include "backend.h"
#include "manifest.h"
#include "progress.h"

typedef struct {
    char *name;
    unsigned long long hash; /* of the content */
    int owner;               /* request index that wrote it */
} batch_file;

typedef struct {
    cli_globals *g;
    const char *dir;
    manifest m;
    char **failure; /* per request: NULL (ok or pending) or its message */
    char *answered; /* per request: 1 once finished */
    int done, failed, files;
    batch_file *table; /* open addressing over file names */
    size_t table_cap;
    progress prog;
} batch;

/* Set by SIGINT/SIGTERM: stop starting requests, finish the file being written. */
extern volatile sig_atomic_t cli_batch_interrupted;

/* Records the answer of request i: writes its files or records its failure. */
void cli_batch_finish(batch *b, int i, const json_t *result, const json_t *error);
/* Records a failure of request i that never reached a generator. */
void cli_batch_fail(batch *b, int i, const char *message);

/* Sends every unanswered request over b's daemon connection, up to `window` in
 * flight. Returns 0, or -1 when the connection broke (unanswered requests stay
 * unanswered for the caller to run in-process). */
int cli_batch_run_pipelined(batch *b, int fd, int window);

#endif
