/* `hsgen simulate`'s memories: the block RAMs the testbench holds. A memory is
 * the group of raw circuit ports Dynamatic's hw.mlir top declares for one array
 * argument NAME (outputs NAME_loadEn, NAME_loadAddr, NAME_storeEn, NAME_storeAddr,
 * NAME_storeData, input NAME_loadData), or the two block-RAM ports of the wrapper
 * Dynamatic puts around it (NAME_ce0, NAME_we0, NAME_address0, NAME_dout0, input
 * NAME_din0; the same for port 1); a handshake.func's `ram` units are
 * turned into such groups first, so both IR flows simulate alike and the
 * testbench can print every word after the run. */
#ifndef HSGEN_SIM_MEM_H
#define HSGEN_SIM_MEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_netlist.h"

#define SIM_MEM_MAX 64
#define SIM_MEM_MAX_WORDS (1 << 20)

typedef struct {
    char name[HS_NET_NAME_MAX];
    unsigned aw, dw;
    char dtype;      /* 'f' for a float array */
    long size;       /* words (the ram's size, else what the inputs give, else 2^aw) */
    int load_data;   /* circuit input index */
    int port[5];     /* circuit output indices: loadEn, loadAddr, storeEn, storeAddr, storeData */
    bool bram;       /* the hw.mlir wrapper's two block-RAM ports instead (NAME_ce0, NAME_we0,
                        NAME_address0, NAME_dout0 out, NAME_din0 in; the same with 1) */
    int din[2];      /* circuit input indices of NAME_din0, NAME_din1 */
    int bport[2][4]; /* circuit output indices: ce, we, address, dout of port 0 and 1 */
    long n_init;     /* initial words given (the rest are zero) */
    uint64_t *init;  /* malloc'd */
    long n_final;    /* words the testbench printed after the run */
    uint64_t *final; /* malloc'd */
} sim_mem;

typedef struct sim_mems_s {
    int n;
    sim_mem m[SIM_MEM_MAX];
} sim_mems;

/* Replaces every handshake.ram unit of nl by circuit ports NAME_loadEn... (NAME: the
 * ram's name), noting its size in mems; the ram's initial `values` become the group's
 * initial words. Returns 0, or -1 with a reason. */
int sim_mem_expose_rams(hs_netlist *nl, sim_mems *mems, char *why, size_t cap);

/* Finds every memory port group among the circuit's raw ports (after
 * sim_mem_expose_rams); a raw port outside a complete group is an error naming it.
 * Returns 0 or -1 with a reason. */
int sim_mem_groups(const hs_netlist *nl, sim_mems *mems, char *why, size_t cap);

/* The memory named `name`, or NULL. */
sim_mem *sim_mem_find(sim_mems *mems, const char *name);

/* Sets a memory's initial words (a copy); grows its size to hold them. */
int sim_mem_set_init(sim_mem *m, const uint64_t *w, long n);

/* True when circuit port `name` (input or output) belongs to a memory group. */
bool sim_mem_owns_port(const sim_mems *mems, const hs_netlist *nl, bool input, int index);

void sim_mems_free(sim_mems *mems);

#endif
