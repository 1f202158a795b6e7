/* Counters and a latency window for server.stats. */
#include <stdlib.h>
#include <string.h>
#include <uv.h>

#include "stats.h"

/* Starts the uptime clock with zeroed counters. */
void hsd_stats_init(hsd_stats *s)
{
    memset(s, 0, sizeof(*s));
    s->started_ns = uv_hrtime();
}

/* Counts one answered request and keeps its latency for the percentiles. */
void hsd_stats_request(hsd_stats *s, int slot, int failed, uint64_t latency_ns)
{
    s->requests[slot]++;
    s->errors[slot] += failed != 0;
    s->lat_us[s->lat_n++ % HSD_STATS_WINDOW] = latency_ns / 1000;
}

/* qsort order for latencies. */
static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Percentiles over the window, computed on demand (server.stats is rare). */
static json_t *latency_json(const hsd_stats *s)
{
    size_t n = s->lat_n < HSD_STATS_WINDOW ? s->lat_n : HSD_STATS_WINDOW;
    uint64_t *v;
    json_t *o;
    if (n == 0)
        return json_pack("{s:i, s:i, s:i, s:i, s:i}", "samples", 0, "p50", 0, "p90", 0, "p99", 0,
                         "max", 0);
    if (!(v = malloc(n * sizeof(*v))))
        return json_object();
    memcpy(v, s->lat_us, n * sizeof(*v));
    qsort(v, n, sizeof(*v), cmp_u64);
    o = json_pack("{s:I, s:I, s:I, s:I, s:I}", "samples", (json_int_t)n, "p50",
                  (json_int_t)v[n / 2], "p90", (json_int_t)v[n * 9 / 10], "p99",
                  (json_int_t)v[n * 99 / 100], "max", (json_int_t)v[n - 1]);
    free(v);
    return o;
}

/* The server.stats result. */
json_t *hsd_stats_json(const hsd_stats *s, const char *(*slot_name)(int slot))
{
    json_t *req = json_object();
    uint64_t total = 0, errors = 0;
    for (int i = 0; i < HSD_STATS_METHODS; i++) {
        if (!s->requests[i])
            continue;
        json_object_set_new(req, slot_name(i),
                            json_pack("{s:I, s:I}", "count", (json_int_t)s->requests[i], "errors",
                                      (json_int_t)s->errors[i]));
        total += s->requests[i];
        errors += s->errors[i];
    }
    return json_pack("{s:I, s:{s:I, s:I, s:I}, s:I, s:I, s:o, s:o}", "uptime_s",
                     (json_int_t)((uv_hrtime() - s->started_ns) / 1000000000ull), "connections",
                     "current", (json_int_t)s->conn_current, "total", (json_int_t)s->conn_total,
                     "refused", (json_int_t)s->conn_refused, "requests", (json_int_t)total,
                     "errors", (json_int_t)errors, "by_method", req, "latency_us", latency_json(s));
}
