import Foundation
import Views

/// The `/events` contract: an `application/x-www-form-urlencoded` body with
///
/// - `csrf`: the session's CSRF token (required),
/// - `version`: the render version the page showed (required),
/// - `element`: the id of the control acted on (empty: only apply typed values),
/// - `action`: `activate` (default), `submit` (Return in a text field), or `return` (Return
///   somewhere in the form, from a page without script, which cannot say where),
/// - `f.<element id>`: the text of each text input on the page.
///
/// ```
/// csrf=3f…&version=4&element=e1x9k2&f.e7a0c3=Buy+milk
/// ```
struct EventForm: Equatable {
  var csrfToken: String
  var event: ViewEvent

  enum Failure: Error, Equatable {
    case malformed(String)
    case missingCSRFToken
  }

  /// The decoded pairs of a form body, or nil when the encoding is broken.
  static func pairs(in body: String) -> [(String, String)]? {
    var pairs: [(String, String)] = []
    for part in body.split(separator: "&", omittingEmptySubsequences: true) {
      let keyValue = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let key = decode(keyValue[0]),
        let value = keyValue.count > 1 ? decode(keyValue[1]) : ""
      else { return nil }
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
    for (key, value) in pairs {
      if key.hasPrefix("f.") {
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
    return EventForm(
      csrfToken: csrf,
      event: ViewEvent(target: target, action: action, renderVersion: version, fieldValues: values))
  }

  private static func decode(_ component: Substring) -> String? {
    component.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
