#ifndef KERNEL_2MM_H
#define KERNEL_2MM_H

typedef int in_int_t;
typedef int inout_int_t;

void kernel_2mm(in_int_t A[9], in_int_t B[9], in_int_t C[9], inout_int_t tmp[9], inout_int_t D[9],
                in_int_t n);

#endif
