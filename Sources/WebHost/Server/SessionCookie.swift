import Hummingbird

extension Request {
  /// The value of the cookie `name`, as `cookies[name]?.value` reads it: the first part
  /// `name=value` among the `;`-separated parts of the Cookie headers, leading whitespace
  /// dropped.
  ///
  /// ASCII headers (all that browsers send) are read byte by byte: Hummingbird's parser walks
  /// them character by character, which cost as much as parsing the event itself. Other
  /// headers still go through it, so the result is the same.
  func cookieValue(named name: String) -> String? {
    let headers = self.headers[values: .cookie]
    guard headers.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
      return cookies[name]?.value
    }
    for header in headers {
      var rest = header.utf8[...]
      while !rest.isEmpty {
        let end = rest.firstIndex(of: UInt8(ascii: ";")) ?? rest.endIndex
        // What `Character.isWhitespace` is in ASCII: tab, line feed to carriage return, space.
        let part = rest[..<end].drop { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) }
        if let equals = part.firstIndex(of: UInt8(ascii: "=")),
          part[..<equals].elementsEqual(name.utf8)
        {
          let value = part[part.index(after: equals)...]
          // Hummingbird reads `name=` as no cookie at all, not as an empty value.
          return value.isEmpty ? nil : String(Substring(value))
        }
        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
      }
    }
    return nil
  }
}
