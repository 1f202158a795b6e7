/* Where `hsgen simulate` writes: a folder it made or one the user gave. Files
 * are created with O_EXCL|O_NOFOLLOW, so a link planted in the folder never
 * sends a write to another file; a non-empty folder is only used when asked
 * (--force), and a path too long for its files is refused before anything is
 * created. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sim_files.h"

/* Whether dir has any entry besides . and ..; -1 when it cannot be read. */
static int has_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    struct dirent *e;
    int found = 0;
    while (!found && (e = readdir(d)))
        found = strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return found;
}

int sim_prepare_dir(const char *dir, bool force, char *err, size_t cap)
{
    size_t len = strlen(dir);
    struct stat st;
    if (len == 0)
        return snprintf(err, cap, "--dir: empty path"), -1;
    if (len + 1 + SIM_NAME_ROOM >= PATH_MAX)
        return snprintf(err, cap,
                        "--dir: a path of %zu bytes leaves no room for the file names under it "
                        "(at most %d bytes)",
                        len, PATH_MAX - 2 - SIM_NAME_ROOM),
               -1;
    if (stat(dir, &st) != 0) {
        if (errno != ENOENT)
            return snprintf(err, cap, "--dir %.300s: %s", dir, strerror(errno)), -1;
        if (mkdir(dir, 0755) != 0)
            return snprintf(err, cap, "cannot create %.300s: %s", dir, strerror(errno)), -1;
        return 0;
    }
    if (!S_ISDIR(st.st_mode))
        return snprintf(err, cap, "--dir %.300s exists and is not a folder", dir), -1;
    int full = has_entries(dir);
    if (full < 0)
        return snprintf(err, cap, "--dir %.300s: %s", dir, strerror(errno)), -1;
    if (full && !force)
        return snprintf(err, cap,
                        "--dir %.300s exists and is not empty; give --force to write into it "
                        "(files of the same names are replaced, links never followed)",
                        dir),
               -1;
    /* the simulators open their own outputs by name: a link there is removed first */
    static const char *const outputs[] = {"work-obj08.cf", "hsgen_tb.vvp", "hsgen_tb", "obj_dir",
                                          "sim.log"};
    for (size_t i = 0; full && i < sizeof(outputs) / sizeof(outputs[0]); i++) {
        char path[PATH_MAX];
        snprintf(path, sizeof(path), "%s/%s", dir, outputs[i]);
        if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) && unlink(path) != 0)
            return snprintf(err, cap, "cannot remove the link %.300s: %s", path, strerror(errno)),
                   -1;
    }
    return 0;
}

FILE *sim_create_file(const char *path, bool replace)
{
    if (replace && unlink(path) != 0 && errno != ENOENT)
        return NULL;
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return NULL;
    FILE *f = fdopen(fd, "w");
    if (!f)
        close(fd);
    return f;
}
