/* Memory in a handshake.func: `mem_controller [%m : memref<64xi32>] %memStart
 * (%in...) %ctrlEnd` lists its inputs in block order, so which is a control, a
 * load address, a store address or store data follows from what drives each
 * (a load's addrOut, a store's addrOut or dataToMem, anything else a control).
 * Once every value is defined they are classified, and the memref becomes a
 * `ram` of its size (initial words from the options) on the controller's raw
 * block-RAM buses. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* The word count a memref type states (mlir_impl.h). */
int mlir_memref_words(ms t)
{
    for (int i = 0; i < t.n; i++)
        if (t.s[i] == '<')
            return i + 1 < t.n ? mlir_ms_int((ms){t.s + i + 1, t.n - i - 1}) : 0;
    return 0;
}

/* The role of an input by the port that drives it (its catalog row's mem_role: a
 * load's or store's memory side, an LSQ behind the controller), else a control. */
static const char *role(const hs_netlist *nl, const hs_endpoint *ep)
{
    /* by hs_mem_role; a memory's load data is no controller operand: a control */
    static const char *const names[] = {"ctrl", "ldAddr", "stAddr", "stData", "ctrl"};
    const hs_unit_info *info = ep && ep->unit >= 0 ? nl->units[ep->unit].info : NULL;
    for (int p = 0; info && p < info->n_ports; p++)
        if (strcmp(info->ports[p].name, ep->port) == 0)
            return info->ports[p].mem_role < 5 ? names[info->ports[p].mem_role] : "ctrl";
    return "ctrl";
}

/* The "name=1 2 3" entry of the options for memref `name`, or "". */
static const char *initial_words(const hs_mlir_options *o, const char *name)
{
    size_t n = strlen(name);
    for (int i = 0; o && i < o->n_mem; i++)
        if (strncmp(o->mem[i], name, n) == 0 && o->mem[i][n] == '=')
            return o->mem[i] + n + 1;
    return "";
}

/* A raw bus of w bits between two units; dtype 'f' for a float memory's data words (the
 * interface's data ports take the type of its float load and store channels). */
static int raw_chan(hs_netlist *nl, int from, const char *fp, int to, const char *tp, unsigned w,
                    char dtype)
{
    hs_type t;
    hs_type_raw(&t, w);
    t.dtype = dtype;
    return mlir_net_add_chan(nl, mlir_ep_unit(from, fp, -1), mlir_ep_unit(to, tp, -1), &t);
}

/* A ram for a memref, wired to a memory interface's buses (mlir_impl.h). */
int mlir_memory_ram(mlir_names *names, hs_netlist *nl, hs_mlir_info *info, const hs_mlir_options *o,
                    const mlir_op *op, int u, ms memref, ms memref_type, unsigned aw, unsigned dw)
{
    char rname[HS_NET_NAME_MAX], mname[128], num[16];
    mlir_names_take(names, memref, "unit", rname, sizeof(rname));
    snprintf(mname, sizeof(mname), "%.*s", memref.n > 100 ? 100 : memref.n, memref.s);
    int ram = mlir_net_add_unit(nl, rname, "handshake.ram");
    if (ram < 0 || mlir_unit_at(info, ram, op->line, op->col))
        return HS_E_NOMEM;
    snprintf(num, sizeof(num), "%d", mlir_memref_words(memref_type));
    mlir_net_add_param(nl, ram, "size", num);
    const char *init = initial_words(o, mname);
    if (init[0])
        mlir_net_add_param(nl, ram, "values", init);
    char dt = 'i'; /* memref<1000xf32>: float words */
    for (int i = 0; i + 1 < memref_type.n; i++)
        if (memref_type.s[i] == 'x' && memref_type.s[i + 1] == 'f')
            dt = 'f';
    if (raw_chan(nl, u, "loadEn", ram, "loadEn", 1, 'i') ||
        raw_chan(nl, u, "loadAddr", ram, "loadAddr", aw, 'i') ||
        raw_chan(nl, u, "storeEn", ram, "storeEn", 1, 'i') ||
        raw_chan(nl, u, "storeAddr", ram, "storeAddr", aw, 'i') ||
        raw_chan(nl, u, "storeData", ram, "storeData", dw, dt) ||
        raw_chan(nl, ram, "loadData", u, "loadData", dw, dt))
        return HS_E_NOMEM;
    return 0;
}

/* The controller form Dynamatic wrote before August 2024 has no memStart and no ctrlEnd:
 * that version's controller had neither and offered its done whenever no store was
 * pending (its `end` waited for it). Each of the two ports is fed by its own source, so
 * a run is always started and its end always announced: memEnd is offered as soon as
 * the stores counted by the ctrl tokens are done, as that controller's done was. */
static int tie_to_source(mlir_values *v, mlir_names *names, hs_netlist *nl, hs_mlir_info *info,
                         int u, const char *port, int m)
{
    char want[HS_NET_NAME_MAX], name[HS_NET_NAME_MAX];
    int n = snprintf(want, sizeof(want), "%s_%s", nl->units[u].name, port);
    mlir_names_take(names, (ms){want, n}, "unit", name, sizeof(name));
    int s = mlir_net_add_unit(nl, name, "handshake.source");
    if (s < 0)
        return -1;
    mlir_unit_at(info, s, 0, 0);
    static const char vname[] = "hsgen.tied";
    int idx = 2 * m + (port[0] == 'c');
    hs_type t;
    hs_type_control(&t);
    mlir_values_def(v, (ms){vname, (int)sizeof(vname) - 1}, idx, mlir_ep_unit(s, "outs", -1), &t,
                    false, 0, 0);
    mlir_values_use(v, (ms){vname, (int)sizeof(vname) - 1}, idx, mlir_ep_unit(u, port, -1), 0, 0);
    return 0;
}

int mlir_memory_wire(mlir_ast *a, mlir_values *v, mlir_names *names, hs_netlist *nl,
                     hs_mlir_info *info, const hs_mlir_options *o, const mlir_mc *mcs, int n)
{
    for (int m = 0; m < n; m++) {
        const mlir_op *op = mcs[m].op;
        int u = mcs[m].unit;
        mlir_use ch[HS_MAX_ARRAY + 2];
        int k = 0;
        for (int i = 0; i < op->n_opd && k < HS_MAX_ARRAY + 2; i++) {
            const mlir_use *x = &a->uses.v[op->opd + i];
            if (!mlir_values_is_memref(v, x->name, x->index))
                ch[k++] = *x;
        }
        bool old = mcs[m].old;
        if ((!old && k < 2) || !mcs[m].memref.n) {
            mlir_error(a, op->line, op->col,
                       "mem_controller takes [%%memref : type] %%memStart (inputs) %%ctrlEnd");
            continue;
        }
        if (old) {
            if (tie_to_source(v, names, nl, info, u, "memStart", m) ||
                tie_to_source(v, names, nl, info, u, "ctrlEnd", m))
                return HS_E_NOMEM;
        } else {
            mlir_values_use(v, ch[0].name, ch[0].index, mlir_ep_unit(u, "memStart", -1), ch[0].line,
                            ch[0].col);
            mlir_values_use(v, ch[k - 1].name, ch[k - 1].index, mlir_ep_unit(u, "ctrlEnd", -1),
                            ch[k - 1].line, ch[k - 1].col);
        }
        int count[4] = {0, 0, 0, 0}; /* ctrl, ldAddr, stAddr, stData */
        static const char *const roles[] = {"ctrl", "ldAddr", "stAddr", "stData"};
        unsigned aw = 0, dw = 0;
        for (int i = old ? 0 : 1; i < (old ? k : k - 1); i++) {
            const hs_endpoint *ep = mlir_values_def_ep(v, ch[i].name, ch[i].index);
            const char *r = role(nl, ep);
            int ri = 0;
            while (strcmp(roles[ri], r) != 0)
                ri++;
            const hs_type *t = mlir_values_type_of(v, ch[i].name, ch[i].index);
            if (t && ri >= 1 && ri <= 2 && t->width > aw)
                aw = t->width;
            if (t && ri == 3)
                dw = t->width;
            mlir_values_use(v, ch[i].name, ch[i].index, mlir_ep_unit(u, r, count[ri]++), ch[i].line,
                            ch[i].col);
        }
        for (int r = 0; r < op->n_res; r++) { /* load data words: the result types */
            const mlir_res *res = &a->res.v[op->res + r];
            const hs_type *t = mlir_values_type_of(v, res->name, res->count > 1 ? 0 : -1);
            if (t && t->kind == HS_T_CHANNEL && !dw)
                dw = t->width;
        }
        char num[16];
        snprintf(num, sizeof(num), "%d", count[0]);
        mlir_net_add_param(nl, u, "num_controls", num);
        snprintf(num, sizeof(num), "%d", count[1]);
        mlir_net_add_param(nl, u, "num_loads", num);
        snprintf(num, sizeof(num), "%d", count[2]);
        mlir_net_add_param(nl, u, "num_stores", num);
        if (!aw || !dw || mlir_memref_words(mcs[m].memref_type) < 1) {
            mlir_error(a, op->line, op->col,
                       "mem_controller: the memref's size and the address and data widths must "
                       "be known (memref<Nxi..>, a load or store on it)");
            continue;
        }
        if (mlir_memory_ram(names, nl, info, o, op, u,
                            mcs[m].memref_name.n ? mcs[m].memref_name : mcs[m].memref,
                            mcs[m].memref_type, aw, dw))
            return HS_E_NOMEM;
    }
    return 0;
}
