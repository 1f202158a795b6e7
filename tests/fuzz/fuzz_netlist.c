/* Fuzz target: the netlist reader (JSON text -> hs_netlist_from_json), the
 * connectivity and rule check (hs_netlist_check), spec-tag insertion, and
 * whole-circuit generation of small netlists that pass the check. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hs_netlist.h"

#define FUZZ_GEN_MAX_UNITS 16 /* generate only circuits this small: keeps exec/s up */

static hs_config cfg;
static hs_diag_list errs; /* large: kept out of the stack */

/* A netlist written back to JSON must read again without errors. */
static void check_write_read(const hs_netlist *nl)
{
    hs_netlist back;
    json_t *j = hs_netlist_to_json(nl);
    if (!j)
        abort();
    hs_diag_list_init(&errs);
    if (hs_netlist_from_json(j, &back, &errs) != 0)
        abort();
    if (back.n_units != nl->n_units || back.n_chans != nl->n_chans)
        abort();
    hs_netlist_free(&back);
    json_decref(j);
}

/* Check, generate when small and clean, then insert spec tags. */
static void exercise(hs_netlist *nl, unsigned salt)
{
    hs_circuit_result res;
    check_write_read(nl);
    hs_diag_list_init(&errs);
    if (hs_netlist_check(nl, &cfg, &errs) != 0) {
        if (errs.n == 0)
            abort(); /* a failed check names at least one violation */
    } else if (nl->n_units <= FUZZ_GEN_MAX_UNITS) {
        hs_diag_list_init(&errs);
        memset(&res, 0, sizeof(res));
        if (hs_circuit_generate(nl, &cfg, salt & 1 ? HS_HDL_VERILOG : HS_HDL_VHDL, &res, &errs) ==
            0)
            hs_circuit_result_free(&res);
    }
    hs_diag_list_init(&errs);
    if (hs_netlist_add_spec_tags(nl, "", &errs) == 0)
        check_write_read(nl);
}

/* Parses the input as JSON, then reads it as a netlist. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int have_cfg;
    hs_netlist nl;
    json_error_t jerr;
    json_t *j;
    if (!have_cfg) {
        if (hs_config_default(&cfg, NULL) != 0)
            abort();
        have_cfg = 1;
    }
    if (!(j = json_loadb((const char *)data, size, 0, &jerr)))
        return 0;
    hs_diag_list_init(&errs);
    memset(&nl, 0, sizeof(nl));
    if (hs_netlist_from_json(j, &nl, &errs) == 0)
        exercise(&nl, (unsigned)size);
    else if (errs.n == 0)
        abort(); /* HS_E_NETLIST always comes with its reasons */
    hs_netlist_free(&nl);
    json_decref(j);
    return 0;
}
