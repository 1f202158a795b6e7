/* Reference models: memory controller, BRAM adapter and RAM. */
#include "model.h"

const sim_model sim_models_memory[] = {{NULL, NULL, NULL, 0, NULL}};
