/* The derivation hooks of the extra-signal units (extra_rules.c): the rows of
 * add/drop/promote_signal, compose/decompose (catalog_core.c) and of the speculation
 * units (catalog_spec.c) name them; verification (verify.c) calls whatever a row
 * names and knows none of them. Internal to the catalog. */
#ifndef HS_EXTRA_RULES_H
#define HS_EXTRA_RULES_H

#include "hs_unit.h"

/* `signal` rules (hs_unit_signal_fn) */
int hs_signal_added(hs_rule_ctx *x, hs_extra *out, bool *fixed);      /* add_signal */
int hs_signal_dropped(hs_rule_ctx *x, hs_extra *out, bool *fixed);    /* drop_signal */
int hs_signal_promoted(hs_rule_ctx *x, hs_extra *out, bool *fixed);   /* promote_signal */
int hs_signal_spec_added(hs_rule_ctx *x, hs_extra *out, bool *fixed); /* non_spec */
/* speculator, save-commit, commit, speculating_branch: E holds spec: i1 */
int hs_signal_spec_carried(hs_rule_ctx *x, hs_extra *out, bool *fixed);

/* Port types (hs_unit_types_fn): outs is ins composed, ins is outs composed. */
int hs_types_composed(hs_rule_ctx *x);
int hs_types_decomposed(hs_rule_ctx *x);

#endif
