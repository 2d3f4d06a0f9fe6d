import CustomDump

/// A short, stable summary of a state: a 64-bit FNV-1a hash of the state as CustomDump prints
/// it. Two equal states have equal fingerprints, in any process on any machine, so an exported
/// history carries fingerprints of the states it went through (not the states themselves, which
/// may hold what should not leave the session) and a replay checks it reaches them again.
///
/// A field's dump decides what counts: a state that hides a field from its dump (a password
/// shown redacted through `CustomDumpReflectable`) leaves it out of the fingerprint too.
///
/// ```swift
/// StateFingerprint(of: Counter.State(count: 1)) == StateFingerprint(of: Counter.State(count: 1))
/// StateFingerprint(of: Counter.State(count: 1)).description   // "5d1b0c4a8e2f7736", say
/// ```
public struct StateFingerprint: Hashable, Sendable, CustomStringConvertible {
  /// The hash.
  public let rawValue: UInt64

  /// A fingerprint with a known hash value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The fingerprint of `state`. Costs one dump of the state: O(its size).
  public init<State>(of state: State) {
    var dump = ""
    customDump(state, to: &dump)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in dump.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    rawValue = hash
  }

  /// Sixteen hexadecimal digits.
  public var description: String {
    let digits = String(rawValue, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension StateFingerprint: Codable {
  /// Written as its sixteen hexadecimal digits: JSON numbers do not hold 64 bits everywhere.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Reads the sixteen hexadecimal digits `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = UInt64(text, radix: 16) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a state fingerprint")
    }
    rawValue = value
  }
}
