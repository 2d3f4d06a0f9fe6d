/// An action of a navigation stack: an action of one of its screens, a pop, or a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// // Tests address a screen by its id:
/// await store.send(\.path[id: 0].detail.deleteTapped)
/// await store.send(\.path.push, (id: 1, .detail(Detail.State())))
/// await store.send(\.path.popFrom, 0)
/// ```
public enum StackAction<State, Action> {
  /// An action of the screen with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the screen with `id` and every screen above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` as a new screen with `id` (what a navigation link sends).
  case push(id: StackElementID, state: State)
}

/// The stack action of a feature: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The case paths of a stack action, including `[id:]`, which reaches the actions of one
  /// screen.
  public struct AllCasePaths: CasePathReflectable, Sendable {
    /// The case path of the case `root` is in.
    public subscript(root: StackAction) -> PartialCaseKeyPath<StackAction> {
      switch root {
      case .element: \.element
      case .popFrom: \.popFrom
      case .push: \.push
      }
    }

    /// An action of any screen, with the screen's id.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } }
      )
    }

    /// A pop, with the id of the lowest screen it removes.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case .popFrom(let id) = $0 { id } else { nil } }
      )
    }

    /// A push, with the new screen's id and state.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } }
      )
    }

    /// The actions of the screen with `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { if case .element(id, let action) = $0 { action } else { nil } }
      )
    }
  }

  /// The case paths of `StackAction`: `\.element`, `\.popFrom`, `\.push` and `[id:]`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The actions of the stack screen with `id`: `\.path[id: 0].detail.saveTapped`.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    self[dynamicMember: \.[id: id]]
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
