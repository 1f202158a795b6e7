/* Which ctest group simulates which units (sim_groups.c). */
#ifndef SIM_GROUPS_H
#define SIM_GROUPS_H

#include <stdbool.h>

/* Number of groups and the name of group i ("other" holds units no group lists). */
int sim_group_count(void);
const char *sim_group_name(int i);
/* The group a unit (bare or "handshake." name) belongs to. */
const char *sim_group_of(const char *unit);

#endif
