/// State that lives only until the user answers it: any action it sends also dismisses it.
///
/// Alerts and confirmation dialogs are ephemeral; a presentation whose state is ephemeral (or
/// an enum case holding ephemeral state) is dismissed after each of its actions — unless the
/// parent answered that action by presenting another one, which then stays.
public protocol _EphemeralState {
  /// Tells one ephemeral presentation from the next, even when they read the same.
  var _ephemeralID: Int { get }
}

extension _EphemeralState {
  /// State without an identity of its own: every answer dismisses it.
  public var _ephemeralID: Int { 0 }
}

extension AlertState: _EphemeralState {
  public var _ephemeralID: Int { id }
}
extension ConfirmationDialogState: _EphemeralState {
  public var _ephemeralID: Int { id }
}

@usableFromInline
func isEphemeral(_ state: Any) -> Bool {
  ephemeralState(in: state) != nil
}

/// The identity of the ephemeral state `state` is or holds, or `nil` when it is not ephemeral.
@usableFromInline
func ephemeralID(_ state: Any) -> Int? {
  ephemeralState(in: state)?._ephemeralID
}

private func ephemeralState(in state: Any) -> (any _EphemeralState)? {
  if let ephemeral = state as? any _EphemeralState { return ephemeral }
  // A destination enum such as `case alert(AlertState<…>)` carries the alert as its payload.
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return nil
  }
  return payload as? any _EphemeralState
}
