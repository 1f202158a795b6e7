/* Entity-name rules: a name must be a legal identifier in VHDL and Verilog and
 * not a reserved word of either (VHDL compares case-insensitively). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hs_unit.h"

/* VHDL-2008 and Verilog-2005 reserved words, sorted for bsearch. */
static const char *const keywords[] = {"abs",
                                       "access",
                                       "after",
                                       "alias",
                                       "all",
                                       "always",
                                       "and",
                                       "architecture",
                                       "array",
                                       "assert",
                                       "assign",
                                       "assume",
                                       "attribute",
                                       "automatic",
                                       "begin",
                                       "block",
                                       "body",
                                       "buf",
                                       "buffer",
                                       "bufif0",
                                       "bufif1",
                                       "bus",
                                       "case",
                                       "casex",
                                       "casez",
                                       "cell",
                                       "cmos",
                                       "component",
                                       "config",
                                       "configuration",
                                       "constant",
                                       "context",
                                       "cover",
                                       "deassign",
                                       "default",
                                       "defparam",
                                       "design",
                                       "disable",
                                       "disconnect",
                                       "downto",
                                       "edge",
                                       "else",
                                       "elsif",
                                       "end",
                                       "endcase",
                                       "endconfig",
                                       "endfunction",
                                       "endgenerate",
                                       "endmodule",
                                       "endprimitive",
                                       "endspecify",
                                       "endtable",
                                       "endtask",
                                       "entity",
                                       "event",
                                       "exit",
                                       "fairness",
                                       "file",
                                       "for",
                                       "force",
                                       "forever",
                                       "fork",
                                       "function",
                                       "generate",
                                       "generic",
                                       "genvar",
                                       "group",
                                       "guarded",
                                       "highz0",
                                       "highz1",
                                       "if",
                                       "ifnone",
                                       "impure",
                                       "in",
                                       "incdir",
                                       "include",
                                       "inertial",
                                       "initial",
                                       "inout",
                                       "input",
                                       "instance",
                                       "integer",
                                       "is",
                                       "join",
                                       "label",
                                       "large",
                                       "liblist",
                                       "library",
                                       "linkage",
                                       "literal",
                                       "localparam",
                                       "loop",
                                       "macromodule",
                                       "map",
                                       "medium",
                                       "mod",
                                       "module",
                                       "nand",
                                       "negedge",
                                       "new",
                                       "next",
                                       "nmos",
                                       "nor",
                                       "noshowcancelled",
                                       "not",
                                       "notif0",
                                       "notif1",
                                       "null",
                                       "of",
                                       "on",
                                       "open",
                                       "or",
                                       "others",
                                       "out",
                                       "output",
                                       "package",
                                       "parameter",
                                       "pmos",
                                       "port",
                                       "posedge",
                                       "postponed",
                                       "primitive",
                                       "procedure",
                                       "process",
                                       "property",
                                       "protected",
                                       "pull0",
                                       "pull1",
                                       "pulldown",
                                       "pullup",
                                       "pulsestyle_ondetect",
                                       "pulsestyle_onevent",
                                       "pure",
                                       "range",
                                       "rcmos",
                                       "real",
                                       "realtime",
                                       "record",
                                       "reg",
                                       "register",
                                       "reject",
                                       "release",
                                       "rem",
                                       "repeat",
                                       "report",
                                       "restrict",
                                       "return",
                                       "rnmos",
                                       "rol",
                                       "ror",
                                       "rpmos",
                                       "rtran",
                                       "rtranif0",
                                       "rtranif1",
                                       "scalared",
                                       "select",
                                       "sequence",
                                       "severity",
                                       "shared",
                                       "showcancelled",
                                       "signal",
                                       "signed",
                                       "sla",
                                       "sll",
                                       "small",
                                       "specify",
                                       "specparam",
                                       "sra",
                                       "srl",
                                       "strong",
                                       "strong0",
                                       "strong1",
                                       "subtype",
                                       "supply0",
                                       "supply1",
                                       "table",
                                       "task",
                                       "then",
                                       "time",
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
                                       "type",
                                       "unaffected",
                                       "units",
                                       "unsigned",
                                       "until",
                                       "use",
                                       "uwire",
                                       "variable",
                                       "vectored",
                                       "vmode",
                                       "vprop",
                                       "vunit",
                                       "wait",
                                       "wand",
                                       "weak0",
                                       "weak1",
                                       "when",
                                       "while",
                                       "wire",
                                       "with",
                                       "wor",
                                       "xnor",
                                       "xor"};

static int cmp_kw(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

bool hs_is_hdl_keyword(const char *name)
{
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low))
        return false;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    const char *key = low;
    return bsearch(&key, keywords, sizeof(keywords) / sizeof(keywords[0]), sizeof(keywords[0]),
                   cmp_kw) != NULL;
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
        rc = hs_fail(d, HS_E_NAME, "entity name '%s' is a reserved word in VHDL or Verilog", name);
    for (size_t i = 0; rc == 0 && i < n; i++)
        if (!isalnum((unsigned char)name[i]) && name[i] != '_')
            rc = hs_fail(d, HS_E_NAME,
                         "entity name '%s' may only hold letters, digits and underscores", name);
    if (rc)
        hs_diag_where(d, "name", NULL, "entity_name");
    return rc;
}
