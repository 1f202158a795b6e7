# Turns a text file into a C source defining `const char hs_default_config_yaml[]`.
file(READ ${IN} content HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${content}")
file(WRITE ${OUT} "/* Generated from config/hsgend.yaml; do not edit. */\n"
  "const char hs_default_config_yaml[] = {${bytes} 0x00};\n")
