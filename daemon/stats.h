/* Server metrics for server.stats: connections, requests and errors by
 * method, latency percentiles over the most recent requests. Loop thread only. */
#ifndef HSD_STATS_H
#define HSD_STATS_H

#include <jansson.h>
#include <stdint.h>

#define HSD_STATS_WINDOW 8192 /* latencies kept for the percentiles */
/* Slots: the method layer's rows by their number (HSD_RPC_METHOD_COUNT), the
 * server.* rows after them (HSD_SERVER_METHOD_COUNT), the LSP session's rows
 * (HSD_LSP_METHOD_COUNT: initialize ... $/cancelRequest), then these two. */
#define HSD_STATS_METHODS 21
#define HSD_STATS_INVALID (HSD_STATS_METHODS - 2) /* not a valid request */
#define HSD_STATS_OTHER (HSD_STATS_METHODS - 1)   /* an unknown method */

typedef struct {
    uint64_t started_ns;
    uint64_t conn_current, conn_total, conn_refused;
    uint64_t requests[HSD_STATS_METHODS], errors[HSD_STATS_METHODS];
    uint64_t lat_us[HSD_STATS_WINDOW];
    uint64_t lat_n; /* latencies ever recorded; the window holds the last ones */
} hsd_stats;

void hsd_stats_init(hsd_stats *s);
void hsd_stats_request(hsd_stats *s, int slot, int failed, uint64_t latency_ns);
/* The server.stats result; slot_name(i) names slot i in "by_method". */
json_t *hsd_stats_json(const hsd_stats *s, const char *(*slot_name)(int slot));

#endif
