#ifndef HS_CHECK_MAIN_H
#define HS_CHECK_MAIN_H
#include <check.h>

/* Each unit-test file provides its suite through this function. */
Suite *hs_test_suite(void);

#endif
