extension Effect {
  /// Delays this effect until `duration` has passed without another debounced effect with the
  /// same `id`; each new one cancels the waiting one.
  ///
  /// Pass the clock from dependencies so tests control time:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// …
  /// case .searchQueryChanged(let query):
  ///   state.query = query
  ///   return .send(.search)
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self where C.Duration: Sendable {
    debounced(id: id, for: duration, clock: clock)
  }

  private func debounced<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self where C.Duration: Sendable {
    guard !isNone else { return self }
    let wait = Self(
      operation: .run(priority: nil) { _ in
        try? await clock.sleep(for: duration)
      }
    )
    return Self.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }
}

extension Effect {
  /// Debounces with a clock from dependencies, such as `@Dependency(\.continuousClock)`.
  ///
  /// ```swift
  /// return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func open<C: Clock<Duration>>(_ clock: C) -> Self {
      debounced(id: id, for: duration, clock: clock)
    }
    return open(clock)
  }
}
