/* Finds a unit's reference model across the model families. */
#include <string.h>

#include "model.h"

/* One look-up over every family, so callers need not know which file models a unit. */
const sim_model *sim_model_find(const char *unit)
{
    const sim_model *families[] = {
        sim_models_arith,  sim_models_misc,  sim_models_route,  sim_models_mem,
        sim_models_signal, sim_models_spec,  sim_models_memory, sim_models_ctrl,
        sim_models_float,  sim_models_fmisc, sim_models_div,    sim_models_spec_v2,
    };
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++)
        for (const sim_model *m = families[f]; m->unit; m++)
            if (strcmp(m->unit, unit) == 0)
                return m;
    return NULL;
}
