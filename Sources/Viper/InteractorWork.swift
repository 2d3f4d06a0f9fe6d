import Views

extension ViperInteractor {
  /// Runs a use case's asynchronous part concurrently and hands its result to the output on
  /// the module's isolation (the host's, via `PendingWork`), so the presenter is only
  /// ever touched there. If the interactor or its output has gone meanwhile (the module was
  /// dismissed), the result is dropped: work never keeps a module alive.
  ///
  /// ```swift
  /// func login(_ credentials: Credentials) {
  ///   perform(on: context.work) { [auth] () async throws(LoginError) -> User in
  ///     try await auth.login(credentials.username, credentials.password)
  ///   } deliver: { output, result in
  ///     switch result {
  ///     case .success(let user): output.loginSucceeded(user)
  ///     case .failure(let error): output.loginFailed(error.message)
  ///     }
  ///   }
  /// }
  /// ```
  @discardableResult
  public func perform<Success: Sendable, Failure: Error>(
    on work: PendingWork,
    _ operation: @escaping @Sendable () async throws(Failure) -> Success,
    deliver: @escaping (OutputContract, Result<Success, Failure>) -> Void
  ) -> WorkID {
    work.run {
      () async -> Result<Success, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    } then: { [weak self] (result: Result<Success, Failure>) in
      guard let output = self?.output else { return }
      deliver(output, result)
    }
  }

  /// Waits `duration` on the host's clock, then tells the output (dropped if the module has
  /// gone). A test clock makes the wait instant and controlled.
  ///
  /// ```swift
  /// after(.seconds(1), on: context) { output in output.welcomeShown() }
  /// ```
  @discardableResult
  public func after(
    _ duration: Duration,
    on context: HostContext,
    deliver: @escaping (OutputContract) -> Void
  ) -> WorkID {
    let clock = context.clock
    return perform(on: context.work) { () async throws(Never) -> Bool in
      do {
        try await clock.sleep(for: duration)
        return true
      } catch {
        return false
      }
    } deliver: { output, result in
      if case .success(true) = result { deliver(output) }
    }
  }

  /// Listens to a data source's changes (another window's edits, say) and hands each to the
  /// output on the module's isolation, until the returned work is cancelled (cancel it when
  /// the module goes: `deinit { context.work.cancel(watching) }`). Changes arriving after the
  /// output has gone are dropped.
  ///
  /// ```swift
  /// watching = watch(on: context.work, { taskStore.subscribe(userID, $0) }) { output, snapshot in
  ///   output.outlineUpdated(snapshot)
  /// }
  /// ```
  @discardableResult
  public func watch<Value: Sendable, Token>(
    on work: PendingWork,
    _ subscribe: (@escaping @Sendable (Value) -> Void) -> Token,
    deliver: @escaping (OutputContract, Value) -> Void
  ) -> WorkID {
    work.subscribe(subscribe) { [weak self] value in
      guard let output = self?.output else { return }
      deliver(output, value)
    }
  }
}
