#ifndef NESTED_LOOP_H
#define NESTED_LOOP_H

#define N 1000

typedef float in_float_t;
typedef float inout_float_t;
typedef int in_int_t;
typedef int inout_int_t;

void nested_loop(in_int_t a[N], in_int_t b[N], inout_int_t c[N]);

#endif
