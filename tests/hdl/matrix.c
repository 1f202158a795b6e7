/* The HDL test matrix (matrix.h): units x extra-signal sets x widths. */
#include <stdio.h>
#include <string.h>

#include "matrix.h"

/* How a unit's parameters derive from the matrix width w. */
typedef enum { P_BW, P_BW_LAT, P_CMP, P_EXT, P_TRUNC, P_CONST, P_NONE } pshape;

typedef struct {
    const char *unit;
    pshape shape;
    const char *arg; /* latency, predicate, or constant value */
    const char *tag; /* distinguishes several lines of the same unit in the name */
} unit_line;

static const unit_line units[] = {
    {"handshake.addi", P_BW_LAT, "0", ""},   {"handshake.addi", P_BW_LAT, "2", "l2"},
    {"handshake.subi", P_BW_LAT, "0", ""},   {"handshake.muli", P_BW_LAT, "0", ""},
    {"handshake.muli", P_BW_LAT, "3", "l3"}, {"handshake.andi", P_BW_LAT, "0", ""},
    {"handshake.ori", P_BW_LAT, "0", ""},    {"handshake.xori", P_BW_LAT, "0", ""},
    {"handshake.shli", P_BW_LAT, "0", ""},   {"handshake.shrsi", P_BW_LAT, "0", ""},
    {"handshake.shrui", P_BW_LAT, "1", "l1"}, {"handshake.shrui", P_BW_LAT, "0", ""},
    {"handshake.maxsi", P_BW_LAT, "0", ""},  {"handshake.maxui", P_BW_LAT, "0", ""},
    {"handshake.minsi", P_BW_LAT, "0", ""},  {"handshake.minui", P_BW_LAT, "0", ""},
    {"handshake.cmpi", P_CMP, "eq", "eq"},   {"handshake.cmpi", P_CMP, "ne", "ne"},
    {"handshake.cmpi", P_CMP, "slt", "slt"}, {"handshake.cmpi", P_CMP, "sle", "sle"},
    {"handshake.cmpi", P_CMP, "sgt", "sgt"}, {"handshake.cmpi", P_CMP, "sge", "sge"},
    {"handshake.cmpi", P_CMP, "ult", "ult"}, {"handshake.cmpi", P_CMP, "ule", "ule"},
    {"handshake.cmpi", P_CMP, "ugt", "ugt"}, {"handshake.cmpi", P_CMP, "uge", "uge"},
    {"handshake.extsi", P_EXT, NULL, ""},    {"handshake.extui", P_EXT, NULL, ""},
    {"handshake.trunci", P_TRUNC, NULL, ""}, {"handshake.noti", P_BW, NULL, ""},
    {"handshake.select", P_BW, NULL, ""},    {"handshake.constant", P_CONST, "-3", ""},
    {"handshake.source", P_NONE, NULL, ""},  {"handshake.sink", P_BW, NULL, ""},
};

static const char *const x_none[] = {NULL};
static const char *const x_spec[] = {"spec: i1", NULL};
static const char *const x_spec_tag[] = {"spec: i1", "tag: i8", NULL};
static const char *const x_up[] = {"credit: (U) i2", NULL};

static const struct {
    const char *id;
    const char *const *list;
} extra_sets[] = {{"none", x_none}, {"spec", x_spec}, {"spec_tag", x_spec_tag}, {"up", x_up}};

static const unsigned widths[] = {1, 8, 32};

#define N_UNITS (sizeof(units) / sizeof(units[0]))
#define N_X (sizeof(extra_sets) / sizeof(extra_sets[0]))
#define N_W (sizeof(widths) / sizeof(widths[0]))

int hdl_matrix_config(hs_config *cfg, hs_diag *d)
{
    int rc = hs_config_default(cfg, d);
    if (rc)
        return rc;
    return hs_config_set_merge(cfg, "tag", HS_MERGE_FIRST, d);
}

/* Cases per unit line: extra sets x widths (a unit without width: extra sets). */
static size_t line_cases(const unit_line *ul)
{
    return ul->shape == P_NONE ? N_X : N_X * N_W;
}

size_t hdl_matrix_count(void)
{
    size_t n = 0;
    for (size_t i = 0; i < N_UNITS; i++)
        n += line_cases(&units[i]);
    return n;
}

static void param(hdl_case *c, const char *key, const char *fmt, unsigned long long v,
                  const char *s)
{
    c->param_key[c->n_params] = key;
    if (s)
        snprintf(c->param_val[c->n_params], sizeof(c->param_val[0]), "%s", s);
    else
        snprintf(c->param_val[c->n_params], sizeof(c->param_val[0]), fmt, v);
    c->n_params++;
}

void hdl_matrix_case(size_t i, hdl_case *c)
{
    memset(c, 0, sizeof(*c));
    size_t u_i = 0;
    while (u_i + 1 < N_UNITS && i >= line_cases(&units[u_i]))
        i -= line_cases(&units[u_i++]);
    size_t rest = units[u_i].shape == P_NONE ? i * N_W : i;
    const unit_line *ul = &units[u_i];
    size_t xi = rest / N_W, wi = rest % N_W;
    c->unit = ul->unit;
    c->width = ul->shape == P_NONE ? 0 : widths[wi];
    c->extras_id = extra_sets[xi].id;
    c->extras = extra_sets[xi].list;
    unsigned w = c->width;
    switch (ul->shape) {
    case P_BW:
        param(c, "bitwidth", "%llu", w, NULL);
        break;
    case P_BW_LAT:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "latency", NULL, 0, ul->arg);
        break;
    case P_CMP:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "predicate", NULL, 0, ul->arg);
        break;
    case P_EXT:
        param(c, "input_bitwidth", "%llu", w, NULL);
        param(c, "output_bitwidth", "%llu", w == 1 ? 8 : 2ull * w, NULL);
        break;
    case P_TRUNC:
        param(c, "input_bitwidth", "%llu", w == 1 ? 8 : 2ull * w, NULL);
        param(c, "output_bitwidth", "%llu", w, NULL);
        break;
    case P_CONST:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "value", NULL, 0, w == 1 ? "1" : ul->arg);
        break;
    case P_NONE:
        break;
    }
    const char *bare = ul->unit + strlen("handshake.");
    if (ul->shape == P_NONE)
        snprintf(c->name, sizeof(c->name), "%s_%s", bare, c->extras_id);
    else
        snprintf(c->name, sizeof(c->name), "%s%s%s_w%u_%s", bare, ul->tag[0] ? "_" : "", ul->tag,
                 w, c->extras_id);
}

int hdl_matrix_resolve(const hdl_case *c, hs_hdl hdl, const hs_config *cfg, hs_unit *u,
                       hs_diag *d)
{
    hs_request r;
    hs_request_init(&r, c->unit);
    snprintf(r.name, sizeof(r.name), "%s", c->name);
    int rc = 0;
    for (int k = 0; !rc && k < c->n_params; k++)
        rc = hs_request_add_param(&r, c->param_key[k], c->param_val[k], d);
    for (int k = 0; !rc && c->extras[k]; k++)
        rc = hs_request_add_extra_text(&r, c->extras[k], d);
    if (!rc)
        rc = hs_unit_resolve(&r, hdl, cfg, u, d);
    hs_request_free(&r);
    return rc;
}
