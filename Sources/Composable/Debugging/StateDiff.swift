import CustomDump

/// The action log's state diff: walks both states together and describes only what changed.
///
/// CustomDump's `diff` prints both whole values to find the change; with a large state (an
/// outline of 20,000 items) that took seconds per action, and every action is logged. Here
/// equal parts are skipped with `==` where the types are `Equatable` (an unchanged array that
/// still shares its storage compares in O(1)), structs, enums and optionals are entered field
/// by field, and collections are compared element by element (by `id` when the elements are
/// `Identifiable`). Only small changed values are handed to CustomDump, so the output reads
/// like its diffs, prefixed with where the change is.
///
/// ```
/// home.taskList.selectedID:
/// - nil
/// + 5
/// ```
enum StateDiff {
  /// Values with at most this many reflected nodes are diffed by CustomDump as a whole.
  static let smallValueNodes = 60
  /// Changed elements listed per collection before the rest are counted.
  static let reportedElements = 10

  /// `nil` when nothing changed.
  static func describe<Value>(_ before: Value, _ after: Value) -> String? {
    var lines: [String] = []
    collect(before, after, path: "", into: &lines)
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  static func collect(_ lhs: Any, _ rhs: Any, path: String, into lines: inout [String]) {
    if isEqual(lhs, rhs) == true { return }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    guard type(of: lhs) == type(of: rhs), left.displayStyle == right.displayStyle else {
      return leaf(lhs, rhs, path: path, into: &lines)
    }
    switch left.displayStyle {
    case .struct where !isSmall(lhs) || !isSmall(rhs):
      fields(left, right, path: path, into: &lines)
    case .enum, .optional:
      // The same case: look inside its payload; a different case is a leaf change.
      let leftCase = left.children.first
      let rightCase = right.children.first
      if let leftCase, let rightCase, leftCase.label == rightCase.label,
        !isSmall(lhs) || !isSmall(rhs)
      {
        let label = left.displayStyle == .optional ? "" : leftCase.label.map { ".\($0)" } ?? ""
        collect(leftCase.value, rightCase.value, path: path + label, into: &lines)
      } else {
        leaf(lhs, rhs, path: path, into: &lines)
      }
    case .collection where !isSmall(lhs) || !isSmall(rhs):
      if let array = lhs as? any IdentifiedElementArray,
        array.describeChanges(to: rhs, path: path, into: &lines)
      {
        return
      }
      elements(left, right, path: path, into: &lines)
    default:
      leaf(lhs, rhs, path: path, into: &lines)
    }
  }

  private static func fields(
    _ left: Mirror, _ right: Mirror, path: String, into lines: inout [String]
  ) {
    for (leftField, rightField) in zip(left.children, right.children) {
      guard let label = leftField.label.map(displayedLabel), let label else { continue }
      collect(
        leftField.value, rightField.value, path: path.isEmpty ? label : "\(path).\(label)",
        into: &lines)
    }
  }

  /// A stored property's name as the source spells it: observable state keeps its values in
  /// `_name`, and its own bookkeeping in `_$…` fields, which are not state.
  private static func displayedLabel(_ label: String) -> String? {
    if label.hasPrefix("_$") { return nil }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  private static func elements(
    _ left: Mirror, _ right: Mirror, path: String, into lines: inout [String]
  ) {
    let before = left.children.map(\.value)
    let after = right.children.map(\.value)
    let beforeIDs = before.map(identity)
    let afterIDs = after.map(identity)
    var changes: [ElementChange] = []
    if !beforeIDs.contains(nil), !afterIDs.contains(nil) {
      let ids = beforeIDs.compactMap { $0 }
      let newIDs = afterIDs.compactMap { $0 }
      let byID = Dictionary(zip(ids, before), uniquingKeysWith: { first, _ in first })
      let newByID = Dictionary(zip(newIDs, after), uniquingKeysWith: { first, _ in first })
      for (id, element) in zip(ids, before) {
        let name = "\(path)[id: \(id.base)]"
        if let updated = newByID[id] {
          if isEqual(element, updated) != true { changes.append((element, updated, name)) }
        } else {
          changes.append((element, nil, name))
        }
      }
      for (id, element) in zip(newIDs, after) where byID[id] == nil {
        changes.append((nil, element, "\(path)[id: \(id.base)]"))
      }
      if changes.isEmpty, ids != newIDs {
        lines.append("\(path): the same \(ids.count) elements, in a new order")
        return
      }
    } else {
      for index in 0..<max(before.count, after.count) {
        let old = index < before.count ? before[index] : nil
        let new = index < after.count ? after[index] : nil
        if let old, let new, isEqual(old, new) == true { continue }
        changes.append((old, new, "\(path)[\(index)]"))
      }
    }
    report(
      changes, total: changes.count, counts: (before.count, after.count), path: path, into: &lines)
  }

  /// One changed element: before, after (nil when removed or inserted), and its name.
  typealias ElementChange = (before: Any?, after: Any?, name: String)

  /// Lists the first ``reportedElements`` of `changes` (of `total`) and counts the rest.
  static func report(
    _ changes: [ElementChange], total: Int, counts: (before: Int, after: Int), path: String,
    into lines: inout [String]
  ) {
    for change in changes.prefix(reportedElements) {
      switch (change.before, change.after) {
      case (let old?, let new?): collect(old, new, path: change.name, into: &lines)
      case (let old?, nil): lines.append("- \(change.name): \(summary(of: old))")
      case (nil, let new?): lines.append("+ \(change.name): \(summary(of: new))")
      case (nil, nil): break
      }
    }
    if total > reportedElements {
      lines.append(
        "  \(path): … and \(total - reportedElements) more changed elements "
          + "(\(counts.before) → \(counts.after))")
    }
  }

  /// A changed value that is not walked into (a scalar, a small value, a different enum case):
  /// CustomDump's diff when both sides are small, else a one-line summary of each.
  private static func leaf(_ lhs: Any, _ rhs: Any, path: String, into lines: inout [String]) {
    let name = path.isEmpty ? "state" : path
    if let old = lhs as? String, let new = rhs as? String, !isSmall(old) || !isSmall(new) {
      return text(old, new, name: name, into: &lines)
    }
    guard isSmall(lhs), isSmall(rhs) else {
      lines.append("- \(name): \(summary(of: lhs))")
      lines.append("+ \(name): \(summary(of: rhs))")
      return
    }
    guard let diff = CustomDump.diff(lhs, rhs) else { return }
    let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    if diffLines.count == 2, diffLines[0].hasPrefix("- "), diffLines[1].hasPrefix("+ ") {
      lines.append("- \(name): \(diffLines[0].dropFirst(2))")
      lines.append("+ \(name): \(diffLines[1].dropFirst(2))")
    } else {
      // The whole state's own diff names its type; a part is named by its path.
      if !path.isEmpty { lines.append("\(name):") }
      lines.append(contentsOf: diffLines.map(String.init))
    }
  }

  /// A long or multi-line text: its first changed line, and the size of each side. Works on
  /// bytes: splitting a 20,000-line document into lines on every edit cost more than the edit.
  private static func text(_ old: String, _ new: String, name: String, into lines: inout [String]) {
    var old = old
    var new = new
    old.withUTF8 { before in
      new.withUTF8 { after in
        let newline = UInt8(ascii: "\n")
        let common = min(before.count, after.count)
        let offset = TextBytes.commonPrefixCount(before, after)
        let longer = before.count >= after.count ? before : after
        var lineStart = before[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        if offset == common, offset < longer.count, longer[offset] == newline {
          lineStart = offset + 1  // Lines added at the end, or removed from it.
        }
        let lineNumber = TextBytes.lineBreakCount(.init(rebasing: longer[..<lineStart])) + 1
        // The line counts differ only by the breaks between the common prefix and suffix.
        let suffix = TextBytes.commonSuffixCount(before, after, skip: offset)
        let beforeLines = TextBytes.lineBreakCount(before) + 1
        let afterLines =
          beforeLines
          - TextBytes.lineBreakCount(.init(rebasing: before[offset..<(before.count - suffix)]))
          + TextBytes.lineBreakCount(.init(rebasing: after[offset..<(after.count - suffix)]))
        lines.append(
          "\(name): \(beforeLines) → \(afterLines) lines, first change at line \(lineNumber):")
        for (sign, bytes) in [("-", before), ("+", after)] where lineStart < bytes.count {
          let end = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
          lines.append("\(sign) \(String(decoding: bytes[lineStart..<end], as: UTF8.self))")
        }
      }
    }
  }

  /// CustomDump's text of `value` when it is small; for a large one, its enum cases spelled
  /// out down to the large payload, which is summarised
  /// (`AppFeature.Action.home(.loaded(Outline(…)))`). An action carrying a whole outline took
  /// longer to print than to reduce.
  static func describeAction(_ value: Any) -> String {
    describeAction(value, isNested: false)
  }

  /// A nested enum value is written `.case(…)`, as CustomDump writes it inside its parent.
  private static func describeAction(_ value: Any, isNested: Bool) -> String {
    let name = typeName(type(of: value))
    if isSmall(value) {
      let text = dumped(value)
      return isNested && text.hasPrefix(name + ".") ? String(text.dropFirst(name.count)) : text
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      let label = payload.label
    else { return summary(of: value) }
    let inner = Mirror(reflecting: payload.value)
    let arguments =
      inner.displayStyle == .tuple
      ? inner.children.map { child in
        let text = describeAction(child.value, isNested: true)
        return child.label.map { "\($0): \(text)" } ?? text
      }.joined(separator: ", ")
      : describeAction(payload.value, isNested: true)
    return "\(isNested ? "" : name).\(label)(\(arguments))"
  }

  /// CustomDump's text of a small value, else its type and size.
  static func summary(of value: Any) -> String {
    if isSmall(value) {
      let text = dumped(value)
      return text.contains("\n") ? text.split(separator: "\n").joined(separator: " ") : text
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      return "\(typeName(type(of: value))) (\(mirror.children.count) elements)"
    default:
      return "\(typeName(type(of: value)))(…)"
    }
  }

  private static func dumped(_ value: Any) -> String {
    var text = ""
    customDump(value, to: &text)
    return text
  }

  /// Whether `value` has at most ``smallValueNodes`` reflected nodes; stops counting there.
  private static func isSmall(_ value: Any) -> Bool {
    var budget = smallValueNodes
    return fits(value, budget: &budget)
  }

  private static func fits(_ value: Any, budget: inout Int) -> Bool {
    budget -= 1
    if let text = value as? String {
      // A document's text is one node to a mirror; diffing it line by line is not cheap.
      budget -= text.utf8.count / 64
      return budget >= 0 && !text.utf8.contains(UInt8(ascii: "\n"))
    }
    guard budget >= 0 else { return false }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class { return true }  // Printed by reference, not walked.
    // A large collection is too big without walking it (its count is known at once).
    if mirror.children.count > budget { return false }
    for child in mirror.children where !fits(child.value, budget: &budget) { return false }
    return true
  }

  private static func identity(_ value: Any) -> AnyHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return id(of: identifiable)
  }

  private static func id<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }

  private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
  }

  /// The type's name with its enclosing types and without its module, as CustomDump prints
  /// it (`HomeFeature.Action`), without CustomDump's pattern matching.
  private static func typeName(_ type: Any.Type) -> String {
    var name = Substring(String(reflecting: type))
    let generics = name.firstIndex(of: "<") ?? name.endIndex
    if let dot = name[..<generics].firstIndex(of: ".") {
      name = name[name.index(after: dot)...]
    }
    // A type declared `private` sits in an "(unknown context at $…)" of its file.
    if name.hasPrefix("(unknown context"), let close = name.firstIndex(of: ")") {
      name = name[(name.index(close, offsetBy: 2, limitedBy: name.endIndex) ?? name.endIndex)...]
    }
    return String(name).replacing("Swift.", with: "")
  }
}

extension Equatable {
  /// `self == other` when `other` has the same type; `false` otherwise.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
