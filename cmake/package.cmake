# `make deb` (cpack -G DEB in the build directory): hsgen_VERSION_ARCH.deb with
# everything `cmake --install` installs (the docs, LICENSE, NOTICE and the Debian
# copyright file under /usr/share/doc/hsgen), under the prefix /usr (configuration in
# /etc/hsgen, a conffile), the runtime libraries as dependencies, and
# maintainer scripts that create the group hsgen (the socket's group) and
# enable the socket unit (packaging/debian/).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME hsgen)
# The binaries' version is taken at build time; `make deb` builds first, and
# CPack reads the same text from the generated source at packaging time.
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/package_version.cmake)
set(CPACK_PACKAGE_VERSION ${HSGEN_VERSION_STRING})
set(CPACK_HSGEN_VERSION_C ${PROJECT_BINARY_DIR}/generators/hs_version.c)
set(CPACK_PACKAGE_VENDOR "hsgen")
set(CPACK_PACKAGE_CONTACT "hsgen maintainers <maintainers@hsgen-project.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "typed Handshake dataflow units as VHDL and Verilog")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "hsgen generates synthesizable VHDL-2008 and Verilog-2005 for the typed Handshake\n"
    "dataflow units of HLS compilers such as Dynamatic, verifying every request against\n"
    "the unit's type rule. The package holds the daemon hsgend (JSON-RPC, socket\n"
    "activated by systemd), the client hsgen, and the C library libhsgen with its\n"
    "header and pkg-config file.")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION electronics)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6 (>= 2.34), libuv1 (>= 1.44), libjansson4 (>= 2.14), libyaml-0-2, libxxhash0 (>= 0.8), passwd")
# hsgen simulate runs one of the three simulators; hsgen draw renders SVG/PNG with dot.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ghdl | iverilog | verilator, graphviz")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://hsgen-project.org")
set(HSGEN_DEB_DIR ${PROJECT_BINARY_DIR}/packaging/debian)
foreach(f postinst prerm postrm conffiles)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/debian/${f} ${HSGEN_DEB_DIR}/${f} COPYONLY)
endforeach()
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${HSGEN_DEB_DIR}/postinst ${HSGEN_DEB_DIR}/prerm
                                       ${HSGEN_DEB_DIR}/postrm ${HSGEN_DEB_DIR}/conffiles)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
