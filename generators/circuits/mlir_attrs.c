/* Which of Dynamatic's attributes the readers may pass over. An attribute is
 * either read (a catalog parameter, a name, a buffer's TIMING), known to leave
 * the generated circuit unchanged (below), or refused by name: an attribute
 * hsgen does not know might change what the circuit does, so it is never
 * dropped silently. docs/mlir.md lists the same sets. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "mlir_impl.h"

/* Attributes of an operation that say nothing the circuit depends on: where it
 * came from (basic block, names), what earlier passes used (buffer placement
 * properties, memory dependences, fast token delivery marks, arith's fastmath
 * flags, which Dynamatic's floating units do not read, the debug counter its
 * simulation prints, a floating unit's FPU implementation and synthesis delay:
 * hsgen's floating units take latency; speculation v2's marks telling buffer placement
 * which units to skip or to count as a sink or a source), or what the operands
 * already say (a memory interface's blocks and groups). */
static const char *const op_known[] = {"handshake.bb",
                                       "bb",
                                       "handshake.name",
                                       "name",
                                       "handshake.bufProps",
                                       "bufProps",
                                       "handshake.deps",
                                       "deps",
                                       "handshake.mem_interface",
                                       "mem_interface",
                                       "handshake.arg_name",
                                       "connectedBlocks",
                                       "groupSizes",
                                       "fastmath",
                                       "debugCounter",
                                       "fpu_impl",
                                       "internal_delay",
                                       "specv2_ignore_buffer",
                                       "specv2_buffer_as_sink",
                                       "specv2_buffer_as_source",
                                       NULL};

bool mlir_attr_known(ms key)
{
    if (key.n > 4 && memcmp(key.s, "ftd.", 4) == 0) /* ftd.imerge, ftd.regen, ftd.skip ... */
        return true;
    for (int i = 0; op_known[i]; i++)
        if (mlir_ms_eq(key, op_known[i]))
            return true;
    return false;
}

/* hw.parameters (lower-cased) with no effect on the generated unit: a port's
 * type or width (the ports declare it: DATA_TYPE, SELECT_TYPE, DATA_WIDTH,
 * ADDR_WIDTH, BITWIDTH ...; BUFFER_TYPE is read before this is asked), the extra signals, a debug
 * counter the simulation prints, the synthesis delay of a path, and the FPU implementation
 * Dynamatic chose (hsgen's floating units take LATENCY). */
static const char *const param_known[] = {"extra_signals", "debug_counter", "internal_delay",
                                          "fpu_impl", NULL};

bool mlir_param_known(const char *key)
{
    size_t n = strlen(key);
    if ((n > 5 && strcmp(key + n - 5, "_type") == 0) ||
        (n > 6 && strcmp(key + n - 6, "_width") == 0) ||
        (n >= 8 && strcmp(key + n - 8, "bitwidth") == 0))
        return true;
    for (int i = 0; param_known[i]; i++)
        if (strcmp(key, param_known[i]) == 0)
            return true;
    return false;
}

/* Dynamatic's names for catalog parameters named otherwise (snake_case): the
 * value of an init's first token. */
static const char *const aliases[][3] = {{"handshake.init", "init_token", "initial_value"}};

void mlir_param_alias(const char *unit, char *key, size_t cap)
{
    for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
        if (strcmp(unit, aliases[i][0]) == 0 && strcasecmp(key, aliases[i][1]) == 0)
            snprintf(key, cap, "%s", aliases[i][2]);
}
