/* libhsgen.so loaded with dlopen, used from a thread and unloaded with dlclose while
 * that thread still lives: its exit must not call into the unloaded library (a
 * pthread key's destructor did, and the thread crashed), and nothing it kept per
 * thread leaks (the sanitizer build's leak check runs at the test's exit).
 *
 * Every generation keeps its design's memory chunks per thread (hw_arena.c) and
 * registers their release at the thread's exit: that is the path the test takes.
 * The method layer's render room (service/result_files.c) is made the same way, but
 * only where answers are pre-serialized (the daemon): the public API's contexts
 * answer JSON values and never reach it. */
#include <check.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"

typedef void *(*context_new_fn)(const char *, char **);
typedef void (*context_free_fn)(void *);
typedef int (*generate_fn)(void *, const char *, char **);
typedef void (*free_fn)(void *);

#define ADDI_SPEC                                                                                  \
    "{\"unit\": \"handshake.addi\", \"params\": {\"bitwidth\": 8}, "                               \
    "\"extra_signals\": [\"spec: i1\"]}"

/* What the thread and the test share: the library and the step each has reached. */
static struct {
    void *lib;
    pthread_mutex_t lock;
    pthread_cond_t moved;
    int step; /* 1: the thread has generated; 2: the library is closed */
    int rc;
    bool has_entity;
} shared = {NULL, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, -1, false};

/* libhsgen.so of this build (HSGEN_BINARY_DIR, set by ctest). */
static void *open_library(void)
{
    char path[4096];
    const char *dir = getenv("HSGEN_BINARY_DIR");
    void *lib;
    ck_assert_msg(dir != NULL, "HSGEN_BINARY_DIR is not set");
    snprintf(path, sizeof(path), "%s/api/libhsgen.so", dir);
    lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    ck_assert_msg(lib != NULL, "dlopen: %s", dlerror());
    return lib;
}

/* One unit.generate through the library's own symbols; returns its status and
 * whether the answer holds the entity. */
static int generate_once(void *lib, bool *has_entity)
{
    context_new_fn context_new = (context_new_fn)dlsym(lib, "hsgen_context_new");
    context_free_fn context_free = (context_free_fn)dlsym(lib, "hsgen_context_free");
    generate_fn generate = (generate_fn)dlsym(lib, "hsgen_unit_generate");
    free_fn release = (free_fn)dlsym(lib, "hsgen_free");
    void *ctx;
    char *out = NULL;
    int rc;
    if (!context_new || !context_free || !generate || !release || !(ctx = context_new(NULL, NULL)))
        return -1;
    rc = generate(ctx, ADDI_SPEC, &out);
    *has_entity = out && strstr(out, "entity ") != NULL;
    release(out);
    context_free(ctx);
    return rc;
}

/* Generates, says so, then waits (alive) until the library is closed, and ends. */
static void *generating_thread(void *unused)
{
    bool has_entity = false;
    int rc = generate_once(shared.lib, &has_entity);
    (void)unused;
    pthread_mutex_lock(&shared.lock);
    shared.rc = rc;
    shared.has_entity = has_entity;
    shared.step = 1;
    pthread_cond_broadcast(&shared.moved);
    while (shared.step < 2)
        pthread_cond_wait(&shared.moved, &shared.lock);
    pthread_mutex_unlock(&shared.lock);
    return NULL; /* the thread's exit frees what it kept */
}

START_TEST(thread_outlives_dlclose)
{
    pthread_t t;
    bool has_entity = false;
    shared.lib = open_library();
    ck_assert_int_eq(pthread_create(&t, NULL, generating_thread, NULL), 0);
    pthread_mutex_lock(&shared.lock);
    while (shared.step < 1)
        pthread_cond_wait(&shared.moved, &shared.lock);
    pthread_mutex_unlock(&shared.lock);
    ck_assert_int_eq(shared.rc, 0);
    ck_assert(shared.has_entity);
    ck_assert_int_eq(dlclose(shared.lib), 0);
    pthread_mutex_lock(&shared.lock);
    shared.step = 2;
    pthread_cond_broadcast(&shared.moved);
    pthread_mutex_unlock(&shared.lock);
    ck_assert_int_eq(pthread_join(t, NULL), 0); /* (a crash at its exit fails the test) */
    /* loaded again, used and closed on this thread: its spares go at exit */
    shared.lib = open_library();
    ck_assert_int_eq(generate_once(shared.lib, &has_entity), 0);
    ck_assert(has_entity);
    ck_assert_int_eq(dlclose(shared.lib), 0);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("api_dlclose");
    TCase *tc = tcase_create("unload");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, thread_outlives_dlclose);
    suite_add_tcase(s, tc);
    return s;
}
