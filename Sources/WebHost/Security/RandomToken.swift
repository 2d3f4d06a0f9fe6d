/// Unguessable tokens for session ids and CSRF tokens: 256 bits from the system's secure
/// random source (`getrandom` on Linux), as 64 hex digits, which are valid in cookies, form
/// fields and headers without escaping.
enum RandomToken {
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }

  /// Whether a received string has the shape of a token (so garbage never reaches a lookup).
  static func isWellFormed(_ string: some StringProtocol) -> Bool {
    string.utf8.count == 64
      && string.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// Compares in time independent of where the strings differ, so a CSRF token cannot be
  /// guessed byte by byte from response times.
  static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.utf8)
    let right = Array(rhs.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices { difference |= left[index] ^ right[index] }
    return difference == 0
  }
}
