/* Reference models: integer division and absi. */
#include "model.h"

const sim_model sim_models_div[] = {{NULL, NULL, NULL, 0, NULL}};
