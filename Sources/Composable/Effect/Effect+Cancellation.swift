extension Effect {
  /// Marks this effect as cancellable with `id`, so that `.cancel(id:)` can stop it.
  ///
  /// With `cancelInFlight`, any effect already running with the same id is cancelled first —
  /// the usual way to keep only the latest search request alive.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.results(try await search(query)))
  /// }
  /// .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to one store (and its scopes): two sessions' stores never cancel each
  /// other's work, even with equal ids.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch operation {
    case .none, .cancel:
      return self
    case .send where !cancelInFlight:
      return self
    default:
      return Self(
        operation: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, effect: self)
      )
    }
  }

  /// An effect that cancels every running effect marked with `id`.
  ///
  /// ```swift
  /// case .stopTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashable(id)))
  }
}
