import Flows

/// Asynchronous work an app starts from a view's closures, tracked so hosts know when the app
/// has settled, with results delivered back on the app's own isolation.
///
/// The operation runs concurrently and may only touch `Sendable` things (a client, a clock);
/// its completion runs later, when the host drains, on the same isolation as the views — so it
/// may update a non-`Sendable` model safely, without pinning anything to an actor.
///
/// ```swift
/// func loginTapped() {
///   isLoading = true
///   work.run { [auth, username, password] in
///     try await auth.login(username, password)
///   } then: { result in
///     self.isLoading = false
///     self.user = try? result.get()
///   }
/// }
/// ```
///
/// Owned by one host (a web session, a test driver); create it there and hand it to the app.
///
/// Work carries the flow it was started in (the Flows module's `FlowContext`): its completion
/// is recorded in the trace of the event that started it, as the role that started it.
public final class PendingWork {
  /// The thread-safe counter hosts watch and test clocks park.
  public let tracker: WorkTracker
  private var completions: [WorkID: (Result<any Sendable, any Error>) -> Void] = [:]
  private var tasks: [WorkID: Task<Void, Never>] = [:]
  private var subscriptions: [WorkID: Subscription] = [:]
  private var nextID: UInt64 = 0
  /// Where values pushed by subscriptions are recorded as events of their own (the host's).
  public var flows: FlowRecorder?

  /// Creates work counted by `tracker`.
  public init(tracker: WorkTracker = WorkTracker()) {
    self.tracker = tracker
  }

  /// Runs `operation` concurrently; when it finishes, the next ``drain()`` calls `completion`
  /// with its result. Cancelled work never completes.
  @discardableResult
  public func run<Output: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Output,
    then completion: @escaping (Result<Output, any Error>) -> Void
  ) -> WorkID {
    start(operation) { result in
      completion(result.map { $0 as! Output })  // Only `start` stores values, as `Output`.
    }
  }

  /// Runs a non-throwing `operation`; the next ``drain()`` calls `completion` with its output.
  ///
  /// ```swift
  /// work.run { [clock] in try? await clock.sleep(for: .seconds(1)) } then: { self.showHome() }
  /// ```
  @discardableResult
  public func run<Output: Sendable>(
    _ operation: @escaping @Sendable () async -> Output,
    then completion: @escaping (Output) -> Void
  ) -> WorkID {
    start(operation) { result in
      if case .success(let value) = result { completion(value as! Output) }
    }
  }

  /// Runs `operation` concurrently and tracks it, with nothing to deliver back.
  @discardableResult
  public func run(_ operation: @escaping @Sendable () async -> Void) -> WorkID {
    start(operation) { _ in }
  }

  /// Listens to a subscription — another window's changes, say — for as long as the returned
  /// work is not cancelled: each value it pushes reaches `onEach` at the host's next drain, on
  /// the app's isolation, in order. A pushed value counts as pending from the moment it is
  /// pushed, so a host that waits for the app to settle shows it; waiting for the next one does
  /// not keep the app busy.
  ///
  /// ```swift
  /// updates = work.subscribe({ taskStore.subscribe(userID, $0) }) { [weak self] snapshot in
  ///   self?.show(snapshot)
  /// }
  /// ```
  ///
  /// `subscribe` registers the push handler and returns a token that keeps the subscription
  /// alive; it is released on ``cancel(_:)``.
  @discardableResult
  public func subscribe<Value: Sendable, Token>(
    _ subscribe: (@escaping @Sendable (Value) -> Void) -> Token,
    onEach: @escaping (Value) -> Void
  ) -> WorkID {
    nextID += 1
    let id = WorkID(rawValue: nextID)
    let tracker = self.tracker
    let token = subscribe { value in tracker.post(id, value) }
    // Each pushed value is an event of its own, sent by the service.
    subscriptions[id] = Subscription(token: token) { [weak self] value in
      FlowContext.resuming(self?.flows?.context("update pushed", from: .service)) {
        onEach(value as! Value)  // Only the handler above posts under this id, as `Value`.
      }
    }
    return id
  }

  /// Cancels one operation or subscription: its completion will not run.
  public func cancel(_ id: WorkID) {
    completions[id] = nil
    subscriptions[id] = nil
    tasks.removeValue(forKey: id)?.cancel()
  }

  /// Cancels everything in flight (for instance when a session ends).
  public func cancelAll() {
    for id in Array(tasks.keys) + Array(subscriptions.keys) { cancel(id) }
  }

  /// Runs the completions of finished operations, in the order they finished. Hosts call it on
  /// the app's isolation when ``WorkTracker/onChange`` fires. Returns how many ran.
  @discardableResult
  public func drain() -> Int {
    var ran = 0
    for completion in tracker.takeCompletions() {
      if let subscription = subscriptions[completion.id] {
        if case .success(let value) = completion.result { subscription.deliver(value) }
        ran += 1
        continue
      }
      tasks[completion.id] = nil
      guard let deliver = completions.removeValue(forKey: completion.id) else { continue }
      if case .failure(let error) = completion.result, error is CancellationError { continue }
      deliver(completion.result)
      ran += 1
    }
    return ran
  }

  private func start<Output: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Output,
    deliver: @escaping (Result<any Sendable, any Error>) -> Void
  ) -> WorkID {
    nextID += 1
    let id = WorkID(rawValue: nextID)
    let tracker = self.tracker
    let context = FlowContext.current
    completions[id] = { result in FlowContext.resuming(context) { deliver(result) } }
    tracker.begin()
    tasks[id] = Task {
      let result: Result<any Sendable, any Error>
      do {
        let output = try await WorkTracker.$current.withValue(tracker) { try await operation() }
        result = .success(output)
      } catch {
        result = .failure(error)
      }
      tracker.finish(id, with: result)
    }
    return id
  }
}

/// A live subscription held by ``PendingWork``: the token that keeps it alive and what each
/// pushed value is handed to.
private struct Subscription {
  let token: Any
  let deliver: (any Sendable) -> Void
}
