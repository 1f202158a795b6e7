# `cmake --install BUILD --prefix P`: the tools, the library, its header and
# pkg-config file, man pages, systemd units, the configuration, the schemas and
# the bash completion. Paths that depend on the prefix are written at install
# time (cmake/install_subst.cmake), so --prefix and DESTDIR both work.
install(TARGETS hsgen hsgend RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS hsgen_shared hsgen_static
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_COMPONENT Unspecified
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/hsgen/hsgen.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/hsgen)

# Man pages, gzipped as Debian installs them.
set(HSGEN_MAN_OUT)
foreach(page hsgen.1 hsgend.8)
  string(REGEX REPLACE ".*\\.([0-9])$" "\\1" section ${page})
  set(gz ${PROJECT_BINARY_DIR}/man/${page}.gz)
  add_custom_command(OUTPUT ${gz}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/docs/man/man${section}/${page} > ${gz}
    DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/man${section}/${page}
    COMMENT "Compressing man page ${page}")
  list(APPEND HSGEN_MAN_OUT ${gz})
  install(FILES ${gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section})
endforeach()
add_custom_target(hsgen_man ALL DEPENDS ${HSGEN_MAN_OUT})

install(DIRECTORY ${PROJECT_SOURCE_DIR}/schema/ DESTINATION ${CMAKE_INSTALL_DATADIR}/hsgen/schema)
# Completions (scripts/completion/): each reads `hsgen help --options`, the client's
# option table, when it runs.
install(FILES ${PROJECT_SOURCE_DIR}/scripts/completion/hsgen.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME hsgen)
install(FILES ${PROJECT_SOURCE_DIR}/scripts/completion/_hsgen
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${PROJECT_SOURCE_DIR}/scripts/completion/hsgen.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)
# The documentation as in the repository (README.md's links to docs/ resolve under
# the doc directory), the examples, the license and the notices of third-party material.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
              ${PROJECT_SOURCE_DIR}/NOTICE DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        PATTERN "man" EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/examples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(FILES ${PROJECT_SOURCE_DIR}/data/dynamatic/NOTICE
        DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME NOTICE.dynamatic)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})

# hsgen.pc and the systemd units name installed paths, and the configuration goes
# to /etc for the prefix /usr: decided at install time.
install(CODE "
  set(HSGEN_SRC \"${PROJECT_SOURCE_DIR}\")
  set(HSGEN_BIN \"${PROJECT_BINARY_DIR}\")
  set(HSGEN_BINDIR \"${CMAKE_INSTALL_BINDIR}\")
  set(HSGEN_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
  set(HSGEN_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
  set(HSGEN_SYSCONFDIR \"${CMAKE_INSTALL_SYSCONFDIR}\")
  include(\"${PROJECT_SOURCE_DIR}/cmake/install_subst.cmake\")
")
