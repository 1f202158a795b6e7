#!/usr/bin/env python3
"""Writes bad_inputs.jsonl: malformed and hostile requests, each with the
JSON-RPC error code hsgend must answer (schema/README.md lists the codes).

One JSON object per line:
  name     unique case name
  request  a JSON-RPC request (object or batch array), sent as one message, or
  raw      text / raw_hex bytes, sent as they are on a fresh connection
  lsp      true: frame `request` with Content-Length instead of a newline
  code     the error code; for a batch, the list of codes (any order)
  closes   true: the daemon must close the connection after answering

The rule cases come from tests/unit/test_rules.c (every rejected case of its
table, turned into a unit.verify request), so a new rule case there becomes a
daemon case here on the next run. The daemon runs with the configuration in
bad_inputs.yaml. Run: python3 bad_inputs_gen.py > bad_inputs.jsonl"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RULES_C = os.path.join(HERE, "..", "unit", "test_rules.c")
MAX_MSG = 65536  # limits.max_message_bytes in bad_inputs.yaml

HS_ERR = {"HS_E_PARSE": 1, "HS_E_LIMIT": 2, "HS_E_UNKNOWN_UNIT": 3, "HS_E_PORT": 4,
          "HS_E_PARAM": 5, "HS_E_RULE": 6, "HS_E_POLICY": 7, "HS_E_NAME": 8,
          "HS_E_BACKEND": 10, "HS_E_UNSUPPORTED": 11}
PARSE, INVALID_REQ, NO_METHOD, INVALID_PARAMS = -32700, -32600, -32601, -32602
C32, S32 = "channel<i32>", "channel<i32, [spec: i1]>"
ADD = {"unit": "handshake.addi", "params": {"bitwidth": 32}, "extra_signals": ["spec: i1"]}
ADD_PORTS = {"lhs": C32, "rhs": C32, "result": C32}

cases = []


def add(name, code, request=None, raw=None, raw_hex=None, lsp=False, closes=False):
    c = {"name": name, "code": code}
    if request is not None:
        c["request"] = request
    if raw is not None:
        c["raw"] = raw
    if raw_hex is not None:
        c["raw_hex"] = raw_hex
    if lsp:
        c["lsp"] = True
    if closes:
        c["closes"] = True
    cases.append(c)


def req(method, params=None, rid=1):
    r = {"jsonrpc": "2.0", "id": rid, "method": method}
    if params is not None:
        r["params"] = params
    return r


def gen(params, method="unit.generate"):
    return req(method, params)


# ---------------------------------------------------------------- broken JSON
broken = ['{"jsonrpc": "2.0", "id": 1, "method": ', '{"jsonrpc": "2.0",}', "{'jsonrpc': '2.0'}",
          '{"jsonrpc": "2.0", "id": NaN, "method": "unit.list"}',
          '{"jsonrpc": "2.0", "id": 1, "method": "unit.list"} // comment',
          '{"jsonrpc": "2.0" "id": 1}', '{"jsonrpc": "2.0", "id": 1, "method": "unit.list"}}',
          '{"a": "unterminated}', '{"a": "\\x41"}', '{"a": "tab\there"}', '{"a": 01}',
          '{"a": .5}', '{"a": 1.}', '{"a": +1}', '{"a": -}', '{"a": Infinity}', '{"a": tru}',
          '{"a": "\\uZZZZ"}', '{"a": "\\ud800"}', '{"a": "\\udc00\\ud800"}', '{"a": "\\u0000"}',
          '{"a" 1}', '{1: 2}', '{"a": [1, 2,]}', '[1, 2', '{"id": 1e999999}',
          '{"id": 123456789012345678901234567890}', '{"a": 1} {"b": 2}', '{,}', '{"a":}',
          '[' * 5000 + ']' * 5000, '{"a":' * 3000 + '1' + '}' * 3000]
for i, text in enumerate(broken):
    add("json_broken_%02d" % i, PARSE, raw=text + "\n")
# invalid UTF-8 inside strings: jansson refuses the message
for i, bad in enumerate(["ff", "c0af", "e0808f", "eda080", "f4908080", "80", "c3", "f8888080", "fe"]):
    pre = b'{"jsonrpc": "2.0", "id": 1, "method": "type.parse", "params": {"type": "i'
    add("utf8_invalid_%02d" % i, PARSE, raw_hex=(pre + bytes.fromhex(bad) + b'"}}\n').hex())
add("utf8_invalid_key", PARSE, raw_hex=(b'{"jsonrpc": "2.0", "\xff": 1}\n').hex())
add("nul_byte_in_message", PARSE, raw_hex=(b'{"jsonrpc": "2.0", "id": 1,\x00 "method": "unit.list"}\n').hex())
add("lsp_broken_json", PARSE, raw="Content-Length: 5\r\n\r\n{\"a\":")

# ---------------------------------------------------------------- framing
add("framing_first_byte_letter", PARSE, raw="hello\n", closes=True)
add("framing_first_byte_digit", PARSE, raw="1\n", closes=True)
add("framing_first_byte_quote", PARSE, raw='"jsonrpc"\n', closes=True)
add("framing_first_byte_nul", PARSE, raw_hex="00" + b'{"jsonrpc":"2.0"}\n'.hex(), closes=True)
add("framing_first_byte_utf8_bom", PARSE, raw_hex="efbbbf" + b'{"jsonrpc":"2.0"}\n'.hex(), closes=True)
add("framing_lowercase_header", PARSE, raw="content-length: 2\r\n\r\n{}", closes=True)
add("framing_lsp_bad_length", PARSE, raw="Content-Length: x\r\n\r\n{}", closes=True)
add("framing_lsp_negative_length", PARSE, raw="Content-Length: -5\r\n\r\n{}", closes=True)
add("framing_lsp_length_trailing", PARSE, raw="Content-Length: 2x\r\n\r\n{}", closes=True)
add("framing_lsp_empty_length", PARSE, raw="Content-Length:\r\n\r\n{}", closes=True)
add("framing_lsp_missing_length", PARSE, raw="Content-Type: json\r\n\r\n{}", closes=True)
add("framing_lsp_header_too_long", PARSE, raw="Content-Length: 2\r\nX: " + "a" * 9000, closes=True)
# ---------------------------------------------------------------- oversized frames
add("oversized_ndjson_line", 1022, raw='{"jsonrpc": "2.0", "x": "' + "a" * (MAX_MSG + 10) + '"}\n',
    closes=True)
add("oversized_ndjson_no_newline", 1022, raw="[" + "1," * MAX_MSG, closes=True)
add("oversized_lsp_length", 1022, raw="Content-Length: %d\r\n\r\n{" % (MAX_MSG + 1), closes=True)
add("oversized_lsp_huge_length", 1022, raw="Content-Length: 18446744073709551615\r\n\r\n{", closes=True)
add("oversized_lsp_overflow_length", 1022, raw="Content-Length: 99999999999999999999999\r\n\r\n{",
    closes=True)
add("oversized_type_text", 1002, request=req("type.parse", {"type": "channel<i8, [" + "a: i1, " * 5000 + "]>"}))

# ---------------------------------------------------------------- JSON-RPC envelope
env = [
    ("no_jsonrpc", {"id": 1, "method": "unit.list"}),
    ("jsonrpc_1_0", {"jsonrpc": "1.0", "id": 1, "method": "unit.list"}),
    ("jsonrpc_number", {"jsonrpc": 2.0, "id": 1, "method": "unit.list"}),
    ("jsonrpc_null", {"jsonrpc": None, "id": 1, "method": "unit.list"}),
    ("no_method", {"jsonrpc": "2.0", "id": 1}),
    ("method_number", {"jsonrpc": "2.0", "id": 1, "method": 5}),
    ("method_null", {"jsonrpc": "2.0", "id": 1, "method": None}),
    ("method_array", {"jsonrpc": "2.0", "id": 1, "method": ["unit.list"]}),
    ("method_object", {"jsonrpc": "2.0", "id": 1, "method": {}}),
    ("params_number", {"jsonrpc": "2.0", "id": 1, "method": "unit.list", "params": 1}),
    ("params_string", {"jsonrpc": "2.0", "id": 1, "method": "unit.list", "params": "x"}),
    ("params_true", {"jsonrpc": "2.0", "id": 1, "method": "unit.list", "params": True}),
    ("params_null", {"jsonrpc": "2.0", "id": 1, "method": "unit.list", "params": None}),
    ("id_object", {"jsonrpc": "2.0", "id": {}, "method": "unit.list"}),
    ("id_array", {"jsonrpc": "2.0", "id": [1], "method": "unit.list"}),
    ("id_bool", {"jsonrpc": "2.0", "id": True, "method": "unit.list"}),
]
for name, r in env:
    add("envelope_" + name, INVALID_REQ, request=r)
add("envelope_lsp_no_jsonrpc", INVALID_REQ, request={"id": 1, "method": "unit.list"}, lsp=True)
for name, text in [("number", "42"), ("string", '"unit.list"'), ("null", "null"), ("true", "true")]:
    add("envelope_bare_" + name, INVALID_REQ, raw="Content-Length: %d\r\n\r\n%s" % (len(text), text))
add("batch_empty", INVALID_REQ, request=[])
add("batch_of_numbers", [INVALID_REQ] * 3, request=[1, 2, 3])
add("batch_nested_empty", [INVALID_REQ], request=[[]])
add("batch_mixed", [INVALID_REQ, NO_METHOD, INVALID_PARAMS],
    request=[{"jsonrpc": "2.0", "id": 1}, req("no.such", rid=2), req("type.parse", {}, rid=3),
             {"jsonrpc": "2.0", "method": "unit.list"}])
add("batch_all_bad_ids", [INVALID_REQ] * 2,
    request=[{"jsonrpc": "2.0", "id": {}, "method": "x"}, {"jsonrpc": "2.0", "id": [], "method": "x"}])

# ---------------------------------------------------------------- unknown methods
for i, m in enumerate(["unit.frobnicate", "Unit.Generate", "unit.generate ", "", "unit", ".",
                       "rpc.discover", "server.", "x" * 5000, "unit.génère",
                       "cache", "type.print"]):
    add("method_unknown_%02d" % i, NO_METHOD, request=req(m))
add("method_unknown_nul", PARSE, request=req("unit.generate\u0000x"))
# messages quote user text cut to a size: a cut inside a UTF-8 sequence must not break the answer
add("method_unknown_utf8_cut", NO_METHOD, request=req("a" + "\u00e9" * 80))
add("unknown_unit_utf8_cut", 1003, request=gen({"unit": "a" + "\u00e9" * 80, "params": {}}))
add("port_name_too_long_utf8_cut", 1002, request=gen({"unit": "addi", "ports": dict(ADD_PORTS, **{"a" + "\u00e9" * 80: C32})}))
add("name_utf8_cut", 1008, request=gen(dict(ADD, name="a" + "\u00e9" * 200)))
add("param_name_too_long_utf8_cut", 1002, request=gen({"unit": "addi", "params": {"bitwidth": 8, "a" + "\u00e9" * 80: 1}}))
add("extra_name_utf8_cut", 1001, request=gen({"unit": "addi", "params": {"bitwidth": 8}, "extra_signals": ["a" + "\u00e9" * 80 + ": i1"]}))
add("method_unknown_with_array_params", INVALID_PARAMS, request=req("unit.frobnicate", [1]))

# ---------------------------------------------------------------- invalid params
inv = [
    ("generate_array_params", "unit.generate", [1, 2]),
    ("generate_no_unit", "unit.generate", {"params": {}}),
    ("generate_unit_number", "unit.generate", {"unit": 5}),
    ("generate_unit_null", "unit.generate", {"unit": None}),
    ("generate_unknown_member", "unit.generate", dict(ADD, colour="red")),
    ("generate_ports_string", "unit.generate", {"unit": "addi", "ports": "lhs"}),
    ("generate_ports_array", "unit.generate", {"unit": "addi", "ports": [C32]}),
    ("generate_port_number", "unit.generate", {"unit": "addi", "ports": {"lhs": 5}}),
    ("generate_port_null", "unit.generate", {"unit": "addi", "ports": {"lhs": None}}),
    ("generate_params_array", "unit.generate", {"unit": "addi", "params": [32]}),
    ("generate_param_object", "unit.generate", {"unit": "addi", "params": {"bitwidth": {}}}),
    ("generate_extra_not_list", "unit.generate", {"unit": "addi", "params": {"bitwidth": 8},
                                                  "extra_signals": "spec: i1"}),
    ("generate_extra_number", "unit.generate", {"unit": "addi", "params": {"bitwidth": 8},
                                                "extra_signals": [1]}),
    ("generate_extra_obj_no_name", "unit.generate", {"unit": "addi", "params": {"bitwidth": 8},
                                                     "extra_signals": [{"width": 1}]}),
    ("generate_extra_obj_width_string", "unit.generate",
     {"unit": "addi", "params": {"bitwidth": 8}, "extra_signals": [{"name": "spec", "width": "1"}]}),
    ("generate_hdl_number", "unit.generate", dict(ADD, hdl=1)),
    ("generate_name_number", "unit.generate", dict(ADD, name=7)),
    ("preview_array_params", "unit.preview", [ADD]),
    ("preview_no_unit", "unit.preview", {}),
    ("verify_no_unit", "unit.verify", {"ports": ADD_PORTS}),
    ("verify_unknown_member", "unit.verify", {"unit": "addi", "ports": ADD_PORTS, "x": 1}),
    ("describe_no_unit", "unit.describe", {}),
    ("describe_unit_number", "unit.describe", {"unit": 1}),
    ("describe_extra_member", "unit.describe", {"unit": "addi", "x": 1}),
    ("type_parse_no_type", "type.parse", {}),
    ("type_parse_type_number", "type.parse", {"type": 32}),
    ("type_parse_type_list", "type.parse", {"type": ["i32"]}),
    ("type_parse_extra_member", "type.parse", {"type": "i32", "typo": 1}),
    ("cache_stats_member", "cache.stats", {"x": 1}),
    ("cache_clear_member", "cache.clear", {"all": True}),
    ("unit_list_member", "unit.list", {"verbose": True}),
    ("server_info_array", "server.info", [1]),
]
for name, m, p in inv:
    add("params_" + name, INVALID_PARAMS, request=req(m, p))

# ---------------------------------------------------------------- type syntax (1001) and limits (1002)
bad_types = ["channel<i32", "channel<i32, [spec i1]>", "chan<i8>", "channel<>", "channel<i>",
             "channel<ix>", "channel<f8>", "channel<i32, spec: i1>", "channel<i32, [spec: f1]>",
             "control<i1>", "<i8>", "", " ", "channel<i8>>", "channel<i8, [a: i1,]>",
             "channel<i8, [: i1]>", "channel<i8, [1a: i1]>", "channel<i8, [a: (D) i1]>",
             "!handshake.channel", "!handshake.", "channel<channel<i8>>", "channel<i-1>",
             "channel<i8, [a: i1] extra>", "i32 i32", "\u00e9", "channel<i8, [\u00e9: i1]>"]
for i, t in enumerate(bad_types):
    add("type_syntax_%02d" % i, 1001, request=req("type.parse", {"type": t}))
add("type_syntax_in_port", 1001, request=gen({"unit": "addi", "ports": dict(ADD_PORTS, lhs="channel<i32")}))
add("type_syntax_in_extra", 1001, request=gen({"unit": "addi", "params": {"bitwidth": 8},
                                                "extra_signals": ["spec i1"]}))
huge = ["channel<i4097>", "channel<i99999999>", "channel<i18446744073709551617>", "i65536",
        "channel<i8, [a: i1025]>", "control<[a: i99999]>",
        "channel<i8, [" + ", ".join("s%d: i1" % k for k in range(65)) + "]>",
        "channel<i8, [" + "a" * 40 + ": i1]>", "x" * 5000]
for i, t in enumerate(huge):
    add("type_limit_%02d" % i, 1002, request=req("type.parse", {"type": t}))
for i, (u, p) in enumerate([("fork", {"size": 1025, "bitwidth": 8}),
                            ("mux", {"size": 5000, "bitwidth": 8, "index_bitwidth": 13}),
                            ("addi", {"bitwidth": 4097}), ("buffer", {"bitwidth": 8, "num_slots": 1025}),
                            ("merge", {"size": 2000000000, "bitwidth": 8})]):
    add("param_limit_%02d_%s" % (i, u), 1002, request=gen({"unit": u, "params": p}))
add("width_limit_port", 1002, request=gen({"unit": "addi", "ports": {"lhs": "channel<i5000>",
                                                                    "rhs": "channel<i5000>",
                                                                    "result": "channel<i5000>"}}))
add("huge_integer_param", PARSE, raw='{"jsonrpc": "2.0", "id": 1, "method": "unit.generate", '
    '"params": {"unit": "addi", "params": {"bitwidth": 100000000000000000000000}}}\n')

# ---------------------------------------------------------------- unknown units (1003)
for i, u in enumerate(["handshake.frob", "frob", "handshake.", "", "HANDSHAKE.ADDI", "handshake.addi2",
                       "handshake.addi ", "../../etc/passwd", "handshake.external", "a" * 300,
                       "handshake.\u00e9"]):
    add("unknown_unit_%02d" % i, 1003, request=gen({"unit": u, "params": {}}))
add("unknown_unit_describe", 1003, request=req("unit.describe", {"unit": "frob"}))
add("unknown_unit_verify", 1003, request=req("unit.verify", {"unit": "frob", "ports": ADD_PORTS}))

# ---------------------------------------------------------------- ports (1004), params (1005)
add("port_missing", 1004, request=gen({"unit": "addi", "ports": {"lhs": C32, "rhs": C32}}))
add("port_unknown", 1004, request=gen({"unit": "addi", "ports": dict(ADD_PORTS, carry=C32)}))
add("port_index_on_plain", 1004, request=gen({"unit": "addi", "ports": {"lhs[0]": C32, "rhs": C32,
                                                                       "result": C32}}))
add("port_bad_index", 1004, request=gen({"unit": "fork", "ports": {"ins": C32, "outs[x]": C32}}))
add("port_gap_index", 1004, request=gen({"unit": "fork", "ports": {"ins": C32, "outs[0]": C32,
                                                                  "outs[5]": C32}}))
add("port_empty_is_params_form", 1005, request=gen({"unit": "addi", "ports": {}}))
add("param_unknown", 1005, request=gen({"unit": "addi", "params": {"bitwidth": 8, "colour": 3}}))
add("param_negative", 1005, request=gen({"unit": "addi", "params": {"bitwidth": -1}}))
add("param_string", 1005, request=gen({"unit": "addi", "params": {"bitwidth": "wide"}}))
add("param_constant_too_big", 1005, request=gen({"unit": "constant", "params": {"bitwidth": 8,
                                                                                "value": 256}}))
add("param_bad_predicate", 1005, request=gen({"unit": "cmpi", "params": {"bitwidth": 8,
                                                                         "predicate": "xyz"}}))
add("param_mixed_forms", 1005, request=gen({"unit": "addi", "params": {"bitwidth": 8},
                                            "ports": ADD_PORTS}))

# ---------------------------------------------------------------- merge policy (1007), names (1008), backends (1010)
add("merge_policy_missing", 1007, request=gen({"unit": "addi", "params": {"bitwidth": 8},
                                               "extra_signals": ["nopol: i4"]}))
for i, n in enumerate(["signal", "entity", "module", "1abc", "a-b", "a b", "a.b", "a" * 300, "begin",
                       "always", "_x", "x__y", "\u00e9"]):
    add("name_illegal_%02d" % i, 1008, request=gen(dict(ADD, name=n)))
for i, h in enumerate(["chisel", "VHDL", "", "systemverilog", "verilog "]):
    add("backend_unknown_%02d" % i, 1010, request=gen(dict(ADD, hdl=h)))
add("backend_disabled", 1010, request=gen(dict(ADD, hdl="verilog"), method="unit.preview"))

# ---------------------------------------------------------------- circuits
add("circuit_generate_cycle_unknown_units", 1014, request=req("circuit.generate", {"netlist": {
    "name": "loop", "inputs": [{"name": "a", "type": "channel<i8>"}],
    "outputs": [{"name": "o", "type": "channel<i8>"}],
    "units": [{"name": "f0", "unit": "handshake.frob"}, {"name": "g0", "unit": "handshake.frob"}],
    "channels": [{"from": "a", "to": "f0.x", "type": "channel<i8>"},
                 {"from": "f0.y", "to": "g0.x", "type": "channel<i8>"},
                 {"from": "g0.y", "to": "f0.z", "type": "channel<i8>"},
                 {"from": "g0.w", "to": "o", "type": "channel<i8>"}]}}))
add("circuit_spec_tags_empty", 1014, request=req("circuit.add_spec_tags", {"netlist": {}}))
C8 = "channel<i8>"
NL_HEAD = {"name": "t", "inputs": [{"name": "a", "type": C8}, {"name": "b", "type": C8}],
           "outputs": [{"name": "o", "type": C8}]}
NL_ADD = [{"name": "add0", "unit": "handshake.addi"}]
NL_OK = [{"from": "a", "to": "add0.lhs", "type": C8}, {"from": "b", "to": "add0.rhs", "type": C8},
         {"from": "add0.result", "to": "o", "type": C8}]
bad_netlists = [
    ("no_units", dict(NL_HEAD, channels=NL_OK)),
    ("no_name", {"units": NL_ADD, "channels": NL_OK}),
    ("keyword_name", dict(NL_HEAD, name="entity", units=NL_ADD, channels=NL_OK)),
    ("input_unconnected", dict(NL_HEAD, units=NL_ADD, channels=NL_OK[:1] + NL_OK[2:])),
    ("input_twice", dict(NL_HEAD, units=NL_ADD, channels=[NL_OK[0], dict(NL_OK[1], to="add0.lhs"), NL_OK[2]])),
    ("unknown_port", dict(NL_HEAD, units=NL_ADD, channels=NL_OK + [{"from": "b", "to": "add0.carry", "type": C8}])),
    ("dangling_unit", dict(NL_HEAD, units=NL_ADD, channels=[dict(NL_OK[0], to="zz0.lhs")] + NL_OK[1:])),
    ("duplicate_units", dict(NL_HEAD, units=NL_ADD * 2, channels=NL_OK)),
    ("bad_type", dict(NL_HEAD, units=NL_ADD, channels=[dict(NL_OK[0], type="channel<i8")] + NL_OK[1:])),
    ("type_mismatch", dict(NL_HEAD, units=NL_ADD, channels=[dict(NL_OK[0], type="channel<i16>")] + NL_OK[1:])),
    ("huge_index", dict(NL_HEAD, units=[{"name": "f", "unit": "handshake.fork"}],
                        channels=[{"from": "a", "to": "f.ins", "type": C8},
                                  {"from": "f.outs[99999999999]", "to": "o", "type": C8}])),
    ("self_loop_unknown", dict(NL_HEAD, units=[{"name": "x", "unit": "frob"}],
                               channels=[{"from": "x.o", "to": "x.i", "type": C8}])),
    ("rule_violation", dict(NL_HEAD, units=NL_ADD, channels=[dict(c, type="channel<i8, [spec: i1]>") if c["to"] == "o" else c for c in NL_OK])),
]
for name, nl in bad_netlists:
    add("circuit_generate_" + name, 1014, request=req("circuit.generate", {"netlist": nl}))
add("circuit_spec_tags_no_speculator", 1014, request=req("circuit.add_spec_tags", {"netlist": dict(NL_HEAD, units=NL_ADD, channels=NL_OK)}))
add("circuit_generate_netlist_array", INVALID_PARAMS, request=req("circuit.generate", {"netlist": [1, 2]}))
add("circuit_generate_netlist_string", INVALID_PARAMS, request=req("circuit.generate", {"netlist": "loop.json"}))
add("circuit_generate_no_netlist", INVALID_PARAMS, request=req("circuit.generate", {}))
add("circuit_generate_bad_hdl", 1010, request=req("circuit.generate", {"netlist": dict(NL_HEAD, units=NL_ADD, channels=NL_OK), "hdl": "chisel"}))


# ---------------------------------------------------------------- every rejected rule case of test_rules.c
def rule_cases():
    src = open(RULES_C).read()
    macros = dict(re.findall(r'#define (\w+) ("[^"]*")', src))
    body = src[src.index("cases[] = {") + len("cases[] = {"):]
    body = body[:body.index("\n};")]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    for k, v in macros.items():
        body = re.sub(r"\b%s\b" % k, v, body)
    body = body.replace("{", "(").replace("}", ")").replace("NULL", "None")
    body = re.sub(r"\b(HS_E_\w+)\b", r"'\1'", body)
    return eval("[" + body + "]")  # the table is string literals, numbers and names only


def to_params(unit, spec):
    p = {"unit": unit}
    for item in spec.split("|"):
        item = item.strip()
        kind, text = item[0], item[2:]
        if kind in "Pp":
            key, val = text.split("=", 1)
            if kind == "P":
                p.setdefault("ports", {})[key] = val
            else:
                p.setdefault("params", {})[key] = int(val) if re.fullmatch(r"-?\d+", val) else val
        elif kind == "x":
            p.setdefault("extra_signals", []).append(text)
        elif kind == "n":
            p["name"] = text
    return p


seen = set()
for unit, spec, code, port, _text in rule_cases():
    if code == 0 or code not in HS_ERR:
        continue
    key = unit + spec
    if key in seen:
        continue
    seen.add(key)
    add("rule_%03d_%s" % (len(seen), unit.replace("handshake.", "")), 1000 + HS_ERR[code],
        request=req("unit.verify", to_params(unit, spec)))

names = [c["name"] for c in cases]
assert len(names) == len(set(names)), "duplicate case names"
for c in cases:
    sys.stdout.write(json.dumps(c, ensure_ascii=True) + "\n")
