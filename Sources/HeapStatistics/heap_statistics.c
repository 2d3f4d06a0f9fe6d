#include "heap_statistics.h"

// Defines __GLIBC__ (and its version) when the C library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t heap_statistics_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#else
size_t heap_statistics_allocated_bytes(void) { return 0; }
#endif
