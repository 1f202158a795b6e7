/* Writing generated files: always through a temporary name in the same directory,
 * renamed into place, so an interrupted command never leaves a half-written file
 * under a final name. */
#ifndef HS_CLI_OUTFILES_H
#define HS_CLI_OUTFILES_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

/* Writes dir/name (dir NULL or "": name is a path). Returns 0, or -1 with a message
 * ("cannot write PATH: why") in err. The temporary is ".NAME.tmp-PID-N" beside it. */
int cli_write_atomic(const char *dir, const char *name, const char *text, size_t len, char *err,
                     size_t cap);

/* Creates a directory (and missing parents); 0 when it exists afterwards. */
int cli_mkdirs(const char *path);

/* Writes a unit.generate result's `files`: -o DIR (an existing directory or a path
 * ending in '/') receives every file; -o FILE receives the unit and its support files
 * go beside it; keep_existing_support leaves support files that already exist alone.
 * Prints the error and returns CLI_REJECTED on failure. */
int cli_write_result_files(const char *output, const json_t *files, bool keep_existing_support,
                           bool list_written);

/* Whether a file name from an answer is safe to create (no '/', not "." or ".."). */
bool cli_safe_file_name(const char *name);

#endif
