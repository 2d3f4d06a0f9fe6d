import Composable
import Dependencies

extension TestStore {
  /// Asserts the state as it is now, without sending anything: for changes made outside the
  /// reducer, such as shared state written by a test.
  ///
  /// ```swift
  /// $count.withLock { $0 = 42 }
  /// store.assert { $0.count = 42 }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (inout State) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    assertState(
      before: log.assertedState, actual: store.state, stackIDs: nil,
      update: updateStateToExpectedResult, step: "assert",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs `operation` with another exhaustivity, then restores this store's.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.loaded)
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  /// Runs `operation` with another exhaustivity, then restores this store's.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// Changes the feature's dependencies for the duration of `operation`, then restores them.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.apiClient.fetch = { throw Failure() }
  /// } operation: {
  ///   await store.send(.refresh)
  ///   await store.receive(\.failed)
  /// }
  /// ```
  @discardableResult
  public func withDependencies<R>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = dependencies
    dependencies = try dependencies.updated(by: updateValuesForOperation)
    defer { dependencies = saved }
    return try await operation()
  }

  /// Waits for the next action an effect sends back, checks that `isMatching` accepts it, and
  /// asserts the state change it makes.
  ///
  /// ```swift
  /// await store.receive({ if case .loaded(.success) = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      description: "an action matching the predicate",
      mismatch: { _ in "" },
      timeout: timeout, update: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
