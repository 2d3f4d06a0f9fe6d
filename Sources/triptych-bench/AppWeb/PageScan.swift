import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a benchmark client needs from a rendered page or fragment, read from its HTML the way
/// a person reads the screen: controls by their visible text or accessible label, not by
/// position, so the figures stay comparable when the markup around them changes.
///
/// Anything that is not HTML (a patch in another format) scans as empty: the caller then asks
/// for a full page.
struct PageScan {
  struct Control {
    /// The element id the page posts as `element`.
    var id: String
    /// Visible text without hidden icons, or the accessible label when there is no text.
    var label: String
    var classes: String
    var role: String?
    /// `aria-selected` / `aria-pressed` / `aria-checked`.
    var isOn: Bool
    var isDisabled: Bool
    /// Inside an open dialog that is not inert (the topmost sheet or alert).
    var isInTopDialog: Bool
    /// The split view's pane it is in (`sidebar`, `content`, `detail`), outside dialogs.
    var pane: String?
  }

  var csrfToken: String?
  var version: Int?
  var controls: [Control] = []
  /// Text inputs by their label: the element id, without the `f.` prefix.
  var fields: [String: String] = [:]
  var hasOpenDialog = false

  /// Whether this looks like the app's content (a page or a fragment) rather than a patch.
  var isAppContent: Bool { csrfToken != nil && version != nil }

  init(_ html: [UInt8]) {
    let scan = html.withUnsafeBufferPointer { bytes in
      let scanner = Scanner(bytes: bytes)
      let dialogs = scanner.openDialogRanges()
      return (
        csrfToken: scanner.attributeValue(after: #"name="csrf" value=""#),
        version: scanner.attributeValue(after: #"name="version" value=""#).flatMap { Int($0) },
        hasOpenDialog: !dialogs.isEmpty,
        controls: scanner.buttons(topDialog: dialogs.last),
        fields: scanner.textFields()
      )
    }
    csrfToken = scan.csrfToken
    version = scan.version
    hasOpenDialog = scan.hasOpenDialog
    controls = scan.controls
    fields = scan.fields
  }

  /// Rows of lists: their select buttons, in order.
  var rows: [Control] {
    controls.filter { $0.classes.split(separator: " ").contains("row-select") }
  }

  /// The rows of the main list (the content pane's), or every row when the page has no panes.
  var contentRows: [Control] {
    controls.contains { $0.pane != nil } ? rows.filter { $0.pane == "content" } : rows
  }

  /// The first enabled control whose label is `label`, preferring one in the topmost dialog
  /// when a dialog is open (what a person can click).
  func control(_ label: String) -> Control? {
    let matches = controls.filter { $0.label == label && !$0.isDisabled }
    return matches.first { $0.isInTopDialog } ?? matches.first
  }

  func control(where predicate: (Control) -> Bool) -> Control? {
    controls.first { !$0.isDisabled && predicate($0) }
  }

  /// The tab labelled `label`, and whether it is the selected one.
  func tab(_ label: String) -> Control? {
    controls.first { $0.role == "tab" && $0.label == label }
  }
}

/// Byte-level scanning: pages reach tens of megabytes, where `String` searching is slow.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>

  func find(_ needle: String, from start: Int, to end: Int? = nil) -> Int? {
    firstOffset(of: Array(needle.utf8), in: bytes, from: start, to: end ?? bytes.count)
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  func attributeValue(after prefix: String) -> String? {
    guard let start = find(prefix, from: 0).map({ $0 + prefix.utf8.count }),
      let end = find("\"", from: start)
    else { return nil }
    return string(start..<end)
  }

  /// `[start, end)` of each `<dialog open …>…</dialog>` that is not inert, in page order.
  func openDialogRanges() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var position = 0
    while let start = find("<dialog", from: position) {
      guard let tagEnd = find(">", from: start), let end = find("</dialog>", from: tagEnd) else {
        break
      }
      let tag = string(start..<tagEnd)
      if tag.contains(" open") && !tag.contains(" inert") { ranges.append(start..<end) }
      position = end
    }
    return ranges
  }

  /// Where each pane starts, and its name (`class="pane content"` → `content`).
  func paneStarts() -> [(offset: Int, name: String)] {
    var starts: [(offset: Int, name: String)] = []
    let marker = #"class="pane "#
    var position = 0
    while let start = find(marker, from: position) {
      let nameStart = start + marker.utf8.count
      guard let end = find("\"", from: nameStart) else { break }
      starts.append((start, String(string(nameStart..<end).prefix { $0 != " " })))
      position = end
    }
    return starts
  }

  func buttons(topDialog: Range<Int>?) -> [PageScan.Control] {
    var controls: [PageScan.Control] = []
    let panes = paneStarts()
    // Dialogs are written after the main content: nothing from there on is in a pane.
    let dialogsStart = find("<dialog", from: 0) ?? bytes.count
    var paneIndex = -1
    var position = 0
    while let start = find("<button ", from: position) {
      guard let tagEnd = find(">", from: start), let end = find("</button>", from: tagEnd) else {
        break
      }
      position = end
      let tag = string(start..<tagEnd)
      let attributes = Self.attributes(of: tag)
      // The hidden "Apply" button posts `action`, not `element`: not a control to click.
      guard attributes["name"] == "element", let id = attributes["value"] else { continue }
      var label = visibleText(tagEnd + 1..<end)
      if label.isEmpty { label = attributes["aria-label"] ?? "" }
      let state =
        attributes["aria-selected"] ?? attributes["aria-pressed"]
        ?? attributes["aria-checked"]
      while paneIndex + 1 < panes.count && panes[paneIndex + 1].offset < start { paneIndex += 1 }
      let pane = paneIndex >= 0 && start < dialogsStart ? panes[paneIndex].name : nil
      controls.append(
        PageScan.Control(
          id: id, label: label, classes: attributes["class"] ?? "", role: attributes["role"],
          isOn: state == "true", isDisabled: attributes["disabled"] != nil,
          isInTopDialog: topDialog?.contains(start) ?? false, pane: pane))
    }
    return controls
  }

  /// `<span class="field-label">LABEL</span><input … name="f.ID"` (or a textarea).
  func textFields() -> [String: String] {
    var fields: [String: String] = [:]
    let marker = #"<span class="field-label">"#
    var position = 0
    while let start = find(marker, from: position) {
      let labelStart = start + marker.utf8.count
      guard let labelEnd = find("</span>", from: labelStart),
        let name = find(#"name="f."#, from: labelEnd, to: min(labelEnd + 200, bytes.count)),
        let nameEnd = find("\"", from: name + 8)
      else {
        position = labelStart
        continue
      }
      let label = Self.decodeEntities(string(labelStart..<labelEnd))
      if fields[label] == nil { fields[label] = string(name + 8..<nameEnd) }
      position = nameEnd
    }
    return fields
  }

  /// The text of a button's content, without tags and without `aria-hidden` parts (icons).
  func visibleText(_ range: Range<Int>) -> String {
    let content = string(range)
    var text = ""
    var rest = Substring(content)
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open]
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[open...close]
      rest = rest[rest.index(after: close)...]
      if tag.contains(#"aria-hidden="true""#), let hiddenEnd = rest.range(of: "</span>") {
        rest = rest[hiddenEnd.upperBound...]
      }
    }
    text += rest
    return Self.decodeEntities(text).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `name="value"` pairs of an opening tag; a bare attribute maps to "".
  static func attributes(of tag: String) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = Substring(tag.drop { $0 != " " })
    while let nameStart = rest.firstIndex(where: { $0 != " " }) {
      rest = rest[nameStart...]
      let nameEnd = rest.firstIndex { $0 == "=" || $0 == " " } ?? rest.endIndex
      let name = String(rest[..<nameEnd])
      rest = rest[nameEnd...]
      if rest.first == "=", rest.dropFirst().first == "\"" {
        let valueStart = rest.index(rest.startIndex, offsetBy: 2)
        let valueEnd = rest[valueStart...].firstIndex(of: "\"") ?? rest.endIndex
        attributes[name] = decodeEntities(String(rest[valueStart..<valueEnd]))
        rest = valueEnd < rest.endIndex ? rest[rest.index(after: valueEnd)...] : ""
      } else {
        attributes[name] = ""
      }
    }
    return attributes
  }

  /// The entities the host's escaping writes.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

/// Where `needle` first occurs in `bytes[start..<end]` (`memchr` for its first byte, then a
/// compare): Glibc's `memmem` is a GNU extension Swift does not import.
func firstOffset(
  of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
) -> Int? {
  guard let first = needle.first, let base = bytes.baseAddress else { return nil }
  var position = start
  while end - position >= needle.count {
    guard let hit = memchr(base + position, Int32(first), end - position - needle.count + 1)
    else { return nil }
    let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    let matches = needle.withUnsafeBytes { memcmp(base + offset, $0.baseAddress!, needle.count) }
    if matches == 0 { return offset }
    position = offset + 1
  }
  return nil
}
