// triangular: the C program tests/circuits/lsq/triangular.mlir is written from: forward
// substitution L x = b with a unit lower-triangular L (rows of 4), x holding b first.
#include "triangular.h"
#include "dynamatic/Integration.h"

void triangular(in_int_t L[16], inout_int_t x[4], in_int_t n)
{
    int i = 1, j = 0;
    while (i < n) {
        x[i] = x[i] - L[i * 4 + j] * x[j];
        j = j + 1;
        if (j == i) {
            j = 0;
            i = i + 1;
        }
    }
}

int main(void)
{
    in_int_t L[16];
    inout_int_t x[4];
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            L[r * 4 + c] = c < r ? (r + 2 * c) % 5 - 2 : c == r;
    for (int r = 0; r < 4; ++r)
        x[r] = 10 * r + 7;
    in_int_t n = 4;
    CALL_KERNEL(triangular, L, x, n);
    return 0;
}
