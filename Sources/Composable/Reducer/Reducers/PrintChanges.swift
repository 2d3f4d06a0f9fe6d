import CustomDump

extension Reducer {
  /// Prints each action this reducer receives and the change it made to the state, for
  /// debugging, as TCA's `_printChanges()` does.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  public func _printChanges(
    to print: @escaping (String) -> Void = { Swift.print($0) }
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, print: print)
  }
}

/// The reducer ``Reducer/_printChanges(to:)`` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let print: (String) -> Void

  init(base: Base, print: @escaping (String) -> Void) {
    self.base = base._resolvedReduce()
    self.print = print
  }

  /// Runs the base reducer and prints the action and the state diff it caused.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base(&state, action)
    var actionDump = ""
    customDump(action, to: &actionDump, indent: 2)
    let change = diff(before, state).map { $0 } ?? "  (No state changes)"
    print("received action:\n\(actionDump)\n\(change)")
    return effect
  }
}
