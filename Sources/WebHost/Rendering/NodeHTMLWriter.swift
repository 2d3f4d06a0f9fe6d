import Views

/// Writes nodes as HTML elements. Sheets and alerts are skipped where they appear and written
/// by ``writeModal(_:isTopmost:)`` after the main content, as dialogs.
///
/// Appends literals and escaped text straight to ``html``: every event renders the page, and
/// interpolating into temporary strings cost more than the markup itself.
struct NodeHTMLWriter {
  var html = HTMLBuffer(capacity: 8 * 1024)
  /// Text to show in fields instead of the app's: a refused event's typing, given back to a
  /// page without script so nothing the user typed is lost.
  var keptTyping: [ElementID: String] = [:]

  mutating func write(_ node: ViewNode) {
    BorrowedNode.borrowing(node) { write($0) }
  }

  /// Writes a sheet or an alert as a modal dialog; only the topmost one can be used.
  mutating func writeModal(_ node: ViewNode, isTopmost: Bool) {
    BorrowedNode.borrowing(node) { writeModal($0, isTopmost: isTopmost) }
  }

  // The writer reads nodes in place: a node passed by value is copied out of its array
  // first (a retain per field), for every element of every page.
  typealias Node = BorrowedNode

  mutating func write(_ node: Node) {
    switch node.kind {
    case .sheet, .alert, .option:
      return
    case .root, .group, .tab:
      writeChildren(node)
    case .text:
      // An error or a success message is announced by screen readers when it appears or
      // changes ("Invalid username or password", "Saved"), not only shown.
      let role: StaticString? =
        switch node.style {
        case .error?: #" role="alert""#
        case .success?: #" role="status""#
        default: nil
        }
      html.append("<p")
      writeClasses("text", node)
      writeID(node)
      if let role { html.append(role) }
      html.append(">")
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
      html.append("\"")
      writeID(node)
      html.append(">")
      html.append(escaping: IconGlyphs.glyph(for: node.icon ?? ""))
      html.append("</span>")
    case .link:
      writeLink(node)
    case .diagram:
      writeDiagram(node)
    case .divider:
      html.append("<hr")
      writeID(node)
      html.append(">")
    case .spacer:
      html.append(#"<span class="spacer""#)
      writeID(node)
      html.append("></span>")
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
      writeID(node)
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
    case .vstack, .hstack, .form, .list, .splitView, .sidebar, .content, .detail, .toolbar:
      let tag = Self.containerTag(node.kind)
      openContainer(node)
      writeChildren(node)
      html.append("</")
      html.append(tag.name)
      html.append(">")
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
    case .toolbarItem:
      openToolbarItem(node)
      writeChildren(node)
      html.append("</span>")
    case .navigationTitle:
      html.append(#"<h2 class="nav-title">"#)
      html.append(escaping: node.text)
      html.append("</h2>")
    }
  }

  mutating func writeChildren(_ node: Node) {
    node.forEachChild { write($0) }
  }

  /// The element, class and literal attributes of a plain container.
  private static func containerTag(
    _ kind: ViewNode.Kind
  ) -> (name: StaticString, className: StaticString, extra: StaticString) {
    switch kind {
    case .vstack: ("div", "vstack", "")
    case .hstack: ("div", "hstack", "")
    case .form: ("div", "form", "")
    case .list: ("ul", "list", "")
    case .splitView: ("div", "split", "")
    case .sidebar: ("nav", "pane sidebar", #" aria-label="Sidebar""#)
    case .content: ("section", "pane content", "")
    case .detail: ("section", "pane detail", "")
    default: ("div", "toolbar", #" role="toolbar""#)
    }
  }

  /// `<tag class="…" extra id="…">` of a plain container.
  private mutating func openContainer(_ node: Node) {
    let tag = Self.containerTag(node.kind)
    html.append("<")
    html.append(tag.name)
    writeClasses(tag.className, node)
    html.append(tag.extra)
    writeID(node)
    html.append(">")
  }

  private mutating func openToolbarItem(_ node: Node) {
    html.append(#"<span class="toolbar-item "#)
    html.append(unescaped: node.placement?.rawValue ?? "automatic")
    writeClassSuffix(node)
    writeID(node)
    html.append(">")
  }

  mutating func openRow(_ node: Node) {
    html.append(node.isOn ? #"<li class="row selected""# : #"<li class="row""#)
    writeID(node)
    html.append(">")
  }

  /// Writes the start tag of an element whose content is its children, as ``write(_:)`` does:
  /// what changes when only the element's own fields change (its classes). `false` for other
  /// elements.
  mutating func writeStartTag(_ node: ViewNode) -> Bool {
    BorrowedNode.borrowing(node) { node in
      switch node.kind {
      case .vstack, .hstack, .form, .list, .splitView, .sidebar, .content, .detail, .toolbar:
        openContainer(node)
      case .toolbarItem:
        openToolbarItem(node)
      case .section:
        openTag("section", "section", node)
      case .row where node.action == nil:
        openRow(node)
      case .tabView:
        html.append(#"<div class="tabview""#)
        writeID(node)
        html.append(">")
      default:
        return false
      }
      return true
    }
  }

  mutating func writeButton(_ node: Node, autofocus: Bool = false) {
    openSubmitButton(node)
    if autofocus { html.append(" autofocus") }
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
    writeID(node)
    html.append(">")
    writeIcon(node.icon)
    if !node.text.isEmpty {
      html.append("<span>")
      html.append(escaping: node.text)
      html.append("</span>")
    }
    html.append("</button>")
  }

  /// `<button type="submit" name="element" value="ID"`: the start every control shares.
  mutating func openSubmitButton(_ node: Node) {
    html.append(#"<button type="submit" name="element" value=""#)
    html.append(unescaped: node.id.rawValue)
    html.append("\"")
  }

  /// `<a href>` for a path on this site or an http(s) URL, and `<a href="data:…" download>`
  /// for a download link; any other destination (such as `javascript:`) is written as plain
  /// text, never as a link.
  mutating func writeLink(_ node: Node) {
    let destination = node.value ?? ""
    let download = destination.hasPrefix("data:") ? node.downloadName : nil
    let isFollowable =
      (destination.hasPrefix("/") && !destination.hasPrefix("//"))
      || destination.hasPrefix("https://") || destination.hasPrefix("http://")
    guard isFollowable || download != nil else {
      openTag("p", "text", node)
      html.append(escaping: node.text)
      html.append("</p>")
      return
    }
    html.append(#"<a href=""#)
    html.append(escaping: destination)
    html.append("\"")
    if let download {
      html.append(#" download=""#)
      html.append(escaping: download)
      html.append("\"")
    }
    writeClasses("link", node)
    writeID(node)
    html.append(">")
    html.append(escaping: node.text)
    html.append("</a>")
  }

  /// `<tag class="…" id="…">`.
  mutating func openTag(_ tag: StaticString, _ base: StaticString, _ node: Node) {
    html.append("<")
    html.append(tag)
    writeClasses(base, node)
    writeID(node)
    html.append(">")
  }

  /// ` id="…"`: patches find the element by its identity.
  mutating func writeID(_ node: Node) {
    html.append(#" id=""#)
    html.append(unescaped: node.id.rawValue)
    html.append("\"")
  }

  mutating func writeClasses(_ base: StaticString, _ node: Node) {
    html.append(#" class=""#)
    html.append(base)
    writeClassSuffix(node)
  }

  /// The style and font classes, and the end of the class attribute.
  mutating func writeClassSuffix(_ node: Node) {
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

  mutating func writeDisabled(_ node: Node) {
    if node.isDisabled { html.append(" disabled") }
  }

  mutating func writeIcon(_ name: String?) {
    guard let name else { return }
    html.append(#"<span class="icon" aria-hidden="true">"#)
    html.append(escaping: IconGlyphs.glyph(for: name))
    html.append("</span>")
  }
}
