// kernel_2mm: the C program tests/circuits/lsq/kernel_2mm.mlir is written from: PolyBench's
// two matrix products (alpha = beta = 1, 3 x 3), each loop nest flattened into one loop.
#include "kernel_2mm.h"
#include "dynamatic/Integration.h"

void kernel_2mm(in_int_t A[9], in_int_t B[9], in_int_t C[9], inout_int_t tmp[9], inout_int_t D[9],
                in_int_t n)
{
    int i = 0, j = 0, k = 0;
    while (i < n) { /* tmp += A B */
        tmp[i * 3 + j] = tmp[i * 3 + j] + A[i * 3 + k] * B[k * 3 + j];
        k = k + 1;
        if (k == n) {
            k = 0;
            j = j + 1;
            if (j == n) {
                j = 0;
                i = i + 1;
            }
        }
    }
    i = 0;
    j = 0;
    k = 0;
    while (i < n) { /* D += tmp C */
        D[i * 3 + j] = D[i * 3 + j] + tmp[i * 3 + k] * C[k * 3 + j];
        k = k + 1;
        if (k == n) {
            k = 0;
            j = j + 1;
            if (j == n) {
                j = 0;
                i = i + 1;
            }
        }
    }
}

int main(void)
{
    in_int_t A[9], B[9], C[9];
    inout_int_t tmp[9], D[9];
    for (int i = 0; i < 9; ++i) {
        A[i] = i % 4 + 1;
        B[i] = (2 * i) % 5 - 1;
        C[i] = (i * i) % 7 - 3;
        tmp[i] = 0;
        D[i] = i - 4;
    }
    in_int_t n = 3;
    CALL_KERNEL(kernel_2mm, A, B, C, tmp, D, n);
    return 0;
}
