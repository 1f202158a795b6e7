/* Parameters that Dynamatic's IR leaves out and its RTL export fills in. An
 * extern (or a handshake op) without LATENCY is, in Dynamatic's flow, the
 * pipelined unit of its timing model: muli is a 4-stage multiplier, integer
 * division 35 stages, the int/float conversions 5, the float units as their
 * core's table says (data/components.json of Dynamatic). hsgen's own default for these is 0
 * (combinational), which would both change the circuit's cycle count and break the clock period
 * that Dynamatic's buffer placement assumed; so the readers take Dynamatic's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Dynamatic's floating-point units are vendor cores whose pipeline depth its timing
 * model gives per implementation, format and the internal delay the export chose
 * (written "2_922000" for 2.922 ns); hsgen's unit of that latency takes its place,
 * capped at the deepest pipeline hsgen builds for the format.
 * subf is the exception of Dynamatic's 2025 releases before its generated float
 * units: its FloPoCo subf was one core per format whatever the internal delay
 * (latency 9 for f32, 12 for f64), and its timing model of then knew f32 subf only
 * at 2 ns, which is what the buffer placement of those releases writes; and for f64
 * only the 1 ns and 2 ns rows, which the same core implemented. */
static const struct {
    const char *unit, *impl;
    int width;
    double delay; /* < 0: any */
    int latency;
} float_latency[] = {
    {"addf", "flopoco", 64, 2.705, 12},   {"addf", "flopoco", 64, 5.091333, 7},
    {"addf", "flopoco", 64, 9.068, 2},    {"addf", "flopoco", 32, 2.798, 36},
    {"addf", "flopoco", 32, 2.922, 10},   {"addf", "flopoco", 32, 3.649333, 6},
    {"subf", "flopoco", 64, 2.705, 12},   {"subf", "flopoco", 64, 5.091333, 7},
    {"subf", "flopoco", 64, 9.068, 2},    {"subf", "flopoco", 32, 2.798, 36},
    {"subf", "flopoco", 32, 2.922, 10},   {"subf", "flopoco", 32, 3.649333, 6},
    {"subf", "flopoco", 32, 2.0, 9},      {"subf", "flopoco", 64, 1.0, 12},
    {"subf", "flopoco", 64, 2.0, 12},     {"mulf", "flopoco", 32, 2.034, 26},
    {"mulf", "flopoco", 32, 2.783, 4},    {"mulf", "flopoco", 32, 2.875333, 2},
    {"mulf", "flopoco", 64, 2.046, 56},   {"mulf", "flopoco", 64, 2.758, 6},
    {"mulf", "flopoco", 64, 4.242333, 3}, {"divf", "flopoco", 64, 4.345, 63},
    {"divf", "flopoco", 64, 4.398, 36},   {"divf", "flopoco", 64, 6.859333, 20},
    {"divf", "flopoco", 64, 16.008, 6},   {"divf", "flopoco", 32, 3.812, 15},
    {"divf", "flopoco", 32, 6.629333, 9}, {"divf", "flopoco", 32, 14.152, 2},
    {"addf", "vivado", 0, -1, 9},         {"subf", "vivado", 0, -1, 9},
    {"mulf", "vivado", 0, -1, 5},         {"divf", "vivado", 0, -1, 29},
};

static const struct {
    const char *unit, *key, *value;
} dynamatic_defaults[] = {
    {"handshake.muli", "latency", "4"},   {"handshake.divsi", "latency", "35"},
    {"handshake.divui", "latency", "35"}, {"handshake.remsi", "latency", "35"},
    {"handshake.sitofp", "latency", "5"}, {"handshake.uitofp", "latency", "5"},
    {"handshake.fptosi", "latency", "5"},
};

/* The latency of Dynamatic's float core for this unit, or -1 when its table has none. */
static int float_default(const hs_net_unit *nu, int width, const char *impl, const char *delay)
{
    const char *bare = strncmp(nu->unit, "handshake.", 10) == 0 ? nu->unit + 10 : nu->unit;
    if (!impl) /* an internal delay alone: Dynamatic's default implementation */
        impl = "flopoco";
    char d[32];
    snprintf(d, sizeof(d), "%s", delay ? delay : "");
    for (char *c = d; *c; c++)
        if (*c == '_')
            *c = '.';
    double ns = delay ? strtod(d, NULL) : -1;
    for (size_t i = 0; i < sizeof(float_latency) / sizeof(float_latency[0]); i++) {
        if (strcmp(bare, float_latency[i].unit) != 0 || strcmp(impl, float_latency[i].impl) != 0)
            continue;
        if (float_latency[i].delay < 0)
            return float_latency[i].latency;
        if (float_latency[i].width == width && ns > float_latency[i].delay - 1e-4 &&
            ns < float_latency[i].delay + 1e-4) {
            int max = hs_float_max_latency(nu->unit, width);
            return max >= 0 && float_latency[i].latency > max ? max : float_latency[i].latency;
        }
    }
    return -1;
}

void mlir_dynamatic_float_defaults(hs_netlist *nl, int u, int width, const char *impl,
                                   const char *delay)
{
    hs_net_unit *nu = &nl->units[u];
    for (int p = 0; p < nu->n_params; p++)
        if (strcmp(nu->params[p].key, "latency") == 0)
            return;
    int lat = float_default(nu, width, impl, delay);
    if (lat >= 0) {
        char v[16];
        snprintf(v, sizeof(v), "%d", lat);
        mlir_net_add_param(nl, u, "latency", v);
    }
}

void mlir_dynamatic_defaults(hs_netlist *nl, int u)
{
    hs_net_unit *nu = &nl->units[u];
    if (strncmp(nu->unit, "handshake.", 10) != 0) /* every row's unit is a handshake one */
        return;
    for (size_t i = 0; i < sizeof(dynamatic_defaults) / sizeof(dynamatic_defaults[0]); i++) {
        if (strcmp(nu->unit + 10, dynamatic_defaults[i].unit + 10) != 0)
            continue;
        bool given = false;
        for (int p = 0; p < nu->n_params && !given; p++)
            given = strcmp(nu->params[p].key, dynamatic_defaults[i].key) == 0;
        if (!given)
            mlir_net_add_param(nl, u, dynamatic_defaults[i].key, dynamatic_defaults[i].value);
    }
}
