import Views

/// Writes nodes as HTML elements. Sheets and alerts are skipped where they appear and written
/// by ``writeModal(_:isTopmost:)`` after the main content, as dialogs.
///
/// Appends literals and escaped text straight to ``html``: every event renders the page, and
/// interpolating into temporary strings cost more than the markup itself.
struct NodeHTMLWriter {
  var html = ""

  mutating func write(_ node: ViewNode) {
    switch node.kind {
    case .sheet, .alert, .option:
      return
    case .root, .group, .tab:
      writeChildren(node)
    case .text:
      openTag("p", "text", node)
      html.appendHTMLEscaped(node.text)
      html.append("</p>")
    case .label:
      openTag("p", "label", node)
      writeIcon(node.icon)
      html.appendHTMLEscaped(node.text)
      html.append("</p>")
    case .image:
      html.append(#"<span class="icon" role="img" aria-label=""#)
      html.appendHTMLEscaped(node.accessibilityLabel ?? node.icon ?? "")
      html.append(#"">"#)
      html.appendHTMLEscaped(IconGlyphs.glyph(for: node.icon ?? ""))
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
      html.appendHTMLEscaped(node.text)
      html.append("</span></button>")
    case .textField, .secureField, .textEditor:
      writeTextInput(node)
    case .picker:
      openTag("fieldset", "picker", node)
      html.append("<legend>")
      html.appendHTMLEscaped(node.text)
      html.append("</legend>")
      node.forEachChild { option in
        openSubmitButton(option)
        html.append(#" aria-pressed=""#)
        html.append(option.isOn ? "true" : "false")
        html.append(#"" class="option""#)
        writeDisabled(option)
        html.append(">")
        html.appendHTMLEscaped(option.text)
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
        html.appendHTMLEscaped(node.text)
        html.append("</h3>")
      }
      writeChildren(node)
      html.append("</section>")
    case .tabView:
      writeTabs(node)
    case .splitView:
      writeContainer("div", "split", node)
    case .sidebar:
      writeContainer("nav", "pane sidebar", node, label: "Sidebar")
    case .content:
      writeContainer("section", "pane content", node)
    case .detail:
      writeContainer("section", "pane detail", node)
    case .toolbar:
      writeContainer("div", "toolbar", node, role: "toolbar")
    case .toolbarItem:
      writeContainer(
        "span", "toolbar-item \(node.placement?.rawValue ?? "automatic")", node)
    case .navigationTitle:
      html.append(#"<h2 class="nav-title">"#)
      html.appendHTMLEscaped(node.text)
      html.append("</h2>")
    }
  }

  /// Writes a sheet or an alert as a modal dialog; only the topmost one can be used.
  mutating func writeModal(_ node: ViewNode, isTopmost: Bool) {
    let inert = isTopmost ? "" : " inert"
    html += #"<div class="backdrop"\#(inert)></div>"#
    if node.kind == .alert {
      html += "<dialog open class=\"alert\" role=\"alertdialog\" aria-modal=\"true\" "
      html += "aria-labelledby=\"t-\(node.id)\" data-dismiss=\"\(node.id)\"\(inert)>"
      html += "<h2 id=\"t-\(node.id)\">\(node.text.htmlEscaped)</h2>"
      let buttons = node.children.filter { $0.kind == .button }
      node.forEachChild { message in if message.kind != .button { write(message) } }
      html += #"<div class="alert-actions">"#
      for button in buttons { writeButton(button) }
      html += "</div></dialog>"
    } else {
      let title = node.children.first { $0.kind == .navigationTitle }?.text ?? "Sheet"
      html +=
        "<dialog open class=\"sheet\" aria-modal=\"true\" aria-label=\"\(title.htmlEscaped)\" "
      html += "data-dismiss=\"\(node.id)\"\(inert)>"
      writeChildren(node)
      html += "</dialog>"
    }
  }

  private mutating func writeChildren(_ node: ViewNode) {
    node.forEachChild { write($0) }
  }

  private mutating func writeContainer(
    _ tag: String,
    _ className: String,
    _ node: ViewNode,
    role: String? = nil,
    label: String? = nil
  ) {
    html.append("<")
    html.append(tag)
    writeClasses(className, node)
    if let role {
      html.append(#" role=""#)
      html.append(role)
      html.append("\"")
    }
    if let label {
      html.append(#" aria-label=""#)
      html.appendHTMLEscaped(label)
      html.append("\"")
    }
    html.append(">")
    writeChildren(node)
    html.append("</")
    html.append(tag)
    html.append(">")
  }

  private mutating func writeButton(_ node: ViewNode) {
    openSubmitButton(node)
    if let role = node.role {
      writeClasses("btn role-\(role.rawValue)", node)
    } else {
      writeClasses("btn", node)
    }
    if let label = node.accessibilityLabel {
      html.append(#" aria-label=""#)
      html.appendHTMLEscaped(label)
      html.append("\"")
    }
    writeDisabled(node)
    html.append(">")
    writeIcon(node.icon)
    if !node.text.isEmpty {
      html.append("<span>")
      html.appendHTMLEscaped(node.text)
      html.append("</span>")
    }
    html.append("</button>")
  }

  private mutating func writeTextInput(_ node: ViewNode) {
    openTag("label", "field", node)
    html.append(#"<span class="field-label">"#)
    html.appendHTMLEscaped(node.text)
    html.append("</span>")
    switch node.kind {
    case .textEditor:
      html.append(#"<textarea name="f."#)
      html.append(node.id.rawValue)
      html.append(#"" rows="8""#)
      writeDisabled(node)
      html.append(">")
      html.appendHTMLEscaped(node.value ?? "")
      html.append("</textarea>")
    default:
      html.append(#"<input type=""#)
      html.append(node.kind == .secureField ? "password" : "text")
      html.append(#"" name="f."#)
      html.append(node.id.rawValue)
      html.append(#"" value=""#)
      html.appendHTMLEscaped(node.value ?? "")
      html.append(#"" autocomplete="off""#)
      if node.submitAction != nil {
        html.append(#" data-submit=""#)
        html.append(node.id.rawValue)
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
      html.append(progress.description)
      html.append(#"" max="1" aria-label=""#)
      html.appendHTMLEscaped(node.text.isEmpty ? "Loading" : node.text)
      html.append(#""></progress>"#)
    } else {
      html.append(#"<span class="progress" role="status" aria-live="polite">"#)
      html.append(#"<span class="spinner" aria-hidden="true"></span>"#)
    }
    if !node.text.isEmpty {
      html.append("<span>")
      html.appendHTMLEscaped(node.text)
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
      html.appendHTMLEscaped(node.text)
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
      html.appendHTMLEscaped(tab.text)
      html.append("</span></button>")
    }
    html.append(#"</nav><div class="tab-panel" role="tabpanel">"#)
    node.forEachChild { tab in if tab.isOn { writeChildren(tab) } }
    html.append("</div></div>")
  }

  /// `<button type="submit" name="element" value="ID"`: the start every control shares.
  private mutating func openSubmitButton(_ node: ViewNode) {
    html.append(#"<button type="submit" name="element" value=""#)
    html.append(node.id.rawValue)
    html.append("\"")
  }

  /// `<tag class="…">`.
  private mutating func openTag(_ tag: String, _ base: String, _ node: ViewNode) {
    html.append("<")
    html.append(tag)
    writeClasses(base, node)
    html.append(">")
  }

  private mutating func writeClasses(_ base: String, _ node: ViewNode) {
    html.append(#" class=""#)
    html.append(base)
    if let style = node.style {
      html.append(" style-")
      html.append(style.rawValue)
    }
    if let font = node.font {
      html.append(" font-")
      html.append(font.rawValue)
    }
    html.append("\"")
  }

  private mutating func writeDisabled(_ node: ViewNode) {
    if node.isDisabled { html.append(" disabled") }
  }

  private mutating func writeIcon(_ name: String?) {
    guard let name else { return }
    html.append(#"<span class="icon" aria-hidden="true">"#)
    html.appendHTMLEscaped(IconGlyphs.glyph(for: name))
    html.append("</span>")
  }
}
