import Views

/// Writes nodes as HTML elements. Sheets and alerts are skipped where they appear and written
/// by ``writeModal(_:isTopmost:)`` after the main content, as dialogs.
///
/// Appends literals and escaped text straight to ``html``: every event renders the page, and
/// interpolating into temporary strings cost more than the markup itself.
struct NodeHTMLWriter {
  var html = HTMLBuffer(capacity: 8 * 1024)

  mutating func write(_ node: ViewNode) {
    switch node.kind {
    case .sheet, .alert, .option:
      return
    case .root, .group, .tab:
      writeChildren(node)
    case .text:
      openTag("p", "text", node)
      html.append(escaping: node.text)
      html.append("</p>")
    case .label:
      openTag("p", "label", node)
      writeIcon(node.icon)
      html.append(escaping: node.text)
      html.append("</p>")
    case .image:
      html.append(#"<span class="icon" role="img" aria-label=""#)
      html.append(escaping: node.accessibilityLabel ?? node.icon ?? "")
      html.append(#"">"#)
      html.append(escaping: IconGlyphs.glyph(for: node.icon ?? ""))
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
      html.append(node.isOn ? "true" : "false")
      html.append("\"")
      writeClasses("toggle", node)
      writeDisabled(node)
      html.append(#"><span class="switch" aria-hidden="true"></span><span>"#)
      html.append(escaping: node.text)
      html.append("</span></button>")
    case .textField, .secureField, .textEditor:
      writeTextInput(node)
    case .picker:
      openTag("fieldset", "picker", node)
      html.append("<legend>")
      html.append(escaping: node.text)
      html.append("</legend>")
      node.forEachChild { option in
        openSubmitButton(option)
        html.append(#" aria-pressed=""#)
        html.append(option.isOn ? "true" : "false")
        html.append(#"" class="option""#)
        writeDisabled(option)
        html.append(">")
        html.append(escaping: option.text)
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
      if !node.text.isEmpty {
        html.append("<h3>")
        html.append(escaping: node.text)
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
      html.append(unescaped: node.placement?.rawValue ?? "automatic")
      writeClassSuffix(node)
      html.append(">")
      writeChildren(node)
      html.append("</span>")
    case .navigationTitle:
      html.append(#"<h2 class="nav-title">"#)
      html.append(escaping: node.text)
      html.append("</h2>")
    }
  }

  /// Writes a sheet or an alert as a modal dialog; only the topmost one can be used.
  mutating func writeModal(_ node: ViewNode, isTopmost: Bool) {
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
      node.forEachChild { message in if message.kind != .button { write(message) } }
      html.append(#"<div class="alert-actions">"#)
      node.forEachChild { button in if button.kind == .button { writeButton(button) } }
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

  private mutating func writeChildren(_ node: ViewNode) {
    node.forEachChild { write($0) }
  }

  /// `<tag class="…" extra>children</tag>`; `extra` is literal attributes.
  private mutating func writeContainer(
    _ tag: StaticString,
    _ className: StaticString,
    _ node: ViewNode,
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

  private mutating func writeButton(_ node: ViewNode) {
    openSubmitButton(node)
    if let role = node.role {
      html.append(#" class="btn role-"#)
      html.append(unescaped: role.rawValue)
      writeClassSuffix(node)
    } else {
      writeClasses("btn", node)
    }
    if let label = node.accessibilityLabel {
      html.append(#" aria-label=""#)
      html.append(escaping: label)
      html.append("\"")
    }
    writeDisabled(node)
    html.append(">")
    writeIcon(node.icon)
    if !node.text.isEmpty {
      html.append("<span>")
      html.append(escaping: node.text)
      html.append("</span>")
    }
    html.append("</button>")
  }

  private mutating func writeTextInput(_ node: ViewNode) {
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
      html.append(escaping: node.value ?? "")
      html.append("</textarea>")
    default:
      html.append(#"<input type=""#)
      html.append(node.kind == .secureField ? "password" : "text")
      html.append(#"" name="f."#)
      html.append(unescaped: node.id.rawValue)
      html.append(#"" value=""#)
      html.append(escaping: node.value ?? "")
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

  private mutating func writeProgress(_ node: ViewNode) {
    if let progress = node.progress {
      html.append(#"<progress value=""#)
      html.append(unescaped: progress.description)
      html.append(#"" max="1" aria-label=""#)
      html.append(escaping: node.text.isEmpty ? "Loading" : node.text)
      html.append(#""></progress>"#)
    } else {
      html.append(#"<span class="progress" role="status" aria-live="polite">"#)
      html.append(#"<span class="spinner" aria-hidden="true"></span>"#)
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
  private mutating func writeRow(_ node: ViewNode) {
    html.append(node.isOn ? #"<li class="row selected">"# : #"<li class="row">"#)
    if node.action != nil {
      openSubmitButton(node)
      html.append(#" class="row-select" aria-pressed=""#)
      html.append(node.isOn ? "true" : "false")
      html.append("\"")
      writeDisabled(node)
      html.append(">")
      writeIcon(Self.firstIcon(outsideControlsOf: node))
      html.append("<span>")
      html.append(escaping: node.text)
      html.append("</span></button>")
      var hasControls = false
      node.forEachChild { writeControls(in: $0, opened: &hasControls) }
      if hasControls { html.append("</span>") }
    } else {
      writeChildren(node)
    }
    html.append("</li>")
  }

  /// Writes every interactive node of the subtree, depth first, opening the row's controls
  /// span before the first one.
  private mutating func writeControls(in node: ViewNode, opened: inout Bool) {
    if node.isInteractive {
      if !opened {
        html.append(#"<span class="row-controls">"#)
        opened = true
      }
      write(node)
    }
    node.forEachChild { writeControls(in: $0, opened: &opened) }
  }

  private static func firstIcon(outsideControlsOf node: ViewNode) -> String? {
    var icon: String?
    node.forEachChild { child in
      guard icon == nil, !child.isInteractive else { return }
      icon = child.icon ?? firstIcon(outsideControlsOf: child)
    }
    return icon
  }

  private mutating func writeTabs(_ node: ViewNode) {
    html.append(#"<div class="tabview"><nav class="tabs" role="tablist">"#)
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

  /// `<button type="submit" name="element" value="ID"`: the start every control shares.
  private mutating func openSubmitButton(_ node: ViewNode) {
    html.append(#"<button type="submit" name="element" value=""#)
    html.append(unescaped: node.id.rawValue)
    html.append("\"")
  }

  /// `<tag class="…">`.
  private mutating func openTag(_ tag: StaticString, _ base: StaticString, _ node: ViewNode) {
    html.append("<")
    html.append(tag)
    writeClasses(base, node)
    html.append(">")
  }

  private mutating func writeClasses(_ base: StaticString, _ node: ViewNode) {
    html.append(#" class=""#)
    html.append(base)
    writeClassSuffix(node)
  }

  /// The style and font classes, and the end of the class attribute.
  private mutating func writeClassSuffix(_ node: ViewNode) {
    if let style = node.style {
      html.append(" style-")
      html.append(unescaped: style.rawValue)
    }
    if let font = node.font {
      html.append(" font-")
      html.append(unescaped: font.rawValue)
    }
    html.append("\"")
  }

  private mutating func writeDisabled(_ node: ViewNode) {
    if node.isDisabled { html.append(" disabled") }
  }

  private mutating func writeIcon(_ name: String?) {
    guard let name else { return }
    html.append(#"<span class="icon" aria-hidden="true">"#)
    html.append(escaping: IconGlyphs.glyph(for: name))
    html.append("</span>")
  }
}
