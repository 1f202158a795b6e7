typedef float in_float_t;
typedef float out_float_t;
typedef float inout_float_t;

void mvt_float(in_float_t A[30][30], inout_float_t x1[30], inout_float_t x2[30],
               in_float_t y1[30], in_float_t y2[30]);
