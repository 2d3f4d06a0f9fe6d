/// One element of a resolved view tree: what hosts render and route events to.
///
/// Both hosts consume the same nodes — ViewsTesting reads them as a user would, WebHost turns
/// them into HTML — so they behave identically. A node is a snapshot of one render: its closures
/// act on the state the view captured.
///
/// ```swift
/// let tree = resolveTree(Button("Add") { count += 1 })
/// tree.children[0].kind    // .button
/// tree.children[0].action?()
/// ```
public struct ViewNode {
  /// What kind of element this is.
  public enum Kind: String, Sendable, CaseIterable {
    case root, group
    case text, label, image, divider, spacer, progress, link
    case button, toggle, picker, option
    case textField, secureField, textEditor
    case vstack, hstack, list, row, section, form
    case tabView, tab
    case splitView, sidebar, content, detail
    case sheet, alert, toolbar, toolbarItem, navigationTitle
    case diagram
  }

  /// The element's identity within this render (see ``ElementID``).
  public var id: ElementID
  /// The visible text: a text's content, a button's or field's label, a section's title.
  public var text: String = ""
  /// A named icon (`Image(systemName:)`, `Label(_:systemImage:)`).
  public var icon: String?
  /// A field's current text, or a picker's selected option.
  public var value: String?
  /// How deep in an outline the element sits (0 at the top), set with
  /// ``View/outlineLevel(_:)``: hosts indent a list row by its content's level (up to
  /// 32,767).
  @inlinable
  public var outlineLevel: Int {
    get { Int(storedOutlineLevel) }
    set { storedOutlineLevel = Int16(clamping: newValue) }
  }
  /// The name assistive technologies read, when it differs from ``text``.
  public var accessibilityLabel: String?
  /// The file name a download link saves its contents as (see ``Link``).
  public var downloadName: String?
  /// The value a `.tag(_:)` attached, used by pickers.
  public var tag: AnyHashable?
  /// The elements inside this one, in order.
  public var children: [ViewNode] = []

  /// What activating the element does: tap a button, flip a toggle, choose an option, select a
  /// row or tab, dismiss a sheet or alert.
  public var action: (() -> Void)?
  /// A text field's binding.
  public var textBinding: Binding<String>?
  /// What submitting a text field does (from `.onSubmit`).
  public var submitAction: (() -> Void)?

  /// A determinate progress view's fraction, from 0 to 1.
  @inlinable
  public var progress: Double? {
    get { storedProgress.isNaN ? nil : storedProgress }
    set { storedProgress = newValue ?? .nan }
  }
  /// Whether the element ignores interaction.
  @inlinable
  public var isDisabled: Bool {
    get { flags & Self.disabledFlag != 0 }
    set { flags = newValue ? flags | Self.disabledFlag : flags & ~Self.disabledFlag }
  }
  /// A toggle's state, or whether an option, tab or row is the selected one.
  @inlinable
  public var isOn: Bool {
    get { flags & Self.onFlag != 0 }
    set { flags = newValue ? flags | Self.onFlag : flags & ~Self.onFlag }
  }

  // The small fields last and packed (NaN for no progress, the level in two bytes, the two
  // booleans in one): a session keeps every node of its screen, and packed a node is 224
  // bytes (232 with an optional `Double`, an `Int` and two `Bool`s, 248 in declaration order).
  @usableFromInline var storedProgress = Double.nan
  @usableFromInline var storedOutlineLevel: Int16 = 0
  /// What kind of element this is.
  public var kind: Kind
  /// A button's role.
  public var role: ButtonRole?
  /// A semantic style set with ``View/style(_:)``.
  public var style: SemanticStyle?
  /// A text's font set with ``View/font(_:)``.
  public var font: Font?
  /// Where a toolbar item goes.
  public var placement: ToolbarItemPlacement?
  @usableFromInline var flags: UInt8 = 0
  @usableFromInline static let disabledFlag: UInt8 = 1
  @usableFromInline static let onFlag: UInt8 = 2

  /// Creates a node of `kind` with identity `id` and every other field empty.
  public init(kind: Kind, id: ElementID) {
    self.kind = kind
    self.id = id
  }

  /// The name a user (or screen reader) knows the element by.
  public var accessibleName: String { accessibilityLabel ?? text }

  /// Whether a user can act on the element.
  @inlinable
  public var isInteractive: Bool { action != nil || textBinding != nil }

  /// Whether the element is a text input.
  @inlinable
  public var isTextInput: Bool {
    kind == .textField || kind == .secureField || kind == .textEditor
  }

  /// The button a host focuses when this alert opens: its Cancel (role `.cancel`), as platform
  /// guidelines have it for destructive alerts, so a reflexive Return never deletes; else its
  /// first button that is not destructive, else its first button. `nil` for other nodes.
  public var initialFocus: ViewNode? {
    guard kind == .alert else { return nil }
    let buttons = children.filter { $0.kind == .button }
    return buttons.first { $0.role == .cancel } ?? buttons.first { $0.role != .destructive }
      ?? buttons.first
  }

  /// The node and all its descendants, depth first.
  public var allNodes: [ViewNode] {
    nodes { _ in true }
  }

  /// The nodes of the subtree, depth first, that satisfy `predicate`.
  public func nodes(where predicate: (ViewNode) -> Bool) -> [ViewNode] {
    var result: [ViewNode] = []
    visit { node in
      if predicate(node.copy) { result.append(node.copy) }
      return true
    }
    return result
  }

  /// The last node, depth first, that satisfies `predicate` (the topmost dialog, say).
  public func last(where predicate: (ViewNode) -> Bool) -> ViewNode? {
    var found: ViewNode?
    visit { node in
      if predicate(node.copy) { found = node.copy }
      return true
    }
    return found
  }

  /// The first node, depth first, that satisfies `predicate`.
  public func first(where predicate: (ViewNode) -> Bool) -> ViewNode? {
    var found: ViewNode?
    visit { node in
      guard predicate(node.copy) else { return true }
      found = node.copy
      return false
    }
    return found
  }

  /// The node of the subtree with this identity.
  func node(_ id: ElementID) -> ViewNode? {
    var found: ViewNode?
    visit { node in
      guard node.id == id else { return true }
      found = node.copy
      return false
    }
    return found
  }

  /// Whether the node `id` is inside a split view's detail pane (and not in a row of a list
  /// there, whose identity names its data).
  func isInDetailPane(_ id: ElementID) -> Bool {
    Self.enclosingPaneOrRow(of: id, in: self, enclosing: nil) == .some(.detail)
  }

  /// The innermost detail pane or row around the node `id` (`.some(nil)`: neither), or nil
  /// when `id` is not in the subtree.
  private static func enclosingPaneOrRow(
    of id: ElementID, in node: ViewNode, enclosing: Kind?
  ) -> Kind?? {
    let enclosing = node.kind == .detail || node.kind == .row ? node.kind : enclosing
    if node.id == id { return .some(enclosing) }
    for child in node.children {
      if let found = enclosingPaneOrRow(of: id, in: child, enclosing: enclosing) { return found }
    }
    return nil
  }

  /// The first icon among `nodes` and their descendants, depth first (a button's icon).
  static func firstIcon(in nodes: [ViewNode]) -> String? {
    var icon: String?
    for node in nodes where icon == nil {
      node.visit { node in
        icon = node.icon
        return icon == nil
      }
    }
    return icon
  }

  /// Calls `body` with the node and each of its descendants, depth first, until it returns
  /// false; returns whether it never did.
  ///
  /// Events search the whole tree several times: `body` reads the fields it needs in place
  /// and copies only the nodes it keeps (see ``BorrowedNode``).
  @discardableResult
  func visit(_ body: (BorrowedNode) -> Bool) -> Bool {
    BorrowedNode.borrowing(self) { Self.visit($0, body) }
  }

  private static func visit(_ node: BorrowedNode, _ body: (BorrowedNode) -> Bool) -> Bool {
    guard body(node) else { return false }
    return node.withChildren { children in
      for index in children.indices where !visit(children[index], body) { return false }
      return true
    }
  }

  /// The visible text in the subtree, joined by spaces, leaving out controls (a row's or a
  /// button's readable name).
  public var flattenedText: String {
    BorrowedNode.borrowing(self) { Self.flattenedText(of: $0) }
  }

  /// `[own text] + [non-empty texts of the children that are not controls]`, joined by spaces
  /// (so a text node's empty text still counts as a part); built in one string, reading the
  /// children in place, as every row and button is named this way on every render.
  private static func flattenedText(of node: BorrowedNode) -> String {
    let isText = node.kind == .text || node.kind == .label
    var result = isText ? node.text : ""
    var hasPart = isText
    node.forEachChild { child in
      guard child.action == nil, child.textBinding == nil else { return }
      let part = flattenedText(of: child)
      guard !part.isEmpty else { return }
      if hasPart { result += " " }
      result += part
      hasPart = true
    }
    return result
  }

  /// The non-empty ``flattenedText`` of `nodes`, joined by spaces: the name of a row or of a
  /// button made of them.
  @usableFromInline
  static func joinedText(_ nodes: [ViewNode]) -> String {
    if nodes.count == 1 { return nodes[0].flattenedText }
    return nodes.map(\.flattenedText).filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// A button's purpose, which hosts show (a red destructive button) and alerts use.
public enum ButtonRole: String, Sendable {
  /// Backs out without a change; an alert's initial focus goes to it.
  case cancel
  /// Deletes or discards something; hosts show it in red.
  case destructive
}

/// A style with a meaning, not a colour: hosts decide how it looks.
public enum SemanticStyle: String, Sendable {
  /// A failure to report, such as a rejected password.
  case error
  /// Text of lesser importance, shown dimmed.
  case secondary
  /// The main action of a screen, shown filled.
  case prominent
  /// A confirmation that something worked.
  case success
  /// A small token beside other text, such as a tag (`Text("home").style(.chip)`): hosts
  /// draw it as a rounded badge.
  case chip
}

/// A text's typographic role.
public enum Font: String, Sendable {
  case largeTitle, title, headline, body, caption, monospaced
}

/// Where a toolbar item sits, as in SwiftUI.
public enum ToolbarItemPlacement: String, Sendable {
  /// Wherever the host puts items by default.
  case automatic
  /// The screen's main action.
  case primaryAction
  /// Confirms a sheet, such as Save (on the right).
  case confirmationAction
  /// Backs out, such as Cancel or Back (on the left).
  case cancellationAction
  /// Deletes or discards, such as Delete.
  case destructiveAction
}
