/* fuzz-common.h — what the fuzz targets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdint.h>
#include <stdlib.h>

#include <glib.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A warning or a critical (a failed g_return_if_fail) on untrusted input
 * is a bug as much as a crash: make it abort, so that libFuzzer keeps the
 * input. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  return 0;
}

/* A property the target checks; abort () so that libFuzzer reports it. */
#define FUZZ_CHECK(cond, ...) \
  G_STMT_START { \
    if (!(cond)) \
      { \
        g_printerr (__VA_ARGS__); \
        g_printerr ("\n"); \
        abort (); \
      } \
  } G_STMT_END
