/* The rows of the method table answered at once (rpc_small.c). */
#ifndef HSD_RPC_SMALL_H
#define HSD_RPC_SMALL_H

#include "rpc_call.h"

int hsd_decode_nothing(hsd_ctx *ctx, json_t *params, hsd_call *c);
int hsd_list_decode(hsd_ctx *ctx, json_t *params, hsd_call *c);
int hsd_describe_decode(hsd_ctx *ctx, json_t *params, hsd_call *c);
int hsd_type_decode(hsd_ctx *ctx, json_t *params, hsd_call *c);
int hsd_circuit_decode_generate(hsd_ctx *ctx, json_t *params, hsd_call *c);
int hsd_circuit_decode_spec_tags(hsd_ctx *ctx, json_t *params, hsd_call *c);

hsd_run_status hsd_run_nothing(hsd_ctx *ctx, hsd_call *c);
hsd_run_status hsd_describe_run(hsd_ctx *ctx, hsd_call *c);
hsd_run_status hsd_type_run(hsd_ctx *ctx, hsd_call *c);
hsd_run_status hsd_cache_stats_run(hsd_ctx *ctx, hsd_call *c);
hsd_run_status hsd_cache_clear_run(hsd_ctx *ctx, hsd_call *c);
hsd_run_status hsd_circuit_run(hsd_ctx *ctx, hsd_call *c);

json_t *hsd_list_encode(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_describe_encode(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_type_encode(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_cache_stats_encode(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_cache_clear_encode(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_circuit_encode(hsd_ctx *ctx, hsd_call *c);

#endif
