/* Host-arithmetic references of the float compare/sign/conversion and integer
 * division units (fm_ref.h). */
#include "fm_ref.h"

#include <math.h>
#include <string.h>

static uint64_t mask(unsigned w)
{
    return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

static int64_t sext(uint64_t v, unsigned w)
{
    if (w >= 64)
        return (int64_t)v;
    uint64_t s = (uint64_t)1 << (w - 1);
    return (int64_t)(((v & mask(w)) ^ s) - s);
}

uint64_t fmref_qnan(unsigned fmt)
{
    return fmt == 16 ? 0x7e00 : fmt == 32 ? 0x7fc00000 : 0x7ff8000000000000ull;
}

/* Bits <-> host values; every format goes through double exactly (f16, f32 are
 * subsets of f64), so comparisons and integer limits are judged on doubles. */
static double to_double(unsigned fmt, uint64_t bits)
{
    if (fmt == 16) {
        uint16_t b = (uint16_t)bits;
        _Float16 h;
        memcpy(&h, &b, 2);
        return (double)h;
    }
    if (fmt == 32) {
        uint32_t b = (uint32_t)bits;
        float f;
        memcpy(&f, &b, 4);
        return (double)f;
    }
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

/* Rounds a double to a format with one host conversion (correctly rounded). */
static uint64_t from_double(unsigned fmt, double d)
{
    if (isnan(d))
        return fmref_qnan(fmt);
    if (fmt == 16) {
        _Float16 h = (_Float16)d;
        uint16_t b;
        memcpy(&b, &h, 2);
        return b;
    }
    if (fmt == 32) {
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        return b;
    }
    uint64_t b;
    memcpy(&b, &d, 8);
    return b;
}

/* Integer to a format: one host conversion from the 64-bit integer. */
static uint64_t from_int(unsigned fmt, int64_t s, uint64_t u, bool is_signed)
{
    uint64_t b = 0;
    if (fmt == 16) {
        _Float16 h = is_signed ? (_Float16)s : (_Float16)u;
        memcpy(&b, &h, 2);
    } else if (fmt == 32) {
        float f = is_signed ? (float)s : (float)u;
        uint32_t x;
        memcpy(&x, &f, 4);
        b = x;
    } else {
        double d = is_signed ? (double)s : (double)u;
        memcpy(&b, &d, 8);
    }
    return b;
}

/* Float to integer toward zero, saturating, NaN -> 0. */
static uint64_t to_int(double v, unsigned n, bool is_signed)
{
    if (isnan(v))
        return 0;
    if (is_signed) {
        double lim = ldexp(1.0, (int)n - 1);
        if (v >= lim)
            return mask(n - 1);
        if (v <= -lim)
            return ((uint64_t)1 << (n - 1)) & mask(n);
        return (uint64_t)(int64_t)v & mask(n);
    }
    if (v <= 0)
        return 0;
    if (v >= ldexp(1.0, (int)n))
        return mask(n);
    return (uint64_t)v & mask(n);
}

uint64_t fmref_unary(const char *unit, unsigned win, unsigned wout, uint64_t a)
{
    a &= mask(win);
    if (!strcmp(unit, "negf"))
        return a ^ ((uint64_t)1 << (win - 1));
    if (!strcmp(unit, "absf"))
        return a & mask(win - 1);
    if (!strcmp(unit, "extf") || !strcmp(unit, "truncf"))
        return from_double(wout, to_double(win, a));
    if (!strcmp(unit, "sitofp"))
        return from_int(wout, sext(a, win), 0, true);
    if (!strcmp(unit, "uitofp"))
        return from_int(wout, 0, a, false);
    if (!strcmp(unit, "fptosi") || !strcmp(unit, "fptoui"))
        return to_int(to_double(win, a), wout, unit[4] == 's');
    if (!strcmp(unit, "absi")) {
        int64_t s = sext(a, win);
        return (s < 0 ? (uint64_t)0 - (uint64_t)s : (uint64_t)s) & mask(win);
    }
    return 0;
}

/* arith.cmpf's predicates with C's comparisons (false on NaN, except !=). */
static bool cmpf(const char *p, double a, double b)
{
    bool uno = isnan(a) || isnan(b);
    const char *rel = p + 1;
    bool r;
    if (!strcmp(p, "false"))
        return false;
    if (!strcmp(p, "true"))
        return true;
    if (!strcmp(p, "ord"))
        return !uno;
    if (!strcmp(p, "uno"))
        return uno;
    if (!strcmp(rel, "eq"))
        r = a == b;
    else if (!strcmp(rel, "gt"))
        r = a > b;
    else if (!strcmp(rel, "ge"))
        r = a >= b;
    else if (!strcmp(rel, "lt"))
        r = a < b;
    else if (!strcmp(rel, "le"))
        r = a <= b;
    else
        r = !uno && a != b;
    return p[0] == 'u' ? uno || r : r;
}

/* RISC-V's division: x / 0 = all ones, x % 0 = x, INT_MIN / -1 = INT_MIN, % = 0. */
static uint64_t divide(const char *unit, unsigned w, uint64_t a, uint64_t b)
{
    bool rem = unit[0] == 'r', sgn = unit[3] == 's';
    if (b == 0)
        return rem ? a : mask(w);
    if (!sgn)
        return rem ? a % b : a / b;
    int64_t sa = sext(a, w), sb = sext(b, w);
    if (sb == -1) /* INT_MIN / -1 overflows: the negation wraps */
        return rem ? 0 : ((uint64_t)0 - a) & mask(w);
    return (uint64_t)(rem ? sa % sb : sa / sb) & mask(w);
}

uint64_t fmref_binary(const char *unit, const char *pred, unsigned w, uint64_t a, uint64_t b)
{
    a &= mask(w);
    b &= mask(w);
    if (!strcmp(unit, "cmpf"))
        return cmpf(pred, to_double(w, a), to_double(w, b));
    if (!strcmp(unit, "maximumf") || !strcmp(unit, "minimumf")) {
        double x = to_double(w, a), y = to_double(w, b);
        bool max = unit[1] == 'a';
        if (isnan(x) || isnan(y))
            return fmref_qnan(w);
        if (x == y) /* equal values: only the zeros' signs can differ */
            return (signbit(x) != 0) == max ? b : a;
        return (x > y) == max ? a : b;
    }
    return divide(unit, w, a, b);
}

bool fmref_float_input(const char *unit, int which)
{
    (void)which;
    return !(!strcmp(unit, "sitofp") || !strcmp(unit, "uitofp") || !strcmp(unit, "absi") ||
             !strncmp(unit, "div", 3) || !strncmp(unit, "rem", 3));
}

/* Float operands: specials, subnormals, the range ends, halfway cases of the
 * next narrower format, values around the integer limits, and random bits. */
static uint64_t float_operand(sim_rng *r, unsigned fmt, unsigned other_w)
{
    unsigned ew = fmt == 16 ? 5 : fmt == 32 ? 8 : 11, mw = fmt - 1 - ew;
    uint64_t bias = ((uint64_t)1 << (ew - 1)) - 1, emax = ((uint64_t)1 << ew) - 1;
    uint64_t sign = sim_rng_below(r, 2) << (fmt - 1), frac = sim_rng_next(r) & mask(mw);
    switch (sim_rng_below(r, 16)) {
    case 0: /* zero, infinity */
        return sign | (sim_rng_below(r, 2) ? emax << mw : 0);
    case 1: /* NaNs: quiet, signalling, payloads */
        return sign | (emax << mw) | (frac ? frac : 1);
    case 2: /* subnormals */
        return sign | frac;
    case 3: /* the range's ends: min subnormal, min normal, max finite, 1.0 */
        switch (sim_rng_below(r, 4)) {
        case 0:
            return sign | 1;
        case 1:
            return sign | ((uint64_t)1 << mw);
        case 2:
            return sign | ((emax - 1) << mw) | mask(mw);
        default:
            return sign | (bias << mw);
        }
    case 4:
    case 5: { /* halfway and near-halfway cases for rounding to a narrower format */
        unsigned keep = mw > 23 ? 23 : 10, cut = mw - keep;
        uint64_t f = frac & ~mask(cut);
        f |= (uint64_t)1 << (cut - 1);
        if (sim_rng_below(r, 3) == 0)
            f += sim_rng_below(r, 3) - 1;
        uint64_t e = sim_rng_below(r, emax + 1);
        if (fmt > 16 && sim_rng_below(r, 2)) { /* around the narrower format's range */
            int64_t nb = fmt == 64 ? 127 : 15, nm = fmt == 64 ? 23 : 10;
            int64_t off = (int64_t)sim_rng_below(r, (uint64_t)(2 * nb + nm + 6)) - (nb + nm + 3);
            e = (uint64_t)((int64_t)bias + off);
        }
        return sign | ((e & mask(ew)) << mw) | (f & mask(mw));
    }
    case 6:
    case 7: { /* magnitudes around the integer range (conversions to integers) */
        unsigned n = other_w ? other_w : 32;
        uint64_t e = bias + sim_rng_below(r, n + 3);
        if (e >= emax)
            e = emax - 1;
        return sign | (e << mw) | (sim_rng_below(r, 2) ? frac : 0);
    }
    case 8: /* small magnitudes: |x| < 2 */
        return sign | ((bias - sim_rng_below(r, 3)) << mw) | frac;
    default:
        return sim_rng_next(r) & mask(fmt);
    }
}

/* Integer operands: extremes, small values, powers of two, random bits. */
static uint64_t int_operand(sim_rng *r, unsigned w)
{
    uint64_t m = mask(w), top = (uint64_t)1 << (w - 1);
    switch (sim_rng_below(r, 12)) {
    case 0:
        return 0;
    case 1:
        return 1 & m;
    case 2:
        return m; /* -1 */
    case 3:
        return top; /* INT_MIN */
    case 4:
        return (top - 1) & m; /* INT_MAX */
    case 5:
        return sim_rng_below(r, 16) & m;
    case 6:
        return ((uint64_t)1 << sim_rng_below(r, w)) & m;
    case 7: /* just above a power of two: rounding of the conversions */
        return (sim_rng_next(r) >> sim_rng_below(r, 64)) & m;
    default:
        return sim_rng_next(r) & m;
    }
}

uint64_t fmref_operand(sim_rng *r, const char *unit, unsigned w, unsigned other_w, int which)
{
    if (fmref_float_input(unit, which))
        return float_operand(r, w, other_w);
    return int_operand(r, w);
}
