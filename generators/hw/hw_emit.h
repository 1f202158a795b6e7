/* The two printers of a hardware description: VHDL-2008 and Verilog-2005.
 * A printer decides no behaviour; it writes what the hw_design says. */
#ifndef HW_EMIT_H
#define HW_EMIT_H

#include <stddef.h>

#include "hw.h"
#include "hw_text.h"

/* Appends text for the whole design (all modules) to a malloc'd string. */
char *hs_emit_vhdl(const hw_design *des, size_t *len);
char *hs_emit_verilog(const hw_design *des, size_t *len);
/* The same, and where the design's entity name (hw_design_entity) was written:
 * every occurrence, in increasing order, each strlen(entity) bytes long. The
 * caller owns marks->at (free() it). */
char *hs_emit_vhdl_marked(const hw_design *des, size_t *len, hw_marks *marks);
char *hs_emit_verilog_marked(const hw_design *des, size_t *len, hw_marks *marks);
/* The VHDL `types` support package (data_array). */
const char *hs_vhdl_types_package(void);

#endif
