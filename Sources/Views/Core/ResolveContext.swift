/// What a view needs to know about its surroundings while it is resolved: its structural path
/// (for identities) and the environment its ancestors set (disabled, style, submit action,
/// list selection…).
///
/// Passed down by value, so a modifier changes it for its content only.
public struct ResolveContext {
  var path = PathHash()
  var isDisabled = false
  var style: SemanticStyle?
  var font: Font?
  var submitAction: (() -> Void)?
  var rowSelection: RowSelection?
  var isInList = false
  var tabSelection: TagSelection?
  var dismissAfterAction: (() -> Void)?

  init() {}

  /// The context for a child at a structural position.
  func appending(_ component: String) -> ResolveContext {
    var copy = self
    copy.path = path.appending("/").appending(component)
    return copy
  }

  /// The identity of an element of `kind` labelled `label` at this position.
  func identity(for kind: ViewNode.Kind, label: String) -> ElementID {
    ElementID(hash: path.appending("/").appending(kind.rawValue).appending(":").appending(label))
  }

  /// A node of `kind` at this position with the environment's disabled state and style applied.
  func node(_ kind: ViewNode.Kind, text: String = "") -> ViewNode {
    var node = ViewNode(kind: kind, id: identity(for: kind, label: text))
    node.text = text
    node.isDisabled = isDisabled
    node.style = style
    node.font = font
    return node
  }
}

/// The selection of a `List(selection:)`, type-erased so rows of any id type can take part.
struct RowSelection {
  var selected: AnyHashable?
  var select: (AnyHashable) -> Void
}

/// The selection of a `TabView` or `Picker`, type-erased.
struct TagSelection {
  var selected: AnyHashable
  var select: (AnyHashable) -> Void
}
