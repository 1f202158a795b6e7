/* Reference models: the remaining control units. */
#include "model.h"

const sim_model sim_models_ctrl[] = {{NULL, NULL, NULL, 0, NULL}};
