/// Turning bytes into text exactly once: the standard library checks the UTF-8 while it copies
/// the bytes into a string, and only a failure is looked at again, to report where it is.
enum UTF8Validation {
  /// The bytes as a string, or the offset of their first invalid byte.
  static func text(_ bytes: some Collection<UInt8>) -> Result<String, TaskPaperError> {
    if let text = validated(bytes) { return .success(text) }
    return .failure(.invalidUTF8(offset: firstInvalidOffset(Array(bytes)) ?? 0))
  }

  private static func validated(_ bytes: some Collection<UInt8>) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return String(validating: bytes, as: UTF8.self)
    }
    // Older Apple systems: decoding repairs invalid bytes, so a repaired text differs.
    let array = Array(bytes)
    let text = String(decoding: array, as: UTF8.self)
    return text.utf8.elementsEqual(array) ? text : nil
  }

  /// The offset of the first byte that is not part of well-formed UTF-8, or `nil`.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
