/// What a view needs to know about its surroundings while it is resolved: its structural path
/// (for identities) and the environment its ancestors set (disabled, style, submit action,
/// list selection…).
///
/// Passed down by value, so a modifier changes it for its content only.
public struct ResolveContext {
  @usableFromInline var path = PathHash()
  @usableFromInline var isDisabled = false
  @usableFromInline var style: SemanticStyle?
  @usableFromInline var font: Font?
  @usableFromInline var isInList = false
  /// The host's memory between renders (lazy list windows, counts); nil outside a host.
  @usableFromInline var render: RenderState?
  /// The closures and selections, which few views set: boxed, so the copy every child gets
  /// costs one retain instead of one per closure.
  @usableFromInline var actions: ContextActions

  @usableFromInline
  init() {
    actions = ContextActions(ContextActions.Values())
  }

  @inlinable
  var submitAction: (() -> Void)? {
    get { actions.values.submitAction }
    set { actions = actions.with { $0.submitAction = newValue } }
  }

  @inlinable
  var rowSelection: RowSelection? {
    get { actions.values.rowSelection }
    set { actions = actions.with { $0.rowSelection = newValue } }
  }

  @inlinable
  var tabSelection: TagSelection? {
    get { actions.values.tabSelection }
    set { actions = actions.with { $0.tabSelection = newValue } }
  }

  /// In a collapsed split view's column: the column a row selected here pushes.
  @inlinable
  var splitPush: SplitPush? {
    get { actions.values.splitPush }
    set { actions = actions.with { $0.splitPush = newValue } }
  }

  @inlinable
  var dismissAfterAction: (() -> Void)? {
    get { actions.values.dismissAfterAction }
    set { actions = actions.with { $0.dismissAfterAction = newValue } }
  }

  /// The context for a child at a structural position.
  @inlinable
  func appending(_ component: String) -> ResolveContext {
    var copy = self
    copy.path = path.appending(byte: UInt8(ascii: "/")).appending(component)
    return copy
  }

  /// The context for the child at `index` of a builder block: the same as
  /// `appending(String(index))`, without making the string.
  @inlinable
  func appending(index: Int) -> ResolveContext {
    var copy = self
    copy.path = path.appending(byte: UInt8(ascii: "/")).appendingDecimal(index)
    return copy
  }

  /// The path of an element of `kind` labelled `label` at this position: its identity, and
  /// the path of a container's content.
  @inlinable
  func elementPath(_ kind: ViewNode.Kind, _ label: String) -> PathHash {
    path.appending(byte: UInt8(ascii: "/")).appending(kind.rawValue)
      .appending(byte: UInt8(ascii: ":")).appending(label)
  }

  /// The context for a container's content: the same as `appending("\(kind):\(text)")`.
  @inlinable
  func appending(_ kind: ViewNode.Kind, _ text: String) -> ResolveContext {
    var copy = self
    copy.path = elementPath(kind, text)
    return copy
  }

  /// The identity of an element of `kind` labelled `label` at this position.
  @inlinable
  func identity(for kind: ViewNode.Kind, label: String) -> ElementID {
    ElementID(hash: elementPath(kind, label))
  }

  /// A node of `kind` at this position with the environment's disabled state and style applied.
  @inlinable
  func node(_ kind: ViewNode.Kind, text: String = "") -> ViewNode {
    node(kind, text: text, at: elementPath(kind, text))
  }

  /// ``node(_:text:)`` for an element whose path the caller has already computed.
  @inlinable
  func node(_ kind: ViewNode.Kind, text: String, at elementPath: PathHash) -> ViewNode {
    var node = ViewNode(kind: kind, id: ElementID(hash: elementPath))
    node.text = text
    node.isDisabled = isDisabled
    node.style = style
    node.font = font
    return node
  }
}

/// The boxed part of a ``ResolveContext``; immutable, replaced when a view changes it.
@usableFromInline
final class ContextActions {
  @usableFromInline
  struct Values {
    @usableFromInline var submitAction: (() -> Void)?
    @usableFromInline var rowSelection: RowSelection?
    @usableFromInline var tabSelection: TagSelection?
    @usableFromInline var dismissAfterAction: (() -> Void)?
    @usableFromInline var splitPush: SplitPush?

    @usableFromInline init() {}
  }

  @usableFromInline let values: Values

  @usableFromInline
  init(_ values: Values) {
    self.values = values
  }

  @inlinable
  func with(_ change: (inout Values) -> Void) -> ContextActions {
    var values = self.values
    change(&values)
    return ContextActions(values)
  }
}

/// The selection of a `List(selection:)`, type-erased so rows of any id type can take part.
@usableFromInline
struct RowSelection {
  @usableFromInline var selected: AnyHashable?
  @usableFromInline var select: (AnyHashable) -> Void

  @usableFromInline
  init(selected: AnyHashable?, select: @escaping (AnyHashable) -> Void) {
    self.selected = selected
    self.select = select
  }
}

/// The selection of a `TabView` or `Picker`, type-erased.
@usableFromInline
struct TagSelection {
  @usableFromInline var selected: AnyHashable
  @usableFromInline var select: (AnyHashable) -> Void

  @usableFromInline
  init(selected: AnyHashable, select: @escaping (AnyHashable) -> Void) {
    self.selected = selected
    self.select = select
  }
}
