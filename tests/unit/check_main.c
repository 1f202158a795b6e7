/* Shared main for the Check unit-test executables: each test file defines
 * hs_test_suite(), this file runs it and turns failures into the exit status. */
#include <check.h>
#include <stdlib.h>

#include "check_main.h"

int main(void)
{
    SRunner *sr = srunner_create(hs_test_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
