import Views

/// The asynchronous work one controller started: run through the host's ``Views/PendingWork``
/// (so `ViewDriver.settle()` and the web host wait for it) and cancelled when the controller —
/// and so this object — goes away, or on demand, by key.
///
/// Completions run on the host's isolation, so they may update the controller's views. They
/// capture the controller weakly, as UIKit completion handlers do: a completion that holds the
/// controller keeps it, and its work, alive after it was dismissed.
///
/// ```swift
/// work.run(key: "login") { [authClient] () async throws(LoginError) -> User in
///   try await authClient.login(username, password)
/// } then: { [weak self] result in
///   self?.loginFinished(result)
/// }
/// ```
public final class ControllerWork {
  /// The host's tracked work this object starts its operations on.
  public let pending: PendingWork
  private var inFlight: Set<WorkID> = []
  private var keys: [AnyHashable: WorkID] = [:]

  public init(_ pending: PendingWork) {
    self.pending = pending
  }

  deinit {
    // The controller is gone: nobody is left to show what this work would deliver.
    for id in inFlight { pending.cancel(id) }
  }

  /// How many operations have not delivered yet (subscriptions count until cancelled).
  public var count: Int { inFlight.count }

  /// Runs `operation` concurrently; `completion` gets its result on the host's isolation unless
  /// the work is cancelled first. Starting work with a `key` cancels the earlier work with the
  /// same key (the latest request wins).
  @discardableResult
  public func run<Output: Sendable, Failure: Error>(
    key: AnyHashable? = nil,
    _ operation: @escaping @Sendable () async throws(Failure) -> Output,
    then completion: @escaping (Result<Output, Failure>) -> Void
  ) -> WorkID {
    if let key { cancel(key: key) }
    var started: WorkID?
    let id = pending.run { () async throws -> Output in
      try await operation()
    } then: { [weak self] result in
      if let self, let started { self.forget(started, key: key) }
      switch result {
      case .success(let output): completion(.success(output))
      // Only `operation`'s own errors are delivered; cancellation never reaches here.
      case .failure(let error as Failure): completion(.failure(error))
      case .failure: break
      }
    }
    started = id
    inFlight.insert(id)
    if let key { keys[key] = id }
    return id
  }

  /// Waits `delay` on `clock` (the host's: virtual in tests), then runs `action`.
  ///
  /// ```swift
  /// work.after(.seconds(1), on: context.clock) { [weak self] in self?.showHome() }
  /// ```
  @discardableResult
  public func after(
    _ delay: Duration,
    on clock: any Clock<Duration>,
    key: AnyHashable? = nil,
    _ action: @escaping () -> Void
  ) -> WorkID {
    run(key: key) { () async throws -> Void in
      try await clock.sleep(for: delay)
    } then: { result in
      if case .success = result { action() }
    }
  }

  /// Listens to a subscription (another window's changes) until the controller goes or the
  /// work is cancelled; each pushed value reaches `onEach` on the host's isolation.
  ///
  /// ```swift
  /// work.observe({ taskStore.subscribe(userID, $0) }) { [weak self] in self?.show($0) }
  /// ```
  @discardableResult
  public func observe<Value: Sendable, Token>(
    key: AnyHashable? = nil,
    _ subscribe: (@escaping @Sendable (Value) -> Void) -> Token,
    onEach: @escaping (Value) -> Void
  ) -> WorkID {
    if let key { cancel(key: key) }
    let id = pending.subscribe(subscribe, onEach: onEach)
    inFlight.insert(id)
    if let key { keys[key] = id }
    return id
  }

  /// Cancels the operation started with `key`, if it is still running.
  public func cancel(key: AnyHashable) {
    guard let id = keys.removeValue(forKey: key) else { return }
    inFlight.remove(id)
    pending.cancel(id)
  }

  /// Cancels everything this object started.
  public func cancelAll() {
    for id in inFlight { pending.cancel(id) }
    inFlight = []
    keys = [:]
  }

  private func forget(_ id: WorkID, key: AnyHashable?) {
    inFlight.remove(id)
    if let key, keys[key] == id { keys[key] = nil }
  }
}
