/// An action of one row in a collection of child features, addressed by the row's id.
///
/// ```swift
/// @CasePathable enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
/// store.send(.todos(.element(id: todo.id, action: .toggleDone)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// The action `action` sent to the row with `id`.
  case element(id: ID, action: Action)

  /// The row id this action addresses.
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The row action itself.
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

/// The identified action of a child feature whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: _CaseAccessible {
  public static func _caseAccessors(_ keyPath: PartialCaseKeyPath<Self>) -> Any? {
    guard keyPath == \Self.Cases.element else { return nil }
    return _CaseAccessors<Self, (id: ID, action: Action)>(
      embed: { .element(id: $0.id, action: $0.action) },
      extract: { ($0.id, $0.action) }
    )
  }
}

extension IdentifiedAction.AllCasePaths {
  /// The actions of the row with `id`: `\.todos[id: id].toggleTapped`.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { $0.id == id ? $0.action : nil }
    )
  }
}

extension Case {
  /// The actions of the row with `id`: `\.todos[id: id].binding.isComplete`.
  public subscript<ID, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    self[dynamicMember: \.[id: id]]
  }
}
