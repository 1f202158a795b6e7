/* unit.ports_text: the `ports` list a daemon answer carries, written as text
 * directly (hs_unit_ports_text), is byte for byte jansson's compact printing of
 * the same list built as JSON values (hs_unit_ports_json), for every case of the
 * HDL matrix (data, control, float, array, extra-signal and part ports) and for
 * the load-store queue (flat ports). Exits 1 naming the first case that differs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"
#include "request_json.h"

/* Compares both forms for one resolved unit; returns 0 when they agree. */
static int compare(const char *what, const hs_unit *u)
{
    json_t *j = hs_unit_ports_json(u);
    char *want = j ? json_dumps(j, JSON_COMPACT) : NULL;
    size_t len = 0;
    char *got = hs_unit_ports_text(u, &len);
    int bad = !want || !got || strcmp(want, got) != 0 || len != strlen(got);
    if (bad)
        fprintf(stderr, "ports_text: %s differs\n  json: %s\n  text: %s\n", what,
                want ? want : "(null)", got ? got : "(null)");
    free(want);
    free(got);
    json_decref(j);
    return bad;
}

/* The load-store queue of two groups (one load each, one store in the first). */
static int lsq_case(const hs_config *cfg, hs_unit *u)
{
    static const char *const kv[][2] = {
        {"dataWidth", "32"},      {"addrWidth", "8"},         {"fifoDepth_L", "4"},
        {"fifoDepth_S", "4"},     {"numLoadPorts", "2"},      {"numStorePorts", "1"},
        {"numBBs", "2"},          {"numLoads", "[1,1]"},      {"numStores", "[1,0]"},
        {"ldOrder", "[[0],[0]]"}, {"ldPortIdx", "[[0],[1]]"}, {"stPortIdx", "[[0],[]]"},
        {"master", "false"}};
    hs_request r;
    hs_diag d;
    int rc = 0;
    hs_request_init(&r, "handshake.lsq");
    for (size_t i = 0; i < sizeof(kv) / sizeof(kv[0]) && !rc; i++)
        rc = hs_request_add_param(&r, kv[i][0], kv[i][1], &d);
    if (!rc)
        rc = hs_unit_resolve(&r, HS_HDL_VHDL, cfg, u, &d);
    hs_request_free(&r);
    if (rc) {
        fprintf(stderr, "ports_text: the LSQ request does not resolve: %s\n", d.message);
        return 1;
    }
    return compare("handshake.lsq", u);
}

int main(void)
{
    hs_config cfg;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    size_t n = hdl_matrix_count(), bad = 0;
    if (!u || hdl_matrix_config(&cfg, &d) != 0) {
        fprintf(stderr, "ports_text: setup failed\n");
        return 1;
    }
    for (size_t i = 0; i < n; i++) {
        hdl_case c;
        hdl_matrix_case(i, &c);
        if (hdl_matrix_resolve(&c, HS_HDL_VHDL, &cfg, u, &d) != 0) {
            fprintf(stderr, "ports_text: %s: %s\n", c.name, d.message);
            bad++;
            continue;
        }
        bad += (size_t)compare(c.name, u);
    }
    bad += (size_t)lsq_case(&cfg, u);
    hs_unit_free(u);
    hs_config_free(&cfg);
    if (bad) {
        fprintf(stderr, "ports_text: %zu of %zu units differ\n", bad, n + 1);
        return 1;
    }
    printf("ports_text: %zu units, text equal to the JSON values printed\n", n + 1);
    return 0;
}
