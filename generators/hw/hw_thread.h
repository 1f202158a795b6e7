/* A function run when the calling thread ends, for per-thread buffers of the library
 * (hw_arena.c's spare chunks, the method layer's render room).
 *
 * A pthread key would do it too, but a key's destructor is a pointer into the code
 * that made it: once libhsgen.so is unloaded (dlclose) while a thread that used it
 * lives on, that thread's exit calls into unmapped memory. Deleting the key when
 * the library goes would stop the call but leave the buffers of threads still alive
 * (and, at process exit, race with threads still generating). glibc's registration
 * for C++ thread_local destructors is tied to the library instead: the library stays
 * loaded until every such function has run, and each thread frees its own. */
#ifndef HW_THREAD_H
#define HW_THREAD_H

/* Runs fn(arg) when the calling thread ends (also the main thread, at exit). Returns 0,
 * or -1 when it cannot be registered (out of memory, or a C library without it): the
 * caller then keeps nothing per thread. */
int hw_thread_at_exit(void (*fn)(void *), void *arg);

#endif
