/* Reference models: IEEE-754 floating-point units. */
#include "model.h"

const sim_model sim_models_float[] = {{NULL, NULL, NULL, 0, NULL}};
