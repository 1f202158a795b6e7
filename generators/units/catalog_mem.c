/* Catalog family: memory units (memory controller, BRAM adapter, RAM). One row per unit; see
 * catalog_rows.h for the shorthands. Every port here is on the memory side: none carries
 * extra signals (the load and store units strip them, spec section 4). */
#include <stdio.h>
#include <string.h>

#include "catalog_families.h"
#include "catalog_rows.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_mem_controller);
HS_GENERATOR(hs_build_mem_to_bram);
HS_GENERATOR(hs_build_ram);

#define HS_MAX_RAM_WORDS 65536

/* Memory-side units carry no extra signals: the parameters form must not give any. */
static int no_extras(const hs_unit *u, hs_diag *d, const char *port)
{
    if (u->e.n_extra == 0)
        return 0;
    char x[64];
    hs_extra_print(&u->e.extra[0], x, sizeof(x));
    hs_fail(d, HS_E_RULE,
            "%s: extra signal '%s' cannot ride the memory side: %s and every other port of "
            "this unit carry none (the load and store units strip them)",
            u->info->name, x, port);
    hs_diag_where(d, "extra_signals", port, "memory_side");
    return HS_E_RULE;
}

/* mem_controller: Dynamatic's three shapes (loads only; stores only; both); control
 * tokens count stores, so stores need them and a load-only controller has none. */
static int check_mc(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t nc = hs_unit_param(u, "num_controls"), nl = hs_unit_param(u, "num_loads"),
            ns = hs_unit_param(u, "num_stores");
    if (nl == 0 && ns == 0)
        return hs_fail(d, HS_E_PARAM,
                       "%s: num_loads = num_stores = 0: a memory controller serves at least one "
                       "load or store port",
                       u->info->name);
    if (ns > 0 && nc == 0)
        return hs_fail(d, HS_E_PARAM,
                       "%s: num_stores = %lld needs num_controls >= 1: each ctrl token says how "
                       "many stores a block issues, and memEnd waits for all of them",
                       u->info->name, (long long)ns);
    if (ns == 0 && nc > 0)
        return hs_fail(d, HS_E_PARAM,
                       "%s: num_controls = %lld without stores: ctrl tokens count stores, so a "
                       "load-only controller has num_controls = 0 (as Dynamatic's)",
                       u->info->name, (long long)nc);
    return no_extras(u, d, nl ? "ldAddr" : "stAddr");
}

/* ram: the initial values must fit the words (two's complement or unsigned) and the RAM;
 * the RAM must fit its address space. */
static int check_ram(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t w = hs_unit_param(u, "data_width"), size = hs_unit_param(u, "size");
    int64_t aw = hs_unit_param(u, "addr_width");
    int n;
    const int64_t *v = hs_unit_list(u, &n);
    if (n > size)
        return hs_fail(d, HS_E_PARAM, "%s: values has %d entries, more than size = %lld words",
                       u->info->name, n, (long long)size);
    if (aw < 63 && size > ((int64_t)1 << aw))
        return hs_fail(d, HS_E_PARAM,
                       "%s: size = %lld words cannot all be addressed with addr_width = %lld "
                       "(at most %lld)",
                       u->info->name, (long long)size, (long long)aw, (long long)1 << aw);
    if (w < 63) {
        int64_t lo = -((int64_t)1 << (w - 1)), hi = ((int64_t)1 << w) - 1;
        for (int i = 0; i < n; i++)
            if (v[i] < lo || v[i] > hi)
                return hs_fail(d, HS_E_PARAM,
                               "%s: values[%d] = %lld does not fit in data_width = %lld bits "
                               "(range [%lld, %lld])",
                               u->info->name, i, (long long)v[i], (long long)w, (long long)lo,
                               (long long)hi);
    }
    return no_extras(u, d, "loadData");
}

/* mem_to_bram: wires only; nothing beyond the table but the memory-side rule. */
static int check_bram(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    return no_extras(u, d, "loadAddr");
}

#define N_ARR(n, req, doc) P_INT(n, req, 0, 0, HS_MAX_ARRAY, doc)
/* A channel array on the memory side, counted by `sizep`. */
#define MARR(n, dir, wparam, sizep)                                                                \
    {                                                                                              \
        n, dir, true, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, HS_X_NONE, NULL, 0, sizep, 0, NULL  \
    }
#define MCTRL(n, dir) CTRL(n, dir, HS_X_NONE)
/* Raw block-RAM-side buses: a width parameter, or one bit (an enable, std_logic). */
#define RAWP(n, dir, wparam) PORT(n, dir, false, HS_SHAPE_RAW, HS_W_PARAM, wparam, 0, HS_X_NONE)
#define RAW1(n, dir) PORT(n, dir, false, HS_SHAPE_RAW, HS_W_FIXED, NULL, 1, HS_X_NONE)

/* The memory units with Dynamatic's names, ports and parameters. */
const hs_unit_info hs_catalog_mem[] = {
    {.name = "handshake.mem_controller",
     .registered = true,
     .build = hs_build_mem_controller,
     .summary = "serves load and store ports from one dual-port block RAM: loads and stores "
                "arbitrated by port order, stores counted per ctrl token, memEnd once all are done",
     .rule_id = "memory_controller",
     .rule_text =
         "no port carries extra signals; ctrl[i] is i32; ldAddr/stAddr have "
         "addr_bitwidth, ldData/stData data_bitwidth; num_loads + num_stores >= 1; "
         "stores need num_controls >= 1, loads alone num_controls = 0; stDone[i] (store_done "
         "= 1) are controls",
     .n_params = 6,
     .params = {N_ARR("num_controls", true, "ctrl channels (each token: stores of a block)"),
                N_ARR("num_loads", true, "load ports (ldAddr/ldData pairs)"),
                N_ARR("num_stores", true, "store ports (stAddr/stData pairs)"),
                P_WIDTH("addr_bitwidth", 1, "address width"),
                P_WIDTH("data_bitwidth", 1, "data width"),
                {"store_done", HS_P_BOOL, false, 0, 0, 1, NULL,
                 "1: one stDone control per store port, a token once its store is written "
                 "(Dynamatic's later controllers)"}},
     .n_ports = 15,
     .ports = {MCTRL("memStart", HS_IN),
               MCTRL("memEnd", HS_OUT),
               MCTRL("ctrlEnd", HS_IN),
               {"ctrl", HS_IN, true, HS_SHAPE_CHANNEL, HS_W_FIXED, NULL, 32, HS_X_NONE, NULL, 0,
                "num_controls", 0, NULL},
               MARR("ldAddr", HS_IN, "addr_bitwidth", "num_loads"),
               {"ldData", HS_OUT, true, HS_SHAPE_CHANNEL, HS_W_PARAM, "data_bitwidth", 0, HS_X_NONE,
                NULL, 0, "num_loads", HS_MEM_LD_DATA, NULL},
               MARR("stAddr", HS_IN, "addr_bitwidth", "num_stores"),
               MARR("stData", HS_IN, "data_bitwidth", "num_stores"),
               {"stDone", HS_OUT, true, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_NONE, NULL, 0,
                "num_stores", 0, "store_done"},
               RAWP("loadData", HS_IN, "data_bitwidth"),
               RAW1("loadEn", HS_OUT),
               RAWP("loadAddr", HS_OUT, "addr_bitwidth"),
               RAW1("storeEn", HS_OUT),
               RAWP("storeAddr", HS_OUT, "addr_bitwidth"),
               RAWP("storeData", HS_OUT, "data_bitwidth")},
     .check = check_mc,
     .port_present = hs_row_present_if}, /* stDone only with store_done = 1 */
    {.name = "handshake.mem_to_bram",
     /* Dynamatic's Verilog configuration spells its widths as ram's */
     .dyn_params = DYN_PARAMS("data_width", "data_bitwidth", "addr_width", "addr_bitwidth"),
     .build = hs_build_mem_to_bram,
     .summary = "adapts a memory controller's load/store buses to a two-port BRAM (port 0 "
                "stores, port 1 loads)",
     .rule_id = "memory_side",
     .rule_text = "raw buses only, no extra signals",
     .n_params = 2,
     .params = {P_WIDTH("addr_bitwidth", 1, "address width"),
                P_WIDTH("data_bitwidth", 1, "data width")},
     .n_ports = 16,
     .ports = {RAW1("loadEn", HS_IN), RAWP("loadAddr", HS_IN, "addr_bitwidth"),
               RAW1("storeEn", HS_IN), RAWP("storeAddr", HS_IN, "addr_bitwidth"),
               RAWP("storeData", HS_IN, "data_bitwidth"), RAW1("ce0", HS_OUT), RAW1("we0", HS_OUT),
               RAWP("address0", HS_OUT, "addr_bitwidth"), RAWP("dout0", HS_OUT, "data_bitwidth"),
               RAW1("ce1", HS_OUT), RAW1("we1", HS_OUT), RAWP("address1", HS_OUT, "addr_bitwidth"),
               RAWP("dout1", HS_OUT, "data_bitwidth"), RAWP("din0", HS_IN, "data_bitwidth"),
               RAWP("din1", HS_IN, "data_bitwidth"), RAWP("loadData", HS_OUT, "data_bitwidth")},
     .check = check_bram,
     .no_clock = true},
    {.name = "handshake.ram",
     .registered = true,
     .memory = true,
     .build = hs_build_ram,
     .summary = "a behavioural dual-port block RAM (synchronous read and write) with initial "
                "values, as synthesis tools infer it",
     .rule_id = "memory_side",
     .rule_text = "raw buses only, no extra signals; values fit data_width and number at most "
                  "size; size fits addr_width",
     .n_params = 4,
     .params = {P_WIDTH("data_width", 1, "word width"),
                P_WIDTH("addr_width", 1, "address width"),
                P_INT("size", true, 1, 1, HS_MAX_RAM_WORDS, "words"),
                {"values", HS_P_LIST, false, 0, INT64_MIN, INT64_MAX, NULL,
                 "initial words 0, 1, ... ('1 2 3'); the rest start at zero"}},
     .n_ports = 6,
     .ports = {RAW1("loadEn", HS_IN), RAWP("loadAddr", HS_IN, "addr_width"), RAW1("storeEn", HS_IN),
               RAWP("storeAddr", HS_IN, "addr_width"), RAWP("storeData", HS_IN, "data_width"),
               RAWP("loadData", HS_OUT, "data_width")},
     .check = check_ram},
    {.name = NULL},
};
