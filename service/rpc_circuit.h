/* circuit.generate and circuit.add_spec_tags: netlists through the library.
 *
 * A job is built on the calling thread (the netlist read from params), run
 * anywhere (spec-tag insertion, checks, generation: no shared state), and
 * answered back on the calling thread. */
#ifndef HSD_RPC_CIRCUIT_H
#define HSD_RPC_CIRCUIT_H

#include <jansson.h>
#include <stdbool.h>

#include "hs_config.h"

typedef struct hsd_circuit_job hsd_circuit_job;

/* generate: circuit.generate, else circuit.add_spec_tags. NULL with *error set when
 * the params or the netlist's structure are wrong. cfg must outlive the job. */
hsd_circuit_job *hsd_circuit_job_new(const hs_config *cfg, json_t *params, bool generate,
                                     json_t **error);
void hsd_circuit_job_run(hsd_circuit_job *j);
/* Exactly one of *result and *error is set (new references). */
void hsd_circuit_job_answer(hsd_circuit_job *j, json_t **result, json_t **error);
void hsd_circuit_job_free(hsd_circuit_job *j);

#endif
