import CustomDump
import Logging

/// One entry of an action log: the action and how it changed the state.
public struct ActionLogEntry<Action>: Sendable where Action: Sendable {
  /// The action, as the reducer received it.
  public let action: Action
  /// The action printed as CustomDump prints it; a large payload (a whole outline) is
  /// summarised by its type and size.
  public let actionDescription: String
  /// The state change as a diff (`-` before, `+` after) of only the parts that changed, each
  /// named by its path (`home.items[id: 3].title`), or `nil` when nothing changed.
  public let stateDiff: String?
}

extension Reducer where Action: Sendable {
  /// Describes every action and the state change it caused to `log`: the seeds' "action log
  /// shows complete history".
  ///
  /// ```swift
  /// Store(initialState: App.State()) {
  ///   App().logActions { entry in print(entry.actionDescription, entry.stateDiff ?? "") }
  /// }
  /// ```
  ///
  /// Each action's state is kept for the diff, so its first change copies what it changes,
  /// and the diff walks what changed (equal parts are skipped with `==`): cheap next to the
  /// reducer for small states, O(changed) elements plus a copy for large ones.
  public func logActions(
    to log: @escaping (ActionLogEntry<Action>) -> Void
  ) -> _ActionLogReducer<Self> {
    _ActionLogReducer(base: self, isLogging: { _ in true }, log: log)
  }

  /// Describes actions to `log` only while `isLogging` holds for the state before them: a log
  /// that is off costs nothing (describing an action and diffing the state is most of what an
  /// action costs in a debug build).
  ///
  /// ```swift
  /// App().logActions(while: { $0.isDebuggerShown }) { entry in panel.append(entry) }
  /// ```
  public func logActions(
    while isLogging: @escaping (State) -> Bool,
    to log: @escaping (ActionLogEntry<Action>) -> Void
  ) -> _ActionLogReducer<Self> {
    _ActionLogReducer(base: self, isLogging: isLogging, log: log)
  }

  /// Writes every action and its state diff to a swift-log `Logger`.
  ///
  /// ```swift
  /// App().logActions(to: Logger(label: "triptych.actions"))
  /// ```
  public func logActions(
    to logger: Logger, level: Logger.Level = .debug
  ) -> _ActionLogReducer<Self> {
    logActions { entry in
      logger.log(
        level: level,
        "\(entry.actionDescription)\(entry.stateDiff.map { "\n" + $0 } ?? " (no state change)")"
      )
    }
  }
}

/// The reducer ``Reducer/logActions(to:)`` builds.
public struct _ActionLogReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let isLogging: (Base.State) -> Bool
  let log: (ActionLogEntry<Base.Action>) -> Void

  init(
    base: Base, isLogging: @escaping (Base.State) -> Bool,
    log: @escaping (ActionLogEntry<Base.Action>) -> Void
  ) {
    self.base = base._resolvedReduce()
    self.isLogging = isLogging
    self.log = log
  }

  /// Runs the base reducer and, while logging is on, logs the action with its state diff.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard isLogging(state) else { return base(&state, action) }
    let before = state
    let effect = base(&state, action)
    log(
      ActionLogEntry(
        action: action, actionDescription: StateDiff.describeAction(action),
        stateDiff: StateDiff.describe(before, state))
    )
    return effect
  }
}
