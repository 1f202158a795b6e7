/* Reference models: integer division and absi (fm_ref.c's host C arithmetic, with
 * RISC-V's division by zero and overflow), sharing model_fmisc.c's stimulus and
 * predictions. */
#include "model.h"

const sim_model sim_models_div[] = {
    {"divsi", fm_stim, fm_predict_binary, 0, NULL}, {"divui", fm_stim, fm_predict_binary, 0, NULL},
    {"remsi", fm_stim, fm_predict_binary, 0, NULL}, {"remui", fm_stim, fm_predict_binary, 0, NULL},
    {"absi", fm_stim, fm_predict_unary, 0, NULL},   {NULL, NULL, NULL, 0, NULL}};
