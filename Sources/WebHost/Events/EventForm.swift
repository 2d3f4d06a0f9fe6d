import Views

/// The `/events` contract: an `application/x-www-form-urlencoded` body with
///
/// - `csrf`: the session's CSRF token (required),
/// - `version`: the render version the page showed (required),
/// - `element`: the id of the control acted on (empty: only apply typed values),
/// - `action`: `activate` (default), `submit` (Return in a text field), or `return` (Return
///   somewhere in the form, from a page without script, which cannot say where),
/// - `f.<element id>`: the text of a text input. The page script sends only the inputs whose
///   text differs from what the page was rendered with; a page without script sends them all.
///   A field left out keeps the app's value, so unchanged text never travels (the Text tab's
///   whole document stays home when a tab is clicked) and never overwrites a newer value.
/// - `layout`: `compact` or `regular`, the width of the page (see
///   ``Views/HorizontalSizeClass``); left out by a page without script, which keeps the last.
/// - `t.<element id>`: for a text input whose unsent typing the page kept while a newer render
///   arrived, the render version the typing began on (see ``ViewEvent/typingBegan``).
///
/// ```
/// csrf=3f…&version=4&element=e1x9k2&f.e7a0c3=Buy+milk
/// ```
///
/// Sizes are checked by ``EventLimits``: small, except for one field of text.
struct EventForm: Equatable {
  var csrfToken: String
  var event: ViewEvent

  enum Failure: Error, Equatable {
    case malformed(String)
    case missingCSRFToken
  }

  /// The decoded pairs of a form body, or nil when the encoding is broken (a `%` not followed
  /// by two hex digits, or escapes that decode to invalid UTF-8).
  ///
  /// Works on the body's UTF-8 bytes: every event is parsed, and Foundation's
  /// `replacingOccurrences` + `removingPercentEncoding` cost a tenth of a round trip.
  static func pairs(in body: String) -> [(String, String)]? {
    let bytes = body.utf8
    var pairs: [(String, String)] = []
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
      defer { start = end < bytes.endIndex ? bytes.index(after: end) : end }
      guard start < end else { continue }
      let part = bytes[start..<end]
      let key: String?
      let value: String?
      if let equals = part.firstIndex(of: UInt8(ascii: "=")) {
        key = decode(part[..<equals])
        value = decode(part[bytes.index(after: equals)...])
      } else {
        key = decode(part)
        value = ""
      }
      guard let key, let value else { return nil }
      pairs.append((key, value))
    }
    return pairs
  }

  static func parse(_ body: String) throws(Failure) -> EventForm {
    guard let pairs = pairs(in: body) else {
      throw .malformed("The event body is not valid form encoding.")
    }
    var fields: [String: String] = [:]
    var values: [ElementID: String] = [:]
    var typingBegan: [ElementID: Int] = [:]
    for (key, value) in pairs {
      if key.hasPrefix("t.") {
        let id = String(key.dropFirst(2))
        guard ElementID.isWellFormed(id), let version = Int(value) else {
          throw .malformed("“\(key.prefix(40))” does not name a field and a version.")
        }
        typingBegan[ElementID(rawValue: id)] = version
      } else if key.hasPrefix("f.") {
        let id = String(key.dropFirst(2))
        guard ElementID.isWellFormed(id) else {
          throw .malformed("“\(key)” does not name a field.")
        }
        values[ElementID(rawValue: id)] = value
      } else {
        fields[key] = value
      }
    }
    guard let csrf = fields["csrf"], !csrf.isEmpty else { throw .missingCSRFToken }
    guard let versionText = fields["version"], let version = Int(versionText) else {
      throw .malformed("The event has no valid render version.")
    }
    var target: ElementID?
    if let element = fields["element"], !element.isEmpty {
      guard ElementID.isWellFormed(element) else {
        throw .malformed("“\(element.prefix(40))” is not an element id.")
      }
      target = ElementID(rawValue: element)
    }
    let action: ViewEvent.Action
    switch fields["action"] ?? "activate" {
    case "activate": action = .activate
    case "submit": action = .submit
    case "return": action = .returnKey
    case let other: throw .malformed("Unknown action “\(other.prefix(40))”.")
    }
    var sizeClass: HorizontalSizeClass?
    if let layout = fields["layout"] {
      guard let known = HorizontalSizeClass(rawValue: layout) else {
        throw .malformed("Unknown layout “\(layout.prefix(40))”.")
      }
      sizeClass = known
    }
    return EventForm(
      csrfToken: csrf,
      event: ViewEvent(
        target: target, action: action, renderVersion: version, fieldValues: values,
        typingBegan: typingBegan, horizontalSizeClass: sizeClass))
  }

  /// One form-encoded component: `+` is a space, `%XX` a byte; nil when an escape is broken or
  /// the bytes are not UTF-8.
  static func decode(_ component: Substring.UTF8View) -> String? {
    let plus = UInt8(ascii: "+")
    let percent = UInt8(ascii: "%")
    // Ids, versions, tokens and most typed text have nothing to decode.
    guard component.contains(where: { $0 == plus || $0 == percent }) else {
      return String(Substring(component))
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(component.count)
    var index = component.startIndex
    while index < component.endIndex {
      let byte = component[index]
      index = component.index(after: index)
      switch byte {
      case plus:
        decoded.append(UInt8(ascii: " "))
      case percent:
        guard index < component.endIndex, let high = hexValue(component[index]) else { return nil }
        index = component.index(after: index)
        guard index < component.endIndex, let low = hexValue(component[index]) else { return nil }
        index = component.index(after: index)
        decoded.append(high << 4 | low)
      default:
        decoded.append(byte)
      }
    }
    let string = String(decoding: decoded, as: UTF8.self)
    // Decoding repairs invalid UTF-8 with U+FFFD, which changes the bytes: refuse it instead.
    return string.utf8.elementsEqual(decoded) ? string : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
