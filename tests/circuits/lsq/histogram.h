#ifndef HISTOGRAM_H
#define HISTOGRAM_H

typedef int in_int_t;
typedef int inout_int_t;

void histogram(in_int_t x[16], in_int_t w[16], inout_int_t hist[8], in_int_t n);

#endif
