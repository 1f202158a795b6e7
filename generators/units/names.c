/* Entity-name rules: a name must be a legal identifier in VHDL and Verilog and
 * not a reserved word of VHDL, Verilog, SystemVerilog or C++ (VHDL compares
 * case-insensitively), so every simulator and Verilator accept it. */
#include <ctype.h>
#include <pthread.h>
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
static const size_t n_referenced = sizeof(referenced) / sizeof(referenced[0]);

/* A table's words grouped by length, each group in the table's order (so sorted): a
 * name is searched only among the words of its length (every resolved unit's entity
 * name is checked; a default name, "<unit>_<10 hex digits>", has few of its length). */
#define WORD_LEN_MAX 32 /* longer than any word of the tables */
typedef struct {
    const char *w[400];
    uint16_t at[WORD_LEN_MAX + 1]; /* words of length L: w[at[L]] .. w[at[L + 1] - 1] */
} by_length;

_Static_assert(sizeof(keywords) / sizeof(keywords[0]) < 400, "by_length holds the keywords");
static by_length keyword_groups, referenced_groups;
static pthread_once_t groups_once = PTHREAD_ONCE_INIT;
static atomic_bool groups_made; /* set once make_groups has run (no pthread_once after) */

/* Fills g with the n words (fewer than 400, each shorter than WORD_LEN_MAX). */
static void group(by_length *g, const char *const *words, size_t n)
{
    uint8_t len[400];
    for (size_t i = 0; i < n; i++)
        len[i] = (uint8_t)strlen(words[i]);
    size_t k = 0;
    for (size_t l = 0; l < WORD_LEN_MAX; l++) {
        g->at[l] = (uint16_t)k;
        for (size_t i = 0; i < n; i++)
            if (len[i] == l)
                g->w[k++] = words[i];
    }
    g->at[WORD_LEN_MAX] = (uint16_t)k;
}

static void make_groups(void)
{
    group(&keyword_groups, keywords, sizeof(keywords) / sizeof(keywords[0]));
    group(&referenced_groups, referenced, n_referenced);
    atomic_store_explicit(&groups_made, true, memory_order_release);
}

/* Whether `low` (n characters, lower case) is one of the grouped words. */
static bool in_group(const by_length *g, const char *low, size_t n)
{
    if (n >= WORD_LEN_MAX)
        return false;
    if (!atomic_load_explicit(&groups_made, memory_order_acquire))
        pthread_once(&groups_once, make_groups);
    return in_sorted(low, g->w + g->at[n], (size_t)(g->at[n + 1] - g->at[n]));
}

/* Whether g holds the name of n characters in any case (the tables are lower case). */
static bool in_group_any_case(const by_length *g, const char *name, size_t n)
{
    char low[WORD_LEN_MAX];
    if (n >= sizeof(low))
        return false;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    return in_group(g, low, n);
}

/* hs_is_hdl_keyword for a name of n characters. */
static bool is_keyword_n(const char *name, size_t n)
{
    return in_group_any_case(&keyword_groups, name, n);
}

bool hs_is_hdl_keyword(const char *name)
{
    return is_keyword_n(name, strlen(name));
}

/* Whether the generated text refers to this name (n characters, any case). */
static bool is_referenced_name_n(const char *name, size_t n)
{
    return in_group_any_case(&referenced_groups, name, n);
}

/* The same for a NUL-terminated name. */
static bool is_referenced_name(const char *name)
{
    return is_referenced_name_n(name, strlen(name));
}

/* An ASCII letter or digit: what isalpha/isalnum accept in every locale, and all the
 * C locale accepts. */
static inline bool ascii_letter(unsigned char c)
{
    return (unsigned char)((c | 0x20) - 'a') < 26;
}

/* hs_check_entity_name's common case in one pass: a name of ASCII letters, digits and
 * single underscores, a letter first and no underscore last, of a length no reserved
 * or referenced word has. True means the full check accepts it; false says nothing
 * (the full check decides and names what is wrong). */
static bool plainly_legal(const char *name)
{
    const unsigned char *p = (const unsigned char *)name;
    char low[WORD_LEN_MAX];
    if (!ascii_letter(p[0]))
        return false;
    low[0] = (char)(p[0] | 0x20);
    size_t i = 1;
    for (; p[i]; i++) {
        unsigned char c = p[i];
        if (c == '_') {
            if (p[i - 1] == '_')
                return false;
        } else if (ascii_letter(c)) {
            c |= 0x20;
        } else if ((unsigned char)(c - '0') >= 10) {
            return false;
        }
        if (i < sizeof(low))
            low[i] = (char)c;
    }
    if (i >= HS_IDENT_MAX || p[i - 1] == '_')
        return false;
    if (i >= sizeof(low)) /* longer than any reserved or referenced word */
        return true;
    low[i] = '\0';
    return !in_group(&keyword_groups, low, i) && !in_group(&referenced_groups, low, i);
}

/* Entity names appear in both HDLs and in file names: VHDL's basic identifier rules
 * (letter first, no double or trailing underscore) are the stricter set. */
int hs_check_entity_name(const char *name, hs_diag *d)
{
    if (plainly_legal(name))
        return 0;
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
