# hsgen_version_string(BASE SRC OUT_VAR): the one version of a build.
#   BASE is project(VERSION) from CMakeLists.txt. Built from a git checkout, the
#   commit is appended the way `git describe` sees it:
#     tag vBASE on a clean HEAD     -> BASE              (a release)
#     N commits after tag vX        -> BASE+N.gHASH
#     no tag                        -> BASE+gHASH
#   and ".dirty" when tracked files differ from HEAD. Every form is a valid
#   Debian upstream version (digits first; only [0-9A-Za-z.+] after).
function(hsgen_version_string base src out_var)
  set(v "${base}")
  find_program(HSGEN_GIT git)
  if(HSGEN_GIT AND EXISTS "${src}/.git")
    execute_process(COMMAND "${HSGEN_GIT}" -C "${src}" describe --tags --always --dirty
                            --abbrev=10 --match "v[0-9]*"
                    OUTPUT_VARIABLE d RESULT_VARIABLE rc ERROR_QUIET
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(rc EQUAL 0 AND NOT d STREQUAL "")
      set(dirty "")
      if(d MATCHES "-dirty$")
        set(dirty ".dirty")
        string(REGEX REPLACE "-dirty$" "" d "${d}")
      endif()
      if(d STREQUAL "v${base}")
        set(v "${base}${dirty}")
        if(dirty)
          set(v "${base}+dirty")
        endif()
      elseif(d MATCHES "^v[^-]+-([0-9]+)-g([0-9a-f]+)$")
        set(v "${base}+${CMAKE_MATCH_1}.g${CMAKE_MATCH_2}${dirty}")
      elseif(d MATCHES "^([0-9a-f]+)$")
        set(v "${base}+g${CMAKE_MATCH_1}${dirty}")
      endif()
    endif()
  endif()
  set(${out_var} "${v}" PARENT_SCOPE)
endfunction()
