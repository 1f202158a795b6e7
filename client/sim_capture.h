/* `hsgen simulate --c KERNEL.c`: the C program a Dynamatic kernel was compiled
 * from, run with the system compiler to capture the kernel's arguments before
 * the call and its return value and arrays after it. */
#ifndef HSGEN_SIM_CAPTURE_H
#define HSGEN_SIM_CAPTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SIM_CAPTURE_MAX_PARAMS 64

/* One parameter of the kernel: its name in the C source and its bytes (raw, in
 * the machine's order: little-endian here) before and after the call. */
typedef struct {
    char name[64];
    bool array;                    /* declared with [] or as a pointer */
    unsigned char *before, *after; /* malloc'd; n bytes each */
    size_t n;
} sim_capture_param;

typedef struct {
    int n_params;
    sim_capture_param params[SIM_CAPTURE_MAX_PARAMS];
    bool has_ret;
    unsigned char ret[16];
    size_t ret_n;
    int calls; /* CALL_KERNEL calls the program made (the first is kept) */
} sim_capture;

/* Compiles `csrc` (with the directory of csrc on the include path and a
 * dynamatic/Integration.h of hsgen's own written into workdir) into workdir,
 * runs it there and reads what the first CALL_KERNEL(kernel, ...) recorded.
 * `want_ret`: the kernel returns a value (the circuit has a data result).
 * Returns 0, or -1 with a reason in why. */
int sim_capture_run(const char *csrc, const char *kernel, bool want_ret, const char *workdir,
                    sim_capture *cap, char *why, size_t why_cap);

void sim_capture_free(sim_capture *cap);

/* The value of n bytes (little-endian) as a token of w bits. */
uint64_t sim_capture_word(const unsigned char *b, size_t n);

#endif
