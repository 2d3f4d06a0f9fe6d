/// An action of a presented child feature, or the request to dismiss it.
///
/// ```swift
/// @CasePathable enum Action {
///   case addTask(PresentationAction<AddTask.Action>)
/// }
/// // The view's Cancel button:
/// store.send(.addTask(.dismiss))
/// ```
@CasePathable
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: its state becomes `nil` and its effects are cancelled.
  case dismiss
  /// An action of the presented feature.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationAction: _CaseAccessible {
  public static func _caseAccessors(_ keyPath: PartialCaseKeyPath<Self>) -> Any? {
    guard keyPath == \Self.Cases.presented else { return nil }
    return _CaseAccessors<Self, Action>(
      embed: { .presented($0) },
      extract: { if case .presented(let action) = $0 { action } else { nil } }
    )
  }
}
