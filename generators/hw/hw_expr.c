/* Expression helpers: build an operation into a fresh temporary wire and return a
 * reference to it, so generators can nest operations like expressions. */
#include "hw_impl.h"

#include <assert.h>
#include <string.h>

/* The general form: a temporary of `width` bits assigned op(args). */
hw_ref hw_e_op(hw_module *m, const char *hint, hw_op op, uint32_t width, uint32_t n,
               const hw_ref *args)
{
    hw_ref t = hw_r(hw_tmp(m, hint, width));
    hw_assign_op(m, t, op, n, args);
    return t;
}

/* A helper's own hint, given as hw_tmp writes it ("and" as "_and", hw_tmp_reduce) and
 * its length: the same names as hw_e_op's, without filtering the hint again for each
 * of the temporaries these helpers make (about two thirds of a unit's). */
#define REDUCED(s) s, sizeof(s) - 1

/* hw_e_op with a reduced hint (hw.h): the helpers below and generators' literal
 * hints (HW_HINT). Checked against the filter in builds with assertions. */
hw_ref hw_e_op_reduced(hw_module *m, const char *hint, size_t hn, hw_op op, uint32_t width,
                       uint32_t n, const hw_ref *args)
{
#ifndef NDEBUG
    char check[128];
    assert(hw_tmp_reduce(hint, check, sizeof(check)) == hn && memcmp(check, hint, hn) == 0);
#endif
    hw_ref t = hw_r(hw_tmp_reduced(m, hint, hn, "", 0, width));
    hw_assign_op(m, t, op, n, args);
    return t;
}

/* a & b, the building block of handshake joins. */
hw_ref hw_e_and2(hw_module *m, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, REDUCED("_and"), HW_OP_AND, hw_ref_width(m, a), 2, args);
}

/* a | b. */
hw_ref hw_e_or2(hw_module *m, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, REDUCED("_or"), HW_OP_OR, hw_ref_width(m, a), 2, args);
}

/* ~a. */
hw_ref hw_e_not(hw_module *m, hw_ref a)
{
    return hw_e_op_reduced(m, REDUCED("_not"), HW_OP_NOT, hw_ref_width(m, a), 1, &a);
}

/* sel ? a : b */
hw_ref hw_e_mux2(hw_module *m, hw_ref sel, hw_ref a, hw_ref b)
{
    hw_ref args[3] = {sel, a, b};
    return hw_e_op_reduced(m, REDUCED("_mux"), HW_OP_MUX2, hw_ref_width(m, a), 3, args);
}

/* A constant as a wire (zero-extended past 64 bits). */
hw_ref hw_e_const(hw_module *m, uint32_t width, int64_t value)
{
    hw_ref t = hw_r(hw_tmp_reduced(m, REDUCED("_const"), "", 0, width));
    hw_const(m, t, value, false);
    return t;
}

/* A one-bit comparison result. */
hw_ref hw_e_cmp(hw_module *m, hw_cmp pred, hw_ref a, hw_ref b)
{
    hw_ref t = hw_r(hw_tmp_reduced(m, REDUCED("_cmp"), "", 0, 1));
    hw_cmp_op(m, t, pred, a, b);
    return t;
}
