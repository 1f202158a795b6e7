# Install-time part of cmake/install.cmake: files that name where things were
# installed. CMAKE_INSTALL_PREFIX is the prefix of this install (--prefix or
# the configured one); file(INSTALL) puts DESTDIR, when set, in front of where
# files go, never into their text.
set(prefix "${CMAKE_INSTALL_PREFIX}")

# Absolute form of an install destination (relative ones are under the prefix).
function(hsgen_abs dest out)
  if(IS_ABSOLUTE "${dest}")
    set(${out} "${dest}" PARENT_SCOPE)
  else()
    set(${out} "${prefix}/${dest}" PARENT_SCOPE)
  endif()
endfunction()

hsgen_abs("${HSGEN_BINDIR}" bindir)
# The configuration: /etc/hsgen under the prefix /usr (the Debian package), else
# PREFIX/etc/hsgen.
if(prefix STREQUAL "/usr")
  set(confdir "/etc/hsgen")
else()
  hsgen_abs("${HSGEN_SYSCONFDIR}/hsgen" confdir)
endif()
file(INSTALL DESTINATION "${confdir}" TYPE FILE FILES "${HSGEN_SRC}/config/hsgend.yaml")

# The version the binaries were built with (generators/hs_version.c).
file(STRINGS "${HSGEN_BIN}/generators/hs_version.c" vline REGEX "return \"")
string(REGEX REPLACE ".*return \"([^\"]*)\".*" "\\1" HSGEN_VERSION_STRING "${vline}")

# pkg-config: the prefix of this install (under DESTDIR, the final one). A prefix
# other than /usr puts the library directory in the RPATH of what links against it,
# so a program built with `pkg-config --libs hsgen` runs without LD_LIBRARY_PATH.
# --static links fully static (gcc's -static: libhsgen.a and the archives of its
# libraries and of libc), so the program needs no libhsgen.so at all.
if(prefix STREQUAL "/usr")
  set(rpath "")
else()
  set(rpath " -Wl,-rpath,\${libdir}")
endif()
set(pc "prefix=${prefix}
libdir=\${prefix}/${HSGEN_LIBDIR}
includedir=\${prefix}/${HSGEN_INCLUDEDIR}

Name: hsgen
Description: Typed Handshake dataflow units as VHDL and Verilog (C API, hsgen/hsgen.h)
Version: ${HSGEN_VERSION_STRING}
Cflags: -I\${includedir}
Libs: -L\${libdir} -lhsgen${rpath}
Libs.private: -static -ljansson -lyaml -lxxhash -lpthread
")
file(WRITE "${HSGEN_BIN}/install/hsgen.pc" "${pc}")
file(INSTALL DESTINATION "${prefix}/${HSGEN_LIBDIR}/pkgconfig" TYPE FILE
     FILES "${HSGEN_BIN}/install/hsgen.pc")

# systemd units: the daemon's installed path and configuration file.
foreach(unit hsgend.service hsgend.socket)
  file(READ "${HSGEN_SRC}/systemd/${unit}" text)
  string(REPLACE "/usr/local/bin/hsgend" "${bindir}/hsgend" text "${text}")
  string(REPLACE "/etc/hsgen/hsgend.yaml" "${confdir}/hsgend.yaml" text "${text}")
  file(WRITE "${HSGEN_BIN}/install/${unit}" "${text}")
  file(INSTALL DESTINATION "${prefix}/lib/systemd/system" TYPE FILE
       FILES "${HSGEN_BIN}/install/${unit}")
endforeach()
