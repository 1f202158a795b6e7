/* Atomic file output shared by generate, dynamatic, circuit and batch. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "outfiles.h"

/* Temporary names must not collide between files of one run or between runs. */
static unsigned long tmp_counter;

/* Creates a new temporary beside `path`: O_EXCL|O_NOFOLLOW, so a file or
 * symbolic link planted at a guessed name is never opened, let alone clobbered;
 * a name already taken is skipped. Returns the descriptor or -1 (errno set). */
static int open_temporary(const char *path, char *tmp, size_t tcap)
{
    const char *base = strrchr(path, '/');
    size_t dlen;
    base = base ? base + 1 : path;
    dlen = (size_t)(base - path);
    for (int tries = 0; tries < 100; tries++) {
        int fd;
        snprintf(tmp, tcap, "%.*s.%s.tmp-%ld-%lu", (int)dlen, path, base, (long)getpid(),
                 ++tmp_counter);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

/* An output that already exists and is not a regular file (`-o /dev/null`, a FIFO,
 * a terminal) is written in place: renaming a temporary over it would replace the
 * device node itself, which as root turns /dev/null into an ordinary file for every
 * other program on the machine. */
static int write_in_place(const char *path, const char *text, size_t len, char *err, size_t cap)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    size_t done = 0;
    if (fd < 0) {
        snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    while (done < len) {
        ssize_t n = write(fd, text + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            snprintf(err, cap, "cannot write %s: %s", path,
                     n < 0 ? strerror(errno) : "short write");
            close(fd);
            return -1;
        }
        done += (size_t)n;
    }
    if (close(fd) != 0) {
        snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* Write, flush, close, then rename: readers see the old file or the whole new one. */
int cli_write_atomic(const char *dir, const char *name, const char *text, size_t len, char *err,
                     size_t cap)
{
    char path[8192], tmp[8400];
    struct stat st;
    int fd;
    FILE *f = NULL;
    if (dir && dir[0])
        snprintf(path, sizeof(path), "%s/%s", dir, name);
    else
        snprintf(path, sizeof(path), "%s", name);
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
        return write_in_place(path, text, len, err, cap);
    if ((fd = open_temporary(path, tmp, sizeof(tmp))) >= 0 && !(f = fdopen(fd, "wb")))
        close(fd);
    if (!f || fwrite(text, 1, len, f) != len || fflush(f) != 0 || fclose(f) != 0) {
        int e = errno;
        snprintf(err, cap, "cannot write %s: %s", path, strerror(e));
        if (fd >= 0)
            remove(tmp);
        return -1;
    }
    f = NULL;
    if (rename(tmp, path) != 0) {
        snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

/* mkdir -p: output directories of batch and circuit may be nested. */
int cli_mkdirs(const char *path)
{
    char buf[4096];
    struct stat st;
    if (snprintf(buf, sizeof(buf), "%s", path) >= (int)sizeof(buf))
        return -1;
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST)
        return -1;
    return stat(buf, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

/* A daemon is trusted, but a file name must never climb out of the output directory. */
bool cli_safe_file_name(const char *name)
{
    return name && name[0] && !strchr(name, '/') && strcmp(name, ".") != 0 &&
           strcmp(name, "..") != 0;
}

/* Creates the last level of an output directory, never more: a mistyped path
 * (-o /nonexistent/dir/x.vhd) is an error, not a new directory tree. */
static int mkdir_last(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return 0;
        cli_error("cannot write into %s: not a directory", dir);
        return -1;
    }
    if (mkdir(dir, 0777) != 0) {
        cli_error("cannot create %s: %s%s", dir, strerror(errno),
                  errno == ENOENT ? " (only the last directory level is created)" : "");
        return -1;
    }
    return 0;
}

/* generate -o and dynamatic -o: the unit where asked, support files beside it;
 * with list_written, each file written is named on stderr. */
int cli_write_result_files(const char *output, const json_t *files, bool keep_existing_support,
                           bool list_written)
{
    struct stat st;
    size_t n = strlen(output);
    bool is_dir = (stat(output, &st) == 0 && S_ISDIR(st.st_mode)) || output[n - 1] == '/';
    char dir[4096], err[8600];
    if (is_dir) {
        snprintf(dir, sizeof(dir), "%s", output);
        if (n > 1 && dir[strlen(dir) - 1] == '/')
            dir[strlen(dir) - 1] = '\0';
        if (mkdir_last(dir) != 0)
            return CLI_REJECTED;
    } else {
        const char *slash = strrchr(output, '/');
        snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - output) : 1, slash ? output : ".");
        if (slash == output)
            snprintf(dir, sizeof(dir), "/");
        if (mkdir_last(dir) != 0)
            return CLI_REJECTED;
    }
    for (size_t i = 0; i < json_array_size(files); i++) {
        const json_t *f = json_array_get(files, i);
        const char *name = json_string_value(json_object_get(f, "name"));
        const json_t *c = json_object_get(f, "content");
        if (!cli_safe_file_name(name) || !json_is_string(c)) {
            cli_error("the answer has a malformed file entry");
            return CLI_REJECTED;
        }
        char path[8192];
        snprintf(path, sizeof(path), "%s/%s", dir, name);
        if (i > 0 && keep_existing_support && stat(path, &st) == 0)
            continue;
        int rc = i == 0 && !is_dir ? cli_write_atomic(NULL, output, json_string_value(c),
                                                      json_string_length(c), err, sizeof(err))
                                   : cli_write_atomic(dir, name, json_string_value(c),
                                                      json_string_length(c), err, sizeof(err));
        if (rc != 0) {
            cli_error("%s", err);
            return CLI_REJECTED;
        }
        if (list_written)
            fprintf(stderr, "hsgen: wrote %s\n", i == 0 && !is_dir ? output : path);
    }
    return CLI_OK;
}
