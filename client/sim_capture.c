/* `hsgen simulate --c`: Dynamatic's integration tests call their kernel from
 * main through CALL_KERNEL(kernel, args...) of "dynamatic/Integration.h" (before
 * mid-2024 "../integration_utils.h"). hsgen writes its own header under both
 * names: the macro records every argument's bytes
 * before and after the call and the return value, one line each
 * ("in|out|ret CALL INDEX NBYTES HEX") into the file $HSGEN_CAPTURE. The
 * program is compiled with the system compiler (`cc`, or $CC) and run in the
 * work directory; the kernel's parameter names come from its definition in the
 * C source, so they meet the IR's argument names (Dynamatic takes them from
 * there). An array argument is read where it lies, any other (a variable, or a
 * constant such as N) through a copy. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sim_capture.h"

static const char header[] =
    "/* dynamatic/Integration.h as hsgen simulate --c writes it: CALL_KERNEL(f, args...)\n"
    " * calls f(args...) and records each argument's bytes before and after the call and\n"
    " * the return value (when HSK_RESULT is defined) into the file $HSGEN_CAPTURE, one\n"
    " * line each: in|out|ret CALL INDEX NBYTES HEX. */\n"
    "#ifndef DYNAMATIC_INTEGRATION_H\n#define DYNAMATIC_INTEGRATION_H\n"
    "#include <stdio.h>\n#include <stdlib.h>\n"
    "static int hsk_calls;\n"
    "static FILE *hsk_file(void)\n{\n  static FILE *f;\n  if (!f) {\n"
    "    const char *p = getenv(\"HSGEN_CAPTURE\");\n    f = p ? fopen(p, \"w\") : NULL;\n"
    "    if (!f)\n      f = stderr;\n  }\n  return f;\n}\n"
    "static void hsk_put(const char *what, int i, const void *p, size_t n)\n{\n"
    "  FILE *f = hsk_file();\n  const unsigned char *b = (const unsigned char *)p;\n"
    "  fprintf(f, \"%s %d %d %zu \", what, hsk_calls, i, n);\n"
    "  for (size_t k = 0; k < n; k++)\n    fprintf(f, \"%02x\", b[k]);\n"
    "  fputc('\\n', f);\n  fflush(f);\n}\n"
    "#define HSK_N(...) HSK_N_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, "
    "1, 0)\n"
    "#define HSK_N_(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, N, "
    "...) N\n"
    "#define HSK_CAT(a, b) HSK_CAT_(a, b)\n#define HSK_CAT_(a, b) a##b\n"
    "#define HSK_EACH(m, ...) HSK_CAT(HSK_E, HSK_N(__VA_ARGS__))(m, 0, __VA_ARGS__)\n"
    "#define HSK_E1(m, i, x) m(i, x)\n"
    "#define HSK_E2(m, i, x, ...) m(i, x) HSK_E1(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E3(m, i, x, ...) m(i, x) HSK_E2(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E4(m, i, x, ...) m(i, x) HSK_E3(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E5(m, i, x, ...) m(i, x) HSK_E4(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E6(m, i, x, ...) m(i, x) HSK_E5(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E7(m, i, x, ...) m(i, x) HSK_E6(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E8(m, i, x, ...) m(i, x) HSK_E7(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E9(m, i, x, ...) m(i, x) HSK_E8(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E10(m, i, x, ...) m(i, x) HSK_E9(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E11(m, i, x, ...) m(i, x) HSK_E10(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E12(m, i, x, ...) m(i, x) HSK_E11(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E13(m, i, x, ...) m(i, x) HSK_E12(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E14(m, i, x, ...) m(i, x) HSK_E13(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E15(m, i, x, ...) m(i, x) HSK_E14(m, i + 1, __VA_ARGS__)\n"
    "#define HSK_E16(m, i, x, ...) m(i, x) HSK_E15(m, i + 1, __VA_ARGS__)\n"
    "/* an array's words where it lies, any other argument (N, a constant) through a copy */\n"
    "#define HSK_PUT(what, i, x)                                                        \\\n"
    "  {                                                                                 \\\n"
    "    __auto_type hsk_v = (x);                                                        \\\n"
    "    hsk_put(what, i,                                                                \\\n"
    "            __builtin_types_compatible_p(__typeof__(x), __typeof__(hsk_v))          \\\n"
    "                ? (const void *)&hsk_v                                              \\\n"
    "                : *(const void *const *)(const void *)&hsk_v,                       \\\n"
    "            sizeof(x));                                                             \\\n"
    "  }\n"
    "#define HSK_IN(i, x) HSK_PUT(\"in\", i, x)\n"
    "#define HSK_OUT(i, x) HSK_PUT(\"out\", i, x)\n"
    "#ifdef HSK_RESULT\n"
    "#define HSK_CALL(f, ...)                                                          \\\n"
    "  {                                                                                 \\\n"
    "    __typeof__(f(__VA_ARGS__)) hsk_r = f(__VA_ARGS__);                             \\\n"
    "    hsk_put(\"ret\", 0, &hsk_r, sizeof(hsk_r));                                      \\\n"
    "  }\n"
    "#else\n#define HSK_CALL(f, ...) f(__VA_ARGS__);\n#endif\n"
    "#define CALL_KERNEL(f, ...)                                                         \\\n"
    "  do {                                                                              \\\n"
    "    HSK_EACH(HSK_IN, __VA_ARGS__)                                                   \\\n"
    "    HSK_CALL(f, __VA_ARGS__)                                                        \\\n"
    "    HSK_EACH(HSK_OUT, __VA_ARGS__)                                                  \\\n"
    "    hsk_calls++;                                                                    \\\n"
    "  } while (0)\n"
    "#endif\n";

/* The whole file, NUL-terminated (malloc'd), or NULL. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *s = malloc(cap + 1);
    for (size_t got; s && (got = fread(s + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            char *t = realloc(s, (cap *= 2) + 1);
            if (!t)
                free(s);
            s = t;
        }
    }
    fclose(f);
    if (s)
        s[n] = '\0';
    if (len)
        *len = n;
    return s;
}

static bool ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* One parameter's declaration text [s, e): its name (the identifier before the first
 * '[', else the last identifier) and whether it is an array or pointer. */
static int param_name(const char *s, const char *e, sim_capture_param *p)
{
    const char *br = s;
    while (br < e && *br != '[')
        br++;
    p->array = br < e || memchr(s, '*', (size_t)(e - s)) != NULL;
    const char *q = br;
    while (q > s && isspace((unsigned char)q[-1]))
        q--;
    const char *end = q;
    while (q > s && ident_char(q[-1]))
        q--;
    if (q == end || (size_t)(end - q) >= sizeof(p->name))
        return -1;
    snprintf(p->name, sizeof(p->name), "%.*s", (int)(end - q), q);
    return 0;
}

/* The parameters of the kernel's definition `T kernel(params) {` in the source. */
static int read_params(const char *src, const char *kernel, sim_capture *cap, char *why,
                       size_t why_cap)
{
    size_t kl = strlen(kernel);
    for (const char *s = strstr(src, kernel); s; s = strstr(s + 1, kernel)) {
        if ((s > src && ident_char(s[-1])) || ident_char(s[kl]))
            continue;
        const char *p = s + kl;
        while (isspace((unsigned char)*p))
            p++;
        if (*p != '(')
            continue;
        const char *open = p++;
        int depth = 1;
        while (*p && depth) {
            depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
            p++;
        }
        const char *close = p - 1, *after = p;
        while (isspace((unsigned char)*after))
            after++;
        if (depth || *after != '{')
            continue; /* a call or a declaration: the definition follows */
        cap->n_params = 0;
        const char *a = open + 1;
        int d = 0;
        for (const char *c = a; c <= close; c++) {
            d += *c == '(' || *c == '[' ? 1 : *c == ')' || *c == ']' ? -1 : 0;
            if ((*c == ',' && d == 0) || c == close) {
                const char *b = a, *e = c;
                while (b < e && isspace((unsigned char)*b))
                    b++;
                while (e > b && isspace((unsigned char)e[-1]))
                    e--;
                bool is_void = e - b == 4 && memcmp(b, "void", 4) == 0;
                if (e > b && !is_void) {
                    if (cap->n_params == SIM_CAPTURE_MAX_PARAMS ||
                        param_name(b, e, &cap->params[cap->n_params]) != 0) {
                        snprintf(why, why_cap, "cannot read parameter '%.*s' of %s", (int)(e - b),
                                 b, kernel);
                        return -1;
                    }
                    cap->n_params++;
                }
                a = c + 1;
            }
        }
        return 0;
    }
    snprintf(why, why_cap, "no definition of the kernel %s(...) { ... } in the C source", kernel);
    return -1;
}

/* Runs argv in dir (stdout and stderr into log), with HSGEN_CAPTURE set; a program
 * that runs for more than a minute is stopped. Returns the exit status. */
static int run_in(const char *dir, char *const argv[], const char *log, const char *capture)
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0 || chdir(dir) != 0)
            _exit(127);
        dup2(fd, 1);
        dup2(fd, 2);
        close(fd);
        if (capture)
            setenv("HSGEN_CAPTURE", capture, 1);
        alarm(60);
        execvp(argv[0], argv);
        _exit(127);
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* The capture file's lines of the first call into cap. */
static int read_capture(const char *path, sim_capture *cap, char *why, size_t why_cap)
{
    char *text = slurp(path, NULL);
    if (!text) {
        snprintf(why, why_cap, "the program did not call CALL_KERNEL (no %s)", path);
        return -1;
    }
    int rc = 0;
    for (char *line = text, *next; line && *line && rc == 0; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        char what[8];
        int call, idx, off = 0;
        size_t n;
        if (sscanf(line, "%7s %d %d %zu %n", what, &call, &idx, &n, &off) != 4 || !off)
            continue;
        cap->calls = call + 1 > cap->calls ? call + 1 : cap->calls;
        if (call != 0)
            continue;
        const char *hex = line + off;
        if (strlen(hex) != 2 * n || n > ((size_t)1 << 30)) {
            snprintf(why, why_cap, "%s: a damaged line", path);
            rc = -1;
            break;
        }
        unsigned char *b = malloc(n ? n : 1);
        if (!b) {
            rc = -1;
            break;
        }
        for (size_t k = 0; k < n; k++)
            b[k] = (unsigned char)(hexval(hex[2 * k]) << 4 | hexval(hex[2 * k + 1]));
        if (strcmp(what, "ret") == 0) {
            cap->has_ret = true;
            cap->ret_n = n < sizeof(cap->ret) ? n : sizeof(cap->ret);
            memcpy(cap->ret, b, cap->ret_n);
            free(b);
        } else if (idx >= 0 && idx < cap->n_params) {
            sim_capture_param *p = &cap->params[idx];
            unsigned char **slot = strcmp(what, "in") == 0 ? &p->before : &p->after;
            free(*slot);
            *slot = b;
            p->n = n;
        } else {
            snprintf(why, why_cap,
                     "CALL_KERNEL passed %d arguments, the kernel's definition has %d", idx + 1,
                     cap->n_params);
            free(b);
            rc = -1;
        }
    }
    free(text);
    for (int i = 0; rc == 0 && i < cap->n_params; i++)
        if (!cap->params[i].before || !cap->params[i].after) {
            snprintf(why, why_cap, "CALL_KERNEL passed fewer arguments than the kernel's %d",
                     cap->n_params);
            rc = -1;
        }
    return rc;
}

/* Writes the CALL_KERNEL header as WORKDIR/NAME, a new file (never through a link left in
 * the work directory by an earlier run). */
static int write_header(const char *workdir, const char *name, char *why, size_t why_cap)
{
    char path[4200];
    snprintf(path, sizeof(path), "%s/%s", workdir, name);
    unlink(path);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f && fd >= 0)
        close(fd);
    if (!f || fputs(header, f) < 0) {
        if (f)
            fclose(f);
        snprintf(why, why_cap, "cannot write %s", path);
        return -1;
    }
    fclose(f);
    return 0;
}

int sim_capture_run(const char *csrc, const char *kernel, bool want_ret, const char *workdir,
                    sim_capture *cap, char *why, size_t why_cap)
{
    memset(cap, 0, sizeof(*cap));
    char *src = slurp(csrc, NULL);
    if (!src) {
        snprintf(why, why_cap, "cannot read %s: %s", csrc, strerror(errno));
        return -1;
    }
    int rc = read_params(src, kernel, cap, why, why_cap);
    free(src);
    if (rc)
        return -1;
    char path[4200], srcdir[4200], abs_src[4200], log[4200], exe[4200], capfile[4200];
    /* a real folder and a new file in it: never written through a link left in the work
     * directory (--dir --force keeps an earlier run's files) */
    snprintf(path, sizeof(path), "%s/dynamatic", workdir);
    struct stat dst;
    if ((mkdir(path, 0755) != 0 && errno != EEXIST) || lstat(path, &dst) != 0 ||
        !S_ISDIR(dst.st_mode)) {
        snprintf(why, why_cap, "cannot create the folder %s", path);
        return -1;
    }
    /* Dynamatic's name for the header, and its name before mid-2024, which the programs
     * include as "../integration_utils.h": found through -Idynamatic below */
    if (write_header(workdir, "dynamatic/Integration.h", why, why_cap) ||
        write_header(workdir, "integration_utils.h", why, why_cap))
        return -1;
    if (csrc[0] == '/') {
        snprintf(abs_src, sizeof(abs_src), "%s", csrc);
    } else {
        char cwd[4096];
        snprintf(abs_src, sizeof(abs_src), "%s/%s", getcwd(cwd, sizeof(cwd)) ? cwd : ".", csrc);
    }
    snprintf(srcdir, sizeof(srcdir), "-I%s", abs_src);
    char *slash = strrchr(srcdir, '/');
    if (slash)
        *slash = '\0';
    snprintf(log, sizeof(log), "%s/capture.log", workdir);
    snprintf(exe, sizeof(exe), "%s/kernel_capture", workdir);
    snprintf(capfile, sizeof(capfile), "%s/capture.txt", workdir);
    unlink(log);
    unlink(capfile);
    unlink(exe);
    const char *cc = getenv("CC") && getenv("CC")[0] ? getenv("CC") : "cc";
    char *const cargv[] = {
        (char *)cc,    "-std=gnu11", "-O1", "-w", "-I.", srcdir,
        "-Idynamatic", abs_src,      "-o",  exe,  "-lm", want_ret ? "-DHSK_RESULT" : NULL,
        NULL};
    if (run_in(workdir, cargv, log, NULL) != 0) {
        snprintf(why, why_cap, "%s could not compile %s; its messages are in %s", cc, csrc, log);
        return -1;
    }
    char *const rargv[] = {exe, NULL};
    int st = run_in(workdir, rargv, log, capfile);
    if (st != 0) {
        snprintf(why, why_cap, "the C program exited with status %d; its output is in %s", st, log);
        return -1;
    }
    if (read_capture(capfile, cap, why, why_cap) != 0)
        return -1;
    if (want_ret && !cap->has_ret) {
        snprintf(why, why_cap, "the kernel %s returned no value, the circuit has a result", kernel);
        return -1;
    }
    return 0;
}

void sim_capture_free(sim_capture *cap)
{
    for (int i = 0; i < cap->n_params; i++) {
        free(cap->params[i].before);
        free(cap->params[i].after);
    }
    memset(cap, 0, sizeof(*cap));
}

uint64_t sim_capture_word(const unsigned char *b, size_t n)
{
    uint64_t v = 0;
    for (size_t k = n > 8 ? 8 : n; k-- > 0;)
        v = v << 8 | b[k];
    return v;
}
