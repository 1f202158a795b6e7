/* Shorthands for catalog rows, shared by every family table (catalog_*.c), so a
 * row reads as the unit's parameters and ports and nothing else. */
#ifndef CATALOG_ROWS_H
#define CATALOG_ROWS_H

#include "hs_unit.h"

#define MAXW HS_MAX_DATA_WIDTH
#define P_INT(n, req, def, lo, hi, doc)                                                            \
    {                                                                                              \
        n, HS_P_INT, req, def, lo, hi, NULL, doc                                                   \
    }
#define P_WIDTH(n, lo, doc) P_INT(n, true, 0, lo, MAXW, doc)
#define P_BITWIDTH P_WIDTH("bitwidth", 1, "data width in bits")
#define P_BITWIDTH0 P_WIDTH("bitwidth", 0, "data width in bits (0: control, no data)")
#define P_SIZE P_INT("size", true, 2, 1, HS_MAX_ARRAY, "number of array elements")
#define P_SIGNAL                                                                                   \
    {                                                                                              \
        "signal", HS_P_SIGNAL, true, 0, 0, 0, NULL, "the extra signal, as 'name: iN'"              \
    }

#define PORT(n, dir, arr, shape, wsrc, wparam, fixed, x)                                           \
    {                                                                                              \
        n, dir, arr, shape, wsrc, wparam, fixed, x, NULL, 0, NULL, 0, NULL                         \
    }
/* A channel whose data must be of type dt ('f': f16/f32/f64, 'i': iN). */
#define TCH(n, dir, wparam, x, dt)                                                                 \
    {                                                                                              \
        n, dir, false, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, x, NULL, dt, NULL, 0, NULL         \
    }
#define FCH(n, dir, wparam, x) TCH(n, dir, wparam, x, 'f')
#define ICH(n, dir, wparam, x) TCH(n, dir, wparam, x, 'i')
#define CH(n, dir, wparam, x) PORT(n, dir, false, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, x)
/* An output channel to a memory controller's operand (hs_mem_role), no extra signals. */
#define MEM_CH(n, wparam, role)                                                                    \
    {                                                                                              \
        n, HS_OUT, false, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, HS_X_NONE, NULL, 0, NULL, role, \
            NULL                                                                                   \
    }
/* An input channel from a memory interface (hs_mem_role), no extra signals. */
#define MEM_IN(n, wparam, role)                                                                    \
    {                                                                                              \
        n, HS_IN, false, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, HS_X_NONE, NULL, 0, NULL, role,  \
            NULL                                                                                   \
    }
#define DC(n, dir, x) PORT(n, dir, false, HS_SHAPE_DATA_OR_CTRL, HS_W_PARAM, "bitwidth", 0, x)
#define DC_ARR(n, dir, x) PORT(n, dir, true, HS_SHAPE_DATA_OR_CTRL, HS_W_PARAM, "bitwidth", 0, x)
#define BIT(n, dir, x) PORT(n, dir, false, HS_SHAPE_CHANNEL, HS_W_FIXED, NULL, 1, x)
/* The composed side of compose/decompose: its type is computed, not a parameter. */
#define COMPOSED(n, dir) PORT(n, dir, false, HS_SHAPE_DATA_OR_CTRL, HS_W_NONE, NULL, 0, HS_X_E)
#define CTRL(n, dir, x) PORT(n, dir, false, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, x)
/* A control, no extra signals, that exists when the boolean parameter `flag` is 1. */
#define CTRL_IF(n, dir, flag)                                                                      \
    {                                                                                              \
        n, dir, false, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_NONE, NULL, 0, NULL, 0, flag     \
    }

/* A row's dyn_params: Dynamatic's spelling of a parameter, then the row's, pair by pair. */
#define DYN_PARAMS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A row's port_present hook when its only optional ports are those a boolean parameter
 * makes exist (hs_port_info.present_if): the row says which, in one place. */
static inline bool hs_row_present_if(const hs_unit *u, int p)
{
    const char *flag = u->info->ports[p].present_if;
    return !flag || hs_unit_param(u, flag) == 1;
}

#endif
