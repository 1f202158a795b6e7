/* Fuzz target: the YAML configuration loader (hs_config_load_text). */
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hs_config.h"

/* A loaded configuration is used the way the daemon uses it: copied (reload),
 * queried, freed. A failed load must name a key or a line and leave cfg alone. */
static void use_config(const hs_config *cfg)
{
    static hs_config copy;
    if (hs_config_copy(&copy, cfg) != 0)
        abort();
    for (int i = 0; i < cfg->n_signals; i++)
        if (hs_config_signal(&copy, cfg->signals[i].name) == NULL)
            abort();
    for (int i = 0; i < cfg->n_external; i++)
        if (hs_config_external(&copy, cfg->external[i].unit) == NULL)
            abort();
    (void)hs_config_merge(&copy, "spec");
    hs_config_free(&copy);
}

/* Loads the input (NUL-terminated copy) on top of the embedded default. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hs_config cfg;
    hs_diag d;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    memset(&cfg, 0, sizeof(cfg)); /* a valid, empty configuration: the loader frees what cfg held */
    hs_diag_clear(&d);
    if (hs_config_load_text(&cfg, text, "fuzz", &d) == 0) {
        use_config(&cfg);
        hs_config_free(&cfg);
    } else {
        const unsigned char *b = (const unsigned char *)&cfg;
        if (d.code == 0 || d.message[0] == 0)
            abort(); /* every failure says why */
        for (size_t i = 0; i < sizeof(cfg); i++)
            if (b[i] != 0)
                abort(); /* hs_config.h: cfg is untouched on error */
    }
    free(text);
    return 0;
}
