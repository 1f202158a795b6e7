// histogram: the C program tests/circuits/lsq/histogram.mlir is written from.
#include "histogram.h"
#include "dynamatic/Integration.h"

void histogram(in_int_t x[16], in_int_t w[16], inout_int_t hist[8], in_int_t n)
{
    for (int i = 0; i < n; ++i)
        hist[x[i]] = hist[x[i]] + w[i];
}

int main(void)
{
    in_int_t x[16], w[16];
    inout_int_t hist[8];
    for (int i = 0; i < 16; ++i) {
        x[i] = (i * i) % 5; /* 0 1 4 4 1 0 1 4 4 1 ...: repeated bins, back to back */
        w[i] = 3 * i + 1;
    }
    for (int i = 0; i < 8; ++i)
        hist[i] = 100 + i;
    in_int_t n = 16;
    CALL_KERNEL(histogram, x, w, hist, n);
    return 0;
}
