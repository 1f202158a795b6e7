/* The one entry point every fuzz target defines. libFuzzer calls it in the
 * `make fuzz` build; replay_main.c calls it on every corpus file in the normal
 * build, so `make test` replays the corpora with gcc and without libFuzzer. */
#ifndef HSGEN_FUZZ_TARGET_H
#define HSGEN_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
