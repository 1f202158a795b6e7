/* Floating-point reference arithmetic and operand pairs (fp_ref.h). */
#include "fp_ref.h"

#include <string.h>

/* Exponent bits of the format. */
static unsigned ebits(unsigned w)
{
    return w == 16 ? 5 : w == 32 ? 8 : 11;
}

int fp_ref_op_of(const char *unit)
{
    static const char *const names[] = {"addf", "subf", "mulf", "divf"};
    for (int i = 0; i < 4; i++)
        if (strcmp(unit, names[i]) == 0)
            return i;
    return -1;
}

uint64_t fp_ref_qnan(unsigned w)
{
    unsigned e = ebits(w), mw = w - 1 - e;
    return ((((uint64_t)1 << e) - 1) << mw) | ((uint64_t)1 << (mw - 1));
}

/* Whether the pattern is a NaN of the format. */
static int is_nan(unsigned w, uint64_t v)
{
    unsigned e = ebits(w), mw = w - 1 - e;
    uint64_t emask = ((uint64_t)1 << e) - 1, fmask = ((uint64_t)1 << mw) - 1;
    return ((v >> mw) & emask) == emask && (v & fmask) != 0;
}

#define REF_OP(T, x, y, op)                                                                        \
    ((op) == FP_REF_ADD   ? (T)((x) + (y))                                                         \
     : (op) == FP_REF_SUB ? (T)((x) - (y))                                                         \
     : (op) == FP_REF_MUL ? (T)((x) * (y))                                                         \
                          : (T)((x) / (y)))

/* One operation in the host's arithmetic of the format; volatile keeps the compiler
 * from folding or contracting it. */
uint64_t fp_ref(fp_ref_op op, unsigned w, uint64_t a, uint64_t b)
{
    uint64_t out = 0;
    if (w == 16) {
        uint16_t ia = (uint16_t)a, ib = (uint16_t)b, io;
        volatile _Float16 x, y, z;
        _Float16 tx, ty;
        memcpy(&tx, &ia, 2);
        memcpy(&ty, &ib, 2);
        x = tx;
        y = ty;
        z = REF_OP(_Float16, x, y, op);
        _Float16 tz = z;
        memcpy(&io, &tz, 2);
        out = io;
    } else if (w == 32) {
        uint32_t ia = (uint32_t)a, ib = (uint32_t)b, io;
        volatile float x, y, z;
        float tx, ty;
        memcpy(&tx, &ia, 4);
        memcpy(&ty, &ib, 4);
        x = tx;
        y = ty;
        z = REF_OP(float, x, y, op);
        float tz = z;
        memcpy(&io, &tz, 4);
        out = io;
    } else {
        volatile double x, y, z;
        double tx, ty;
        memcpy(&tx, &a, 8);
        memcpy(&ty, &b, 8);
        x = tx;
        y = ty;
        z = REF_OP(double, x, y, op);
        double tz = z;
        memcpy(&out, &tz, 8);
    }
    return is_nan(w, out) ? fp_ref_qnan(w) : out;
}

/* Assembles sign, biased exponent field and fraction. */
static uint64_t make(unsigned w, uint64_t s, uint64_t e, uint64_t f)
{
    unsigned eb = ebits(w), mw = w - 1 - eb;
    return (s << (w - 1)) | ((e & (((uint64_t)1 << eb) - 1)) << mw) |
           (f & (((uint64_t)1 << mw) - 1));
}

/* A fraction of a few random bits, all ones, all zeros or uniform: sparse ones make
 * exact ties and carries frequent. */
static uint64_t frac(sim_rng *r, unsigned mw)
{
    uint64_t m = ((uint64_t)1 << mw) - 1;
    switch (sim_rng_below(r, 5)) {
    case 0:
        return 0;
    case 1:
        return m >> sim_rng_below(r, mw);
    case 2: {
        uint64_t f = 0;
        for (int k = (int)sim_rng_below(r, 4); k >= 0; k--)
            f |= (uint64_t)1 << sim_rng_below(r, mw);
        return f;
    }
    default:
        return sim_rng_next(r) & m;
    }
}

/* One operand of a class chosen at random. */
static uint64_t operand(sim_rng *r, unsigned w)
{
    unsigned eb = ebits(w), mw = w - 1 - eb;
    uint64_t emax = ((uint64_t)1 << eb) - 1, bias = emax >> 1, s = sim_rng_below(r, 2);
    unsigned pct = (unsigned)sim_rng_below(r, 100);
    if (pct < 25) /* uniform */
        return sim_rng_next(r) & (w == 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1));
    if (pct < 33) { /* zero, infinity, NaN with a payload (quiet or signalling) */
        switch (sim_rng_below(r, 3)) {
        case 0:
            return make(w, s, 0, 0);
        case 1:
            return make(w, s, emax, 0);
        default: {
            uint64_t f = sim_rng_next(r) & (((uint64_t)1 << mw) - 1);
            return make(w, s, emax, f ? f : 1);
        }
        }
    }
    if (pct < 48) /* subnormal */
        return make(w, s, 0, frac(r, mw) | (sim_rng_below(r, 4) ? 0 : 1));
    if (pct < 58) { /* boundaries: smallest normal, largest subnormal, largest finite, one */
        static const int which[] = {0, 1, 2, 3};
        switch (which[sim_rng_below(r, 4)]) {
        case 0:
            return make(w, s, 1, sim_rng_below(r, 3));
        case 1:
            return make(w, s, 0, (((uint64_t)1 << mw) - 1) - sim_rng_below(r, 3));
        case 2:
            return make(w, s, emax - 1, (((uint64_t)1 << mw) - 1) - sim_rng_below(r, 3));
        default:
            return make(w, s, bias, sim_rng_below(r, 3));
        }
    }
    /* normal, exponent near the middle or anywhere, structured fraction */
    uint64_t e =
        sim_rng_below(r, 2) ? bias - 8 + sim_rng_below(r, 17) : 1 + sim_rng_below(r, emax - 1);
    return make(w, s, e, frac(r, mw));
}

/* Field access for related pairs. */
static uint64_t efield(unsigned w, uint64_t v)
{
    unsigned eb = ebits(w);
    return (v >> (w - 1 - eb)) & (((uint64_t)1 << eb) - 1);
}

void fp_ref_pair(sim_rng *r, fp_ref_op op, unsigned w, uint64_t *a, uint64_t *b)
{
    unsigned eb = ebits(w), mw = w - 1 - eb, p = mw + 1;
    int64_t emax = ((int64_t)1 << eb) - 1, bias = emax >> 1;
    *a = operand(r, w);
    *b = operand(r, w);
    if (sim_rng_below(r, 100) >= 45)
        return;
    uint64_t s = sim_rng_below(r, 2), ea = efield(w, *a);
    if (ea == 0 || ea == (uint64_t)emax)
        return;
    int64_t e;
    if (op == FP_REF_ADD || op == FP_REF_SUB) {
        /* close exponents (cancellation, carries) or just past the guard bits */
        switch (sim_rng_below(r, 3)) {
        case 0: /* a few ulps apart */
            *b = make(w, s, ea, (*a + sim_rng_below(r, 5) - 2));
            return;
        case 1:
            e = (int64_t)ea - 3 + (int64_t)sim_rng_below(r, 7);
            break;
        default:
            e = (int64_t)ea - (int64_t)p - 4 + (int64_t)sim_rng_below(r, 9);
        }
    } else {
        /* the result's exponent near the bottom of the subnormal range, near the smallest
         * normal, or near overflow */
        int64_t target;
        switch (sim_rng_below(r, 3)) {
        case 0:
            target = 1 - (int64_t)p - 2 + (int64_t)sim_rng_below(r, 5);
            break;
        case 1:
            target = -2 + (int64_t)sim_rng_below(r, 5);
            break;
        default:
            target = emax - 3 + (int64_t)sim_rng_below(r, 5);
        }
        /* mul: ea + eb - bias = target; div: ea - eb + bias = target */
        e = op == FP_REF_MUL ? target - (int64_t)ea + bias : (int64_t)ea + bias - target;
    }
    if (e < 0 || e >= emax)
        return;
    *b = make(w, s, (uint64_t)e, frac(r, mw));
}

/* The directed values of fp_ref.h, in the format w. */
static uint64_t directed_value(unsigned w, int i)
{
    unsigned eb = ebits(w), mw = w - 1 - eb;
    uint64_t emax = ((uint64_t)1 << eb) - 1, bias = emax >> 1, fall = ((uint64_t)1 << mw) - 1;
    uint64_t top = (uint64_t)1 << (mw - 1);
    switch (i) {
    case 0:
        return make(w, 0, 0, 0);
    case 1:
        return make(w, 1, 0, 0);
    case 2:
        return make(w, 0, emax, 0);
    case 3:
        return make(w, 1, emax, 0);
    case 4:
        return fp_ref_qnan(w);
    case 5:
        return make(w, 1, emax, top | 5);
    case 6:
        return make(w, 0, emax, 3); /* signalling, payload 3 */
    case 7:
        return make(w, 0, 0, 1);
    case 8:
        return make(w, 1, 0, 1);
    case 9:
        return make(w, 0, 0, fall);
    case 10:
        return make(w, 0, 1, 0);
    case 11:
        return make(w, 1, 1, 0);
    case 12:
        return make(w, 0, emax - 1, fall);
    case 13:
        return make(w, 1, emax - 1, fall);
    case 14:
        return make(w, 0, bias, 0);
    case 15:
        return make(w, 1, bias, 0);
    case 16:
        return make(w, 0, bias, 1);
    case 17:
        return make(w, 0, bias - mw - 1, 0); /* 2^-p: half an ulp of 1 */
    case 18:
        return make(w, 0, bias - 1, 0);
    case 19:
        return make(w, 0, bias, top);
    case 20:
        return make(w, 0, bias + 1, 0);
    case 21:
        return make(w, 0, bias + 1, top);
    case 22:
        return make(w, 0, emax - 1 - mw - 1, 0); /* half an ulp of the largest finite */
    default:
        return make(w, 0, 1, 1);
    }
}

void fp_ref_directed(unsigned w, int k, uint64_t *a, uint64_t *b)
{
    k %= FP_REF_N_DIRECTED;
    *a = directed_value(w, k / FP_REF_N_VALUES);
    *b = directed_value(w, k % FP_REF_N_VALUES);
}
