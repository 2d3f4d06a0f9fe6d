/// Item-path comparisons on bytes, giving exactly what the JavaScript value comparisons give
/// for the same strings or numbers (see `ItemPathEvaluator+Predicates`).
enum ByteComparison {
  /// Whether every byte is ASCII. Only then do ASCII lowercasing equal `lowercased()` and byte
  /// order equal JavaScript's UTF-16 order for any right-hand side: at the first difference an
  /// ASCII byte is below any multi-byte lead byte, as its code unit is below any non-ASCII one.
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= bytes.count {
        if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
          return false
        }
        i += 8
      }
    }
    while i < bytes.count {
      if bytes[i] >= 0x80 { return false }
      i += 1
    }
    return true
  }

  /// `left relation right` for two strings, `left` lowercased first when `folding` (`right`
  /// is lowercased already: it is the query's constant). `left` is ASCII.
  static func compare(
    _ left: UnsafeBufferPointer<UInt8>, folding: Bool, _ relation: PathSyntax.Relation,
    _ right: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard folding, left.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else {
      return compare(left, relation, right)
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: left.count) { lowered in
      for (i, b) in left.enumerated() {
        lowered[i] = b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b
      }
      return compare(UnsafeBufferPointer(lowered), relation, right)
    }
  }

  private static func compare(
    _ left: UnsafeBufferPointer<UInt8>, _ relation: PathSyntax.Relation,
    _ right: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch relation {
    case .equal: return left.count == right.count && left.elementsEqual(right)
    case .notEqual: return !(left.count == right.count && left.elementsEqual(right))
    case .less: return left.lexicographicallyPrecedes(right)
    case .greater: return right.lexicographicallyPrecedes(left)
    case .lessOrEqual: return !right.lexicographicallyPrecedes(left)
    case .greaterOrEqual: return !left.lexicographicallyPrecedes(right)
    case .beginsWith:
      return left.count >= right.count && left[..<right.count].elementsEqual(right)
    case .endsWith:
      return left.count >= right.count && left[(left.count - right.count)...].elementsEqual(right)
    case .contains: return contains(left, right)
    case .like, .matches: return false  // `matches` never comes here; `like` is never true
    }
  }

  /// `left relation right` for two numbers, as JavaScript compares them (NaN compares false,
  /// and `<=` is "not greater", which a NaN also fails). A number neither begins with, ends
  /// with nor contains anything: those need a string on the left.
  static func compare(_ left: Double, _ relation: PathSyntax.Relation, _ right: Double) -> Bool {
    let comparable = !left.isNaN && !right.isNaN
    switch relation {
    case .equal: return left == right
    case .notEqual: return left != right
    case .less: return left < right
    case .greater: return right < left
    case .lessOrEqual: return comparable && !(right < left)
    case .greaterOrEqual: return comparable && !(left < right)
    case .beginsWith, .endsWith, .contains, .like, .matches: return false
    }
  }

  /// Whether `needle` occurs in `haystack` (an empty needle always does).
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    let last = haystack.count - needle.count
    var i = 0
    while i <= last {
      i = ByteSearch.first(first, in: haystack, from: i, to: last + 1)
      guard i <= last else { return false }
      if haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }
}
