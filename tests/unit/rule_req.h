/* Test helper: builds an hs_request from a compact text so rule tables stay readable.
 * Items are separated by '|': "P:port=TYPE", "p:key=value", "x:spec: i1", "n:name". */
#ifndef HS_RULE_REQ_H
#define HS_RULE_REQ_H

#include <stdio.h>
#include <string.h>

#include "hs_unit.h"

static inline int rule_req_build(hs_request *r, const char *unit, const char *spec, hs_diag *d)
{
    hs_request_init(r, unit);
    char buf[8192];
    snprintf(buf, sizeof(buf), "%s", spec);
    char *save = NULL;
    for (char *it = strtok_r(buf, "|", &save); it; it = strtok_r(NULL, "|", &save)) {
        while (*it == ' ')
            it++;
        char kind = it[0];
        char *body = it + 2;
        char *eq = strchr(body, '=');
        int rc = 0;
        if (kind == 'P' || kind == 'p') {
            if (!eq)
                return -100;
            *eq = '\0';
            rc = kind == 'P' ? hs_request_add_port(r, body, eq + 1, d)
                             : hs_request_add_param(r, body, eq + 1, d);
        } else if (kind == 'x') {
            rc = hs_request_add_extra_text(r, body, d);
        } else if (kind == 'n') {
            snprintf(r->name, sizeof(r->name), "%s", body);
        } else {
            return -100;
        }
        if (rc)
            return rc;
    }
    return 0;
}

#endif
