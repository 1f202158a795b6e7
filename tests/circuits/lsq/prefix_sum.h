#ifndef PREFIX_SUM_H
#define PREFIX_SUM_H

typedef int in_int_t;
typedef int inout_int_t;

void prefix_sum(inout_int_t a[16], in_int_t n);

#endif
