/* Entity-name rules: a name must be a legal identifier in VHDL and Verilog and
 * not a reserved word of VHDL, Verilog, SystemVerilog or C++ (VHDL compares
 * case-insensitively), so every simulator and Verilator accept it. */
#include <ctype.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hs_unit.h"

/* Reserved words of VHDL-2008, Verilog-2005, SystemVerilog-2017 (Verilator reads
 * Verilog as SystemVerilog; Icarus with -g2012 too) and C++20 (Verilator turns
 * names into C++), sorted (in_sorted). */
static const char *const keywords[] = {"abs",
                                       "accept_on",
                                       "access",
                                       "after",
                                       "alias",
                                       "alignas",
                                       "alignof",
                                       "all",
                                       "always",
                                       "always_comb",
                                       "always_ff",
                                       "always_latch",
                                       "and",
                                       "and_eq",
                                       "architecture",
                                       "array",
                                       "asm",
                                       "assert",
                                       "assign",
                                       "assume",
                                       "attribute",
                                       "auto",
                                       "automatic",
                                       "before",
                                       "begin",
                                       "bind",
                                       "bins",
                                       "binsof",
                                       "bit",
                                       "bitand",
                                       "bitor",
                                       "block",
                                       "body",
                                       "bool",
                                       "break",
                                       "buf",
                                       "buffer",
                                       "bufif0",
                                       "bufif1",
                                       "bus",
                                       "byte",
                                       "case",
                                       "casex",
                                       "casez",
                                       "catch",
                                       "cell",
                                       "chandle",
                                       "char",
                                       "char16_t",
                                       "char32_t",
                                       "char8_t",
                                       "checker",
                                       "class",
                                       "clocking",
                                       "cmos",
                                       "co_await",
                                       "co_return",
                                       "co_yield",
                                       "compl",
                                       "component",
                                       "concept",
                                       "config",
                                       "configuration",
                                       "const",
                                       "const_cast",
                                       "constant",
                                       "consteval",
                                       "constexpr",
                                       "constinit",
                                       "constraint",
                                       "context",
                                       "continue",
                                       "cover",
                                       "covergroup",
                                       "coverpoint",
                                       "cross",
                                       "deassign",
                                       "decltype",
                                       "default",
                                       "defparam",
                                       "delete",
                                       "design",
                                       "disable",
                                       "disconnect",
                                       "dist",
                                       "do",
                                       "double",
                                       "downto",
                                       "dynamic_cast",
                                       "edge",
                                       "else",
                                       "elsif",
                                       "end",
                                       "endcase",
                                       "endchecker",
                                       "endclass",
                                       "endclocking",
                                       "endconfig",
                                       "endfunction",
                                       "endgenerate",
                                       "endgroup",
                                       "endinterface",
                                       "endmodule",
                                       "endpackage",
                                       "endprimitive",
                                       "endprogram",
                                       "endproperty",
                                       "endsequence",
                                       "endspecify",
                                       "endtable",
                                       "endtask",
                                       "entity",
                                       "enum",
                                       "event",
                                       "eventually",
                                       "exit",
                                       "expect",
                                       "explicit",
                                       "export",
                                       "extends",
                                       "extern",
                                       "fairness",
                                       "false",
                                       "file",
                                       "final",
                                       "first_match",
                                       "float",
                                       "for",
                                       "force",
                                       "foreach",
                                       "forever",
                                       "fork",
                                       "forkjoin",
                                       "friend",
                                       "function",
                                       "generate",
                                       "generic",
                                       "genvar",
                                       "global",
                                       "goto",
                                       "group",
                                       "guarded",
                                       "highz0",
                                       "highz1",
                                       "if",
                                       "iff",
                                       "ifnone",
                                       "ignore_bins",
                                       "illegal_bins",
                                       "implements",
                                       "implies",
                                       "import",
                                       "impure",
                                       "in",
                                       "incdir",
                                       "include",
                                       "inertial",
                                       "initial",
                                       "inline",
                                       "inout",
                                       "input",
                                       "inside",
                                       "instance",
                                       "int",
                                       "integer",
                                       "interconnect",
                                       "interface",
                                       "intersect",
                                       "is",
                                       "join",
                                       "join_any",
                                       "join_none",
                                       "label",
                                       "large",
                                       "let",
                                       "liblist",
                                       "library",
                                       "linkage",
                                       "literal",
                                       "local",
                                       "localparam",
                                       "logic",
                                       "long",
                                       "longint",
                                       "loop",
                                       "macromodule",
                                       "map",
                                       "matches",
                                       "medium",
                                       "mod",
                                       "modport",
                                       "module",
                                       "mutable",
                                       "namespace",
                                       "nand",
                                       "negedge",
                                       "nettype",
                                       "new",
                                       "next",
                                       "nexttime",
                                       "nmos",
                                       "noexcept",
                                       "nor",
                                       "noshowcancelled",
                                       "not",
                                       "not_eq",
                                       "notif0",
                                       "notif1",
                                       "null",
                                       "nullptr",
                                       "of",
                                       "on",
                                       "open",
                                       "operator",
                                       "or",
                                       "or_eq",
                                       "others",
                                       "out",
                                       "output",
                                       "package",
                                       "packed",
                                       "parameter",
                                       "pmos",
                                       "port",
                                       "posedge",
                                       "postponed",
                                       "primitive",
                                       "priority",
                                       "private",
                                       "procedure",
                                       "process",
                                       "program",
                                       "property",
                                       "protected",
                                       "public",
                                       "pull0",
                                       "pull1",
                                       "pulldown",
                                       "pullup",
                                       "pulsestyle_ondetect",
                                       "pulsestyle_onevent",
                                       "pure",
                                       "rand",
                                       "randc",
                                       "randcase",
                                       "randsequence",
                                       "range",
                                       "rcmos",
                                       "real",
                                       "realtime",
                                       "record",
                                       "ref",
                                       "reg",
                                       "register",
                                       "reinterpret_cast",
                                       "reject",
                                       "reject_on",
                                       "release",
                                       "rem",
                                       "repeat",
                                       "report",
                                       "requires",
                                       "restrict",
                                       "restrict_guarantee",
                                       "return",
                                       "rnmos",
                                       "rol",
                                       "ror",
                                       "rpmos",
                                       "rtran",
                                       "rtranif0",
                                       "rtranif1",
                                       "s_always",
                                       "s_eventually",
                                       "s_nexttime",
                                       "s_until",
                                       "s_until_with",
                                       "scalared",
                                       "select",
                                       "sequence",
                                       "severity",
                                       "shared",
                                       "short",
                                       "shortint",
                                       "shortreal",
                                       "showcancelled",
                                       "signal",
                                       "signed",
                                       "sizeof",
                                       "sla",
                                       "sll",
                                       "small",
                                       "soft",
                                       "solve",
                                       "specify",
                                       "specparam",
                                       "sra",
                                       "srl",
                                       "static",
                                       "static_assert",
                                       "static_cast",
                                       "string",
                                       "strong",
                                       "strong0",
                                       "strong1",
                                       "struct",
                                       "subtype",
                                       "super",
                                       "supply0",
                                       "supply1",
                                       "switch",
                                       "sync_accept_on",
                                       "sync_reject_on",
                                       "table",
                                       "tagged",
                                       "task",
                                       "template",
                                       "then",
                                       "this",
                                       "thread_local",
                                       "throughout",
                                       "throw",
                                       "time",
                                       "timeprecision",
                                       "timeunit",
                                       "to",
                                       "tran",
                                       "tranif0",
                                       "tranif1",
                                       "transport",
                                       "tri",
                                       "tri0",
                                       "tri1",
                                       "triand",
                                       "trior",
                                       "trireg",
                                       "true",
                                       "try",
                                       "type",
                                       "typedef",
                                       "typeid",
                                       "typename",
                                       "unaffected",
                                       "union",
                                       "unique",
                                       "unique0",
                                       "units",
                                       "unsigned",
                                       "until",
                                       "until_with",
                                       "untyped",
                                       "use",
                                       "using",
                                       "uwire",
                                       "var",
                                       "variable",
                                       "vectored",
                                       "virtual",
                                       "vmode",
                                       "void",
                                       "volatile",
                                       "vprop",
                                       "vunit",
                                       "wait",
                                       "wait_order",
                                       "wand",
                                       "wchar_t",
                                       "weak",
                                       "weak0",
                                       "weak1",
                                       "when",
                                       "while",
                                       "wildcard",
                                       "wire",
                                       "with",
                                       "within",
                                       "wor",
                                       "xnor",
                                       "xor",
                                       "xor_eq"};

/* Whether `low` is one of the n sorted words: a binary search comparing first
 * characters inline (bsearch called a comparison function for each probe, and every
 * resolved unit's entity name is searched in two tables). */
static bool in_sorted(const char *low, const char *const *words, size_t n)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *w = words[mid];
        int c = (unsigned char)low[0] - (unsigned char)w[0];
        if (c == 0)
            c = strcmp(low, w);
        if (c == 0)
            return true;
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return false;
}

/* The longest word of a table, measured once (every thread measures the same):
 * a longer name is none of them, without lowering and searching it (every
 * resolved unit's entity name is checked, usually a default name longer than any). */
static size_t longest(const char *const *words, size_t n, _Atomic size_t *memo)
{
    size_t m = atomic_load_explicit(memo, memory_order_relaxed);
    if (m)
        return m;
    for (size_t i = 0; i < n; i++) {
        size_t k = strlen(words[i]);
        m = k > m ? k : m;
    }
    atomic_store_explicit(memo, m, memory_order_relaxed);
    return m;
}

bool hs_is_hdl_keyword(const char *name)
{
    static _Atomic size_t max_len;
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low) || n > longest(keywords, sizeof(keywords) / sizeof(keywords[0]), &max_len))
        return false;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    return in_sorted(low, keywords, sizeof(keywords) / sizeof(keywords[0]));
}

/* Names the generated text refers to without declaring them (libraries,
 * packages, types, functions, the architecture's name): an entity named after
 * one would hide it inside its own declarations (`entity std_logic` breaks every
 * port). Lower case, sorted (in_sorted); VHDL compares case-insensitively. */
static const char *const referenced[] = {
    "arch",           "boolean",          "data_array",  "falling_edge", "ieee",
    "integer",        "natural",          "numeric_std", "resize",       "rising_edge",
    "shift_left",     "shift_right",      "signed",      "std",          "std_logic",
    "std_logic_1164", "std_logic_vector", "to_integer",  "to_signed",    "to_unsigned",
    "types",          "unsigned",         "work"};

/* Whether the generated text refers to this name (any case). */
static bool is_referenced_name(const char *name)
{
    static _Atomic size_t max_len;
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low) ||
        n > longest(referenced, sizeof(referenced) / sizeof(referenced[0]), &max_len))
        return false;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    return in_sorted(low, referenced, sizeof(referenced) / sizeof(referenced[0]));
}

/* Entity names appear in both HDLs and in file names: VHDL's basic identifier rules
 * (letter first, no double or trailing underscore) are the stricter set. */
int hs_check_entity_name(const char *name, hs_diag *d)
{
    size_t n = strlen(name);
    int rc = 0;
    if (n == 0)
        rc = hs_fail(d, HS_E_NAME, "entity name is empty");
    else if (n >= HS_IDENT_MAX)
        rc = hs_fail(d, HS_E_NAME, "entity name '%.40s...' is longer than %d characters", name,
                     HS_IDENT_MAX - 1);
    else if (!isalpha((unsigned char)name[0]))
        rc = hs_fail(d, HS_E_NAME, "entity name '%s' must start with a letter", name);
    else if (name[n - 1] == '_')
        rc = hs_fail(d, HS_E_NAME, "entity name '%s' must not end with an underscore", name);
    else if (strstr(name, "__"))
        rc = hs_fail(d, HS_E_NAME, "entity name '%s' must not contain a double underscore", name);
    else if (hs_is_hdl_keyword(name))
        rc = hs_fail(d, HS_E_NAME,
                     "entity name '%s' is a reserved word in VHDL, Verilog, SystemVerilog or C++",
                     name);
    else if (is_referenced_name(name))
        rc = hs_fail(d, HS_E_NAME,
                     "entity name '%s' is a library, package, type or function the generated "
                     "VHDL uses (ieee, std, work, std_logic, rising_edge, ...)",
                     name);
    for (size_t i = 0; rc == 0 && i < n; i++)
        if (!isalnum((unsigned char)name[i]) && name[i] != '_')
            rc = hs_fail(d, HS_E_NAME,
                         "entity name '%s' may only hold letters, digits and underscores", name);
    if (rc)
        hs_diag_where(d, "name", NULL, "entity_name");
    return rc;
}
