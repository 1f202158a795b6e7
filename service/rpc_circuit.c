/* circuit.generate and circuit.add_spec_tags on top of the netlist library. Every
 * violation of a netlist is reported at once: the error's message names the first
 * and how many there are, data.errors lists them all (message, field, port, rule). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "external.h"
#include "hs_mlir.h"
#include "hs_netlist.h"
#include "policy_json.h"
#include "request_json.h"
#include "rpc_circuit.h"
#include "rpc_codes.h"
#include "rpc_errors.h"

struct hsd_circuit_job {
    const hs_config *cfg;
    hs_config *own;     /* params.signals over the netlist's block over the configuration */
    int hidden_signals; /* the netlist's block, set aside while `own` (which holds it) is used */
    bool generate, spec_tags;
    char speculator[HS_NET_NAME_MAX];
    hs_hdl hdl;
    hs_netlist nl;
    bool from_mlir;
    char file[256];
    hs_mlir_info info;
    hs_diag_list errs;
    int rc;
    hs_circuit_result res;
    json_t *warnings;    /* black boxes left to the user */
    json_t *black_boxes; /* the same as {instance, unit, file} */
};

/* The error of a failed netlist: every violation in data.errors. */
static json_t *errors_json(const hs_diag_list *errs)
{
    json_t *list = json_array();
    for (int i = 0; i < errs->n; i++) {
        json_t *e = hs_diag_to_json(&errs->items[i]);
        json_object_set_new(e, "message", json_string(errs->items[i].message));
        json_array_append_new(list, e);
    }
    char msg[700];
    int total = errs->n + errs->dropped;
    if (total <= 1)
        snprintf(msg, sizeof(msg), "%s", errs->n ? errs->items[0].message : "netlist rejected");
    else
        snprintf(msg, sizeof(msg), "%d netlist violations; first: %s", total,
                 errs->items[0].message);
    json_t *data = json_pack("{s:s,s:s,s:o,s:i}", "kind", "netlist", "field", "netlist", "errors",
                             list, "count", total);
    return hsd_rpc_error(HSD_APP_BASE + (-HS_E_NETLIST), msg, data);
}

static json_t *params_error(const char *msg, const char *field)
{
    return hsd_rpc_error(HSD_RPC_INVALID_PARAMS, msg,
                         json_pack("{s:s,s:s}", "kind", "invalid_params", "field", field));
}

/* params.signals: the job runs under a configuration of its own, the netlist's
 * block set over the configuration and the request's policies over both (the
 * request is the more specific: it wins on a signal both name). The netlist's
 * block is set aside meanwhile (the library would set it over again) and put
 * back for the netlist the answer prints. */
static int use_policies(hsd_circuit_job *j, const hs_policies *pol, json_t **error)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (!(j->own = calloc(1, sizeof(*j->own)))) {
        *error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL);
        return -1;
    }
    if (hs_netlist_config(&j->nl, j->cfg, j->own, &d) != 0) {
        free(j->own);
        j->own = NULL;
        hs_diag_where(&d, "netlist.signals", NULL, NULL);
        hs_diag_list_init(&j->errs);
        hs_diag_list_add(&j->errs, &d);
        *error = errors_json(&j->errs);
        return -1;
    }
    if (hs_policies_apply(pol, j->own, &d) != 0) {
        *error = hsd_rpc_error_from_diag(&d);
        return -1;
    }
    j->cfg = j->own;
    j->hidden_signals = j->nl.n_signals;
    j->nl.n_signals = 0;
    return 0;
}

hsd_circuit_job *hsd_circuit_job_new(const hs_config *cfg, json_t *params, bool generate,
                                     json_t **error)
{
    static const char *const gen_members[] = {"netlist",       "mlir", "file",      "top",
                                              "buffer_cycles", "hdl",  "spec_tags", "speculator",
                                              "signals",       NULL};
    static const char *const tag_members[] = {"netlist",    "mlir",          "file",
                                              "top",        "buffer_cycles", "spec_tags",
                                              "speculator", "signals",       NULL};
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, generate ? gen_members : tag_members, &d) != 0) {
        *error = hsd_rpc_error_from_diag(&d);
        return NULL;
    }
    const json_t *netlist = json_object_get(params, "netlist");
    const json_t *mlir = json_object_get(params, "mlir");
    const json_t *file = json_object_get(params, "file");
    const json_t *top = json_object_get(params, "top");
    const json_t *cycles = json_object_get(params, "buffer_cycles");
    const json_t *spec = json_object_get(params, "spec_tags");
    const json_t *who = json_object_get(params, "speculator");
    const json_t *sig = json_object_get(params, "signals");
    hs_policies pol;
    pol.n = 0;
    if (sig && hs_policies_from_json(sig, "signals", &pol, &d) != 0)
        return (*error = hsd_rpc_error_from_diag(&d)), NULL;
    if (mlir && netlist)
        return (*error = params_error("give params.netlist or params.mlir, not both", "mlir")),
               NULL;
    if (mlir && !json_is_string(mlir))
        return (*error = params_error("params.mlir must be the text of an MLIR file", "mlir")),
               NULL;
    if (!mlir && !json_is_object(netlist))
        return (*error = params_error("params.netlist must be a netlist object (or give "
                                      "params.mlir)",
                                      "netlist")),
               NULL;
    if ((file && !json_is_string(file)) || (top && !json_is_string(top)) ||
        (cycles && !json_is_boolean(cycles)))
        return (*error = params_error("params.file and params.top must be strings, "
                                      "params.buffer_cycles true or false",
                                      file && !json_is_string(file) ? "file"
                                      : top && !json_is_string(top) ? "top"
                                                                    : "buffer_cycles")),
               NULL;
    if (spec && !json_is_boolean(spec))
        return (*error = params_error("params.spec_tags must be true or false", "spec_tags")), NULL;
    if (who && (!json_is_string(who) || json_string_length(who) >= HS_NET_NAME_MAX))
        return (*error = params_error("params.speculator must be a unit name", "speculator")), NULL;
    hsd_circuit_job *j = calloc(1, sizeof(*j));
    if (!j)
        return (*error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL)), NULL;
    j->cfg = cfg;
    j->generate = generate;
    j->spec_tags = generate ? json_is_true(spec) : !spec || json_is_true(spec);
    snprintf(j->speculator, sizeof(j->speculator), "%s", who ? json_string_value(who) : "");
    if (generate && hs_hdl_from_json(params, cfg, &j->hdl, &d) != 0) {
        *error = hsd_rpc_error_from_diag(&d);
        free(j);
        return NULL;
    }
    j->from_mlir = mlir != NULL;
    snprintf(j->file, sizeof(j->file), "%s", file ? json_string_value(file) : "input");
    int rc;
    if (mlir) {
        hs_mlir_options o = {.file = j->file,
                             .top = top ? json_string_value(top) : NULL,
                             .buffer_cycles = json_is_true(cycles)};
        rc = hs_mlir_read(json_string_value(mlir), json_string_length(mlir), &o, &j->nl, &j->info,
                          &j->errs);
    } else {
        rc = hs_netlist_from_json(netlist, &j->nl, &j->errs);
    }
    if (rc != 0) {
        *error = errors_json(&j->errs);
        hsd_circuit_job_free(j);
        return NULL;
    }
    if (pol.n && use_policies(j, &pol, error) != 0) {
        hsd_circuit_job_free(j);
        return NULL;
    }
    return j;
}

/* Units hsgen does not generate: the configured external generator writes the
 * unit's file in place of its stub; without one the stub stays, a declared black
 * box for the user to replace, and a warning says so. */
static void run_opaque(hsd_circuit_job *j)
{
    for (int i = 0; i < j->res.n_opaque && j->rc == 0; i++) {
        const hs_circuit_opaque *o = &j->res.opaque[i];
        const char *module = j->res.manifest[o->file].module;
        const hs_external_cfg *ext = hs_config_external(j->cfg, o->unit);
        if (!ext) {
            char w[512];
            snprintf(w, sizeof(w),
                     "unit %s: %s is not generated by hsgen and no external generator is "
                     "configured for it (units: in the configuration): %s declares %s as a black "
                     "box (its ports, outputs tied to 0), to replace with its implementation",
                     o->instance, o->unit, j->res.names[o->file], module);
            json_array_append_new(j->warnings, json_string(w));
            json_array_append_new(j->black_boxes,
                                  json_pack("{s:s, s:s, s:s}", "instance", o->instance, "unit",
                                            o->unit, "file", j->res.names[o->file]));
            continue;
        }
        char *params = json_dumps(o->request, JSON_COMPACT | JSON_SORT_KEYS), *text = NULL;
        size_t len = 0;
        hs_diag d;
        hs_diag_clear(&d);
        hsd_ext_vars v = {.name = module,
                          .hdl = hs_hdl_name(j->hdl),
                          .unit = o->unit,
                          .signature = "",
                          .params = params ? params : "{}"};
        int rc = hsd_external_run(ext, &v, &text, &len, &d);
        free(params);
        if (rc) {
            char msg[sizeof(d.message)];
            snprintf(msg, sizeof(msg), "unit %s (%s): %s", o->instance, o->unit, d.message);
            memcpy(d.message, msg, sizeof(msg));
            d.code = HS_E_NETLIST;
            snprintf(d.port, sizeof(d.port), "%s", o->instance);
            hs_diag_list_add(&j->errs, &d);
            j->rc = HS_E_NETLIST;
            return;
        }
        free(j->res.contents[o->file]);
        j->res.contents[o->file] = text;
        j->res.lens[o->file] = len;
    }
}

void hsd_circuit_job_run(hsd_circuit_job *j)
{
    hs_diag_list_init(&j->errs);
    j->rc = 0;
    if (j->spec_tags)
        j->rc = hs_netlist_add_spec_tags(&j->nl, j->speculator, &j->errs);
    /* MLIR is checked after the insertion (IR taken before Dynamatic tags its speculative
     * region breaks the speculation units' rules until then), at the op's line */
    if (j->rc == 0 && j->from_mlir && !j->generate)
        j->rc = hs_mlir_check(&j->nl, j->cfg, &j->info, j->file, &j->errs);
    if (j->rc == 0 && j->generate && j->from_mlir) /* generation checks first */
        j->rc = hs_mlir_generate(&j->nl, j->cfg, &j->info, j->file, j->hdl, &j->res, &j->errs);
    else if (j->rc == 0 && j->generate)
        j->rc = hs_circuit_generate(&j->nl, j->cfg, j->hdl, &j->res, &j->errs);
    if (j->rc == 0 && j->generate && (j->warnings = json_array()) &&
        (j->black_boxes = json_array()))
        run_opaque(j);
    if (j->hidden_signals) { /* the netlist's own block, as it came */
        j->nl.n_signals = j->hidden_signals;
        j->hidden_signals = 0;
    }
}

void hsd_circuit_job_answer(hsd_circuit_job *j, json_t **result, json_t **error)
{
    *result = *error = NULL;
    if (j->rc) {
        *error = errors_json(&j->errs);
        return;
    }
    if (!j->generate) {
        *result = json_pack("{s:o}", "netlist", hs_netlist_to_json(&j->nl));
        if (j->from_mlir)
            json_object_set_new(*result, "renames", hs_mlir_renames_json(&j->info));
        if (j->from_mlir && j->info.default_top[0])
            json_object_set_new(*result, "default_top", json_string(j->info.default_top));
        return;
    }
    uint64_t total = 0;
    for (int i = 0; i < j->res.n_files; i++)
        total += j->res.lens[i];
    if (total > j->cfg->max_response_bytes) { /* refused before any JSON is built */
        *error = hsd_rpc_too_large(total, j->cfg->max_response_bytes);
        return;
    }
    json_t *files = json_array();
    for (int i = 0; i < j->res.n_files; i++)
        json_array_append_new(files, json_pack("{s:s,s:s%}", "name", j->res.names[i], "content",
                                               j->res.contents[i], j->res.lens[i]));
    *result =
        json_pack("{s:s,s:s,s:o,s:o,s:i,s:i}", "circuit", j->nl.name, "hdl", hs_hdl_name(j->hdl),
                  "files", files, "manifest", hs_circuit_manifest_json(&j->res), "units",
                  j->res.n_units, "distinct", j->res.n_distinct);
    if (j->from_mlir)
        json_object_set_new(*result, "renames", hs_mlir_renames_json(&j->info));
    if (j->from_mlir && j->info.default_top[0])
        json_object_set_new(*result, "default_top", json_string(j->info.default_top));
    json_t *warnings = j->from_mlir ? hs_mlir_warnings_json(&j->info) : json_array();
    json_array_extend(warnings, j->warnings);
    if (json_array_size(j->black_boxes))
        json_object_set(*result, "black_boxes", j->black_boxes);
    if (json_array_size(warnings))
        json_object_set_new(*result, "warnings", warnings);
    else
        json_decref(warnings);
}

void hsd_circuit_job_free(hsd_circuit_job *j)
{
    if (!j)
        return;
    hs_netlist_free(&j->nl);
    if (j->own) {
        hs_config_free(j->own);
        free(j->own);
    }
    hs_mlir_info_free(&j->info);
    hs_circuit_result_free(&j->res);
    json_decref(j->warnings);
    json_decref(j->black_boxes);
    free(j);
}
