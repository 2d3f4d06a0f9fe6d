#if canImport(Glibc)
  import Glibc
#endif

/// Memory advice for the few large arrays a big document needs.
enum LargeBuffers {
  /// Asks Linux to back the 2 MB-aligned middle of `buffer`, still untouched, with huge pages.
  ///
  /// A 10 MB document has a 10 MB item array, and filling it page by page costs one page
  /// fault per 4 KB — about 2,500, a few milliseconds. With transparent huge pages set to
  /// `madvise` (the common default), the kernel only uses them where asked. Elsewhere, and
  /// for buffers under 4 MB, this does nothing.
  ///
  /// ```swift
  /// let items = [Item](unsafeUninitializedCapacity: n) { buffer, count in
  ///   LargeBuffers.preferHugePages(UnsafeMutableRawBufferPointer(buffer))
  ///   …
  /// }
  /// ```
  static func preferHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      let huge = 2 << 20
      guard buffer.count >= 2 * huge, let base = buffer.baseAddress else { return }
      let address = Int(bitPattern: base)
      let start = (address + huge - 1) & ~(huge - 1)
      let end = (address + buffer.count) & ~(huge - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(aligned, end - start, MADV_HUGEPAGE)  // advice: failure changes nothing
    #endif
  }

  /// Gives back to the system the whole pages of `buffer` that lie in its first `bytes`
  /// bytes, whose contents are no longer needed (moved out). The memory stays allocated and
  /// reads back as zeros; freeing the buffer later is unchanged. Lets a parse move its items
  /// into chunks without holding both copies at once.
  static func discardPages(
    of buffer: UnsafeMutableRawPointer, before bytes: Int, from done: inout Int
  ) {
    #if os(Linux)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let address = Int(bitPattern: buffer)
      let start = (address + done + page - 1) & ~(page - 1)
      let end = (address + bytes) & ~(page - 1)
      guard end - start >= 64 * page, let first = UnsafeMutableRawPointer(bitPattern: start)
      else { return }
      _ = madvise(first, end - start, MADV_DONTNEED)  // advice: failure changes nothing
      done = end - address
    #endif
  }
}
