/* Using libhsgen from C: a 32-bit adder whose tokens carry a speculation bit,
 * written as VHDL into a directory, and a request the type rules reject.
 *
 *   cc hsgen_example.c $(pkg-config --cflags --libs hsgen jansson) -o hsgen_example
 *   ./hsgen_example OUTDIR
 *
 * The results are JSON text (the daemon's unit.generate result); any JSON
 * library reads them, this example uses jansson. */
#include <hsgen/hsgen.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>

/* Writes every file of a unit.generate result into dir; returns how many. */
static int write_files(const char *result, const char *dir)
{
    json_t *r = json_loads(result, 0, NULL), *f;
    size_t i;
    int n = 0;
    json_array_foreach(json_object_get(r, "files"), i, f)
    {
        char path[4096];
        FILE *out;
        snprintf(path, sizeof(path), "%s/%s", dir, json_string_value(json_object_get(f, "name")));
        if (!(out = fopen(path, "w")))
            break;
        fputs(json_string_value(json_object_get(f, "content")), out);
        fclose(out);
        printf("wrote %s\n", path);
        n++;
    }
    json_decref(r);
    return n;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    char *out = NULL;
    int rc;
    hsgen_context *ctx = hsgen_context_new(NULL, &out); /* the embedded default configuration */
    if (!ctx) {
        fprintf(stderr, "configuration: %s\n", out);
        hsgen_free(out);
        return 1;
    }
    printf("libhsgen %s\n", hsgen_version());

    rc = hsgen_unit_generate(ctx,
                             "{\"unit\": \"handshake.addi\", \"hdl\": \"vhdl\","
                             " \"params\": {\"bitwidth\": 32}, \"extra_signals\": [\"spec: i1\"]}",
                             &out);
    if (rc != 0) {
        fprintf(stderr, "error %d: %s\n", rc, out);
        hsgen_free(out);
        hsgen_context_free(ctx);
        return 1;
    }
    rc = write_files(out, dir) == 1 ? 0 : 1;
    hsgen_free(out);

    /* A rejected request: the error object names the port and the rule. */
    int code = hsgen_unit_verify(ctx,
                                 "{\"unit\": \"handshake.addi\", \"ports\": {"
                                 "\"lhs\": \"channel<i32, [spec: i1]>\", \"rhs\": \"channel<i32>\","
                                 " \"result\": \"channel<i32, [spec: i1]>\"}}",
                                 &out);
    json_t *e = json_loads(out, 0, NULL);
    printf("rejected (%d): %s\n", code, json_string_value(json_object_get(e, "message")));
    json_decref(e);
    hsgen_free(out);

    hsgen_context_free(ctx);
    return code > 0 ? rc : 1;
}
