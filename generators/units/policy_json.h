/* Merge policies that travel with a request: the `signals` member of the unit.*
 * and circuit.* params (and the `signals` block of netlists and batch manifests),
 * {"tag": "first"} or {"tag": {"merge": "first"}}, set over the configuration's
 * for that request only.
 *
 * Parsed into a canonical form (sorted by name, policy names), so equal
 * overrides compare and print equal whatever their spelling. */
#ifndef HS_POLICY_JSON_H
#define HS_POLICY_JSON_H

#include <jansson.h>

#include "hs_config.h"
#include "hs_diag.h"

/* Entries one `signals` value may hold: a policy for each of a type's 64 signals. */
#define HS_POLICY_MAX 64
#define HS_POLICY_MAX_TEXT "64"

typedef struct {
    char name[HS_NAME_MAX];
    hs_merge merge;
} hs_policy;

typedef struct {
    int n;
    hs_policy p[HS_POLICY_MAX]; /* sorted by name, each name once */
} hs_policies;

/* Reads a `signals` value into out (sorted). `field` names it in messages and in
 * d->field ("signals"; an entry is "signals.NAME"). Errors: a wrong shape or an
 * unknown policy is HS_JSON_E_INVALID_PARAMS (with a did-you-mean for a
 * misspelled policy), a name breaking the signal-name rules HS_E_NAME, too many
 * entries or too long a name HS_E_LIMIT. */
int hs_policies_from_json(const json_t *v, const char *field, hs_policies *out, hs_diag *d);

/* The canonical JSON form: {"NAME": "POLICY", ...} with sorted keys. */
json_t *hs_policies_to_json(const hs_policies *p);

/* Sets every policy of p over cfg (hs_config_set_merge); HS_E_LIMIT when the
 * configuration cannot hold one more signal. */
int hs_policies_apply(const hs_policies *p, hs_config *cfg, hs_diag *d);

#endif
