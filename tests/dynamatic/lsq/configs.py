"""The LSQ configurations of the co-simulation (lsq_cosim.py), in Dynamatic's
configuration JSON. Each entry: the configuration, the address range its random
traffic uses (a small one puts RAW/WAR/WAW hazards through one address), and whether
Dynamatic's generator takes it (it needs each group's loads and stores below the
queue depth, so depth 1 has no Dynamatic reference: the reference model alone judges
hsgen there)."""


def cfg(name, groups, depth=4, ldp=None, stp=None, master=True, bypass=1, **opts):
    """groups: per group a string of 'l<port>' and 's<port>' in program order."""
    num_loads, num_stores, ld_order, ld_idx, st_idx = [], [], [], [], []
    for g in groups:
        ops = g.split()
        stores = 0
        lo, li, si = [], [], []
        for op in ops:
            if op[0] == "l":
                lo.append(stores)
                li.append(int(op[1:]))
            else:
                si.append(int(op[1:]))
                stores += 1
        num_loads.append(len(li))
        num_stores.append(len(si))
        ld_order.append(lo)
        ld_idx.append(li)
        st_idx.append(si)
    nlp = ldp if ldp is not None else 1 + max([p for g in ld_idx for p in g], default=-1)
    nsp = stp if stp is not None else 1 + max([p for g in st_idx for p in g], default=-1)
    c = {
        "name": name, "dataWidth": 16, "addrWidth": 4, "indexWidth": 7,
        "fifoDepth_L": depth, "fifoDepth_S": depth, "numLoadPorts": nlp,
        "numStorePorts": nsp, "numBBs": len(groups), "numLdChannels": 1,
        "numStChannels": 1, "master": master, "stResp": 0, "groupMulti": 0,
        "bypassEn": bypass, "numLoads": num_loads, "numStores": num_stores,
        "ldOrder": ld_order, "ldPortIdx": ld_idx, "stPortIdx": st_idx,
        "pipe0En": 0, "pipe1En": 0, "pipeCompEn": 0, "headLagEn": 0,
    }
    c.update(opts)
    return c


# (configuration, addresses used, Dynamatic reference exists)
CONFIGS = [
    (cfg("lsq_g1_rmw", ["l0 s0"]), 2, True),
    (cfg("lsq_g2", ["l0 s0 l1", "s0 l0"]), 4, True),
    (cfg("lsq_g3_atax", ["l0 l1", "s0", "l0 s0"], depth=16), 4, True),
    (cfg("lsq_g4", ["l0", "s0 l1", "l1 s1 s0", "s1"], depth=16), 3, True),
    (cfg("lsq_loads_only", ["l0 l1", "l0"]), 4, True),
    (cfg("lsq_stores_only", ["s0 s1", "s0"]), 3, True),
    (cfg("lsq_one_addr_nobypass", ["s0 l0 s1 l0"], depth=16, bypass=0), 1, True),
    (cfg("lsq_one_addr_bypass", ["s0 l0 s1 l0"], depth=16, bypass=1), 1, True),
    (cfg("lsq_pipe0", ["l0 s0 l1", "s0 l0"], pipe0En=1), 2, True),
    (cfg("lsq_pipe1", ["l0 s0 l1", "s0 l0"], pipe1En=1), 2, True),
    (cfg("lsq_pipecomp", ["l0 s0 l1", "s0 l0"], pipeCompEn=1), 2, True),
    (cfg("lsq_headlag", ["l0 s0 l1", "s0 l0"], headLagEn=1), 2, True),
    (cfg("lsq_depth64", ["l0 s0", "s0 l1"], depth=64), 4, True),
    (cfg("lsq_slave_g2", ["l0 s0 l1", "s0 l0"], master=False), 2, True),
    (cfg("lsq_slave_g3", ["l0 l1", "s0", "l0 s0"], depth=16, master=False), 4, True),
    (cfg("lsq_depth1", ["l0", "s0"], depth=1), 2, False),
]
