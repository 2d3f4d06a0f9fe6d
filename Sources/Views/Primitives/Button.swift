/// A control that runs an action when tapped (clicked in a browser).
///
/// ```swift
/// Button("Add") { model.addTapped() }
/// Button("Delete", role: .destructive) { store.send(.deleteTapped) }
/// Button(role: .cancel, action: presenter.cancelTapped) { Label("Cancel", systemImage: "xmark") }
/// ```
public struct Button<LabelContent: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let role: ButtonRole?
  @usableFromInline let action: () -> Void
  @usableFromInline let label: LabelContent

  /// Creates a button whose label is any view: the label's text names the button and its first
  /// icon is the button's icon.
  ///
  /// ```swift
  /// Button(action: model.delete) { Image(systemName: "trash") }.accessibilityLabel("Delete")
  /// ```
  @inlinable
  public init(
    role: ButtonRole? = nil,
    action: @escaping () -> Void,
    @ViewBuilder label: () -> LabelContent
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    // The node's name and icon are made from the label's nodes (see
    // ``RenderState/beginOpaqueContent()``).
    context.render?.beginOpaqueContent()
    let labelNodes = label._resolvedNodes(in: context.appending("label"))
    context.render?.endOpaqueContent()
    nodes.append(context.button(label: labelNodes, role: role, action: action))
  }
}

extension ResolveContext {
  /// A button node whose label resolved to `labelNodes`; not generic, so it is compiled once.
  @usableFromInline
  func button(label labelNodes: [ViewNode], role: ButtonRole?, action: @escaping () -> Void)
    -> ViewNode
  {
    var node = self.node(.button, text: ViewNode.joinedText(labelNodes))
    node.role = role
    node.icon = ViewNode.firstIcon(in: labelNodes)
    node.children = labelNodes
    node.action = dismissingAfter(action)
    return node
  }
}

extension Button where LabelContent == Text {
  /// A button with a text label.
  @inlinable
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where LabelContent == Label {
  /// A button with a text label and an icon.
  @inlinable
  public init(
    _ title: String,
    systemImage: String,
    role: ButtonRole? = nil,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
  }
}

extension ResolveContext {
  @usableFromInline
  func toggle(title: String, isOn: Binding<Bool>) -> ViewNode {
    var node = self.node(.toggle, text: title)
    node.isOn = isOn.wrappedValue
    node.action = { isOn.wrappedValue.toggle() }
    return node
  }

  /// Inside an alert, a button runs its action, then dismisses the alert, as in SwiftUI: the
  /// action still sees the state that presented the alert (the item to delete, say).
  func dismissingAfter(_ action: @escaping () -> Void) -> () -> Void {
    guard let dismiss = dismissAfterAction else { return action }
    return {
      action()
      dismiss()
    }
  }
}

/// A switch between on and off.
///
/// ```swift
/// Toggle("Show done", isOn: Binding(get: { model.showDone }, set: { model.showDone = $0 }))
/// ```
public struct Toggle: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let isOn: Binding<Bool>

  /// Creates a toggle titled `title` that shows and flips `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.toggle(title: title, isOn: isOn))
  }
}
