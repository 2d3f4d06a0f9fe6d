#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the elements two arrays of the same length hold differently, by their bytes. The
/// state diff compares an outline's 100,000 items after each edit; calling `==` on each pair
/// from generic code copies both elements out first (a retain and a release each), which cost
/// more than the edit. Elements whose bytes are identical are the same value (the same
/// stored fields and references), so only the few that differ are left for `==`.
enum BitwiseComparison {
  /// The indexes at which `a` and `b` (of equal counts) differ in their bytes, ascending.
  static func differingIndexes<Element>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>
  ) -> [Int] {
    precondition(a.count == b.count)
    guard let left = UnsafeRawPointer(a.baseAddress), let right = UnsafeRawPointer(b.baseAddress)
    else { return [] }
    if left == right { return [] }
    let stride = MemoryLayout<Element>.stride
    let size = MemoryLayout<Element>.size
    // Elements are compared a block at a time; a differing block element by element. Only
    // `size` bytes of each element are compared: the padding up to `stride` is undefined.
    let block = max(1, 4096 / max(stride, 1))
    var differing: [Int] = []
    var start = 0
    while start < a.count {
      let end = min(start + block, a.count)
      let blockBytes = (end - start - 1) * stride + size
      if memcmp(left + start * stride, right + start * stride, blockBytes) != 0 {
        for index in start..<end
        where memcmp(left + index * stride, right + index * stride, size) != 0 {
          differing.append(index)
        }
      }
      start = end
    }
    return differing
  }
}
