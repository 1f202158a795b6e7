/* placeholder */
#include "mlir_impl.h"
int mlir_lower_hw(mlir_ast *a, const mlir_func *f, const hs_mlir_options *o, hs_netlist *nl,
                  hs_mlir_info *info)
{
    (void)o;
    (void)nl;
    (void)info;
    mlir_error(a, f->line, f->col, "hw.module is not read yet");
    return HS_E_NETLIST;
}
