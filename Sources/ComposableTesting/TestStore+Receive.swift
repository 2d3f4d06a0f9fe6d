import Composable
import CustomDump
import IssueReporting

extension TestStore {
  /// Waits for the next action an effect sends back, checks it equals `expected`, and asserts
  /// the state change it makes.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
  /// ```
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expected },
      description: describe(expected),
      mismatch: { actual in
        diff(expected, actual).map { "\n\n" + $0 } ?? ""
      },
      timeout: timeout, update: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits for the next action an effect sends back, checks it is in the case at
  /// `actionCase`, and asserts the state change it makes.
  ///
  /// ```swift
  /// await store.receive(\.searchResponse.success) { $0.results = ["Buy milk"] }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      matching: { $0[case: actionCase] != nil },
      description: "\(actionCase)",
      mismatch: { _ in "" },
      timeout: timeout, update: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits for the next action in the case at `actionCase` carrying `value`.
  ///
  /// ```swift
  /// await store.receive(\.tagConverted, "@due(2026-11-30)") { $0.tag = "@due(2026-11-30)" }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      matching: { action in
        let payload: Value? = action[case: actionCase]
        return payload == value
      },
      description: "\(actionCase) carrying \(describe(value))",
      mismatch: { actual in
        let payload: Value? = actual[case: actionCase]
        guard let payload else { return "" }
        return diff(value, payload).map { "\n\n" + $0 } ?? ""
      },
      timeout: timeout, update: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits for the next action an effect sends back, checks `casePath` extracts from it, and
  /// asserts the state change it makes: the spelling from before case key paths.
  ///
  /// ```swift
  /// await store.receive(/Action.searchResponse) { $0.results = ["Buy milk"] }
  /// ```
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      description: casePath.debugDescription,
      mismatch: { _ in "" },
      timeout: timeout, update: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
