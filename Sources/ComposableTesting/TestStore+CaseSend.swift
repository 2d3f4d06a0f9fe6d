import Composable

extension TestStore where Action: CasePathable {
  /// Sends the action at a case key path that carries no value, and asserts the state change.
  ///
  /// ```swift
  /// await store.send(\.alert.dismiss) { $0.alert = nil }
  /// await store.send(\.path[id: 0].detail.deleteTapped)
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the action at a case key path carrying `value`, and asserts the state change.
  ///
  /// ```swift
  /// await store.send(\.binding.text, "Blob") { $0.text = "Blob" }
  /// await store.send(\.todos[id: id].binding.isComplete, true) { … }
  /// await store.send(\.path.push, (id: 0, .detail(Detail.State()))) { … }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
