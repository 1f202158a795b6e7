/* Reference models: speculation units. */
#include "model.h"

const sim_model sim_models_spec[] = {{NULL, NULL, NULL, 0, NULL}};
