/* `hsgen simulate`'s command line and memory files, parsed without side effects
 * (sim_opts.c), so the command and a fuzz target run the same code. */
#ifndef HSGEN_SIM_OPTS_H
#define HSGEN_SIM_OPTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SIM_MAX_ARGS_GIVEN 256
/* A memory file larger than this is refused before it is read. */
#define SIM_MEM_MAX_BYTES (16u << 20)

typedef struct {
    const char *design, *top, *sim, *vcd, *dir;
    const char *csrc; /* --c KERNEL.c: the C program to run and compare with */
    bool buffer_cycles, force;
    long max_cycles;
    uint32_t stall; /* --stall SEED: outputs ready in a seeded pattern; 0: always */
    int n_args;
    const char *args[SIM_MAX_ARGS_GIVEN];
    int n_mem;
    const char *mem[SIM_MAX_ARGS_GIVEN]; /* NAME=FILE as given */
    char *mem_words[SIM_MAX_ARGS_GIVEN]; /* NAME=w0 w1 ... read from FILE (owned) */
} sim_opts;

/* Parses simulate's arguments (argv[0] is the command) into o, whose strings
 * point into argv. Returns 0, or -1 with err saying what is wrong (empty when
 * only the usage line applies): a usage error. */
int sim_opts_parse(int argc, char **argv, sim_opts *o, char *err, size_t cap);

/* A whole decimal number from min to max, nothing before or after it (no sign,
 * no exponent, no trailing text). Returns 0 or -1. */
int sim_parse_count(const char *s, long long min, long long max, long long *out);

/* The integers of a memory file's text (separated by white space or commas) as
 * "NAME=w0 w1 ..." in *out (malloc'd). Returns 0, or -1 with err. */
int sim_mem_words(const char *name, size_t name_len, const char *text, size_t len, char **out,
                  char *err, size_t cap);

/* Reads --mem NAME=FILE: FILE must be a regular file of at most
 * SIM_MEM_MAX_BYTES (checked before reading; a device or pipe is refused, never
 * read until an end that may not come). Returns 0, or -1 with err. */
int sim_mem_read(const char *spec, char **out, char *err, size_t cap);

/* Frees what sim_mem_read stored in o. */
void sim_opts_free(sim_opts *o);

#endif
