import Foundation

extension HistoryRecorder where Action: Encodable {
  /// The history as data, ending in `finalState`: the store's live state, whose fingerprint
  /// an import must reach again.
  ///
  /// The fingerprints are of the states the session really went through: the start, up to
  /// `maximumCheckpoints` of the recorder's keyframes (copies of the live state), and
  /// `finalState`. Each costs one dump of the state.
  ///
  /// ```swift
  /// let history = try recorder.exportHistory(endingIn: store.state)
  /// ```
  ///
  /// - Throws: ``HistoryExportError/startIsNotEncodable(droppedCount:)`` when the history no
  ///   longer starts at the creation state and `State` is not `Encodable`.
  public func exportHistory(
    endingIn finalState: State, maximumCheckpoints: Int = 16
  ) throws(HistoryExportError) -> RecordedHistory<State, Action> {
    var startingState: State?
    if !startsAtCreation {
      guard initialState is any Encodable else {
        throw .startIsNotEncodable(droppedCount: droppedCount)
      }
      startingState = initialState
    }
    var checkpoints = [
      RecordedHistory<State, Action>.Checkpoint(
        after: 0, fingerprint: StateFingerprint(of: initialState))
    ]
    let inner = keyframes.filter { $0.index > 0 && $0.index < actions.count }
    let stride = max(1, (inner.count + maximumCheckpoints - 1) / max(1, maximumCheckpoints))
    for (offset, keyframe) in inner.enumerated() where offset % stride == stride - 1 {
      checkpoints.append(
        .init(after: keyframe.index, fingerprint: StateFingerprint(of: keyframe.state)))
    }
    if !actions.isEmpty {
      checkpoints.append(
        .init(after: actions.count, fingerprint: StateFingerprint(of: finalState)))
    }
    return RecordedHistory(
      droppedBefore: droppedCount, startingState: startingState, actions: actions,
      checkpoints: checkpoints)
  }

  /// The history as JSON (``exportHistory(endingIn:maximumCheckpoints:)``), keys sorted so two
  /// exports of one history are byte for byte the same.
  ///
  /// ```swift
  /// let json = try recorder.exportJSON(endingIn: store.state)
  /// ```
  ///
  /// - Throws: ``HistoryExportError`` when the start cannot be written or an action cannot be
  ///   encoded (say, a binding of a field its state does not name).
  public func exportJSON(
    endingIn finalState: State, maximumCheckpoints: Int = 16
  ) throws(HistoryExportError) -> Data {
    try exportHistory(endingIn: finalState, maximumCheckpoints: maximumCheckpoints).json()
  }
}

extension HistoryRecorder where Action: Decodable {
  /// Reads a history from JSON and imports it (``importHistory(_:observing:)``).
  ///
  /// ```swift
  /// let report = try recorder.importJSON(json)
  /// store.debugReplaceState(report.finalState)
  /// print(report.summary)   // "Replayed 42 actions: same final state."
  /// ```
  ///
  /// - Throws: ``HistoryImportError/unreadable(_:)`` when the data is not such a history; the
  ///   recorder is then unchanged.
  @discardableResult
  public func importJSON(
    _ json: Data,
    observing observe: ((ReplayStep<State, Action>) -> Void)? = nil
  ) throws(HistoryImportError) -> ReplayReport<State> {
    importHistory(try RecordedHistory(json: json), observing: observe)
  }
}

extension HistoryRecorder {
  /// Replaces the recorded history with `history`, replaying its actions through the reducer
  /// without running their effects (an effect's outcome is itself a recorded action), then
  /// checks the replay reached the exported fingerprints: the determinism check.
  ///
  /// The replay starts at the history's `startingState`, or at this recorder's creation state
  /// when it has none. Afterwards the recorder holds the imported actions, so time travel
  /// covers them and the next live action follows them.
  ///
  /// ```swift
  /// let fresh = HistoryRecorder(initialState: Counter.State()) { Counter() }
  /// let report = fresh.importHistory(history)
  /// #expect(report.verdict == .sameFinalState)
  /// ```
  ///
  /// - Parameters:
  ///   - history: The history to replay, as ``RecordedHistory/init(json:)`` read it.
  ///   - observe: Called after each replayed action with the states around it (a debugger
  ///     describes the imported actions with it). Costs a copy of the state per action.
  @discardableResult
  public func importHistory(
    _ history: RecordedHistory<State, Action>,
    observing observe: ((ReplayStep<State, Action>) -> Void)? = nil
  ) -> ReplayReport<State> {
    let start = history.startingState ?? creationState
    if let startingState = history.startingState {
      reset(to: startingState)
    } else {
      resetToCreation()
    }
    var expected = history.checkpoints.sorted { $0.after < $1.after }[...]
    var check = ReplayCheck(actions: history.actions)
    var state = start
    check.visit(0, state, &expected)
    for (index, action) in history.actions.enumerated() {
      if let observe {
        let before = state
        _ = reduce(into: &state, action: action)
        observe(ReplayStep(position: index + 1, action: action, before: before, after: state))
      } else {
        _ = reduce(into: &state, action: action)
      }
      check.visit(index + 1, state, &expected)
    }
    return ReplayReport(
      finalState: state, actionCount: history.actions.count, verdict: check.verdict)
  }
}

/// Compares a replay with the fingerprints it passes, remembering the first that differs.
private struct ReplayCheck<Action> {
  let actions: [Action]
  var lastAgreeing: Int?
  var firstDiffering: Int?
  var finalDiffers = false

  init(actions: [Action]) { self.actions = actions }

  mutating func visit<State>(
    _ position: Int, _ state: State,
    _ expected: inout ArraySlice<RecordedHistory<State, Action>.Checkpoint>
  ) {
    while let next = expected.first, next.after < position { expected.removeFirst() }
    guard let checkpoint = expected.first, checkpoint.after == position else { return }
    expected.removeFirst()
    let isFinal = position == actions.count
    // After the first difference only the end is worth a dump.
    guard firstDiffering == nil || isFinal else { return }
    let agrees = StateFingerprint(of: state) == checkpoint.fingerprint
    if agrees {
      if firstDiffering == nil { lastAgreeing = position }
    } else {
      if firstDiffering == nil { firstDiffering = position }
      if isFinal { finalDiffers = true }
    }
  }

  var verdict: DeterminismVerdict {
    guard let firstDiffering else { return .sameFinalState }
    if firstDiffering == 0 { return .differentStart }
    let from = (lastAgreeing ?? 0) + 1
    return .diverged(
      between: from...firstDiffering,
      action: StateDiff.describeAction(actions[from - 1]),
      finalStateMatches: !finalDiffers)
  }
}

/// One action of a replay with the states around it.
public struct ReplayStep<State, Action> {
  /// The number of actions replayed so far, this one included.
  public let position: Int
  /// The replayed action.
  public let action: Action
  /// The state before the action.
  public let before: State
  /// The state the action left.
  public let after: State

  /// The action as an action log prints it (see ``ActionLogEntry/actionDescription``).
  public var actionDescription: String { StateDiff.describeAction(action) }
  /// The change the action made, as an action log shows it (see ``ActionLogEntry/stateDiff``).
  public var stateDiff: String? { StateDiff.describe(before, after) }
}

/// What an import replayed and whether it reached the recorded states again.
///
/// ```swift
/// let report = recorder.importHistory(history)
/// report.summary  // "Replayed 42 actions: same final state."
/// ```
public struct ReplayReport<State> {
  /// The state the replay ended in: show it with `store.debugReplaceState(_:)`.
  public let finalState: State
  /// How many actions were replayed.
  public let actionCount: Int
  /// The determinism check's verdict.
  public let verdict: DeterminismVerdict

  /// The verdict in a sentence, for a debugger panel or a test failure.
  public var summary: String {
    let replayed = "Replayed \(actionCount) action\(actionCount == 1 ? "" : "s")"
    switch verdict {
    case .sameFinalState:
      return "\(replayed): same final state."
    case .differentStart:
      return "\(replayed), but from a different starting state than the exported one:"
        + " this session does not start where the recorded one did."
    case .diverged(let range, let action, let finalStateMatches):
      let place =
        range.count == 1
        ? "after action #\(range.upperBound) (\(action))"
        : "first at the check after action #\(range.upperBound); it still agreed after"
          + " #\(range.lowerBound - 1), so one of actions #\(range.lowerBound)–"
          + "#\(range.upperBound) (from \(action)) reduces differently"
      let end =
        finalStateMatches
        ? " The final state is the exported one again."
        : " The final state differs too."
      return "\(replayed): the state differs from the exported one \(place)."
        + " The reducer read something that is not a dependency or an action (time,"
        + " randomness, a global)." + end
    }
  }
}

/// The outcome of a replay's determinism check.
public enum DeterminismVerdict: Hashable, Sendable {
  /// Every fingerprint matched, the final one included.
  case sameFinalState
  /// The state before the first action already differs: the importing session does not start
  /// where the recorded one did.
  case differentStart
  /// The replay left the recorded states: the first differing fingerprint is after
  /// `between.upperBound` actions and the last matching one after `between.lowerBound - 1`,
  /// so one of the actions in `between` (the first described as `action`) reduced
  /// differently.
  case diverged(between: ClosedRange<Int>, action: String, finalStateMatches: Bool)
}

/// Why a history could not be exported.
public enum HistoryExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The oldest actions were dropped (or the recorder reset), so the history starts at a
  /// later state, and that state is not `Encodable`.
  case startIsNotEncodable(droppedCount: Int)
  /// An action could not be encoded; the reason says which and why.
  case notEncodable(String)

  /// Why the export was refused, in a sentence.
  public var description: String {
    switch self {
    case .startIsNotEncodable(let dropped):
      "The history no longer starts where the session did (\(dropped) older actions were"
        + " dropped), and that later state cannot be written, so an import could not"
        + " reproduce it. Export refused."
    case .notEncodable(let reason): "An action cannot be exported: \(reason)"
    }
  }
}

/// Why a history could not be imported. The recorder is unchanged.
public enum HistoryImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is not a history of this feature; the reason says where and why.
  case unreadable(String)

  /// Why the import was refused, in a sentence.
  public var description: String {
    switch self {
    case .unreadable(let reason): "This is not a history this app can import: \(reason)"
    }
  }
}
