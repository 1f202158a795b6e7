#define N 20

typedef int in_int_t;
typedef int inout_int_t;

void matrix_power(inout_int_t mat[N][N], in_int_t row[N], in_int_t col[N],
                  in_int_t a[N]);
