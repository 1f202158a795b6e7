/* `hsgen simulate`'s memories (sim_mem.h): ram units become port groups of the
 * top level, and port groups become the testbench's block RAMs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_mem.h"

static const char *const out_ports[5] = {"loadEn", "loadAddr", "storeEn", "storeAddr", "storeData"};

static const char *param(const hs_net_unit *u, const char *key)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return NULL;
}

/* Appends a circuit port of type t; its index, or -1. */
static int add_port(hs_netlist *nl, bool input, const char *name, const hs_type *t)
{
    hs_net_port **v = input ? &nl->inputs : &nl->outputs;
    int *n = input ? &nl->n_inputs : &nl->n_outputs;
    hs_net_port *p = realloc(*v, sizeof(hs_net_port) * (size_t)(*n + 1));
    if (!p)
        return -1;
    *v = p;
    snprintf(p[*n].name, sizeof(p[*n].name), "%s", name);
    p[*n].type = *t;
    return (*n)++;
}

/* Removes unit u, renumbering the endpoints of the units after it. */
static void remove_unit(hs_netlist *nl, int u)
{
    memmove(&nl->units[u], &nl->units[u + 1], sizeof(hs_net_unit) * (size_t)(nl->n_units - u - 1));
    nl->n_units--;
    for (int c = 0; c < nl->n_chans; c++) {
        if (nl->chans[c].from.unit > u)
            nl->chans[c].from.unit--;
        if (nl->chans[c].to.unit > u)
            nl->chans[c].to.unit--;
    }
}

int sim_mem_expose_rams(hs_netlist *nl, sim_mems *mems, char *why, size_t cap)
{
    for (int u = 0; u < nl->n_units; u++) {
        if (!nl->units[u].info || !nl->units[u].info->memory)
            continue;
        if (mems->n == SIM_MEM_MAX) {
            snprintf(why, cap, "more than %d memories", SIM_MEM_MAX);
            return -1;
        }
        sim_mem *m = &mems->m[mems->n++];
        memset(m, 0, sizeof(*m));
        snprintf(m->name, sizeof(m->name), "%s", nl->units[u].name);
        const char *size = param(&nl->units[u], "size");
        m->size = size ? strtol(size, NULL, 10) : 0;
        const char *vals = param(&nl->units[u], "values");
        if (vals && *vals) { /* "1 2 3" or "[1, 2, 3]" */
            uint64_t w[4096];
            long n = 0;
            for (const char *s = vals; *s && n < 4096;) {
                char *end;
                long long v = strtoll(s, &end, 0);
                if (end == s) {
                    s++;
                    continue;
                }
                w[n++] = (uint64_t)v;
                s = end;
            }
            if (sim_mem_set_init(m, w, n)) {
                snprintf(why, cap, "out of memory");
                return -1;
            }
        }
        for (int c = 0; c < nl->n_chans; c++) {
            hs_net_chan *ch = &nl->chans[c];
            bool into = ch->to.unit == u, from = ch->from.unit == u;
            if (!into && !from)
                continue;
            char pname[HS_NET_NAME_MAX];
            snprintf(pname, sizeof(pname), "%.40s_%.20s", m->name,
                     into ? ch->to.port : ch->from.port);
            int k = add_port(nl, from, pname, ch->type);
            if (k < 0) {
                snprintf(why, cap, "out of memory");
                return -1;
            }
            hs_endpoint *ep = into ? &ch->to : &ch->from;
            ep->unit = -1;
            ep->cport = k;
            ep->elem = -1;
            if (!(ep->port = hs_netlist_name(nl, pname))) {
                snprintf(why, cap, "out of memory");
                return -1;
            }
        }
        remove_unit(nl, u);
        u--;
    }
    return 0;
}

/* The circuit port named exactly s, or -1. */
static int port_index(const hs_netlist *nl, bool input, const char *s)
{
    const hs_net_port *v = input ? nl->inputs : nl->outputs;
    for (int i = 0; i < (input ? nl->n_inputs : nl->n_outputs); i++)
        if (strcmp(v[i].name, s) == 0 && v[i].type.kind == HS_T_RAW)
            return i;
    return -1;
}

/* The testbench holds a memory as an array of its size: at most 20 address bits when
 * the size comes from them; with a known size (a ram's `size`, at most 2^20 words) up
 * to 32, as Dynamatic before mid-2024 drove every memory with 32-bit addresses (i32
 * indices); an address beyond the size reads 0 and writes nothing. */
static bool mem_width_ok(const sim_mem *m, const char *base, char *why, size_t cap)
{
    if (m->aw <= 20 || (m->aw <= 32 && m->size > 0 && m->size <= (1L << 20)))
        return true;
    snprintf(why, cap, "memory %s: %u address bits, at most 20 (32 with a known size)", base,
             m->aw);
    return false;
}

int sim_mem_groups(const hs_netlist *nl, sim_mems *mems, char *why, size_t cap)
{
    for (int i = 0; i < nl->n_inputs; i++) {
        const char *n = nl->inputs[i].name;
        size_t l = strlen(n);
        if (nl->inputs[i].type.kind != HS_T_RAW || l <= 9 || strcmp(n + l - 9, "_loadData") != 0)
            continue;
        char base[HS_NET_NAME_MAX];
        snprintf(base, sizeof(base), "%.*s", (int)(l - 9), n);
        sim_mem *m = sim_mem_find(mems, base);
        if (!m) {
            if (mems->n == SIM_MEM_MAX) {
                snprintf(why, cap, "more than %d memories", SIM_MEM_MAX);
                return -1;
            }
            m = &mems->m[mems->n++];
            memset(m, 0, sizeof(*m));
            snprintf(m->name, sizeof(m->name), "%s", base);
        }
        m->load_data = i;
        m->dw = nl->inputs[i].type.width;
        m->dtype = nl->inputs[i].type.dtype;
        for (int k = 0; k < 5; k++) {
            char pn[HS_NET_NAME_MAX + 16];
            snprintf(pn, sizeof(pn), "%s_%s", base, out_ports[k]);
            m->port[k] = port_index(nl, false, pn);
            if (m->port[k] < 0) {
                snprintf(why, cap, "memory %s: the circuit has %s but no raw output %s", base, n,
                         pn);
                return -1;
            }
        }
        m->aw = nl->outputs[m->port[1]].type.width;
        if (!mem_width_ok(m, base, why, cap))
            return -1;
        if (m->size <= 0)
            m->size = m->n_init > 0 ? m->n_init : 1L << m->aw;
    }
    for (int i = 0; i < nl->n_inputs; i++) { /* the wrapper's block-RAM ports */
        const char *n = nl->inputs[i].name;
        size_t l = strlen(n);
        if (nl->inputs[i].type.kind != HS_T_RAW || l <= 5 || strcmp(n + l - 5, "_din0") != 0)
            continue;
        char base[HS_NET_NAME_MAX];
        snprintf(base, sizeof(base), "%.*s", (int)(l - 5), n);
        if (sim_mem_find(mems, base)) {
            snprintf(why, cap, "memory %s: both port groups", base);
            return -1;
        }
        if (mems->n == SIM_MEM_MAX) {
            snprintf(why, cap, "more than %d memories", SIM_MEM_MAX);
            return -1;
        }
        sim_mem *m = &mems->m[mems->n++];
        memset(m, 0, sizeof(*m));
        snprintf(m->name, sizeof(m->name), "%s", base);
        m->bram = true;
        m->load_data = -1;
        for (int k = 0; k < 5; k++)
            m->port[k] = -1;
        static const char *const bp[4] = {"ce", "we", "address", "dout"};
        for (int p = 0; p < 2; p++) {
            char pn[HS_NET_NAME_MAX + 16];
            snprintf(pn, sizeof(pn), "%s_din%d", base, p);
            m->din[p] = port_index(nl, true, pn);
            bool all = m->din[p] >= 0;
            for (int k = 0; k < 4; k++) {
                snprintf(pn, sizeof(pn), "%s_%s%d", base, bp[k], p);
                m->bport[p][k] = port_index(nl, false, pn);
                all = all && m->bport[p][k] >= 0;
            }
            if (!all) {
                snprintf(why, cap,
                         "memory %s: the circuit has %s but not every one of %s_ce%d, %s_we%d, "
                         "%s_address%d, %s_dout%d, %s_din%d",
                         base, n, base, p, base, p, base, p, base, p, base, p);
                return -1;
            }
        }
        m->dw = nl->inputs[i].type.width;
        m->dtype = nl->inputs[i].type.dtype;
        m->aw = nl->outputs[m->bport[0][2]].type.width;
        if (!mem_width_ok(m, base, why, cap))
            return -1;
        if (m->size <= 0)
            m->size = m->n_init > 0 ? m->n_init : 1L << m->aw;
    }
    for (int s = 0; s < 2; s++) /* every raw port must belong to a memory */
        for (int i = 0; i < (s ? nl->n_outputs : nl->n_inputs); i++) {
            if ((s ? nl->outputs : nl->inputs)[i].type.kind != HS_T_RAW ||
                sim_mem_owns_port(mems, nl, !s, i))
                continue;
            const hs_net_port *p = &(s ? nl->outputs : nl->inputs)[i];
            snprintf(why, cap,
                     "circuit %s %s is a raw wire (i%u, no valid/ready) outside a memory port "
                     "group (NAME_loadEn, NAME_loadAddr, NAME_loadData, NAME_storeEn, "
                     "NAME_storeAddr, NAME_storeData, or NAME_ce0, NAME_we0, NAME_address0, "
                     "NAME_dout0, NAME_din0 and the same for 1); the testbench drives "
                     "channels, controls and memories only",
                     s ? "output" : "input", p->name, (unsigned)p->type.width);
            return -1;
        }
    return 0;
}

sim_mem *sim_mem_find(sim_mems *mems, const char *name)
{
    for (int i = 0; i < mems->n; i++)
        if (strcmp(mems->m[i].name, name) == 0)
            return &mems->m[i];
    return NULL;
}

int sim_mem_set_init(sim_mem *m, const uint64_t *w, long n)
{
    uint64_t *c = malloc(sizeof(uint64_t) * (size_t)(n ? n : 1));
    if (!c)
        return -1;
    memcpy(c, w, sizeof(uint64_t) * (size_t)n);
    free(m->init);
    m->init = c;
    m->n_init = n;
    if (m->size < n)
        m->size = n;
    return 0;
}

bool sim_mem_owns_port(const sim_mems *mems, const hs_netlist *nl, bool input, int index)
{
    (void)nl;
    for (int i = 0; i < mems->n; i++) {
        const sim_mem *m = &mems->m[i];
        if (!m->dw)
            continue;
        if (m->bram) {
            for (int p = 0; p < 2; p++) {
                if (input && m->din[p] == index)
                    return true;
                for (int k = 0; !input && k < 4; k++)
                    if (m->bport[p][k] == index)
                        return true;
            }
            continue;
        }
        if (input && m->load_data == index)
            return true;
        for (int k = 0; !input && k < 5; k++)
            if (m->port[k] == index)
                return true;
    }
    return false;
}

void sim_mems_free(sim_mems *mems)
{
    for (int i = 0; i < mems->n; i++) {
        free(mems->m[i].init);
        free(mems->m[i].final);
    }
    mems->n = 0;
}
