/* The entity name of a design (hw.h): the one name that depends on the request
 * rather than on the unit's types. The design keeps where it is used (the module
 * named after it, helper modules named from it, header lines quoting it) so the
 * printers can say where they wrote it, and a caller can put another name at
 * exactly those places instead of searching the text. */
#include <string.h>

#include "hw_impl.h"

/* Set once, before modules or header lines are named from it. */
void hw_design_set_entity(hw_design *d, const char *name)
{
    d->entity_len = strlen(name);
    d->entity = hw_strcat_n(d, name, d->entity_len, "", 0, "", 0);
}

/* The entity name ("" when never set). */
const char *hw_design_entity(const hw_design *d)
{
    return d->entity;
}

/* Renames m to `entity + suffix` and remembers that its name starts with the
 * entity: the unit's own module (suffix "") and helpers named after the unit. */
void hw_module_name_from_entity(hw_module *m, const char *suffix)
{
    hw_design *d = m->des;
    m->name = hw_strcat_n(d, d->entity, d->entity_len, suffix, strlen(suffix), "", 0);
    d->n_renames++;
    if (!m->entity_named)
        HW_PUSH(d, d->ent_mods, d->n_ent_mods, d->cap_ent_mods, m);
    m->entity_named = true;
}

/* A header line quoting the entity name: `before + entity + after`. */
void hw_design_comment_entity(hw_design *d, const char *before, const char *after)
{
    size_t nb = strlen(before), na = strlen(after);
    hw_comment c = {.text = hw_strcat_n(d, before, nb, d->entity, d->entity_len, after, na),
                    .len = nb + d->entity_len + na,
                    .entity_at = (long)nb};
    HW_PUSH(d, d->core.comments, d->core.n_comments, d->core.cap_comments, c);
}

/* The module being built last: the unit's own once its generator has returned. */
hw_module *hw_design_last_module(hw_design *d)
{
    return d->core.n_mods ? d->core.mods[d->core.n_mods - 1] : NULL;
}

/* Whether the first strlen(hw_design_entity()) bytes of m's name are the entity. */
bool hw_module_named_from_entity(const hw_module *m)
{
    return m->entity_named;
}

/* The module named from the entity that an instance calls `name`, or NULL: a
 * short list, so printers can ask for every instance of a large circuit. */
const hw_module *hw_design_entity_module(const hw_design *d, const char *name)
{
    for (size_t i = 0; i < d->n_ent_mods; i++)
        if (strcmp(d->ent_mods[i]->name, name) == 0)
            return d->ent_mods[i];
    return NULL;
}
