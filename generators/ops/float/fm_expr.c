/* Expression shorthands and the format table of the float units (fm.h). */
#include "fm.h"

/* The three formats the catalog accepts (check_formats in verify.c). */
hs_fm_fmt hs_fm_format(uint32_t width)
{
    if (width == 16)
        return (hs_fm_fmt){16, 5, 10, 15};
    if (width == 64)
        return (hs_fm_fmt){64, 11, 52, 1023};
    return (hs_fm_fmt){32, 8, 23, 127};
}

/* A two-operand expression of width w. */
hw_ref hs_fm_op(hw_module *m, hw_op op, uint32_t w, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, HW_HINT("f"), op, w, 2, args);
}

/* A constant on its own wire. */
hw_ref hs_fm_k(hw_module *m, uint32_t w, int64_t v)
{
    return hw_e_const(m, w, v);
}

/* Concatenation, MSB first; the width is the sum of the parts. */
hw_ref hs_fm_cat(hw_module *m, size_t n, const hw_ref *parts)
{
    uint32_t w = 0;
    for (size_t i = 0; i < n; i++)
        w += hw_ref_width(m, parts[i]);
    return hw_e_op_reduced(m, HW_HINT("cat"), HW_OP_CONCAT, w, (uint32_t)n, parts);
}

/* Zero extension (or truncation) to w bits. */
hw_ref hs_fm_zext(hw_module *m, hw_ref a, uint32_t w)
{
    return hw_e_op_reduced(m, HW_HINT("zx"), HW_OP_ZEXT, w, 1, &a);
}

/* Bitwise not, and, or at the operands' width. */
hw_ref hs_fm_not(hw_module *m, hw_ref a)
{
    return hw_e_not(m, a);
}

hw_ref hs_fm_and(hw_module *m, hw_ref a, hw_ref b)
{
    return hw_e_and2(m, a, b);
}

hw_ref hs_fm_or(hw_module *m, hw_ref a, hw_ref b)
{
    return hw_e_or2(m, a, b);
}

/* 1 bit: every bit of a is 0. */
hw_ref hs_fm_is_zero(hw_module *m, hw_ref a)
{
    hw_ref any = hw_e_op_reduced(m, HW_HINT("any"), HW_OP_REDOR, 1, 1, &a);
    return hw_e_not(m, any);
}
