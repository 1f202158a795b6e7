/* Python literals as Dynamatic's unit generators receive them (ast.literal_eval):
 * integers, 'strings', "strings", True/False/None, lists and dicts. */
#ifndef HS_CLI_PYLIT_H
#define HS_CLI_PYLIT_H

#include <jansson.h>
#include <stddef.h>

/* Parses the whole text as one literal into JSON (dict -> object with string
 * keys). Returns a new reference, or NULL with "... at column N" in err. */
json_t *pylit_parse(const char *text, char *err, size_t cap);

#endif
