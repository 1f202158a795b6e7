#ifndef TRIANGULAR_H
#define TRIANGULAR_H

typedef int in_int_t;
typedef int inout_int_t;

void triangular(in_int_t L[16], inout_int_t x[4], in_int_t n);

#endif
