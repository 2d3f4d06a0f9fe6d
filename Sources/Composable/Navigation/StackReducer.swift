import Dependencies
import IssueReporting

extension Reducer {
  /// Runs `element` on the screens of a navigation stack: each screen's actions reach its
  /// state, pushes and pops change the stack, and a screen's effects are cancelled when it
  /// leaves the stack.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path) { Path.body }
  /// }
  /// ```
  ///
  /// A screen's action runs the screen first, then this reducer; `popFrom` runs this reducer
  /// before the screens go, so it can read them one last time; `push` adds the screen first.
  /// A pushed screen can close itself with `@Dependency(\.dismiss)`, which sends `popFrom`.
  @inlinable
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _StackReducer(
      parent: self, element: element(), stack: stack, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }

  /// Runs the screens of a stack whose elements are a `@Reducer enum`, such as `Path`.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ stack: WritableKeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, ElementState._CaseBody>
  where ElementState._CaseBody.Action == ElementAction {
    _StackReducer(
      parent: self, element: ElementState._caseBody, stack: stack, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:destination:fileID:line:)`` builds for a stack.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  @usableFromInline let element: (inout Element.State, Element.Action) -> Effect<Element.Action>
  @usableFromInline let stack: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let action:
    CaseAccess<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    stack: WritableKeyPath<Parent.State, StackState<Element.State>>,
    action: CaseAccess<Parent.Action, StackAction<Element.State, Element.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent._resolvedReduce()
    self.element = element._resolvedReduce()
    self.stack = stack
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  /// Applies a screen action, pop or push and runs the parent (before a pop, after anything
  /// else), then cancels the effects of every screen that left the stack.
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let stackAction = self.action.extract(action)
    // Only a stack action or a parent's own change can alter the ids; reading them is cheap.
    let idsBefore = state[keyPath: stack].ids
    var elementEffect = Effect<Parent.Action>.none
    let parentEffect: Effect<Parent.Action>

    switch stackAction {
    case .element(let id, let elementAction):
      let effect = state[keyPath: stack].modify(id: id) { element(&$0, elementAction) }
      if let effect {
        let embed = self.action.embed
        elementEffect =
          effect
          .map { embed(.element(id: id, action: $0)) }
          .withDismissal { embed(.popFrom(id: id)) }
          .cancellable(id: StackEffectID(stack: stackID, element: id))
      } else {
        reportIssue(
          """
          A "forEach" at "\(fileID):\(line)" received an action for a screen that is not on \
          the stack. Screen: \(id). Action: \(elementAction)
          """
        )
      }
      parentEffect = parent(&state, action)

    case .popFrom(let id):
      // The parent first: it may read the screens before they go.
      parentEffect = parent(&state, action)
      if state[keyPath: stack].ids.contains(id) {
        state[keyPath: stack].pop(from: id)
      } else {
        reportIssue(
          """
          A "forEach" at "\(fileID):\(line)" received "popFrom" for a screen that is not on the \
          stack. Screen: \(id). Stack: \(state[keyPath: stack].ids.map(\.description))
          """
        )
      }

    case .push(let id, let elementState):
      if state[keyPath: stack].ids.contains(id) {
        reportIssue(
          """
          A "forEach" at "\(fileID):\(line)" received "push" with an id already on the stack: \
          \(id).
          """
        )
      } else {
        // The pushed id was chosen outside the stack; later ids must not collide with it.
        DependencyValues._current.stackElementID.skip(past: id)
        state[keyPath: stack].push(elementState, id: id)
      }
      parentEffect = parent(&state, action)

    case nil:
      parentEffect = parent(&state, action)
    }

    let idsAfter = state[keyPath: stack].ids
    guard idsAfter != idsBefore else { return .combining(elementEffect, parentEffect) }
    let cancellations = idsBefore.subtracting(idsAfter).map { id in
      Effect<Parent.Action>.cancel(id: StackEffectID(stack: stackID, element: id))
    }
    return .merge([elementEffect, parentEffect] + cancellations)
  }

  // Key paths are immutable once formed, so one can serve as a sendable cancellation id.
  var stackID: AnyHashableSendable {
    AnyHashableSendable(UncheckedSendable(stack as AnyKeyPath))
  }
}

/// Cancels the effects of one screen of one stack.
struct StackEffectID: Hashable, Sendable {
  let stack: AnyHashableSendable
  let element: StackElementID
}
