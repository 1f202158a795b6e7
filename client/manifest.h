/* Batch manifests (docs/batch.md): YAML read with libyaml, each request turned
 * into unit.generate params with the manifest's defaults applied. */
#ifndef HS_CLI_MANIFEST_H
#define HS_CLI_MANIFEST_H

#include <jansson.h>

typedef struct {
    json_t *params;    /* unit.generate params, or NULL when the entry itself is malformed */
    char label[96];    /* its name, else its unit, for messages */
    int line;          /* where the entry starts in the manifest */
    char problem[256]; /* why params is NULL */
} manifest_req;

typedef struct {
    int n;
    manifest_req *reqs;
    json_t *signals; /* the `signals` block: {"tag": "first", ...} (policy names), or NULL;
                      * already set under every request's own `signals` */
} manifest;

/* Loads path. Errors in the manifest's shape (YAML syntax, unknown top-level key,
 * no request list) return -1 with "FILE: ... at line N" in err; a malformed entry
 * is only that request's failure (problem set). */
int manifest_load(const char *path, manifest *m, char *err, size_t cap);
void manifest_free(manifest *m);

#endif
