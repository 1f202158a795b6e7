/* `hsgen simulate`'s work folder and the files written into it (sim_files.c). */
#ifndef HSGEN_SIM_FILES_H
#define HSGEN_SIM_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Room kept in a --dir path for the longest name written into it: generated
 * files, the testbench, the log and the simulators' own files. */
#define SIM_NAME_ROOM 256

/* Makes --dir DIR ready before anything is written: refuses a path whose files
 * would pass PATH_MAX (before creating anything), a DIR that exists and is not
 * a folder, and one that is not empty unless force; creates DIR when missing.
 * Returns 0, or -1 with err. */
int sim_prepare_dir(const char *dir, bool force, char *err, size_t cap);

/* Creates path for writing, never through a link and never over a file: with
 * replace an existing entry of that name (a file or a planted link) is removed
 * first; an entry that appears meanwhile makes it fail. NULL with errno set. */
FILE *sim_create_file(const char *path, bool replace);

#endif
