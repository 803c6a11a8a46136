/* adapter_testutil.h — what the tests of the adapter driver share (test_adapter.c,
 * test_adapter_hostile.c): the fake adapters of tests/adapters/, a case to send them, starting a
 * driver, and the checks of an outcome and of what a driver leaves behind. */
#ifndef ORACLE_ADAPTER_TESTUTIL_H
#define ORACLE_ADAPTER_TESTUTIL_H

#include "oracle/suite/driver.h"

#include <jansson.h>
#include <stdbool.h>

/* The monotonic clock, in seconds. */
double at_now(void);
/* tests/adapters/NAME, or under $FAKE_ADAPTERS. */
const char *at_fake(const char *name);
/* The open file descriptors of this process. */
int at_open_fds(void);
/* This process has no child left (running or a zombie). */
void at_assert_no_child(void);
/* Options for quick tests: 0.5 s per case, 4096-byte responses, 5 restarts. */
drv_adapter_opts at_quick(void);
/* A driver for argv (NULL-terminated); fails the test when it does not start. */
driver *at_start_argv(char *const argv[], const drv_adapter_opts *o);
/* A driver for the fake NAME with up to two arguments. */
driver *at_start_fake(const char *name, const char *arg1, const char *arg2,
                      const drv_adapter_opts *o);
/* A small bushiroad-floor case with this id (new). */
json_t *at_a_case(const char *id);
/* Send at_a_case(id) and receive its outcome (nothing else in flight). */
void at_run_case(driver *d, const char *id, drv_outcome *out);
/* The fixed observation of tests/adapters/lib.sh (new). */
json_t *at_fixed_observation(void);
/* The case was answered with the fixed observation, nothing else happened. */
void at_assert_answered(driver *d, const char *id);
bool at_has_incident(const drv_outcome *o, const char *needle);
void at_assert_incident(const drv_outcome *o, const char *needle);
void at_assert_message(const drv_outcome *o, const char *needle);

#endif
