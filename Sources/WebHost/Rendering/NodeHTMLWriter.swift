import Views

/// Writes nodes as HTML elements. Sheets and alerts are skipped where they appear and written
/// by ``writeModal(_:isTopmost:)`` after the main content, as dialogs.
struct NodeHTMLWriter {
  var html = ""

  mutating func write(_ node: ViewNode) {
    switch node.kind {
    case .sheet, .alert:
      return
    case .root, .group:
      writeChildren(node)
    case .text:
      html += "<p\(classes("text", node))>\(node.text.htmlEscaped)</p>"
    case .label:
      html += "<p\(classes("label", node))>\(iconSpan(node.icon))\(node.text.htmlEscaped)</p>"
    case .image:
      let name = (node.accessibilityLabel ?? node.icon ?? "").htmlEscaped
      html += #"<span class="icon" role="img" aria-label="\#(name)">"#
      html += "\(IconGlyphs.glyph(for: node.icon ?? "").htmlEscaped)</span>"
    case .divider:
      html += "<hr>"
    case .spacer:
      html += #"<span class="spacer"></span>"#
    case .progress:
      writeProgress(node)
    case .button:
      writeButton(node)
    case .toggle:
      html += "<button type=\"submit\" name=\"element\" value=\"\(node.id)\" role=\"switch\" "
      html += "aria-checked=\"\(node.isOn)\"\(classes("toggle", node))\(disabled(node))>"
      html += #"<span class="switch" aria-hidden="true"></span>"#
      html += "<span>\(node.text.htmlEscaped)</span></button>"
    case .textField, .secureField, .textEditor:
      writeTextInput(node)
    case .picker:
      html += "<fieldset\(classes("picker", node))><legend>\(node.text.htmlEscaped)</legend>"
      for option in node.children {
        html += "<button type=\"submit\" name=\"element\" value=\"\(option.id)\" "
        html += "aria-pressed=\"\(option.isOn)\" class=\"option\"\(disabled(option))>"
        html += "\(option.text.htmlEscaped)</button>"
      }
      html += "</fieldset>"
    case .option:
      return
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
      html += "<section\(classes("section", node))>"
      if !node.text.isEmpty { html += "<h3>\(node.text.htmlEscaped)</h3>" }
      writeChildren(node)
      html += "</section>"
    case .tabView:
      writeTabs(node)
    case .tab:
      writeChildren(node)
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
      writeContainer("span", "toolbar-item \(node.placement?.rawValue ?? "automatic")", node)
    case .navigationTitle:
      html += "<h2 class=\"nav-title\">\(node.text.htmlEscaped)</h2>"
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
      for message in node.children where message.kind != .button { write(message) }
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
    for child in node.children { write(child) }
  }

  private mutating func writeContainer(
    _ tag: String,
    _ className: String,
    _ node: ViewNode,
    role: String? = nil,
    label: String? = nil
  ) {
    html += "<\(tag)\(classes(className, node))"
    if let role { html += " role=\"\(role)\"" }
    if let label { html += " aria-label=\"\(label.htmlEscaped)\"" }
    html += ">"
    writeChildren(node)
    html += "</\(tag)>"
  }

  private mutating func writeButton(_ node: ViewNode) {
    html += "<button type=\"submit\" name=\"element\" value=\"\(node.id)\""
    var className = "btn"
    if let role = node.role { className += " role-\(role.rawValue)" }
    html += classes(className, node)
    if let label = node.accessibilityLabel { html += " aria-label=\"\(label.htmlEscaped)\"" }
    html += disabled(node) + ">"
    html += iconSpan(node.icon)
    let text = node.text.isEmpty ? "" : "<span>\(node.text.htmlEscaped)</span>"
    html += text + "</button>"
  }

  private mutating func writeTextInput(_ node: ViewNode) {
    let name = "f.\(node.id)"
    let submit = node.submitAction == nil ? "" : " data-submit=\"\(node.id)\""
    html +=
      "<label\(classes("field", node))><span class=\"field-label\">\(node.text.htmlEscaped)</span>"
    let value = (node.value ?? "").htmlEscaped
    switch node.kind {
    case .textEditor:
      html += "<textarea name=\"\(name)\" rows=\"8\"\(disabled(node))>\(value)</textarea>"
    default:
      let type = node.kind == .secureField ? "password" : "text"
      html += "<input type=\"\(type)\" name=\"\(name)\" value=\"\(value)\" autocomplete=\"off\""
      html += "\(submit)\(disabled(node))>"
    }
    html += "</label>"
  }

  private mutating func writeProgress(_ node: ViewNode) {
    let label = node.text.isEmpty ? "Loading" : node.text
    if let progress = node.progress {
      html +=
        "<progress value=\"\(progress)\" max=\"1\" aria-label=\"\(label.htmlEscaped)\"></progress>"
    } else {
      html += "<span class=\"progress\" role=\"status\" aria-live=\"polite\">"
      html += "<span class=\"spinner\" aria-hidden=\"true\"></span>"
    }
    if !node.text.isEmpty { html += "<span>\(node.text.htmlEscaped)</span>" }
    if node.progress == nil { html += "</span>" }
  }

  /// A row is a select button holding its text, followed by its own controls (buttons cannot
  /// nest in HTML).
  private mutating func writeRow(_ node: ViewNode) {
    html += "<li class=\"row\(node.isOn ? " selected" : "")\">"
    if node.action != nil {
      html += "<button type=\"submit\" name=\"element\" value=\"\(node.id)\" class=\"row-select\" "
      html += "aria-pressed=\"\(node.isOn)\"\(disabled(node))>"
      html +=
        iconSpan(Self.firstIcon(outsideControlsOf: node))
        + "<span>\(node.text.htmlEscaped)</span></button>"
      let controls = node.children.flatMap { $0.nodes(where: \.isInteractive) }
      if !controls.isEmpty {
        html += #"<span class="row-controls">"#
        for control in controls { write(control) }
        html += "</span>"
      }
    } else {
      writeChildren(node)
    }
    html += "</li>"
  }

  private static func firstIcon(outsideControlsOf node: ViewNode) -> String? {
    for child in node.children where !child.isInteractive {
      if let icon = child.icon ?? firstIcon(outsideControlsOf: child) { return icon }
    }
    return nil
  }

  private mutating func writeTabs(_ node: ViewNode) {
    html += #"<div class="tabview"><nav class="tabs" role="tablist">"#
    for tab in node.children {
      html += "<button type=\"submit\" name=\"element\" value=\"\(tab.id)\" role=\"tab\" "
      html += "aria-selected=\"\(tab.isOn)\" class=\"tab\"\(disabled(tab))>"
      html += iconSpan(tab.icon) + "<span>\(tab.text.htmlEscaped)</span></button>"
    }
    html += #"</nav><div class="tab-panel" role="tabpanel">"#
    for tab in node.children where tab.isOn { writeChildren(tab) }
    html += "</div></div>"
  }

  private func classes(_ base: String, _ node: ViewNode) -> String {
    var names = base
    if let style = node.style { names += " style-\(style.rawValue)" }
    if let font = node.font { names += " font-\(font.rawValue)" }
    return " class=\"\(names)\""
  }

  private func disabled(_ node: ViewNode) -> String {
    node.isDisabled ? " disabled" : ""
  }

  private func iconSpan(_ name: String?) -> String {
    guard let name else { return "" }
    return
      "<span class=\"icon\" aria-hidden=\"true\">\(IconGlyphs.glyph(for: name).htmlEscaped)</span>"
  }
}
