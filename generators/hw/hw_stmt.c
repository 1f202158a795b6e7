/* Statements of the hardware description: assigns, registers, memory writes,
 * instances. Width rules are checked here (assert) so a generator bug shows up at
 * build time in Debug builds instead of as a lint warning in some HDL. */
#include <assert.h>
#include <string.h>

#include "hw_impl.h"

#define W(r) hw_ref_width(m, (r))

/* Checks the operand widths an op requires (see hw_op in hw.h). */
static void check_widths(const hw_module *m, hw_ref dst, hw_op op, uint32_t n, const hw_ref *a)
{
#ifdef NDEBUG
    (void)m, (void)dst, (void)op, (void)n, (void)a;
#else
    uint32_t w = W(dst);
    switch (op) {
    case HW_OP_COPY:
    case HW_OP_NOT:
        assert(n == 1 && W(a[0]) == w);
        break;
    case HW_OP_CONST:
        assert(n == 0);
        break;
    case HW_OP_AND:
    case HW_OP_OR:
    case HW_OP_XOR:
        assert(n >= 1);
        for (uint32_t i = 0; i < n; i++)
            assert(W(a[i]) == w);
        break;
    case HW_OP_ADD:
    case HW_OP_SUB:
    case HW_OP_MUL:
        assert(n == 2 && W(a[0]) == w && W(a[1]) == w);
        break;
    case HW_OP_SHL:
    case HW_OP_SHRU:
    case HW_OP_SHRS:
        assert(n == 2 && W(a[0]) == w);
        break;
    case HW_OP_CMP:
        assert(n == 2 && w == 1 && W(a[0]) == W(a[1]));
        break;
    case HW_OP_MUX2:
        assert(n == 3 && W(a[0]) == 1 && W(a[1]) == w && W(a[2]) == w);
        break;
    case HW_OP_MUXN:
        assert(n >= 2);
        for (uint32_t i = 1; i < n; i++)
            assert(W(a[i]) == w);
        break;
    case HW_OP_CONCAT: {
        uint32_t s = 0;
        for (uint32_t i = 0; i < n; i++)
            s += W(a[i]);
        assert(n >= 1 && s == w);
        break;
    }
    case HW_OP_ZEXT:
    case HW_OP_SEXT:
        assert(n == 1);
        break;
    case HW_OP_REDOR:
    case HW_OP_REDAND:
        assert(n == 1 && w == 1);
        break;
    case HW_OP_MEMREAD:
        assert(n == 1);
        break;
    }
    const hw_signal *ds = hw_module_signal(m, dst.sig);
    assert(ds->kind == HW_SIG_WIRE || ds->kind == HW_SIG_OUT);
    (void)ds;
#endif
}

/* Room for one more assign (hw_assign_op's rare path, apart so that its common path
 * keeps few registers); grows as HW_PUSH grows arrays. */
__attribute__((noinline)) static void grow_assigns(hw_module *m)
{
    HW_MODULE_GROW(m, m->core.assigns, m->core.n_assigns, m->core.cap_assigns, HW_IN_BLOCK_ASSIGNS);
}

/* hw_assign_op's general path: a new arena chunk for the arguments, or a full array. */
__attribute__((noinline)) static void assign_any(hw_module *m, hw_ref dst, hw_op op, uint32_t n,
                                                 const hw_ref *args)
{
    hw_ref *copy = NULL;
    if (n) {
        copy = hw_arena_alloc_uninit(&m->des->arena, n * sizeof(*args));
        for (uint32_t i = 0; i < n; i++)
            copy[i] = args[i];
    }
    if (m->core.n_assigns == m->core.cap_assigns)
        grow_assigns(m);
    m->core.assigns[m->core.n_assigns++] =
        (hw_assign){.op = (uint8_t)op, .dst = dst, .n_args = n, .mem = HW_NO_SIG, .args = copy};
}

/* The general assign; every other assign helper ends here. The arguments are copied
 * one by one (a few 16-byte references: no call). The common case (room in the arena's
 * chunk and in the array) calls nothing, so it saves no registers. */
void hw_assign_op(hw_module *m, hw_ref dst, hw_op op, uint32_t n, const hw_ref *args)
{
    check_widths(m, dst, op, n, args);
    hw_arena *ar = &m->des->arena;
    size_t room = ((size_t)n * sizeof(*args) + 15u) & ~(size_t)15u;
    if ((size_t)(ar->end - ar->next) < room || m->core.n_assigns == m->core.cap_assigns) {
        assign_any(m, dst, op, n, args);
        return;
    }
    hw_ref *copy = NULL;
    if (n) {
        copy = (hw_ref *)(void *)ar->next; /* hw_arena_alloc_uninit's bump */
        ar->next += room;
        for (uint32_t i = 0; i < n; i++)
            copy[i] = args[i];
    }
    m->core.assigns[m->core.n_assigns++] =
        (hw_assign){.op = (uint8_t)op, .dst = dst, .n_args = n, .mem = HW_NO_SIG, .args = copy};
}

/* dst = src, the most common assign. */
void hw_copy(hw_module *m, hw_ref dst, hw_ref src)
{
    hw_assign_op(m, dst, HW_OP_COPY, 1, &src);
}

/* Constants carry an int64; wider destinations are sign- or zero-extended. */
void hw_const(hw_module *m, hw_ref dst, int64_t value, bool sext)
{
    hw_assign_op(m, dst, HW_OP_CONST, 0, NULL);
    hw_assign *a = &m->core.assigns[m->core.n_assigns - 1];
    a->value = value;
    a->sext = sext;
}

/* dst (1 bit) = a PRED b. */
void hw_cmp_op(hw_module *m, hw_ref dst, hw_cmp pred, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    hw_assign_op(m, dst, HW_OP_CMP, 2, args);
    m->core.assigns[m->core.n_assigns - 1].pred = (uint8_t)pred;
}

/* Asynchronous read; the address should be max(1, clog2(words)) bits wide so that
 * Verilator sees an exact-width index. */
void hw_memread(hw_module *m, hw_ref dst, hw_sig_id mem, hw_ref addr)
{
    assert(m->core.sigs[mem].kind == HW_SIG_MEM && m->core.sigs[mem].width == W(dst));
    hw_assign_op(m, dst, HW_OP_MEMREAD, 1, &addr);
    m->core.assigns[m->core.n_assigns - 1].mem = mem;
}

/* q <= d on the clock edge when en (or always); reset value zero-extended. */
void hw_register(hw_module *m, hw_sig_id q, hw_ref d, hw_ref en, int64_t reset)
{
    assert(m->core.sigs[q].kind == HW_SIG_REG && m->core.sigs[q].width == W(d));
    assert(en.sig == HW_NO_SIG || W(en) == 1);
    assert(m->clk != HW_NO_SIG);
    hw_reg r = {.q = q, .d = d, .en = en, .reset = reset, .reset_sext = false};
    if (m->core.n_regs == m->core.cap_regs)
        HW_MODULE_GROW(m, m->core.regs, m->core.n_regs, m->core.cap_regs, HW_IN_BLOCK_REGS);
    m->core.regs[m->core.n_regs++] = r;
}

/* mem[addr] <= data on the clock edge when en; memories have no reset. */
void hw_memwrite_stmt(hw_module *m, hw_sig_id mem, hw_ref en, hw_ref addr, hw_ref data)
{
    assert(m->core.sigs[mem].kind == HW_SIG_MEM && m->core.sigs[mem].width == W(data));
    assert(W(en) == 1 && m->clk != HW_NO_SIG);
    hw_memwrite w = {.mem = mem, .en = en, .addr = addr, .data = data};
    HW_PUSH(m->des, m->mw, m->n_mw, m->cap_mw, w);
}

/* A clocked simulation message: an enable bit and its parts, each text duplicated and
 * each value at most 31 bits (a VHDL integer holds it). */
void hw_display_stmt(hw_module *m, hw_ref en, uint32_t n, const hw_disp_part *parts)
{
    assert(W(en) == 1 && m->clk != HW_NO_SIG && n >= 1);
    hw_display s = {.en = en, .n_parts = n};
    s.parts = hw_arena_alloc(&m->des->arena, n * sizeof(*parts));
    for (uint32_t i = 0; i < n; i++) {
        s.parts[i] = parts[i];
        if (parts[i].kind == HW_DISP_TEXT)
            s.parts[i].text = hw_strdup(m->des, parts[i].text ? parts[i].text : "");
        assert(parts[i].kind != HW_DISP_UDEC || (W(parts[i].ref) >= 1 && W(parts[i].ref) <= 31));
    }
    HW_PUSH(m->des, m->disp, m->n_disp, m->cap_disp, s);
}

/* An instance of a module added earlier to the same design. */
hw_inst *hw_instance_kept(hw_module *m, const char *name, const char *module)
{
    hw_inst *i = hw_arena_alloc(&m->des->arena, sizeof(*i));
    i->name = name;
    i->module = module;
    HW_PUSH(m->des, m->insts, m->n_insts, m->cap_insts, i);
    return i;
}

/* Both names are copied into the design. */
hw_inst *hw_instance(hw_module *m, const char *name, const char *module)
{
    return hw_instance_kept(m, hw_strdup(m->des, name), hw_strdup(m->des, module));
}

/* The module an instance names, found as hw_find_module finds a kept name (the
 * module's own name pointer), or NULL: a copied name is left to the printer. */
static const hw_module *callee_kept(const hw_design *d, const char *name)
{
    for (size_t i = 0; i < d->core.n_mods; i++)
        if (d->core.mods[i]->name == name)
            return d->core.mods[i];
    return NULL;
}

/* Marks signal s of m read whole by an instance input (hw_module_inst_reads). */
static void mark_inst_read(hw_module *m, hw_sig_id s)
{
    if (s >= m->n_inst_reads) {
        size_t n = m->core.cap_sigs > s ? m->core.cap_sigs : (size_t)s + 1;
        if (n < 2 * m->n_inst_reads)
            n = 2 * m->n_inst_reads;
        uint8_t *r = hw_arena_alloc(&m->des->arena, n);
        if (m->n_inst_reads)
            memcpy(r, m->inst_reads, m->n_inst_reads);
        m->inst_reads = r;
        m->n_inst_reads = n;
    }
    m->inst_reads[s] = 1;
}

/* What the Verilog printer's usage table reads of connection `port` = ref of inst (the
 * instance's n-th, counted from 0), marked now while the instance's module is in the
 * cache: the same look-ups in the same order as the printer's walk (hw_usage_new). A
 * connection that cannot be marked exactly (a copied module name, a port not declared
 * yet, a part of a signal, an instance connected again after another) turns the marks
 * off, and the printer walks the instances as before. */
static void mark_connection(hw_module *m, const hw_inst *inst, uint32_t n, const char *port,
                            hw_ref ref)
{
    hw_design *d = m->des;
    if (m->inst_reads_off)
        return;
    if (m->n_inst_reads && m->mk_renames != d->n_renames) {
        m->inst_reads_off = true; /* a module renamed since: the look-ups may differ */
        return;
    }
    if (inst != m->mk_inst) {
        m->mk_inst = inst;
        m->mk_callee = n == 0 ? callee_kept(d, inst->module) : NULL;
        m->mk_port = HW_NO_SIG;
        if (!m->mk_callee) {
            m->inst_reads_off = true;
            return;
        }
    }
    hw_sig_id p = hw_find_port_near(m->mk_callee, port, m->mk_port + 1);
    m->mk_port = p;
    if (p == HW_NO_SIG) {
        m->inst_reads_off = true;
        return;
    }
    if (hw_module_signal(m->mk_callee, p)->kind != HW_SIG_IN || ref.sig == HW_NO_SIG)
        return;
    if (ref.hi >= 0 || ref.elem >= 0) {
        m->inst_reads_off = true;
        return;
    }
    if (!m->n_inst_reads)
        m->mk_renames = d->n_renames;
    mark_inst_read(m, ref.sig);
}

/* Port connections are kept in call order; the printer follows it. */
void hw_connect_kept(hw_module *m, hw_inst *inst, const char *port, hw_ref ref)
{
    uint32_t n = inst->n_conns;
    if (n == inst->cap_conns)
        hw_instance_reserve(m, inst, n < 8 ? 8 : 2 * n);
    uint32_t part = 0;
    if (ref.elem != -1 || ref.hi != -1 || ref.lo != 0) { /* not a whole signal */
        HW_PUSH(m->des, m->core.conn_refs, m->core.n_conn_refs, m->core.cap_conn_refs, ref);
        part = (uint32_t)m->core.n_conn_refs;
    }
    inst->conns[n] = (hw_conn){.port = port, .sig = ref.sig, .part = part};
    inst->n_conns = n + 1;
    m->n_conns++;
    mark_connection(m, inst, n, port, ref);
}

void hw_instance_reserve(hw_module *m, hw_inst *inst, uint32_t n)
{
    if (n <= inst->cap_conns)
        return;
    inst->conns = hw_arena_grow(&m->des->arena, inst->conns, inst->n_conns, n, sizeof(hw_conn));
    inst->cap_conns = n;
}

/* The port name is copied into the design: callers pass names built on the stack. */
void hw_connect(hw_module *m, hw_inst *inst, const char *port, hw_ref ref)
{
    hw_connect_kept(m, inst, hw_strdup(m->des, port), ref);
}
