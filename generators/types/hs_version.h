/* The version of hsgen: project(VERSION) in CMakeLists.txt plus, in a git
 * checkout, the commit (cmake/version_string.cmake). Printed by --version,
 * returned by server.info and written into every generated file's header. */
#ifndef HS_VERSION_H
#define HS_VERSION_H

/* A static string such as "0.1.0" or "0.1.0+gce9d36e0a1"; never NULL. */
const char *hs_version(void);

#endif
