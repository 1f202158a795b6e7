# Turns a text file into a C source defining `const char NAME[]` (NAME defaults to
# hs_default_config_yaml, the embedded configuration).
if(NOT DEFINED NAME)
  set(NAME hs_default_config_yaml)
endif()
file(READ ${IN} content HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${content}")
get_filename_component(src_name ${IN} NAME)
file(WRITE ${OUT} "/* Generated from ${src_name}; do not edit. */\n"
  "const char ${NAME}[] = {${bytes} 0x00};\n")
