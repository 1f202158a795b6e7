/* The configuration a command runs with: the one --config named, or the embedded
 * default, loaded the first time a command needs it (commands that only talk to a
 * daemon never load it). Kept apart from hsgen_main.c so the commands and the
 * backend need nothing of the program's entry point. */
#include "cli.h"

/* Loads the embedded default unless a configuration is loaded already. */
int cli_config_ensure(cli_globals *g)
{
    if (g->cfg_loaded)
        return 0;
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_config_default(&g->cfg, &d) != 0) {
        cli_diag(&d);
        return CLI_USAGE;
    }
    g->cfg_loaded = true;
    return 0;
}
