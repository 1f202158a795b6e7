/* One line per event on stderr, filtered by the configured level. */
#ifndef HSD_LOG_H
#define HSD_LOG_H

enum { HSD_LOG_ERROR = 0, HSD_LOG_WARN = 1, HSD_LOG_INFO = 2, HSD_LOG_DEBUG = 3 };
/* Printed whatever the level, labelled "info": where the daemon listens, that it is ready. */
#define HSD_LOG_NOTICE (-1)

/* Sets the level (hs_config.log_level); messages above it are dropped. */
void hsd_log_set_level(int level);
int hsd_log_level(void);
void hsd_log(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
