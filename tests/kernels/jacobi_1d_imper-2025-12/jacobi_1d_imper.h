#ifndef JACOBI_1D_IMPER_JACOBI_1D_IMPER_H
#define JACOBI_1D_IMPER_JACOBI_1D_IMPER_H

typedef int inout_int_t;

#define N 100
#define TSTEPS 3

void jacobi_1d_imper(inout_int_t A[N], inout_int_t B[N]);

#endif // JACOBI_1D_IMPER_JACOBI_1D_IMPER_H
