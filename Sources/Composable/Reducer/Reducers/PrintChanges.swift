import CustomDump

extension Reducer {
  /// Prints each action this reducer receives and the change it made to the state, for
  /// debugging, as TCA's `_printChanges()` does; `nil` prints nothing.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()               // action and state diff
  ///   // Feature()._printChanges(.actionLabels)  // the action's case only
  /// }
  /// ```
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }

  /// Prints each action and state change through `print`, one string per action.
  ///
  /// ```swift
  /// Feature()._printChanges { logger.debug("\($0)") }
  /// ```
  public func _printChanges(
    to print: @escaping (String) -> Void
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: .customDump(to: print))
  }
}

/// How ``Reducer/_printChanges(_:)`` reports an action: given the action, the state before
/// and the state after.
///
/// ```swift
/// let printer = _ReducerPrinter<Feature.State, Feature.Action> { action, _, newState in
///   print(action, newState.count)
/// }
/// ```
public struct _ReducerPrinter<State, Action> {
  private let report: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` for each action.
  public init(
    printChange:
      @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) ->
      Void
  ) {
    self.report = printChange
  }

  /// Reports one action.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    report(receivedAction, oldState, newState)
  }

  /// The action, dumped, and the diff of the state it changed.
  public static var customDump: Self { customDump(to: { Swift.print($0) }) }

  /// The action's case alone, `Feature.Action.child(.tapped)`, without payloads or state.
  public static var actionLabels: Self {
    Self { action, _, _ in
      Swift.print("received action: \(actionLabel(action))")
    }
  }

  static func customDump(to print: @escaping (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var actionDump = ""
      CustomDump.customDump(action, to: &actionDump, indent: 2)
      let change = diff(oldState, newState) ?? "  (No state changes)"
      print("received action:\n\(actionDump)\n\(change)")
    }
  }
}

/// `Feature.Action.child(.tapped)`: the chain of cases, payloads left out.
private func actionLabel(_ value: Any) -> String {
  var label = "\(type(of: value))"
  var current: Any = value
  var separator = "."
  while let child = Mirror(reflecting: current).children.first,
    Mirror(reflecting: current).displayStyle == .enum, let name = child.label
  {
    label += separator + name
    separator = "(."
    current = child.value
  }
  let depth = label.components(separatedBy: "(.").count - 1
  return label + String(repeating: ")", count: depth)
}

/// The reducer ``Reducer/_printChanges(_:)`` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base._resolvedReduce()
    self.printer = printer
  }

  /// Runs the base reducer and reports the action and the state it left.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base(&state, action) }
    let before = state
    let effect = base(&state, action)
    printer.printChange(receivedAction: action, oldState: before, newState: state)
    return effect
  }
}
