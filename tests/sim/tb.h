/* Testbench printers: one VHDL-2008 and one Verilog-2005 testbench per case, both
 * driving the same stimulus by the same rules and printing the same trace format.
 *
 * Timing (both HDLs): rst is high for SIM_RESET_CYCLES + 1 rising edges. Cycle c runs
 * from rising edge SIM_RESET_CYCLES + c to the next one. At each rising edge the
 * testbench applies cycle c: an input that handed over its token (valid and ready at
 * the previous falling edge) moves to the next token; an input not holding a token
 * raises valid with its next token when the offer pattern allows; a valid input holds
 * data and extras until accepted; when idle, its data and extras are inverted (so a
 * unit that samples them without valid is caught). Outputs get the cycle's ready and
 * upstream values. At the falling edge, when everything has settled, the testbench
 * writes the cycle's trace line and records the handshakes.
 *
 * Trace line: the cycle number, then per channel: " <valid><ready>", " <data>" when
 * the channel has data, " <value>" per extra signal in port order. Data and downstream
 * signals show "-" when valid is not 1; upstream signals are always shown. Values are
 * hexadecimal, valid/ready 0, 1 or x. */
#ifndef SIM_TB_H
#define SIM_TB_H

#include "sim.h"
#include "sim_buf.h"

void sim_tb_vhdl(sim_buf *b, const sim_unit *u, const sim_stim *s, const char *tb_name,
                 const char *trace_file);
void sim_tb_verilog(sim_buf *b, const sim_unit *u, const sim_stim *s, const char *tb_name,
                    const char *trace_file);

/* Names shared by both printers (tb_names.c). */
/* The HDL name of extra signal k of channel ch: "lhs_spec", "ins_1_spec". */
const char *sim_tb_sig_name(const sim_unit *u, int ch, int k, char *buf, size_t cap);

#endif
