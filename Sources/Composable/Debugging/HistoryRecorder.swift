/// Records every action a store reduces, so a debugger can show any earlier state (time
/// travel) and a test can replay the history to check the reducer is deterministic.
///
/// Use it as the store's reducer:
///
/// ```swift
/// let history = HistoryRecorder(initialState: App.State(), capacity: 5_000) { App() }
/// let store = Store(initialState: history.initialState) { history }
/// …
/// let earlier = history.state(at: 3)          // the state after the third action
/// store.debugReplaceState(earlier)           // show it
/// #expect(history.replayedState() == store.state)
/// ```
///
/// **Cost.** Recording must not make a cheap action expensive when the state is large. The
/// recorder keeps the actions plus a *keyframe* (a copy of the state) every so often; any
/// other point is rebuilt by replaying actions from the keyframe before it. Taking a keyframe
/// is free at first (Swift values are copy-on-write), but the next change to the live state
/// then copies it. The recorder measures that copy and spaces keyframes so that copying costs
/// at most about an eighth of the time spent reducing, whatever the size of the state.
/// Jumping to a point costs at most one keyframe interval of replay.
///
/// Replays run the reducer without effects. A reducer that reads time or randomness from
/// anywhere but its dependencies cannot be replayed faithfully; ``replayedState()`` exposes
/// exactly that.
///
/// **Files.** With `Codable` actions the history can be exported as JSON and imported into a
/// fresh recorder, whose replay is checked against fingerprints of the recorded states (see
/// ``exportJSON(endingIn:maximumCheckpoints:)`` and ``importJSON(_:observing:)``).
public final class HistoryRecorder<State, Action>: Reducer {
  /// The oldest state still reconstructible: the state before ``actions``' first action.
  public var initialState: State { laterStart?.state ?? creationState }
  /// The recorded actions, oldest first, at most about ``capacity`` of them.
  public var actions: [Action] { recordedActions }
  // The hot path (`reduce`) is inlinable, so that it is specialised for the app's actions:
  // appending to a generic array unspecialised costs more than a whole row action.
  @usableFromInline var recordedActions: [Action] = []
  /// How many actions are kept before the oldest are dropped.
  public let capacity: Int
  /// How many actions were dropped from the front to respect ``capacity``.
  public private(set) var droppedCount = 0

  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Copies of the state after `index` actions (relative to `actions`), ascending.
  private(set) var keyframes: [(index: Int, state: State)] = []
  /// The state the recorder was created with: an exported history that starts there needs
  /// no state of its own (see `exportHistory(endingIn:)`), and an imported one without a
  /// state of its own starts there.
  ///
  /// ```swift
  /// let scratch = HistoryRecorder(initialState: history.creationState) { App() }
  /// ```
  public let creationState: State
  /// The initial state once it is no longer ``creationState`` (old actions dropped, or a
  /// reset), kept on the heap and only then: a state can be large, and an idle app's recorder
  /// held two copies of it.
  private var laterStart: StartingState?
  /// Whether ``initialState`` is still ``creationState`` (no drop, no reset since).
  var startsAtCreation: Bool { laterStart == nil }
  @usableFromInline var interval: Int
  @usableFromInline var sinceKeyframe = 0
  @usableFromInline var measuringCopy = false
  private var copyCost: Duration = .zero
  private var reduceCost: Duration = .zero

  /// How far apart keyframes are.
  public enum KeyframeSpacing: Sendable, Equatable {
    /// Measured: as far apart as keeps copying the state to about an eighth of the time
    /// spent reducing, but never closer than `minimum` actions.
    case adaptive(minimum: Int)
    /// Every `interval` actions, whatever they cost: predictable, for tests.
    case every(Int)
  }

  /// Creates a recorder of `reducer` starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first recorded action.
  ///   - reducer: The feature whose actions are recorded and replayed.
  ///   - capacity: The number of actions kept; older ones are dropped in keyframe steps, so
  ///     up to one keyframe interval more may be kept.
  ///   - keyframes: How far apart keyframes are.
  public init<R: Reducer<State, Action>>(
    initialState: State,
    capacity: Int = 10_000,
    keyframes: KeyframeSpacing = .adaptive(minimum: 32),
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    self.creationState = initialState
    self.capacity = max(1, capacity)
    switch keyframes {
    case .adaptive(let minimum):
      self.minimumInterval = max(1, minimum)
      self.isAdaptive = true
    case .every(let interval):
      self.minimumInterval = max(1, interval)
      self.isAdaptive = false
    }
    self.interval = minimumInterval
    self.reducer = reducer()._resolvedReduce()
  }

  private let minimumInterval: Int
  @usableFromInline let isAdaptive: Bool

  /// The current number of actions between keyframes.
  public var keyframeInterval: Int { interval }

  /// Runs the recorded reducer and appends the action, taking a keyframe when one is due.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect =
      isAdaptive && (measuringCopy || sinceKeyframe == 1)
      ? reduceTimed(&state, action)
      : reducer(&state, action)
    recordedActions.append(action)
    sinceKeyframe += 1
    if sinceKeyframe >= interval { takeKeyframe(state) }
    return effect
  }

  /// Reduces and times the action right after a keyframe (it pays the copy) and the one after
  /// that (a typical action), to space the next keyframes.
  @usableFromInline
  func reduceTimed(_ state: inout State, _ action: Action) -> Effect<Action> {
    let start = ContinuousClock.now
    let effect = reducer(&state, action)
    let elapsed = ContinuousClock.now - start
    if measuringCopy {
      copyCost = elapsed
      measuringCopy = false
    } else {
      reduceCost = elapsed
      adjustInterval()
    }
    return effect
  }

  @usableFromInline
  func takeKeyframe(_ state: State) {
    keyframes.append((recordedActions.count, state))
    sinceKeyframe = 0
    measuringCopy = true
    dropOldestIfNeeded()
  }

  /// The state after the first `position` recorded actions (0 is ``initialState``).
  ///
  /// ```swift
  /// let beforeLastAction = history.state(at: history.actions.count - 1)
  /// ```
  public func state(at position: Int) -> State {
    let position = min(max(0, position), actions.count)
    var index = 0
    var state = initialState
    if let keyframe = keyframes.last(where: { $0.index <= position }) {
      index = keyframe.index
      state = keyframe.state
    }
    while index < position {
      _ = reducer(&state, actions[index])
      index += 1
    }
    return state
  }

  /// Replays every recorded action from ``initialState``, ignoring keyframes: the state a
  /// deterministic reducer reaches again.
  ///
  /// ```swift
  /// #expect(history.replayedState() == store.state)
  /// ```
  public func replayedState() -> State {
    var state = initialState
    for action in actions { _ = reducer(&state, action) }
    return state
  }

  /// Forgets the history, starting again from `state`.
  public func reset(to state: State) {
    forgetActions()
    laterStart = StartingState(state)
  }

  /// Forgets the history, starting again from ``creationState``.
  func resetToCreation() {
    forgetActions()
    laterStart = nil
  }

  private func forgetActions() {
    recordedActions.removeAll()
    keyframes.removeAll()
    sinceKeyframe = 0
    droppedCount = 0
  }

  private func adjustInterval() {
    guard reduceCost > .zero else { return }
    let ratio = (copyCost / reduceCost) * 8
    interval = max(minimumInterval, min(Int(ratio.rounded(.up)), 1_000_000))
  }

  private func dropOldestIfNeeded() {
    guard actions.count > capacity, keyframes.count >= 2 else { return }
    // Drop up to the first keyframe: it becomes the new initial state.
    let first = keyframes.removeFirst()
    laterStart = StartingState(first.state)
    recordedActions.removeFirst(first.index)
    droppedCount += first.index
    keyframes = keyframes.map { ($0.index - first.index, $0.state) }
  }

  /// A starting state other than the creation state, boxed so that having none costs one
  /// pointer.
  private final class StartingState {
    let state: State
    init(_ state: State) { self.state = state }
  }
}
