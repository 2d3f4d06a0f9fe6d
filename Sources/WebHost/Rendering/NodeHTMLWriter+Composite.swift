import Views

/// The elements made of several parts: dialogs, text inputs, progress, rows and tabs.
extension NodeHTMLWriter {
  mutating func writeModal(_ node: Node, isTopmost: Bool) {
    html.append(
      isTopmost ? #"<div class="backdrop"></div>"# : #"<div class="backdrop" inert></div>"#)
    if node.kind == .alert {
      html.append(#"<dialog open class="alert" role="alertdialog" aria-modal="true" "#)
      html.append(#"aria-labelledby="t-"#)
      html.append(unescaped: node.id.rawValue)
      html.append(#"" data-dismiss=""#)
      html.append(unescaped: node.id.rawValue)
      html.append("\"")
      if !isTopmost { html.append(" inert") }
      html.append(#"><h2 id="t-"#)
      html.append(unescaped: node.id.rawValue)
      html.append("\">")
      html.append(escaping: node.text)
      html.append("</h2>")
      node.forEachChild { message in if message.kind != .button { write(message) }
      }
      html.append(#"<div class="alert-actions">"#)
      // The page script (and a page load without it) focuses the `autofocus` button: Cancel.
      let focused = node.initialFocus?.id
      node.forEachChild { button in
        if button.kind == .button {
          writeButton(button, autofocus: button.id == focused)
        }
      }
      html.append("</div></dialog>")
    } else {
      let title = node.children.first { $0.kind == .navigationTitle }?.text ?? "Sheet"
      html.append(#"<dialog open class="sheet" aria-modal="true" aria-label=""#)
      html.append(escaping: title)
      html.append(#"" data-dismiss=""#)
      html.append(unescaped: node.id.rawValue)
      html.append("\"")
      if !isTopmost { html.append(" inert") }
      html.append(">")
      writeChildren(node)
      html.append("</dialog>")
    }
  }

  /// A text input's text: the refused event's typing if kept, else the app's.
  private func shownText(_ node: Node) -> String {
    (keptTyping.isEmpty ? nil : keptTyping[node.id]) ?? node.value ?? ""
  }

  mutating func writeTextInput(_ node: Node) {
    openTag("label", "field", node)
    html.append(#"<span class="field-label">"#)
    html.append(escaping: node.text)
    html.append("</span>")
    switch node.kind {
    case .textEditor:
      html.append(#"<textarea name="f."#)
      html.append(unescaped: node.id.rawValue)
      html.append(#"" rows="8""#)
      writeDisabled(node)
      html.append(">")
      // HTML drops one newline right after `<textarea>`: text starting with one would lose it,
      // and the page would then see a change the user never made.
      let text = shownText(node)
      if text.utf8.first == UInt8(ascii: "\n") { html.append("\n") }
      html.append(escaping: text)
      html.append("</textarea>")
    default:
      let isSecure = node.kind == .secureField
      html.append(#"<input type=""#)
      html.append(isSecure ? "password" : "text")
      html.append(#"" name="f."#)
      html.append(unescaped: node.id.rawValue)
      html.append(#"" value=""#)
      // A password is never written into a page (caches, view-source, a shoulder): the field
      // shows empty and the app keeps its value until the user types a new one.
      if !isSecure { html.append(escaping: shownText(node)) }
      html.append(#"" autocomplete="off""#)
      if node.submitAction != nil {
        html.append(#" data-submit=""#)
        html.append(unescaped: node.id.rawValue)
        html.append("\"")
      }
      writeDisabled(node)
      html.append(">")
    }
    html.append("</label>")
  }

  mutating func writeProgress(_ node: Node) {
    if let progress = node.progress {
      html.append(#"<progress value=""#)
      html.append(unescaped: progress.description)
      html.append(#"" max="1" aria-label=""#)
      html.append(escaping: node.text.isEmpty ? "Loading" : node.text)
      html.append(#""></progress>"#)
    } else {
      // Only this form is one element, so only it carries the identity.
      html.append(#"<span class="progress" role="status" aria-live="polite""#)
      writeID(node)
      html.append(#"><span class="spinner" aria-hidden="true"></span>"#)
    }
    if !node.text.isEmpty {
      html.append("<span>")
      html.append(escaping: node.text)
      html.append("</span>")
    }
    if node.progress == nil { html.append("</span>") }
  }

  /// A row is a select button holding its text, followed by its own controls (buttons cannot
  /// nest in HTML).
  mutating func writeRow(_ node: Node) {
    openRow(node)
    if node.action != nil {
      openSubmitButton(node)
      html.append(#" class="row-select" aria-pressed=""#)
      html.append(node.isOn ? "true" : "false")
      html.append("\"")
      writeDisabled(node)
      html.append(">")
      writeIcon(Self.firstIcon(outsideControlsOf: node))
      // An outline's nesting shows as indentation (classes, not inline styles: the page's
      // Content-Security-Policy allows no inline style).
      let level = min(Self.outlineLevel(of: node), 8)
      if level > 0 {
        html.append(#"<span class="level-"#)
        html.append(unescaped: String(level))
        html.append(#"">"#)
      } else {
        html.append("<span>")
      }
      var wroteText = false
      node.forEachChild { writeRowText(in: $0, separated: &wroteText) }
      html.append("</span></button>")
      var hasControls = false
      node.forEachChild { writeControls(in: $0, opened: &hasControls) }
      if hasControls { html.append("</span>") }
    } else {
      writeChildren(node)
    }
    html.append("</li>")
  }

  /// Writes the texts of a row's content that are not controls, in order and separated by
  /// spaces (the row's accessible name, as ``ViewNode/text`` joins them); a styled text keeps
  /// its classes, so a row can show a secondary date or chips beside its title.
  mutating func writeRowText(in node: Node, separated wroteText: inout Bool) {
    guard !node.isInteractive else { return }
    switch node.kind {
    case .text, .label:
      guard !node.text.isEmpty else { break }
      if wroteText { html.append(" ") }
      wroteText = true
      if node.style == nil, node.font == nil {
        html.append(escaping: node.text)
      } else {
        html.append("<span")
        writeClasses("text", node)
        html.append(">")
        html.append(escaping: node.text)
        html.append("</span>")
      }
    default:
      break
    }
    node.forEachChild { writeRowText(in: $0, separated: &wroteText) }
  }

  /// Writes every interactive node of the subtree, depth first, opening the row's controls
  /// span before the first one.
  mutating func writeControls(in node: Node, opened: inout Bool) {
    if node.isInteractive {
      if !opened {
        html.append(#"<span class="row-controls">"#)
        opened = true
      }
      write(node)
    }
    node.forEachChild { writeControls(in: $0, opened: &opened) }
  }

  /// The row's own level, else its first child's (the row's text).
  static func outlineLevel(of node: Node) -> Int {
    if node.outlineLevel > 0 { return node.outlineLevel }
    var level = 0
    node.forEachChild { child in
      if level == 0, !child.isInteractive { level = child.outlineLevel }
    }
    return level
  }

  static func firstIcon(outsideControlsOf node: Node) -> String? {
    var icon: String?
    node.forEachChild { child in
      guard icon == nil, !child.isInteractive else { return }
      icon = child.icon ?? firstIcon(outsideControlsOf: child)
    }
    return icon
  }

  mutating func writeTabs(_ node: Node) {
    html.append(#"<div class="tabview""#)
    writeID(node)
    html.append(#"><nav class="tabs" role="tablist">"#)
    node.forEachChild { tab in
      openSubmitButton(tab)
      html.append(#" role="tab" aria-selected=""#)
      html.append(tab.isOn ? "true" : "false")
      html.append(#"" class="tab""#)
      writeDisabled(tab)
      html.append(">")
      writeIcon(tab.icon)
      html.append("<span>")
      html.append(escaping: tab.text)
      html.append("</span></button>")
    }
    html.append(#"</nav><div class="tab-panel" role="tabpanel">"#)
    node.forEachChild { tab in if tab.isOn { writeChildren(tab) } }
    html.append("</div></div>")
  }
}
