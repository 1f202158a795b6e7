/* One op of a read document as a unit: where it is written, its verified unit
 * under the server's configuration, its generated text and an area estimate from
 * its hardware description. Hover and "Show VHDL/Verilog" both start here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_gen.h"
#include "lsp.h"

/* The place under the cursor. */
int lsp_place_at(const lsp_doc *doc, size_t offset, int kind)
{
    if (!doc->have_nl)
        return -1;
    for (int i = 0; i < doc->info.n_places; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        if ((kind < 0 || p->kind == kind) && offset >= p->offset &&
            offset <= p->offset + (size_t)p->len)
            return i;
    }
    return -1;
}

/* The unit of the op on the cursor's line (ops are one per line). */
int lsp_unit_at(const lsp_doc *doc, size_t offset)
{
    if (!doc->have_nl)
        return -1;
    int line = lsp_text_line_of(&doc->text, offset);
    for (int i = 0; i < doc->info.n_places; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        if (p->kind == HS_MLIR_PLACE_OP && p->unit >= 0 &&
            lsp_text_line_of(&doc->text, p->offset) == line)
            return p->unit;
    }
    return -1;
}

/* Where a unit's op is written. */
int lsp_unit_place(const lsp_doc *doc, int u)
{
    for (int i = 0; i < doc->info.n_places; i++)
        if (doc->info.places[i].kind == HS_MLIR_PLACE_OP && doc->info.places[i].unit == u)
            return i;
    return -1;
}

/* The verified unit of an op: its request from the netlist, resolved. */
int lsp_unit_resolve(const lsp_server *s, const lsp_doc *doc, int u, hs_hdl hdl, hs_unit *out,
                     hs_diag *d)
{
    if (!doc->read_ok || u < 0 || u >= doc->nl.n_units)
        return hs_fail(d, HS_E_NETLIST, "the document does not read without errors");
    if (!doc->nl.units[u].info)
        return hs_fail(d, HS_E_UNKNOWN_UNIT, "unit %s (%s) is not in the catalog",
                       doc->nl.units[u].name, doc->nl.units[u].unit);
    hs_request req;
    int rc = hs_netlist_unit_request(&doc->nl, u, &req, d);
    if (rc == 0)
        rc = hs_unit_resolve(&req, hdl, &s->cfg, out, d);
    hs_request_free(&req);
    return rc;
}

/* The generated files of a unit as one text that analyses on its own. */
char *lsp_unit_text(const hs_unit *unit, hs_hdl hdl, hs_diag *d)
{
    hs_gen_result r;
    if (hs_generate(unit, hdl, &r, d) != 0)
        return NULL;
    size_t n = 1;
    for (int i = 0; i < r.n_files; i++)
        n += r.files[i].len + 1;
    char *text = malloc(n);
    size_t o = 0;
    /* support files (the VHDL types package) first: the text analyses on its own */
    for (int pass = 0; text && pass < 2; pass++)
        for (int i = pass ? 0 : 1; i < (pass ? 1 : r.n_files); i++) {
            memcpy(text + o, r.files[i].content, r.files[i].len);
            o += r.files[i].len;
            if (o && text[o - 1] != '\n')
                text[o++] = '\n';
        }
    if (text)
        text[o] = '\0';
    else
        hs_fail(d, HS_E_NOMEM, "out of memory");
    hs_gen_result_free(&r);
    return text;
}

/* Bits a reference covers. */
static uint32_t ref_bits(const hw_module *m, hw_ref r)
{
    if (r.hi >= 0)
        return (uint32_t)(r.hi - r.lo + 1);
    const hw_signal *sg = hw_module_signal(m, r.sig);
    return sg ? sg->width : 0;
}

/* A size from the hardware description: flip-flop bits, logic bits, multipliers
 * and memory bits over its modules. */
void lsp_unit_area(const hs_unit *unit, char *buf, size_t cap)
{
    hs_unit_build_fn build = unit->info->build;
    if (!build) {
        snprintf(buf, cap, "no generator: no estimate");
        return;
    }
    hw_design *des = hw_design_new();
    hs_diag d;
    hs_diag_clear(&d);
    hw_design_set_entity(des, unit->name);
    if (!des || build(des, unit, &d) != 0) {
        snprintf(buf, cap, "no estimate (%s)", d.message);
        hw_design_free(des);
        return;
    }
    unsigned long ff = 0, logic = 0, mem = 0, mul = 0;
    for (size_t k = 0; k < hw_design_n_modules(des); k++) {
        const hw_module *m = hw_design_module(des, k);
        for (size_t i = 0; i < hw_module_n_regs(m); i++) {
            const hw_signal *q = hw_module_signal(m, hw_module_reg(m, i)->q);
            ff += q ? q->width * (q->count ? q->count : 1) : 0;
        }
        for (size_t i = 0; i < hw_module_n_signals(m); i++) {
            const hw_signal *sg = hw_module_signal(m, (hw_sig_id)i);
            if (sg->kind == HW_SIG_MEM)
                mem += (unsigned long)sg->width * sg->count;
        }
        for (size_t i = 0; i < hw_module_n_assigns(m); i++) {
            const hw_assign *a = hw_module_assign(m, i);
            switch (a->op) {
            case HW_OP_COPY:
            case HW_OP_CONST:
            case HW_OP_CONCAT:
            case HW_OP_ZEXT:
            case HW_OP_SEXT:
                break; /* wiring */
            case HW_OP_MUL:
                mul++;
                logic += ref_bits(m, a->dst);
                break;
            case HW_OP_CMP:
            case HW_OP_REDOR:
            case HW_OP_REDAND:
                logic += a->n_args ? ref_bits(m, a->args[0]) : 1;
                break;
            default:
                logic += ref_bits(m, a->dst);
            }
        }
    }
    int n = snprintf(buf, cap, "about %lu flip-flops, %lu bits of logic", ff, logic);
    if (mul && n > 0 && (size_t)n < cap)
        n += snprintf(buf + n, cap - (size_t)n, ", %lu multiplier%s", mul, mul > 1 ? "s" : "");
    if (mem && n > 0 && (size_t)n < cap)
        snprintf(buf + n, cap - (size_t)n, ", %lu bits of memory", mem);
    hw_design_free(des);
}
