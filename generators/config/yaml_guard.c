/* A check of YAML text before libyaml reads it. libyaml's scanner looks at
 * every open flow collection for each token, so text of nested '[' or '{'
 * takes time growing with the square of its depth (seconds for 50 KB); a
 * bound on size and flow depth, checked in one pass here, keeps every
 * configuration and manifest read linear. */
#include <stdbool.h>

#include "hs_config.h"

/* Whether a quote at text[i] opens a quoted scalar: only at the start of a
 * token (a quote inside a plain scalar, as in it's, is a character). */
static bool token_start(const char *text, size_t i)
{
    if (i == 0)
        return true;
    char b = text[i - 1];
    return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '[' || b == '{' || b == ',' ||
           b == ':' || b == '-' || b == '?';
}

int hs_yaml_guard(const char *text, size_t len, size_t max_bytes, int max_depth, hs_diag *d)
{
    if (len > max_bytes)
        return hs_fail(d, HS_E_LIMIT, "YAML text of %zu bytes is larger than %zu bytes", len,
                       max_bytes);
    int depth = 0, line = 1;
    size_t line_start = 0;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c == '\n') {
            line++;
            line_start = i + 1;
            if (quote == 0)
                continue;
        }
        if (quote) { /* inside '...' ('' escapes) or "..." (backslash escapes) */
            if (quote == '"' && c == '\\' && i + 1 < len)
                i++;
            else if (c == quote && quote == '\'' && i + 1 < len && text[i + 1] == '\'')
                i++;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' ||
                         text[i - 1] == '\n')) { /* a comment runs to the end of the line */
            while (i + 1 < len && text[i + 1] != '\n')
                i++;
        } else if ((c == '"' || c == '\'') && token_start(text, i)) {
            quote = c;
        } else if (c == '[' || c == '{') {
            if (++depth > max_depth) {
                int rc = hs_fail(d, HS_E_LIMIT,
                                 "YAML collections nested more than %d deep ('%c' inside '[' or "
                                 "'{') at line %d column %d",
                                 max_depth, c, line, (int)(i - line_start) + 1);
                if (d) {
                    d->line = line;
                    d->column = (int)(i - line_start) + 1;
                }
                return rc;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            depth--;
        }
    }
    return 0;
}
