/* `hsgen batch`: what becomes of one request's answer, whichever way it came
 * (pipelined from the daemon, batch_pipe.c, or in-process, cmd_batch.c): its files
 * written once each, or its failure kept for the report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "batch.h"
#include "outfiles.h"

volatile sig_atomic_t cli_batch_interrupted;

/* The slot of a file name in the table (empty slot when absent). */
static batch_file *file_slot(batch *b, const char *name)
{
    size_t i = (size_t)XXH3_64bits(name, strlen(name)) & (b->table_cap - 1);
    while (b->table[i].name && strcmp(b->table[i].name, name) != 0)
        i = (i + 1) & (b->table_cap - 1);
    return &b->table[i];
}

/* Counts a failure once; the message is kept for the report at the end. */
void cli_batch_fail(batch *b, int i, const char *message)
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
void cli_batch_finish(batch *b, int i, const json_t *result, const json_t *error)
{
    char err[8700];
    if (b->answered[i])
        return;
    if (error || !result) {
        const char *msg = json_string_value(json_object_get(error, "message"));
        return cli_batch_fail(b, i, msg ? msg : "no result");
    }
    const json_t *files = json_object_get(result, "files"), *f;
    size_t k;
    if (json_array_size(files) == 0)
        return cli_batch_fail(b, i, "the answer has no files");
    json_array_foreach(files, k, f)
    {
        const char *name = json_string_value(json_object_get(f, "name"));
        const json_t *c = json_object_get(f, "content");
        if (!cli_safe_file_name(name) || !json_is_string(c))
            return cli_batch_fail(b, i, "the answer has a malformed file entry");
        if (write_one(b, i, name, c, err, sizeof(err)) != 0)
            return cli_batch_fail(b, i, err);
    }
    b->answered[i] = 1;
    b->done++;
    progress_update(&b->prog, b->done, b->failed);
}
