/// A control that runs an action when tapped (clicked in a browser).
///
/// ```swift
/// Button("Add") { model.addTapped() }
/// Button("Delete", role: .destructive) { store.send(.deleteTapped) }
/// Button(role: .cancel, action: presenter.cancelTapped) { Label("Cancel", systemImage: "xmark") }
/// ```
public struct Button<LabelContent: View>: View {
  public typealias Body = Never
  let role: ButtonRole?
  let action: () -> Void
  let label: LabelContent

  public init(
    role: ButtonRole? = nil,
    action: @escaping () -> Void,
    @ViewBuilder label: () -> LabelContent
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    let labelNodes = label._resolve(in: context.appending("label"))
    let title = labelNodes.map(\.flattenedText).filter { !$0.isEmpty }.joined(separator: " ")
    var node = context.node(.button, text: title)
    node.role = role
    node.icon = labelNodes.lazy.compactMap { $0.first { $0.icon != nil }?.icon }.first
    node.children = labelNodes
    node.action = context.dismissingAfter(action)
    return [node]
  }
}

extension Button where LabelContent == Text {
  /// A button with a text label.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where LabelContent == Label {
  /// A button with a text label and an icon.
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
  public typealias Body = Never
  let title: String
  let isOn: Binding<Bool>

  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var node = context.node(.toggle, text: title)
    node.isOn = isOn.wrappedValue
    let isOn = self.isOn
    node.action = { isOn.wrappedValue.toggle() }
    return [node]
  }
}
