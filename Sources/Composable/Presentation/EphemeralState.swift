/// State that lives only until the user answers it: any action it sends also dismisses it.
///
/// Alerts and confirmation dialogs are ephemeral; a presentation whose state is ephemeral (or
/// an enum case holding ephemeral state) is dismissed after each of its actions.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  // A destination enum such as `case alert(AlertState<…>)` carries the alert as its payload.
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
