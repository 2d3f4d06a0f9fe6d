extension ViewNode {
  /// What a user sees, as indented plain text: useful in assertions and failure messages.
  ///
  /// ```
  /// # Tasks
  /// toolbar: [Add]
  /// list:
  ///   - Buy milk
  ///   * Call mom (selected)
  /// [x] Show done
  /// ```
  public var outline: String {
    var lines: [String] = []
    appendOutline(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendOutline(to lines: inout [String], depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    var childDepth = depth + 1
    switch kind {
    case .root, .group, .vstack, .form, .content, .toolbarItem:
      childDepth = depth
    case .hstack:
      let line = children.map(\.inlineSummary).filter { !$0.isEmpty }.joined(separator: " ")
      if !line.isEmpty { lines.append(indent + line) }
      return
    case .text, .label, .image, .progress, .button, .toggle, .divider, .link,
      .textField, .secureField, .textEditor, .navigationTitle, .option:
      let line = inlineSummary
      if !line.isEmpty { lines.append(indent + line) }
      return
    case .spacer:
      return
    case .picker:
      lines.append(indent + inlineSummary)
      return
    case .toolbar:
      let items = allNodes.filter { $0.kind == .button || $0.kind == .toggle }
      lines.append(indent + "toolbar: " + items.map(\.inlineSummary).joined(separator: " "))
      return
    case .row:
      let marker = isOn ? "*" : "-"
      let rest = children.filter { $0.kind == .button || $0.kind == .toggle }
      let text = children.filter { $0.kind != .button && $0.kind != .toggle }
        .map(\.flattenedText).filter { !$0.isEmpty }.joined(separator: " ")
      let controls = rest.map(\.inlineSummary).joined(separator: " ")
      lines.append(
        indent + "\(marker) \(text)" + (controls.isEmpty ? "" : " " + controls)
          + (isOn ? " (selected)" : ""))
      return
    case .diagram:
      // One line per arrow: `view → presenter: logInTapped(…) [0.02 ms]`.
      lines.append(indent + "diagram: \(text)")
      if let (lanes, messages) = diagramContent {
        for message in messages {
          let from = lanes.indices.contains(message.from) ? lanes[message.from] : "?"
          let to = lanes.indices.contains(message.to) ? lanes[message.to] : "?"
          let arrow = message.style == .call ? "→" : "⇢"
          lines.append(indent + "  \(from) \(arrow) \(to): \(message.label)")
          for detail in message.detail { lines.append(indent + "      " + detail) }
        }
      }
      return
    case .list: lines.append(indent + "list:")
    case .section: lines.append(indent + (text.isEmpty ? "section:" : "section \(text):"))
    case .tabView:
      let tabs = children.map { $0.isOn ? "(\($0.text))" : $0.text }
      lines.append(indent + "tabs: " + tabs.joined(separator: " | "))
      childDepth = depth
    case .tab:
      childDepth = depth
    case .splitView: childDepth = depth
    case .sidebar: lines.append(indent + "sidebar:")
    case .detail: lines.append(indent + "detail:")
    case .sheet: lines.append(indent + "sheet:")
    case .alert: lines.append(indent + "alert: \(text)")
    }
    for child in children { child.appendOutline(to: &lines, depth: childDepth) }
  }

  /// One element on one line.
  var inlineSummary: String {
    let flags = [isDisabled && isInteractive ? "disabled" : nil, role?.rawValue, style?.rawValue]
      .compactMap { $0 }
    let suffix = flags.isEmpty ? "" : " (" + flags.joined(separator: ", ") + ")"
    switch kind {
    case .text, .label: return text + suffix
    case .image: return "<\(accessibilityLabel ?? icon ?? "image")>"
    case .button:
      return "[\(accessibleName.isEmpty ? (icon ?? "button") : accessibleName)]" + suffix
    case .toggle: return (isOn ? "[x] " : "[ ] ") + text + suffix
    case .textField, .textEditor: return "\(text): \"\(value ?? "")\"" + suffix
    case .secureField:
      // A fixed mask: the outline (in logs, test failures, the debugger) tells nothing of
      // the password, not even its length.
      return "\(text): \"\(value?.isEmpty ?? true ? "" : "••••••••")\"" + suffix
    case .navigationTitle: return "# " + text
    case .progress:
      let amount = progress.map { " \(Int(($0 * 100).rounded()))%" } ?? ""
      return "(progress\(amount))" + (text.isEmpty ? "" : " " + text)
    case .option: return isOn ? "(\(text))" : text
    case .picker:
      return "\(text): " + children.map(\.inlineSummary).joined(separator: " | ") + suffix
    case .divider: return "---"
    case .link: return "\(text) <\(value ?? "")>"
    default: return flattenedText
    }
  }
}
