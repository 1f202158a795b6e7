// prefix_sum: the C program tests/circuits/lsq/prefix_sum.mlir is written from.
#include "prefix_sum.h"
#include "dynamatic/Integration.h"

void prefix_sum(inout_int_t a[16], in_int_t n)
{
    for (int i = 1; i < n; ++i)
        a[i] = a[i] + a[i - 1];
}

int main(void)
{
    inout_int_t a[16];
    for (int i = 0; i < 16; ++i)
        a[i] = (7 * i + 3) % 11 - 4;
    in_int_t n = 16;
    CALL_KERNEL(prefix_sum, a, n);
    return 0;
}
