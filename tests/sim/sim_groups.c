/* The simulation cases (the shared matrix, tests/hdl/matrix.c) are split into
 * groups by unit, one ctest each, so `ctest -j` spreads them over the cores and a
 * failure names the family of units it concerns. Keep groups of similar run time. */
#include <string.h>

#include "sim_groups.h"

static const struct {
    const char *name;
    const char *units[10];
} groups[] = {
    {"arith", {"addi", "subi", "muli", "andi", "ori", "xori"}},
    {"shift_minmax", {"shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"}},
    {"cmpi", {"cmpi"}},
    {"misc", {"extsi", "extui", "trunci", "noti", "select", "constant", "source", "sink"}},
    {"fork_join", {"fork", "lazy_fork", "join", "gate"}},
    {"merge_mux", {"merge", "control_merge", "mux"}},
    {"branch_buffer", {"br", "cond_br", "buffer"}},
    {"memory", {"load", "store", "mem_controller"}},
    {"signal",
     {"add_signal", "drop_signal", "promote_signal", "speculating_branch", "compose", "decompose"}},
    {"fmisc",
     {"negf", "absf", "cmpf", "maximumf", "minimumf", "extf", "truncf", "sitofp", "uitofp",
      "fptosi"}},
    {"fmisc_div", {"fptoui", "divsi", "divui", "remsi", "remui", "absi"}},
    /* raw part ports: simulated as round trips unbundle -> bundle (and compose ->
     * decompose), see hs_sim.c and sim_round_trip.c */
    {"round_trip", {"unbundle", "bundle"}},
    {"control",
     {"blocker", "top_join", "init", "ndwire", "ready_remover", "rigidifier", "valid_merger",
      "sharing_wrapper"}},
    {"speculation", {"speculator", "spec_save_commit", "spec_commit", "non_spec"}},
    {"spec_v2", {"passer", "spec_v2_resolver", "spec_v2_repeating_init"}},
    {"float", {"addf", "subf", "mulf", "divf"}},
    {"other", {NULL}},
};

#define N_GROUPS ((int)(sizeof groups / sizeof groups[0]))

/* ctest registration and --list iterate the groups. */
int sim_group_count(void)
{
    return N_GROUPS;
}

/* Group i's name, as in `hs_sim --group NAME` and the ctest name sim.NAME. */
const char *sim_group_name(int i)
{
    return i >= 0 && i < N_GROUPS ? groups[i].name : NULL;
}

/* The group of a unit: the one that lists it, else "other". */
const char *sim_group_of(const char *unit)
{
    if (strncmp(unit, "handshake.", 10) == 0)
        unit += 10;
    for (int g = 0; g < N_GROUPS; g++)
        for (int k = 0; k < 10 && groups[g].units[k]; k++)
            if (strcmp(groups[g].units[k], unit) == 0)
                return groups[g].name;
    return "other";
}
