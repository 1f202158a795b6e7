/* Server metrics for server.stats: connections, requests and errors by
 * method, latency percentiles over the most recent requests. Loop thread only. */
#ifndef HSD_STATS_H
#define HSD_STATS_H

#include <jansson.h>
#include <stdint.h>

#define HSD_STATS_WINDOW 8192 /* latencies kept for the percentiles */
#define HSD_STATS_METHODS 16  /* 14 known methods, "(invalid)", "(other)" */

typedef struct {
    uint64_t started_ns;
    uint64_t conn_current, conn_total, conn_refused;
    uint64_t requests[HSD_STATS_METHODS], errors[HSD_STATS_METHODS];
    uint64_t lat_us[HSD_STATS_WINDOW];
    uint64_t lat_n; /* latencies ever recorded; the window holds the last ones */
} hsd_stats;

void hsd_stats_init(hsd_stats *s);
/* Index of a method in the tables (unknown methods share one slot). */
int hsd_stats_method(const char *method);
void hsd_stats_request(hsd_stats *s, int method, int failed, uint64_t latency_ns);
json_t *hsd_stats_json(const hsd_stats *s);

#endif
