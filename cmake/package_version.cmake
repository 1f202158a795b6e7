# Read by cpack at packaging time: the package's version is the one the
# binaries were built with (generators/hs_version.c), not the one of the
# last `cmake` configure, which commits since may have outdated.
if(EXISTS "${CPACK_HSGEN_VERSION_C}")
  file(STRINGS "${CPACK_HSGEN_VERSION_C}" vline REGEX "return \"")
  string(REGEX REPLACE ".*return \"([^\"]*)\".*" "\\1" CPACK_PACKAGE_VERSION "${vline}")
  set(CPACK_DEBIAN_PACKAGE_VERSION "${CPACK_PACKAGE_VERSION}")
endif()
