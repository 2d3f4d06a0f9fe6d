import Views

/// How large an event may be: small, except for the one text field it may carry.
///
/// Events carry only the fields the user changed, so a click is a few hundred bytes. Saving a
/// large document is one changed field whose size is the document's: it may use up to
/// ``maxTextBytes`` while everything else in the event stays under ``maxEventBytes``.
///
/// ```swift
/// let limits = EventLimits(maxEventBytes: 64 * 1024, maxTextBytes: 10 * 1024 * 1024)
/// limits.problem(inBody: body)  // nil, or the message to show
/// ```
struct EventLimits: Sendable {
  var maxEventBytes: Int
  var maxTextBytes: Int
  var largeTextAdvice: String?

  init(maxEventBytes: Int, maxTextBytes: Int, largeTextAdvice: String? = nil) {
    self.maxEventBytes = maxEventBytes
    self.maxTextBytes = maxTextBytes
    self.largeTextAdvice = largeTextAdvice
  }

  init(_ configuration: WebHostConfiguration) {
    self.init(
      maxEventBytes: configuration.maxBodyBytes, maxTextBytes: configuration.maxTextBytes,
      largeTextAdvice: configuration.largeTextAdvice)
  }

  /// The most bytes worth reading: text at the limit takes up to three bytes per byte once
  /// percent-encoded (`%E2%80%94`).
  var maxBodyBytes: Int { maxEventBytes + 3 * maxTextBytes }

  /// Why a form body is too large before parsing it, or `nil`: everything but its largest
  /// field (`f.…=…`, still encoded) must fit ``maxEventBytes``.
  func problem(inBody body: String) -> String? {
    let bytes = body.utf8
    guard bytes.count > maxEventBytes else { return nil }
    var largestField = 0
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
      let part = bytes[start..<end]
      if part.starts(with: "f.".utf8) { largestField = max(largestField, part.count) }
      start = end < bytes.endIndex ? bytes.index(after: end) : end
    }
    guard bytes.count - largestField > maxEventBytes else { return nil }
    return eventTooLarge
  }

  /// Why a parsed event's text is too large, or `nil`.
  func problem(in event: ViewEvent) -> String? {
    let largest = event.fieldValues.values.lazy.map(\.utf8.count).max() ?? 0
    return largest > maxTextBytes ? textTooLarge(bytes: largest) : nil
  }

  var eventTooLarge: String { "The event is larger than \(maxEventBytes) bytes." }

  /// The message for text of `bytes` UTF-8 bytes, or of unknown size beyond what is read
  /// (`nil`).
  func textTooLarge(bytes: Int?) -> String {
    let size =
      bytes.map { "is \(Self.describe(bytes: $0))" }
      ?? "is more than \(Self.describe(bytes: maxTextBytes))"
    let message =
      "The text \(size); at most \(Self.describe(bytes: maxTextBytes)) can be saved here."
    return largeTextAdvice.map { "\(message) \($0)" } ?? message
  }

  /// `12.3 MB`, `640 KB`, `900 bytes`; rounded up, so a text just over the limit never reads
  /// as the limit itself.
  static func describe(bytes: Int) -> String {
    let kilobyte = 1024
    let megabyte = 1024 * kilobyte
    if bytes >= megabyte {
      let tenths = (bytes * 10 + megabyte - 1) / megabyte
      return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
    if bytes >= kilobyte { return "\((bytes + kilobyte - 1) / kilobyte) KB" }
    return "\(bytes) bytes"
  }
}
