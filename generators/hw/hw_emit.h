/* The two printers of a hardware description: VHDL-2008 and Verilog-2005.
 * A printer decides no behaviour; it writes what the hw_design says. */
#ifndef HW_EMIT_H
#define HW_EMIT_H

#include <stddef.h>

#include "hw.h"

/* Appends text for the whole design (all modules) to a malloc'd string. */
char *hs_emit_vhdl(const hw_design *des, size_t *len);
char *hs_emit_verilog(const hw_design *des, size_t *len);
/* The VHDL `types` support package (data_array). */
const char *hs_vhdl_types_package(void);

#endif
