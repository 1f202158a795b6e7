/* The derivations of the extra-signal units that the port table cannot say: which
 * `signal` add/drop/promote_signal and the speculation units carry, and the composed
 * types of compose and decompose. Each is a hook a row names (extra_rules.h);
 * verification calls the row's hook without knowing which unit it is. */
#include <stdio.h>
#include <string.h>

#include "extra_rules.h"

/* Finds the one signal in `more` that `less` lacks; fails naming the rule otherwise. */
static int one_signal_difference(hs_rule_ctx *x, const hs_type *more, const char *more_port,
                                 const hs_type *less, const char *less_port, hs_extra *out)
{
    const hs_unit_info *info = x->u->info;
    for (unsigned i = 0; i < less->n_extra; i++) {
        const hs_extra *e = &less->extra[i];
        const hs_extra *y = hs_type_find_extra(more, e->name);
        if (!y || y->width != e->width || y->up != e->up) {
            char one[64];
            hs_extra_print(e, one, sizeof(one));
            return hs_rule_fail(info, x->d, more_port,
                                "port %s lacks extra signal '%s' that %s carries", more_port, one,
                                less_port);
        }
    }
    int diff = (int)more->n_extra - (int)less->n_extra;
    if (diff != 1)
        return hs_rule_fail(info, x->d, diff == 0 ? less_port : more_port,
                            "port %s must carry exactly one extra signal more than %s, not %d",
                            more_port, less_port, diff);
    for (unsigned i = 0; i < more->n_extra; i++) {
        if (!hs_type_find_extra(less, more->extra[i].name)) {
            *out = more->extra[i];
            return 0;
        }
    }
    return hs_rule_fail(info, x->d, more_port, "no signal difference found");
}

/* add_signal: outs minus ins (ports form), or the `signal` parameter, which ins
 * must not carry yet. */
int hs_signal_added(hs_rule_ctx *x, hs_extra *out, bool *fixed)
{
    hs_unit *u = x->u;
    char one[64];
    (void)fixed;
    if (x->ports_form)
        return one_signal_difference(x, x->given[2], "outs", x->given[0], "ins", out);
    *out = u->signal;
    if (hs_type_find_extra(&u->e, out->name)) {
        hs_extra_print(out, one, sizeof(one));
        return hs_rule_fail(u->info, x->d, "ins", "ins already carries the signal '%s' to add",
                            one);
    }
    return 0;
}

/* drop_signal: ins minus outs (ports form), or the `signal` parameter, added to E
 * when extra_signals leave it out. */
int hs_signal_dropped(hs_rule_ctx *x, hs_extra *out, bool *fixed)
{
    hs_unit *u = x->u;
    char one[64];
    (void)fixed;
    if (x->ports_form)
        return one_signal_difference(x, x->given[0], "ins", x->given[1], "outs", out);
    *out = u->signal;
    const hs_extra *have = hs_type_find_extra(&u->e, out->name);
    if (!have)
        return hs_type_add_extra(&u->e, out, x->d);
    if (have->width != out->width || have->up != out->up) {
        hs_extra_print(have, one, sizeof(one));
        return hs_rule_fail(u->info, x->d, "ins",
                            "extra_signals give '%s', which differs from signal", one);
    }
    return 0;
}

/* promote_signal: as drop_signal; the promoted signal becomes the data, so it must
 * flow with it (downstream). */
int hs_signal_promoted(hs_rule_ctx *x, hs_extra *out, bool *fixed)
{
    char one[64];
    int rc = hs_signal_dropped(x, out, fixed);
    if (rc)
        return rc;
    if (out->up) {
        hs_extra_print(out, one, sizeof(one));
        return hs_rule_fail(x->u->info, x->d, "ins", "the promoted signal '%s' must be downstream",
                            one);
    }
    return 0;
}

/* non_spec: adds spec: i1, which its input must lack. */
int hs_signal_spec_added(hs_rule_ctx *x, hs_extra *out, bool *fixed)
{
    hs_unit *u = x->u;
    const hs_unit_info *info = u->info;
    const char *in = info->ports[info->e_port].name;
    const hs_extra *have = hs_type_find_extra(&u->e, "spec");
    /* Dynamatic's extra_signals for non_spec are dataOut's: spec: i1 among them */
    if (have && !x->ports_form && have->width == 1 && !have->up) {
        hs_type_remove_extra(&u->e, "spec");
        have = NULL;
    }
    if (have)
        return hs_rule_fail(info, x->d, in, "%s must not carry spec: %s adds 'spec: i1'", in,
                            info->name);
    *out = (hs_extra){.name = "spec", .width = 1, .up = 0, .named = 1};
    *fixed = true;
    return 0;
}

/* The speculation units that read spec: their input carries spec: i1 (the parameters
 * form adds it when extra_signals leave it out). */
int hs_signal_spec_carried(hs_rule_ctx *x, hs_extra *out, bool *fixed)
{
    hs_unit *u = x->u;
    const hs_unit_info *info = u->info;
    const char *in = info->ports[info->e_port].name;
    const hs_extra *spec = hs_type_find_extra(&u->e, "spec");
    if (!spec && !x->ports_form) {
        hs_extra s = {.name = "spec", .width = 1, .up = 0, .named = 1};
        int rc = hs_type_add_extra(&u->e, &s, x->d);
        if (rc)
            return rc;
        spec = hs_type_find_extra(&u->e, "spec");
    }
    if (!spec || spec->width != 1 || spec->up)
        return hs_rule_fail(info, x->d, in, "%s must carry the extra signal 'spec: i1'", in);
    *out = *spec;
    *fixed = true;
    return 0;
}

/* Composition: data mode puts downstream signals above the data bits,
 * first canonical signal lowest; signals mode concatenates each direction into one
 * unnamed signal (downstream first). */
static int compose_type(hs_rule_ctx *x, const hs_type *in, hs_type *out)
{
    const hs_unit_info *info = x->u->info;
    int mode = (int)hs_unit_param(x->u, "mode");
    unsigned down = hs_type_extra_bits(in, false), up = hs_type_extra_bits(in, true);
    unsigned dw = in->kind == HS_T_CONTROL ? 0 : in->width;
    if (mode == 0) {
        if (dw + down > HS_MAX_DATA_WIDTH)
            return hs_rule_fail(info, x->d, "outs",
                                "composed data of %u bits exceeds the limit of %d", dw + down,
                                HS_MAX_DATA_WIDTH);
        if (dw + down == 0)
            hs_type_control(out);
        else
            hs_type_channel(out, dw + down);
        out->n_extra = 0;
        int unnamed = 0; /* unnamed signals are renumbered as a reader would write them */
        for (unsigned i = 0; i < in->n_extra; i++) {
            if (!in->extra[i].up)
                continue;
            hs_extra e = in->extra[i];
            if (!e.named)
                snprintf(e.name, sizeof(e.name), "extra%d", unnamed++);
            hs_type_add_extra(out, &e, NULL);
        }
        return 0;
    }
    if (down > HS_MAX_EXTRA_WIDTH || up > HS_MAX_EXTRA_WIDTH)
        return hs_rule_fail(info, x->d, "outs",
                            "a composed signal of %u bits exceeds the limit of %d",
                            down > up ? down : up, HS_MAX_EXTRA_WIDTH);
    *out = *in;
    out->n_extra = 0;
    int n = 0;
    if (down) {
        hs_extra e = {.width = (uint16_t)down, .up = 0, .named = 0};
        snprintf(e.name, sizeof(e.name), "extra%d", n++);
        hs_type_add_extra(out, &e, NULL);
    }
    if (up) {
        hs_extra e = {.width = (uint16_t)up, .up = 1, .named = 0};
        snprintf(e.name, sizeof(e.name), "extra%d", n++);
        hs_type_add_extra(out, &e, NULL);
    }
    return 0;
}

/* compose: outs (port 1) is ins (port 0) composed. */
int hs_types_composed(hs_rule_ctx *x)
{
    return compose_type(x, &x->u->port[0].type, &x->u->port[1].type);
}

/* decompose: ins (port 0) is outs (port 1) composed. */
int hs_types_decomposed(hs_rule_ctx *x)
{
    return compose_type(x, &x->u->port[1].type, &x->u->port[0].type);
}
