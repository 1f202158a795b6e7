/* How a rule failure is worded, for verification and for the rows' own hooks alike. */
#include <stdarg.h>
#include <stdio.h>

#include "hs_unit.h"

/* Every rule failure ends with the rule's identifier and words, so one line says
 * what was wrong, where, and which rule it broke. */
int hs_rule_failv(const hs_unit_info *info, hs_diag *d, const char *port, const char *fmt,
                  va_list ap)
{
    char what[384];
    vsnprintf(what, sizeof(what), fmt, ap);
    hs_fail(d, HS_E_RULE, "%s: %s; rule %s: %s", info->name, what, info->rule_id, info->rule_text);
    hs_diag_where(d, port ? "ports" : NULL, port, info->rule_id);
    return HS_E_RULE;
}

/* The same with the message's arguments given directly (a row's hook). */
int hs_rule_fail(const hs_unit_info *info, hs_diag *d, const char *port, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = hs_rule_failv(info, d, port, fmt, ap);
    va_end(ap);
    return rc;
}
