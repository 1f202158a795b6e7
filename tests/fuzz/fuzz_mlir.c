/* Fuzz target: the MLIR reader (text -> hs_mlir_read: tokens, syntax, lowering
 * of handshake.func and hw.module, unbuffered cycles with and without
 * --buffer-cycles), then the located netlist check and, for small circuits that
 * pass, whole-circuit generation. Asserts: a failure lists at least one error,
 * and a netlist read from MLIR writes back to JSON that reads again. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hs_mlir.h"

#define FUZZ_GEN_MAX_UNITS 16

static hs_config cfg;
static hs_diag_list errs;

/* The netlist as JSON reads back with the same shape. */
static void check_write_read(const hs_netlist *nl)
{
    hs_netlist back;
    json_t *j = hs_netlist_to_json(nl);
    if (!j)
        abort();
    hs_diag_list_init(&errs);
    if (hs_netlist_from_json(j, &back, &errs) != 0 || back.n_units != nl->n_units ||
        back.n_chans != nl->n_chans)
        abort();
    hs_netlist_free(&back);
    json_decref(j);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int have_cfg;
    if (!have_cfg) {
        if (hs_config_default(&cfg, NULL) != 0)
            abort();
        have_cfg = 1;
    }
    hs_netlist nl;
    hs_mlir_info info;
    hs_mlir_options o = {.file = "fuzz.mlir", .buffer_cycles = size & 1};
    int rc = hs_mlir_read((const char *)data, size, &o, &nl, &info, &errs);
    if (rc != 0 && errs.n == 0)
        abort(); /* a rejection names its reasons */
    if (rc == 0) {
        check_write_read(&nl);
        if (hs_mlir_check(&nl, &cfg, &info, "fuzz.mlir", &errs) != 0) {
            if (errs.n == 0)
                abort();
        } else if (nl.n_units <= FUZZ_GEN_MAX_UNITS) {
            hs_circuit_result res;
            memset(&res, 0, sizeof(res));
            if (hs_circuit_generate(&nl, &cfg, size & 2 ? HS_HDL_VERILOG : HS_HDL_VHDL, &res,
                                    &errs) == 0)
                hs_circuit_result_free(&res);
        }
    }
    hs_mlir_info_free(&info);
    hs_netlist_free(&nl);
    return 0;
}
