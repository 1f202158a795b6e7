/* A growable text buffer for printing testbenches. */
#ifndef SIM_BUF_H
#define SIM_BUF_H

#include <stddef.h>

typedef struct {
    char *s;
    size_t len, cap;
} sim_buf;

/* Appends printf-formatted text; aborts the program when memory runs out. */
void sim_buf_printf(sim_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sim_buf_free(sim_buf *b);

#endif
