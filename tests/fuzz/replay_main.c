/* Replays fuzz corpora without libFuzzer: a plain main (gcc, the normal and
 * ASan builds) that runs every file of the given directories, or the given
 * files, through the target's LLVMFuzzerTestOneInput. `make test` runs one per
 * target over tests/fuzz/corpus/<target>/, seeds and past crashes alike; a
 * crash, a sanitizer report or an abort() in the target fails the test. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_target.h"

/* Reads one whole file into a malloc'd buffer (exact size, no terminator added:
 * the target sees the same bytes libFuzzer would give it). */
static unsigned char *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    long n;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)n + 1)) && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        *size = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

/* Runs one file; returns 0, or 1 when it cannot be read. */
static int run_file(const char *path)
{
    size_t size = 0;
    unsigned char *data = read_all(path, &size);
    if (!data) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return 1;
    }
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}

/* Sorts names so the replay order (and any failure) is reproducible. */
static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file of a directory, in name order; counts them in *n. */
static int run_dir(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL, path[4096];
    size_t count = 0, cap = 0;
    int bad = 0;
    struct stat st;
    if (!d) {
        fprintf(stderr, "replay: cannot open %s\n", dir);
        return 1;
    }
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap) {
            char **nn = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof(*names));
            if (!nn)
                abort();
            names = nn;
        }
        if (!(names[count++] = strdup(e->d_name)))
            abort();
    }
    closedir(d);
    qsort(names, count, sizeof(*names), cmp_names);
    for (size_t i = 0; i < count; i++) {
        snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
            bad |= run_file(path);
            (*n)++;
        }
        free(names[i]);
    }
    free(names);
    return bad;
}

/* Arguments: directories and files; exit 0 when every input ran, and at least one did. */
int main(int argc, char **argv)
{
    int bad = 0, n = 0;
    struct stat st;
    for (int i = 1; i < argc; i++) {
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            bad |= run_dir(argv[i], &n);
        } else {
            bad |= run_file(argv[i]);
            n++;
        }
    }
    printf("replay: %d inputs ran%s\n", n, bad ? " (some could not be read)" : "");
    return bad || n == 0;
}
