import Composable
import ConcurrencyExtras
import CustomDump
import Dependencies
import IssueReporting

/// A store for tests: every action's state change is asserted, every action an effect sends
/// back must be received, and the test fails if effects are still running at its end.
///
/// ```swift
/// @MainActor @Test func login() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Login.State()) {
///     Login()
///   } withDependencies: {
///     $0.continuousClock = clock
///   }
///   await store.send(.set(\.username, "blob")) { $0.username = "blob" }
///   await store.send(.loginTapped) { $0.isLoading = true }
///   await store.receive(\.loginResponse.success) { $0.isLoading = false }
/// }
/// ```
///
/// Failures are reported through IssueReporting, so they show up in Swift Testing and XCTest
/// alike, with a diff of the expected and the actual state.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly this store checks the test; `.on` by default.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive(_:timeout:assert:)` and `finish(timeout:)` wait by default.
  public var timeout: Duration = .seconds(1)

  // `nonisolated(unsafe)` for `deinit` alone, which checks them at the end of a test: the
  // store is released where the test runs, on the main actor, so nothing reads them concurrently.
  nonisolated(unsafe) let store: Store<State, Action>
  nonisolated(unsafe) let log: Log
  let effectStarts = EffectStarts()
  let dismissal: LockIsolated<Bool>
  let sharedChanges = SharedChangeTracker()

  /// Creates a test store running `reducer` from `initialState`, with dependency overrides.
  ///
  /// `initialState` is built inside the test's dependencies, as TCA does, so a `State.init`
  /// reading `@Dependency(\.uuid)` gets the generator the test installed.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dismissal = LockIsolated(false)
    self.dismissal = dismissal
    let sharedChanges = self.sharedChanges
    var dependencies = DependencyValues._current
    // Each test store numbers its stack elements from 0, so tests can write `id: 0`.
    dependencies.stackElementID = .incrementing
    // A feature under test that dismisses itself has no parent to tell; the test store
    // records it instead (`isDismissed`).
    dependencies.dismiss = DismissEffect { dismissal.setValue(true) }
    if let prepareDependencies { dependencies = dependencies.updated(by: prepareDependencies) }
    let (state, base) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let log = Log(assertedState: state)
    self.log = log
    self.store = Store(
      initialState: state,
      reducer: { RecordingReducer(base: base, log: log, sharedChanges: sharedChanges) },
      withDependencies: { [dependencies] in $0 = dependencies }
    )
    store.effectLifecycle = effectStarts.lifecycle
  }

  // Not an `isolated deinit`: that may run later, on the main actor's queue, after the test
  // that dropped the store has ended and can no longer be failed.
  deinit {
    guard exhaustivity == .on else { return }
    let received = log.received
    let inFlightEffectCount = store.inFlightEffectCount
    if !received.isEmpty {
      reportIssue(
        """
        The store received \(received.count) unasserted action(s) from effects:

        \(received.map { "  " + describe($0.action) }.joined(separator: "\n"))

        Assert them with "receive", or skip them with "skipReceivedActions()".
        """
      )
    }
    if inFlightEffectCount > 0 {
      reportIssue(
        """
        \(inFlightEffectCount) effect(s) are still running at the end of the test.

        Make sure each effect finishes (advance the test clock, cancel it in the feature, or \
        call "await store.finish()"), or call "skipInFlightEffects()".
        """
      )
    }
  }

  /// The feature's state as of the last action the test asserted: actions an effect sent
  /// back since then show in the state only once they are received (or skipped), as in TCA.
  ///
  /// ```swift
  /// await store.send(.refreshTapped) { $0.isLoading = true }
  /// #expect(store.state.isLoading)  // even if the response already arrived
  /// await store.receive(\.response) { $0.isLoading = false }
  /// ```
  public var state: State { log.assertedState }

  /// The dependencies the feature runs with. Changing them mid-test affects the actions sent
  /// (and the effects started) from then on.
  ///
  /// ```swift
  /// store.dependencies.continuousClock = ImmediateClock()
  /// ```
  public var dependencies: DependencyValues {
    get { store._dependencies ?? DependencyValues._current }
    set { store._dependencies = newValue }
  }

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { dismissal.value }

  /// Sends `action` and asserts the state change it makes.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    if exhaustivity == .on, !log.received.isEmpty {
      reportIssue(
        """
        Must handle \(log.received.count) received action(s) before sending an action:

        \(log.received.map { "  " + describe($0.action) }.joined(separator: "\n"))

        Unhandled actions: assert them with "receive", or skip them with \
        "skipReceivedActions()".
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    } else if exhaustivity != .on {
      log.received.removeAll()
    }
    log.expectingSentAction = true
    log.lastSent = nil
    let task = store.send(action)
    let stepsBefore = log.assertedState
    // Actions sent synchronously by `.send` effects were reduced in the same call; the state
    // to assert against is the one right after the tested action.
    let actual = log.lastSent?.state ?? store.state
    assertState(
      before: stepsBefore, actual: actual, stackIDs: log.lastSent?.stackIDs,
      update: updateStateToExpectedResult,
      step: "send(\(describe(action)))",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    // Let the action's effects start (and, say, begin sleeping on a test clock) before the
    // test advances a clock or asserts anything else.
    await Task.megaYield()
    if task.hasEffects { await effectStarts.waitUntilAllBegun(timeout: timeout) }
    return TestStoreTask(task: task, timeout: timeout)
  }

  /// Waits until every effect has finished; fails if some are still running after `timeout`.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now + (timeout ?? self.timeout)
    while store.inFlightEffectCount > 0 {
      if ContinuousClock.now >= deadline {
        reportIssue(
          """
          Expected effects to finish, but \(store.inFlightEffectCount) are still running after \
          \(timeout ?? self.timeout).

          If an effect waits on a test clock, advance the clock first.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await pause()
    }
  }

  /// Forgets the actions received so far without asserting them.
  ///
  /// With `strict` (the default, as in TCA), having nothing to skip fails the test: the
  /// call would hide nothing, so the test no longer says what it means.
  ///
  /// ```swift
  /// await store.skipReceivedActions(strict: false)
  /// ```
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.yield()
    if strict, log.received.isEmpty {
      reportIssue(
        "There were no received actions to skip.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    if let last = log.received.last { log.assertedState = last.state }
    showSkipped(
      log.received.isEmpty
        ? nil
        : "Skipped receiving \(log.received.map { describe($0.action) }.joined(separator: ", "))",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    log.received.removeAll()
  }

  /// Cancels every effect still running, so the test can end without waiting for them.
  ///
  /// With `strict` (the default), having no effect running fails the test.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let count = store.inFlightEffectCount
    if strict, count == 0 {
      reportIssue(
        "There were no in-flight effects to skip.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    store.cancelAllEffects()
    showSkipped(
      count == 0 ? nil : "Skipped \(count) in-flight effect(s)",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    await Task.yield()
  }

  // MARK: - Internals

  func receive(
    matching predicate: (Action) -> Bool,
    description: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    let deadline = ContinuousClock.now + (timeout ?? self.timeout)
    while true {
      while let next = log.received.first {
        log.received.removeFirst()
        if predicate(next.action) {
          assertState(
            before: log.assertedState, actual: next.state, stackIDs: next.stackIDs,
            update: update,
            step: "receive(\(description))",
            fileID: fileID, filePath: filePath, line: line, column: column
          )
          await letDeliveringEffectsFinish()
          // The received action may have started effects of its own.
          await effectStarts.waitUntilAllBegun(timeout: self.timeout)
          return
        }
        if exhaustivity == .on {
          reportIssue(
            """
            Received an unexpected action. Expected \(description), received:

              \(describe(next.action))\(mismatch(next.action))
            """,
            fileID: fileID, filePath: filePath, line: line, column: column
          )
          log.assertedState = next.state
          await letDeliveringEffectsFinish()
          return
        }
        log.assertedState = next.state
        showSkipped(
          "Skipped receiving \(describe(next.action))",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      if ContinuousClock.now >= deadline {
        reportIssue(
          """
          Expected to receive \(description), but no action was received within \
          \(timeout ?? self.timeout).

          If the effect waits on a test clock, advance the clock before "receive".
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await pause()
    }
  }

  /// An effect that has just delivered an action needs two more hops to finish; give it
  /// that time, so a test ending right after its last `receive` does not see it running.
  private func letDeliveringEffectsFinish() async {
    for _ in 0..<10 where store.inFlightEffectCount > 0 {
      await pause()
    }
  }

  private func pause() async {
    // Effects run concurrently on other executors; give them real time, not just a yield.
    try? await Task.sleep(for: .microseconds(200))
  }
  /// What the test store's reducer saw: which actions came from the test and which from
  /// effects, with the state after each and the stack ids in force before each.
  final class Log {
    struct Step {
      let action: Action
      let state: State
      /// A generator continuing from where the reducer's was when it began this action, so
      /// the test's expectation makes the same stack ids.
      let stackIDs: StackElementIDGenerator
    }
    var received: [Step] = []
    var expectingSentAction = false
    var lastSent: Step?
    var assertedState: State

    init(assertedState: State) {
      self.assertedState = assertedState
    }

    func record(_ step: Step) {
      if expectingSentAction {
        expectingSentAction = false
        lastSent = step
      } else {
        received.append(step)
      }
    }
  }

  /// Runs the feature's reducer and tells the log about every action it reduces.
  struct RecordingReducer<Base: Reducer<State, Action>>: Reducer {
    let base: Base
    let log: Log
    /// Shared state is a reference; the tracker lets assertions see the reducer's changes.
    let sharedChanges: SharedChangeTracker

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let stackIDs = DependencyValues._current.stackElementID.incrementingCopy()
      let effect = SharedChangeTracker.$current.withValue(sharedChanges) {
        base.reduce(into: &state, action: action)
      }
      log.record(Log.Step(action: action, state: state, stackIDs: stackIDs))
      return effect
    }
  }

}

func describe(_ value: some Any) -> String {
  var output = ""
  customDump(value, to: &output)
  return output
}

extension String {
  func indent(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }
      .joined(separator: "\n")
  }
}

/// The test store of a feature: `TestStoreOf<Login>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
