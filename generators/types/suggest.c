/* "Did you mean": the known word closest to a misspelled one, for the messages of
 * unknown units, parameters, commands and configuration keys. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "hs_diag.h"

/* Case-insensitive edit distance (insert, delete, substitute, swap of neighbours),
 * stopping early past `limit`. Words longer than 63 bytes are never close. */
static size_t distance(const char *a, const char *b, size_t limit)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 63 || m > 63)
        return limit + 1;
    size_t d[64][64];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= n; i++) {
        size_t row_min = (size_t)-1;
        for (size_t j = 1; j <= m; j++) {
            size_t cost = tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]);
            size_t best = d[i - 1][j - 1] + cost;
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 &&
                tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == tolower((unsigned char)b[j - 1]) &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
            if (best < row_min)
                row_min = best;
        }
        if (row_min > limit)
            return limit + 1;
    }
    return d[n][m];
}

const char *hs_suggest(const char *word, const char *const *cands, size_t n)
{
    if (!word || !*word)
        return NULL;
    size_t len = strlen(word);
    size_t limit = len / 3 > 1 ? len / 3 : 1, best_d = limit + 1;
    const char *best = NULL;
    for (size_t i = 0; i < n; i++) {
        if (!cands[i] || !strcmp(cands[i], word))
            continue;
        size_t dd = distance(word, cands[i], limit);
        if (dd < best_d) {
            best_d = dd;
            best = cands[i];
        }
    }
    return best;
}

void hs_diag_suggest(hs_diag *d, const char *suggestion)
{
    if (!d || !suggestion)
        return;
    snprintf(d->suggestion, sizeof(d->suggestion), "%s", suggestion);
    size_t n = strlen(d->message);
    if (n + 24 + strlen(suggestion) < sizeof(d->message))
        snprintf(d->message + n, sizeof(d->message) - n, " (did you mean '%s'?)", suggestion);
}
