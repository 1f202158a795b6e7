#define N 100

typedef int in_int_t;

int if_loop_1(in_int_t a[N], in_int_t n);
