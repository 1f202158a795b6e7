/* Thread-exit functions bound to this library (hw_thread.h says why not a pthread key). */
#include <stdlib.h> /* (any C library header: it defines __GLIBC__ for glibc) */

#include "hw_thread.h"

#ifdef __GLIBC__
/* glibc's (what a C++ compiler calls for thread_local objects): runs fn(arg) at the
 * thread's exit and keeps the object that holds dso (this library) loaded until then. */
extern int __cxa_thread_atexit_impl(void (*fn)(void *), void *arg, void *dso);
extern void *__dso_handle; /* this object's own handle (crtbegin.o, hidden) */
#endif

/* One registration per call; the caller keeps a flag so that it registers once. */
int hw_thread_at_exit(void (*fn)(void *), void *arg)
{
#ifdef __GLIBC__
    return __cxa_thread_atexit_impl(fn, arg, &__dso_handle) == 0 ? 0 : -1;
#else
    (void)fn;
    (void)arg;
    return -1;
#endif
}
