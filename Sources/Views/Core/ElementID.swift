/// The stable identity of an element within a render: derived from its structural path, the ids
/// of the `ForEach` rows around it, its kind and its label.
///
/// The same element keeps the same identity from one render to the next as long as its position
/// and label do not change, so a host can route an event from an older page back to it; when the
/// target changed (a row deleted, a label changed), the identity no longer exists and the event
/// is recognised as stale.
///
/// ```swift
/// let id = ElementID(path: "0/button:Add")
/// id.rawValue  // short, URL- and HTML-safe, stable across processes
/// ```
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
  /// The short, stable form used in HTML and events (letters and digits only).
  public let rawValue: String

  /// Creates an identity from an already-computed raw value (as received in an event).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identity by hashing a structural path with FNV-1a, which, unlike `Hasher`, gives
  /// the same value in every process, so ids survive a server restart and are reproducible in
  /// tests.
  public init(path: String) {
    self.init(hash: PathHash().appending(path))
  }

  @usableFromInline
  init(hash: PathHash) {
    // "e" and the hash in base 36, as `"e" + String(hash.state, radix: 36)` writes it, without
    // the generic conversion: every node of every render gets an identity.
    var digits: (UInt64, UInt64) = (0, 0)
    let rawValue = withUnsafeMutableBytes(of: &digits) { buffer -> String in
      var value = hash.state
      var index = buffer.count
      repeat {
        index -= 1
        let digit = UInt8(truncatingIfNeeded: value % 36)
        buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        value /= 36
      } while value > 0
      index -= 1
      buffer[index] = UInt8(ascii: "e")
      return String(decoding: buffer[index...], as: UTF8.self)
    }
    self.rawValue = rawValue
  }

  /// Whether a received string has the shape of an identity; anything else is a malformed event.
  public static func isWellFormed(_ string: String) -> Bool {
    // Bytes, not characters: every event checks its ids, and a well-formed id is ASCII.
    let bytes = string.utf8
    return bytes.count >= 2 && bytes.count <= 16 && bytes.first == UInt8(ascii: "e")
      && bytes.dropFirst().allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "A")...UInt8(ascii: "Z"):
          true
        default: false
        }
      }
  }

  /// The identity's raw value.
  public var description: String { rawValue }
}

/// An FNV-1a hash of a structural path, extended one component at a time while a tree is
/// resolved (cheaper than building path strings for every element).
@usableFromInline
struct PathHash {
  @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

  @usableFromInline init() {}

  @inlinable
  func appending(_ component: String) -> PathHash {
    var copy = self
    var component = component
    // One loop over contiguous bytes: the UTF-8 view's iterator cost more than the hashing.
    component.withUTF8 { bytes in
      for byte in bytes { copy.add(byte) }
    }
    return copy
  }

  /// The same as `appending(String(UnicodeScalar(byte)))`.
  @inlinable
  func appending(byte: UInt8) -> PathHash {
    var copy = self
    copy.add(byte)
    return copy
  }

  /// The same as `appending(String(number))`, without making the string.
  @inlinable
  func appendingDecimal(_ number: Int) -> PathHash {
    guard number >= 0, number < 10 else { return appending(String(number)) }
    return appending(byte: UInt8(ascii: "0") + UInt8(number))
  }

  @inlinable
  mutating func add(_ byte: UInt8) {
    state ^= UInt64(byte)
    state &*= 0x0000_0100_0000_01b3
  }
}
