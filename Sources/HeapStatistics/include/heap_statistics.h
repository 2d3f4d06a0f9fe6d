#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not had back (small blocks and mmapped ones), or
/// 0 where the C library cannot say. Swift cannot call glibc's mallinfo2: <malloc.h> is not
/// part of the Glibc module.
size_t heap_statistics_allocated_bytes(void);

#endif
