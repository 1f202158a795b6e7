/* `hsgen simulate`'s values and the comparison with a C program (sim_kernel.h). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_kernel.h"

int sim_parse_value(const char *p, char **end, const hs_type *t, uint64_t *v)
{
    bool is_float =
        t->kind == HS_T_CHANNEL && t->dtype == 'f' && (t->width == 32 || t->width == 64);
    const char *q = p + (*p == '-' || *p == '+');
    bool hex = q[0] == '0' && (q[1] == 'x' || q[1] == 'X');
    errno = 0;
    if (is_float && !hex) {
        double d = strtod(p, end);
        if (*end == p || errno == ERANGE)
            return -1;
        if (t->width == 64) {
            memcpy(v, &d, sizeof(d));
        } else {
            float f = (float)d;
            uint32_t b;
            memcpy(&b, &f, sizeof(b));
            *v = b;
        }
        return 0;
    }
    long long x = strtoll(p, end, 0);
    if (*end == p || errno)
        return -1;
    *v = (uint64_t)x;
    return 0;
}

void sim_print_value(uint64_t v, unsigned w, char dtype)
{
    if (dtype == 'f' && (w == 32 || w == 64)) {
        double d;
        if (w == 64) {
            memcpy(&d, &v, sizeof(d));
        } else {
            uint32_t b = (uint32_t)v;
            float f;
            memcpy(&f, &b, sizeof(f));
            d = f;
        }
        printf("%.9g", d);
        return;
    }
    if (w && w < 64)
        v &= (UINT64_C(1) << w) - 1;
    int64_t s =
        w && w < 64 && (v >> (w - 1)) & 1 ? (int64_t)(v | ~((UINT64_C(1) << w) - 1)) : (int64_t)v;
    printf("%" PRId64, w == 1 ? (int64_t)v : s);
}

/* The bytes of one array element of a memory of dw data bits. */
static size_t elem_bytes(unsigned dw)
{
    return dw <= 8 ? 1 : dw <= 16 ? 2 : dw <= 32 ? 4 : 8;
}

static uint64_t cut(uint64_t v, unsigned w)
{
    return w >= 64 ? v : v & ((UINT64_C(1) << w) - 1);
}

int sim_kernel_inputs(const sim_capture *cap, const hs_netlist *nl, sim_tokens *in, bool *given,
                      sim_mems *mems, char *why, size_t why_cap)
{
    for (int k = 0; k < cap->n_params; k++) {
        const sim_capture_param *p = &cap->params[k];
        sim_mem *m = sim_mem_find(mems, p->name);
        if (m && m->dw) {
            size_t eb = elem_bytes(m->dw);
            long words = (long)(p->n / eb);
            if (!p->array || p->n % eb) {
                snprintf(why, why_cap,
                         "C parameter %s (%zu bytes) does not fill memory %s of %u-bit words",
                         p->name, p->n, m->name, m->dw);
                return -1;
            }
            uint64_t *w = malloc(sizeof(uint64_t) * (size_t)(words ? words : 1));
            if (!w)
                return -1;
            for (long i = 0; i < words; i++)
                w[i] = cut(sim_capture_word(p->before + (size_t)i * eb, eb), m->dw);
            int rc = sim_mem_set_init(m, w, words);
            free(w);
            if (rc)
                return -1;
            continue;
        }
        int i = 0;
        while (i < nl->n_inputs && strcmp(nl->inputs[i].name, p->name) != 0)
            i++;
        if (i == nl->n_inputs || nl->inputs[i].type.kind != HS_T_CHANNEL) {
            snprintf(why, why_cap,
                     "C parameter %s: the circuit has no data input and no memory of that name",
                     p->name);
            return -1;
        }
        if (p->array) {
            snprintf(why, why_cap, "C parameter %s is an array, circuit input %s a channel",
                     p->name, p->name);
            return -1;
        }
        in[i].n = 1;
        in[i].v[0] = cut(sim_capture_word(p->before, p->n), nl->inputs[i].type.width);
        given[i] = true;
    }
    return 0;
}

int sim_kernel_compare(const sim_capture *cap, const hs_netlist *nl, const sim_tokens *got,
                       const sim_mems *mems)
{
    int diffs = 0;
    for (int o = 0; o < nl->n_outputs; o++) {
        const hs_type *t = &nl->outputs[o].type;
        if (t->kind != HS_T_CHANNEL)
            continue;
        if (!cap->has_ret) {
            printf("difference: output %s has no C return value to compare with\n",
                   nl->outputs[o].name);
            diffs++;
            continue;
        }
        uint64_t want = cut(sim_capture_word(cap->ret, cap->ret_n), t->width);
        if (got[o].n == 1 && cut(got[o].v[0], t->width) == want) {
            printf("C: %s equal (", nl->outputs[o].name);
            sim_print_value(want, t->width, t->dtype);
            printf(")\n");
            continue;
        }
        diffs++;
        if (got[o].n > 1) {
            printf("difference: %s: the simulation gave %d tokens, the C program returns one (",
                   nl->outputs[o].name, got[o].n);
            sim_print_value(want, t->width, t->dtype);
            printf(")\n");
            continue;
        }
        printf("difference: %s: simulation ", nl->outputs[o].name);
        if (got[o].n)
            sim_print_value(got[o].v[0], t->width, t->dtype);
        else
            printf("none");
        printf(", C ");
        sim_print_value(want, t->width, t->dtype);
        printf("\n");
    }
    for (int k = 0; k < cap->n_params; k++) {
        const sim_capture_param *p = &cap->params[k];
        const sim_mem *m = NULL;
        for (int i = 0; i < mems->n; i++)
            if (strcmp(mems->m[i].name, p->name) == 0)
                m = &mems->m[i];
        if (!m || !m->dw)
            continue;
        size_t eb = elem_bytes(m->dw);
        long words = (long)(p->n / eb), bad = 0;
        for (long i = 0; i < words; i++) {
            uint64_t want = cut(sim_capture_word(p->after + (size_t)i * eb, eb), m->dw);
            uint64_t have = i < m->n_final ? m->final[i] : ~want;
            if (i < m->n_final && cut(have, m->dw) == want)
                continue;
            if (bad++ < 10) {
                printf("difference: %s[%ld]: simulation ", m->name, i);
                if (i < m->n_final)
                    sim_print_value(have, m->dw, m->dtype);
                else
                    printf("none");
                printf(", C ");
                sim_print_value(want, m->dw, m->dtype);
                printf("\n");
            }
        }
        if (bad)
            printf("difference: %s: %ld of %ld words differ\n", m->name, bad, words);
        else
            printf("C: %s equal (%ld words)\n", m->name, words);
        diffs += bad > 0;
    }
    return diffs;
}

void sim_mems_print(const sim_mems *mems)
{
    for (int i = 0; i < mems->n; i++) {
        const sim_mem *m = &mems->m[i];
        if (!m->n_final)
            continue;
        long k = m->n_final < 16 ? m->n_final : 16;
        printf("%s[0..%ld] =", m->name, k - 1);
        for (long j = 0; j < k; j++) {
            printf("%s", j ? ", " : " ");
            sim_print_value(m->final[j], m->dw, m->dtype);
        }
        printf("%s\n", m->n_final > k ? ", ..." : "");
    }
}
