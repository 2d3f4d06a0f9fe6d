import Flows

extension Reducer {
  /// Reports this feature's part in each event's flow: the action the store receives (from
  /// the view, or from an effect), the reducer running it with the state's diff, and the
  /// effects it starts, whose work (clients they call, actions they send back) is drawn in
  /// the same event. While no flow is being recorded it only checks that.
  ///
  /// ```swift
  /// Store(initialState: AppFeature.State()) { AppFeature().reportingFlows() }
  /// // view → store: .login(.logInTapped)
  /// // store → reducer: reduce   login.isLoading: false → true
  /// // reducer → effect: run
  /// ```
  public func reportingFlows() -> _FlowReportingReducer<Self> {
    _FlowReportingReducer(base: self)
  }
}

/// The reducer ``Reducer/reportingFlows()`` builds.
public struct _FlowReportingReducer<Base: Reducer>: Reducer {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>

  init(base: Base) {
    self.base = base._resolvedReduce()
  }

  /// Runs the base reducer, reporting its part in the current flow while one is recorded.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard FlowBoundary.isRecording else { return base(&state, action) }
    return report(into: &state, action: action)
  }

  @inline(never)
  private func report(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // One line: a diagram's arrow has no room for a multi-line dump.
    let described = StateDiff.describeAction(action).split(separator: "\n")
      .map { $0.drop(while: \.isWhitespace) }.joined()
    FlowBoundary.note(to: .store, "send " + described)
    return FlowBoundary.acting(as: .store) {
      let before = state
      var diff: String?
      let effect = FlowBoundary.call(
        to: .reducer, "reduce", receiver: "\(Base.self)",
        source: (Base.self as? any _SourceLocated.Type).map {
          FlowSource(fileID: $0._sourceFileID, line: $0._sourceLine)
        },
        { base(&state, action) },
        changes: { _ in
          diff = StateDiff.describe(before, state)
          guard let diff else { return [] }
          let lines = diff.split(separator: "\n").map(String.init)
          return [FlowChange(name: "state", old: "", new: "", diff: lines)]
        })
      if diff != nil {
        FlowBoundary.note(to: .view, "state changed", kind: .update)
      }
      guard !effect.isNone else { return effect }
      return FlowBoundary.acting(as: .reducer) {
        FlowBoundary.note(to: .effect, "start effect")
        return effect.actingAsEffect()
      }
    }
  }
}

extension Effect {
  /// The same effect, its work running as the flow's effect role: what it calls and sends is
  /// drawn from the effect lane.
  func actingAsEffect() -> Effect {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let priority, let work):
      return Effect(
        operation: .run(priority: priority) { send in
          await FlowBoundary.acting(as: .effect) { await work(send) }
        })
    case .merge(let effects):
      return Effect(operation: .merge(effects.map { $0.actingAsEffect() }))
    case .concatenate(let effects):
      return Effect(operation: .concatenate(effects.map { $0.actingAsEffect() }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect: effect.actingAsEffect()))
    }
  }
}

/// A type that knows where it is written; `@Reducer` adds it to features, so the debugger's
/// flow links the reducer's message to the feature's file. Not for app code.
public protocol _SourceLocated {
  static var _sourceFileID: String { get }
  static var _sourceLine: Int { get }
}
