import Views

/// How a node appears in the page ``NodeHTMLWriter`` writes: what a patch can address.
enum NodePresence: Equatable {
  /// One element carrying the node's identity, holding its children's elements in order: a
  /// child can be inserted, removed or moved in it.
  case container
  /// One element carrying the node's identity, whose content follows from the node as a
  /// whole (a button, a field, a selectable row): any change under it replaces it.
  case leaf
  /// No element of its own: its children are written in its place (the root, a group, a
  /// tab's content).
  case inline
  /// Written, but without an identity: a change replaces the element around it.
  case anonymous
  /// Written after the main content as a dialog; dialogs are patched all together.
  case modal

  init(_ node: ViewNode) {
    switch node.kind {
    case .root, .group, .tab:
      self = .inline
    case .sheet, .alert:
      self = .modal
    case .navigationTitle, .option:
      self = .anonymous
    case .progress:
      // A determinate progress view is two sibling elements.
      self = node.progress == nil ? .leaf : .anonymous
    case .row:
      // A selectable row writes its content as a button and the controls after it.
      self = node.action == nil ? .container : .leaf
    case .vstack, .hstack, .form, .list, .section, .splitView, .sidebar, .content, .detail,
      .toolbar, .toolbarItem, .tabView:
      self = .container
    case .text, .label, .image, .divider, .spacer, .button, .toggle, .picker, .textField,
      .secureField, .textEditor, .link, .diagram:
      self = .leaf
    }
  }

  /// Whether the node is one element that a patch can find by its identity.
  var isElement: Bool { self == .container || self == .leaf }
}
