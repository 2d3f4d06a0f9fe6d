import Views

/// Writes nodes as HTML elements. Sheets and alerts are skipped where they appear and written
/// by ``writeModal(_:isTopmost:)`` after the main content, as dialogs.
///
/// Appends literals and escaped text straight to ``html``: every event renders the page, and
/// interpolating into temporary strings cost more than the markup itself.
struct NodeHTMLWriter {
  var html = HTMLBuffer(capacity: 8 * 1024)

  mutating func write(_ node: ViewNode) {
    withUnsafePointer(to: node) { write($0) }
  }

  /// Writes a sheet or an alert as a modal dialog; only the topmost one can be used.
  mutating func writeModal(_ node: ViewNode, isTopmost: Bool) {
    withUnsafePointer(to: node) { writeModal($0, isTopmost: isTopmost) }
  }

  // The writer reads nodes through pointers: a node passed by value is copied out of its
  // array first (a retain per field), for every element of every page.
  typealias Node = UnsafePointer<ViewNode>

  /// Calls `body` with a pointer to each child of `node`, in order.
  private static func forEachChild(of node: Node, _ body: (Node) -> Void) {
    node.pointee.children.withUnsafeBufferPointer { children in
      guard let first = children.baseAddress else { return }
      for offset in 0..<children.count { body(first + offset) }
    }
  }

  private mutating func write(_ node: Node) {
    switch node.pointee.kind {
    case .sheet, .alert, .option:
      return
    case .root, .group, .tab:
      writeChildren(node)
    case .text:
      openTag("p", "text", node)
      html.append(escaping: node.pointee.text)
      html.append("</p>")
    case .label:
      openTag("p", "label", node)
      writeIcon(node.pointee.icon)
      html.append(escaping: node.pointee.text)
      html.append("</p>")
    case .image:
      html.append(#"<span class="icon" role="img" aria-label=""#)
      html.append(escaping: node.pointee.accessibilityLabel ?? node.pointee.icon ?? "")
      html.append(#"">"#)
      html.append(escaping: IconGlyphs.glyph(for: node.pointee.icon ?? ""))
      html.append("</span>")
    case .divider:
      html.append("<hr>")
    case .spacer:
      html.append(#"<span class="spacer"></span>"#)
    case .progress:
      writeProgress(node)
    case .button:
      writeButton(node)
    case .toggle:
      openSubmitButton(node)
      html.append(#" role="switch" aria-checked=""#)
      html.append(node.pointee.isOn ? "true" : "false")
      html.append("\"")
      writeClasses("toggle", node)
      writeDisabled(node)
      html.append(#"><span class="switch" aria-hidden="true"></span><span>"#)
      html.append(escaping: node.pointee.text)
      html.append("</span></button>")
    case .textField, .secureField, .textEditor:
      writeTextInput(node)
    case .picker:
      openTag("fieldset", "picker", node)
      html.append("<legend>")
      html.append(escaping: node.pointee.text)
      html.append("</legend>")
      Self.forEachChild(of: node) { option in
        openSubmitButton(option)
        html.append(#" aria-pressed=""#)
        html.append(option.pointee.isOn ? "true" : "false")
        html.append(#"" class="option""#)
        writeDisabled(option)
        html.append(">")
        html.append(escaping: option.pointee.text)
        html.append("</button>")
      }
      html.append("</fieldset>")
    case .vstack:
      writeContainer("div", "vstack", node)
    case .hstack:
      writeContainer("div", "hstack", node)
    case .form:
      writeContainer("div", "form", node)
    case .list:
      writeContainer("ul", "list", node)
    case .row:
      writeRow(node)
    case .section:
      openTag("section", "section", node)
      if !node.pointee.text.isEmpty {
        html.append("<h3>")
        html.append(escaping: node.pointee.text)
        html.append("</h3>")
      }
      writeChildren(node)
      html.append("</section>")
    case .tabView:
      writeTabs(node)
    case .splitView:
      writeContainer("div", "split", node)
    case .sidebar:
      writeContainer("nav", "pane sidebar", node, extra: #" aria-label="Sidebar""#)
    case .content:
      writeContainer("section", "pane content", node)
    case .detail:
      writeContainer("section", "pane detail", node)
    case .toolbar:
      writeContainer("div", "toolbar", node, extra: #" role="toolbar""#)
    case .toolbarItem:
      html.append(#"<span class="toolbar-item "#)
      html.append(unescaped: node.pointee.placement?.rawValue ?? "automatic")
      writeClassSuffix(node)
      html.append(">")
      writeChildren(node)
      html.append("</span>")
    case .navigationTitle:
      html.append(#"<h2 class="nav-title">"#)
      html.append(escaping: node.pointee.text)
      html.append("</h2>")
    }
  }

  private mutating func writeModal(_ node: Node, isTopmost: Bool) {
    html.append(
      isTopmost ? #"<div class="backdrop"></div>"# : #"<div class="backdrop" inert></div>"#)
    if node.pointee.kind == .alert {
      html.append(#"<dialog open class="alert" role="alertdialog" aria-modal="true" "#)
      html.append(#"aria-labelledby="t-"#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append(#"" data-dismiss=""#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append("\"")
      if !isTopmost { html.append(" inert") }
      html.append(#"><h2 id="t-"#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append("\">")
      html.append(escaping: node.pointee.text)
      html.append("</h2>")
      Self.forEachChild(of: node) { message in if message.pointee.kind != .button { write(message) }
      }
      html.append(#"<div class="alert-actions">"#)
      Self.forEachChild(of: node) { button in
        if button.pointee.kind == .button { writeButton(button) }
      }
      html.append("</div></dialog>")
    } else {
      let title = node.pointee.children.first { $0.kind == .navigationTitle }?.text ?? "Sheet"
      html.append(#"<dialog open class="sheet" aria-modal="true" aria-label=""#)
      html.append(escaping: title)
      html.append(#"" data-dismiss=""#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append("\"")
      if !isTopmost { html.append(" inert") }
      html.append(">")
      writeChildren(node)
      html.append("</dialog>")
    }
  }

  private mutating func writeChildren(_ node: Node) {
    Self.forEachChild(of: node) { write($0) }
  }

  /// `<tag class="…" extra>children</tag>`; `extra` is literal attributes.
  private mutating func writeContainer(
    _ tag: StaticString,
    _ className: StaticString,
    _ node: Node,
    extra: StaticString = ""
  ) {
    html.append("<")
    html.append(tag)
    writeClasses(className, node)
    html.append(extra)
    html.append(">")
    writeChildren(node)
    html.append("</")
    html.append(tag)
    html.append(">")
  }

  private mutating func writeButton(_ node: Node) {
    openSubmitButton(node)
    if let role = node.pointee.role {
      html.append(#" class="btn role-"#)
      html.append(unescaped: role.rawValue)
      writeClassSuffix(node)
    } else {
      writeClasses("btn", node)
    }
    if let label = node.pointee.accessibilityLabel {
      html.append(#" aria-label=""#)
      html.append(escaping: label)
      html.append("\"")
    }
    writeDisabled(node)
    html.append(">")
    writeIcon(node.pointee.icon)
    if !node.pointee.text.isEmpty {
      html.append("<span>")
      html.append(escaping: node.pointee.text)
      html.append("</span>")
    }
    html.append("</button>")
  }

  private mutating func writeTextInput(_ node: Node) {
    openTag("label", "field", node)
    html.append(#"<span class="field-label">"#)
    html.append(escaping: node.pointee.text)
    html.append("</span>")
    switch node.pointee.kind {
    case .textEditor:
      html.append(#"<textarea name="f."#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append(#"" rows="8""#)
      writeDisabled(node)
      html.append(">")
      // HTML drops one newline right after `<textarea>`: text starting with one would lose it,
      // and the page would then see a change the user never made.
      if node.pointee.value?.utf8.first == UInt8(ascii: "\n") { html.append("\n") }
      html.append(escaping: node.pointee.value ?? "")
      html.append("</textarea>")
    default:
      let isSecure = node.pointee.kind == .secureField
      html.append(#"<input type=""#)
      html.append(isSecure ? "password" : "text")
      html.append(#"" name="f."#)
      html.append(unescaped: node.pointee.id.rawValue)
      html.append(#"" value=""#)
      // A password is never written into a page (caches, view-source, a shoulder): the field
      // shows empty and the app keeps its value until the user types a new one.
      if !isSecure { html.append(escaping: node.pointee.value ?? "") }
      html.append(#"" autocomplete="off""#)
      if node.pointee.submitAction != nil {
        html.append(#" data-submit=""#)
        html.append(unescaped: node.pointee.id.rawValue)
        html.append("\"")
      }
      writeDisabled(node)
      html.append(">")
    }
    html.append("</label>")
  }

  private mutating func writeProgress(_ node: Node) {
    if let progress = node.pointee.progress {
      html.append(#"<progress value=""#)
      html.append(unescaped: progress.description)
      html.append(#"" max="1" aria-label=""#)
      html.append(escaping: node.pointee.text.isEmpty ? "Loading" : node.pointee.text)
      html.append(#""></progress>"#)
    } else {
      html.append(#"<span class="progress" role="status" aria-live="polite">"#)
      html.append(#"<span class="spinner" aria-hidden="true"></span>"#)
    }
    if !node.pointee.text.isEmpty {
      html.append("<span>")
      html.append(escaping: node.pointee.text)
      html.append("</span>")
    }
    if node.pointee.progress == nil { html.append("</span>") }
  }

  /// A row is a select button holding its text, followed by its own controls (buttons cannot
  /// nest in HTML).
  private mutating func writeRow(_ node: Node) {
    html.append(node.pointee.isOn ? #"<li class="row selected">"# : #"<li class="row">"#)
    if node.pointee.action != nil {
      openSubmitButton(node)
      html.append(#" class="row-select" aria-pressed=""#)
      html.append(node.pointee.isOn ? "true" : "false")
      html.append("\"")
      writeDisabled(node)
      html.append(">")
      writeIcon(Self.firstIcon(outsideControlsOf: node))
      html.append("<span>")
      html.append(escaping: node.pointee.text)
      html.append("</span></button>")
      var hasControls = false
      Self.forEachChild(of: node) { writeControls(in: $0, opened: &hasControls) }
      if hasControls { html.append("</span>") }
    } else {
      writeChildren(node)
    }
    html.append("</li>")
  }

  /// Writes every interactive node of the subtree, depth first, opening the row's controls
  /// span before the first one.
  private mutating func writeControls(in node: Node, opened: inout Bool) {
    if node.pointee.isInteractive {
      if !opened {
        html.append(#"<span class="row-controls">"#)
        opened = true
      }
      write(node)
    }
    Self.forEachChild(of: node) { writeControls(in: $0, opened: &opened) }
  }

  private static func firstIcon(outsideControlsOf node: Node) -> String? {
    var icon: String?
    Self.forEachChild(of: node) { child in
      guard icon == nil, !child.pointee.isInteractive else { return }
      icon = child.pointee.icon ?? firstIcon(outsideControlsOf: child)
    }
    return icon
  }

  private mutating func writeTabs(_ node: Node) {
    html.append(#"<div class="tabview"><nav class="tabs" role="tablist">"#)
    Self.forEachChild(of: node) { tab in
      openSubmitButton(tab)
      html.append(#" role="tab" aria-selected=""#)
      html.append(tab.pointee.isOn ? "true" : "false")
      html.append(#"" class="tab""#)
      writeDisabled(tab)
      html.append(">")
      writeIcon(tab.pointee.icon)
      html.append("<span>")
      html.append(escaping: tab.pointee.text)
      html.append("</span></button>")
    }
    html.append(#"</nav><div class="tab-panel" role="tabpanel">"#)
    Self.forEachChild(of: node) { tab in if tab.pointee.isOn { writeChildren(tab) } }
    html.append("</div></div>")
  }

  /// `<button type="submit" name="element" value="ID"`: the start every control shares.
  private mutating func openSubmitButton(_ node: Node) {
    html.append(#"<button type="submit" name="element" value=""#)
    html.append(unescaped: node.pointee.id.rawValue)
    html.append("\"")
  }

  /// `<tag class="…">`.
  private mutating func openTag(_ tag: StaticString, _ base: StaticString, _ node: Node) {
    html.append("<")
    html.append(tag)
    writeClasses(base, node)
    html.append(">")
  }

  private mutating func writeClasses(_ base: StaticString, _ node: Node) {
    html.append(#" class=""#)
    html.append(base)
    writeClassSuffix(node)
  }

  /// The style and font classes, and the end of the class attribute.
  private mutating func writeClassSuffix(_ node: Node) {
    if let style = node.pointee.style {
      html.append(" style-")
      html.append(unescaped: style.rawValue)
    }
    if let font = node.pointee.font {
      html.append(" font-")
      html.append(unescaped: font.rawValue)
    }
    html.append("\"")
  }

  private mutating func writeDisabled(_ node: Node) {
    if node.pointee.isDisabled { html.append(" disabled") }
  }

  private mutating func writeIcon(_ name: String?) {
    guard let name else { return }
    html.append(#"<span class="icon" aria-hidden="true">"#)
    html.append(escaping: IconGlyphs.glyph(for: name))
    html.append("</span>")
  }
}
