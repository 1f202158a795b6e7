/* Reference models: floating-point comparison, sign, min/max and conversions. */
#include "model.h"

const sim_model sim_models_fmisc[] = {{NULL, NULL, NULL, 0, NULL}};
