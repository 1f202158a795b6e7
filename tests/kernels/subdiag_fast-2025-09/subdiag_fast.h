#ifndef LOOP_PATH_H
#define LOOP_PATH_H

#define N 1000
#define N_DEC 999

typedef float in_float_t;

int subdiag_fast(in_float_t d1[N], in_float_t d2[N], in_float_t e[N]);

#endif
