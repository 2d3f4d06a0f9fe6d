/// The order people expect for names with numbers in them: runs of digits compare as numbers,
/// so `p2` comes before `p10` (plain string order puts `p10` first).
///
/// ```swift
/// ["p10", "p2", "a"].sorted(by: NaturalOrder.areInIncreasingOrder)  // ["a", "p2", "p10"]
/// ```
public enum NaturalOrder {
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    var left = Substring(lhs).unicodeScalars[...]
    var right = Substring(rhs).unicodeScalars[...]
    while let l = left.first, let r = right.first {
      if isDigit(l), isDigit(r) {
        let leftNumber = digits(&left)
        let rightNumber = digits(&right)
        if leftNumber != rightNumber { return isLess(leftNumber, rightNumber) }
      } else {
        if l != r { return l.value < r.value }
        left.removeFirst()
        right.removeFirst()
      }
    }
    if left.isEmpty != right.isEmpty { return left.isEmpty }
    // Equal as numbers ("p02" and "p2"): plain order keeps the sort total and stable.
    return lhs < rhs
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  /// The run of digits at the start of `scalars`, without leading zeros, removed from it.
  private static func digits(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> String {
    var run = ""
    while let scalar = scalars.first, isDigit(scalar) {
      if !(run.isEmpty && scalar == "0") { run.unicodeScalars.append(scalar) }
      scalars.removeFirst()
    }
    return run
  }

  /// Numbers as digit strings without leading zeros: the shorter is smaller, else by digits.
  private static func isLess(_ lhs: String, _ rhs: String) -> Bool {
    lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
  }
}
