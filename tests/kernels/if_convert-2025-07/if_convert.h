#ifndef IF_CONVERT_H
#define IF_CONVERT_H

#define N 200
#define N2 199

typedef int in_int_t;
typedef int inout_int_t;

void if_convert(in_int_t a[N], inout_int_t b[N]);

#endif
