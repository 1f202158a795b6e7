#ifndef GET_TANH_GET_TANH_H
#define GET_TANH_GET_TANH_H
typedef float in_float_t;
typedef float inout_float_t;
typedef int in_int_t;

void get_tanh(inout_float_t A[1000], in_int_t addr[1000]);
#endif // GET_TANH_GET_TANH_H
