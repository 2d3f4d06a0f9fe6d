/// The asynchronous work one owner started — a view model, a controller: run through the
/// host's ``PendingWork`` (so `ViewDriver.settle()` and the web host wait for it), cancelled
/// when the owner — and so its bag — goes away, or on demand, by id or by key.
///
/// Completions run on the host's isolation, so they may update the owner. They should capture
/// it weakly (MVVM's `WorkOwning.run` does): a completion that holds the owner strongly keeps
/// it, and its work, alive.
///
/// ```swift
/// let bag = WorkBag(context.work)
/// bag.run(key: "login") { [auth] in try await auth.login(name, password) } then: {
///   [weak self] result in self?.finish(result)
/// }
/// ```
public final class WorkBag {
  /// The host's tracked work this bag starts its operations on.
  public let work: PendingWork
  private var inFlight: Set<WorkID> = []
  private var keys: [AnyHashable: WorkID] = [:]

  /// Creates an empty bag that starts its work on `work` (the host's).
  public init(_ work: PendingWork) {
    self.work = work
  }

  deinit {
    // The owner is gone: nobody is left to show what this work would deliver.
    for id in inFlight { work.cancel(id) }
  }

  /// How many operations of this bag have not delivered yet.
  public var count: Int { inFlight.count }

  /// Runs `operation` concurrently; `completion` gets its result on the host's isolation unless
  /// the work is cancelled first. Starting work with a `key` cancels the bag's earlier work
  /// with the same key (the latest request wins).
  @discardableResult
  public func run<Output: Sendable, Failure: Error>(
    key: AnyHashable? = nil,
    _ operation: @escaping @Sendable () async throws(Failure) -> Output,
    then completion: @escaping (Result<Output, Failure>) -> Void
  ) -> WorkID {
    if let key { cancel(key: key) }
    var started: WorkID?
    let id = work.run { () async throws -> Output in
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
  /// bag.after(.seconds(1), on: context.clock) { [weak self] in self?.showHome() }
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

  /// Listens to a subscription (another window's changes, say) until the bag's owner goes or
  /// the work is cancelled; each pushed value reaches `onEach` on the app's isolation.
  ///
  /// ```swift
  /// bag.observe({ taskStore.subscribe(userID, $0) }) { snapshot in show(snapshot) }
  /// ```
  @discardableResult
  public func observe<Value: Sendable, Token>(
    key: AnyHashable? = nil,
    _ subscribe: (@escaping @Sendable (Value) -> Void) -> Token,
    onEach: @escaping (Value) -> Void
  ) -> WorkID {
    if let key { cancel(key: key) }
    let id = work.subscribe(subscribe, onEach: onEach)
    inFlight.insert(id)
    if let key { keys[key] = id }
    return id
  }

  /// Cancels one operation; its completion will not run.
  public func cancel(_ id: WorkID) {
    guard inFlight.remove(id) != nil else { return }
    keys = keys.filter { $0.value != id }
    work.cancel(id)
  }

  /// Cancels the operation started with `key`, if it is still running.
  public func cancel(key: AnyHashable) {
    guard let id = keys.removeValue(forKey: key) else { return }
    inFlight.remove(id)
    work.cancel(id)
  }

  /// Cancels everything this bag started.
  public func cancelAll() {
    for id in inFlight { work.cancel(id) }
    inFlight = []
    keys = [:]
  }

  private func forget(_ id: WorkID, key: AnyHashable?) {
    inFlight.remove(id)
    if let key, keys[key] == id { keys[key] = nil }
  }
}
