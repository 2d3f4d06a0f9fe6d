import Composable
import Views

extension View {
  /// Shows the `AlertState` a feature holds as a Views alert; its buttons send
  /// `.presented(action)`, closing it otherwise sends `.dismiss`.
  ///
  /// ```swift
  /// .alert { store.alert } send: { store.send(.alert($0)) }
  /// ```
  public func alert<Action>(
    _ alert: @escaping () -> AlertState<Action>?,
    send: @escaping (PresentationAction<Action>) -> Void
  ) -> some View {
    let current = alert()
    // A button that sends an action is dismissed by the presentation reducer; the host then
    // closes the alert too, which must not send a second dismissal to a parent that may have
    // moved on (a store scoped to a vanished child still shows its last state).
    let sentAction = Flag()
    return self.alert(
      current?.title.string ?? "",
      isPresented: Views.Binding(
        get: { alert() != nil },
        set: { isPresented in
          if !isPresented, !sentAction.isSet, alert() != nil { send(.dismiss) }
        }
      )
    ) {
      ForEach(current?.buttons ?? [], id: \.id) { button in
        Button(button.label.string, role: button.role.map(ButtonRole.init)) {
          if let action = button.action {
            sentAction.isSet = true
            send(.presented(action))
          }
        }
      }
    } message: {
      if let message = current?.message {
        Text(message.string)
      }
    }
  }
}

extension ButtonRole {
  init(_ role: ButtonStateRole) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}

/// A mutable flag shared by an alert's closures within one render.
private final class Flag {
  var isSet = false
}
