/* The unit.* rows of the method table: unit.generate, unit.preview (the
 * memo, the cache, generations) and unit.verify. */
#ifndef HSD_RPC_UNIT_H
#define HSD_RPC_UNIT_H

#include "answer_splices.h"
#include "rpc_call.h"

/* params -> the call's envelope (hsd_unit_args) and, held for one later decode,
 * the unit's own request. */
int hsd_unit_decode(hsd_ctx *ctx, json_t *params, hsd_call *c);
/* unit.generate's answer as text, when its parts are prepared (the raw answer
 * hsd_unit_encode would wrap): false when it has none. */
bool hsd_unit_answer_text(const hsd_call *c, hsd_text_answer *a);
/* unit.generate's decode from a plain message (unit_plain.h): p's arguments and
 * its unit's request (moved) into the call. */
void hsd_unit_decode_plain(hsd_ctx *ctx, hsd_plain *p, hsd_call *c);
hsd_run_status hsd_unit_run_generate(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_unit_encode(hsd_ctx *ctx, hsd_call *c);
/* Appends a unit.generate result (the bytes its encode prints) made of prepared
 * parts: the ports as JSON text (ports_len bytes, measured once where it is
 * stored) and the `files` rendering with the entity name of old_len bytes
 * replaced by name. Returns 0 or HSD_E_NOMEM. */
int hsd_unit_raw_append(hsd_jbuf *b, const char *name, hs_hdl hdl, const char *signature,
                        const char *ports_text, size_t ports_len, bool cached,
                        const hsd_rendered *rendered, size_t old_len);
/* A unit.generate result from this size on is written whole on the generation's
 * worker for the call that started it (a copy of megabytes the loop thread would
 * make otherwise); a cached hit from this size on sends the entry's long runs
 * from the entry (hsd_unit_raw_append_spliced) where its caller can; smaller ones
 * are copied on the loop from the cache's parts. */
#define HSD_ANSWER_OWN (256u << 10)
/* The same bytes, except that runs of the
 * rendering (and of the ports text when ports_held: the entry's own) of
 * HSD_SPLICE_MIN bytes or more are recorded in sp, not copied: the caller sends
 * them from the entry, which it holds until then. As hsd_unit_raw_append when sp
 * has no room for them. Returns 0 or HSD_E_NOMEM (b->failed). */
int hsd_unit_raw_append_spliced(hsd_jbuf *b, hsd_splices *sp, const char *name, hs_hdl hdl,
                                const char *signature, const char *ports_text, size_t ports_len,
                                bool ports_held, bool cached, const hsd_rendered *rendered,
                                size_t old_len);
/* The number of bytes hsd_unit_raw_append writes for the same arguments (ports_len
 * the length of its ports text), known before any of them is written. */
size_t hsd_unit_raw_len(size_t name_len, hs_hdl hdl, const char *signature, size_t ports_len,
                        bool cached, const hsd_rendered *rendered, size_t old_len);
hsd_run_status hsd_unit_run_verify(hsd_ctx *ctx, hsd_call *c);
json_t *hsd_unit_encode_verify(hsd_ctx *ctx, hsd_call *c);

#endif
