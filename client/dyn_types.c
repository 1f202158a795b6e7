/* The Dynamatic front's unit types (dyn_types.h): Dynamatic's names for catalog
 * units, shared by `hsgen dynamatic` (cmd_dynamatic.c) and the RTL-configuration
 * printer (dyn_rtl_config.c). */
#include <stdio.h>
#include <string.h>

#include "dyn_types.h"

/* Dynamatic unit types whose catalog name or parameters differ. Its older buffer names
 * are its RTL files of those names (data/vhdl/handshake/oehb.vhd...): oehb, tehb and tfifo
 * are one buffer type each, ofifo is a tehb in front of elastic_fifo_inner, the
 * FIFO_BREAK_DV of num_slots (`front`: the buffer type of the unit in front). */
static const struct {
    const char *type, *unit, *buffer_type, *front;
} aliases[] = {
    {"not", "handshake.noti", NULL, NULL},
    {"oehb", "handshake.buffer", "ONE_SLOT_BREAK_DV", NULL},
    {"tehb", "handshake.buffer", "ONE_SLOT_BREAK_R", NULL},
    {"ofifo", "handshake.buffer", "FIFO_BREAK_DV", "ONE_SLOT_BREAK_R"},
    {"tfifo", "handshake.buffer", "FIFO_BREAK_NONE", NULL},
};

/* The catalog unit a Dynamatic type stands for under another name, and the
 * buffer type it implies (NULL when none); NULL when the type is not an alias. */
const char *dyn_alias(const char *type, const char **buffer_type)
{
    for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
        if (!strcmp(type, aliases[i].type)) {
            if (buffer_type)
                *buffer_type = aliases[i].buffer_type;
            return aliases[i].unit;
        }
    return NULL;
}

/* The buffer type of the one-slot unit Dynamatic's TYPE puts in front of the unit
 * dyn_alias names ("ofifo": ONE_SLOT_BREAK_R), or NULL when there is none. */
const char *dyn_alias_front(const char *type)
{
    for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
        if (!strcmp(type, aliases[i].type))
            return aliases[i].front;
    return NULL;
}

/* Whether -t TYPE names something this front generates. */
bool dyn_type_known(const char *type, const hs_config *cfg)
{
    char unit[96];
    if (dyn_alias(type, NULL))
        return true;
    snprintf(unit, sizeof(unit), "handshake.%s", type);
    return hs_catalog_find(unit) || (cfg && hs_config_external(cfg, unit));
}
