#define N 1000

typedef int in_int_t;

int iir(in_int_t y[N], in_int_t x[N], in_int_t a, in_int_t b);
