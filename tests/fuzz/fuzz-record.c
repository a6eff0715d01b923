/* fuzz-record.c — libFuzzer target: the record parser on any bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-record-check.h"

/* The properties of fuzz-record-check.h, for records of every game. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PlRecord) record = fuzz_record_check (data, size);

  return 0;
}
