import Composable
import CustomDump
import Dependencies
import IssueReporting

// How a test store compares the state it expected with the state the feature produced.
extension TestStore {
  func assertState(
    before: State,
    actual: State,
    stackIDs: StackElementIDGenerator?,
    update: ((inout State) throws -> Void)?,
    step: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    defer {
      log.assertedState = actual
      // Whatever shared state changed is now asserted (or reported): the next step starts
      // from here.
      sharedChanges.reset()
    }
    // The expectation runs with the feature's dependencies, so what it builds (stack
    // elements, say) gets the ids the reducer's own changes got; shared state it writes goes
    // to the expected value, not the feature's.
    var dependencies = self.dependencies
    if let stackIDs { dependencies.stackElementID = stackIDs }
    let update = update.map { update in
      { (state: inout State) throws in
        try DependencyValues.$_current.withValue(dependencies) {
          try SharedAssertion.$isExpecting.withValue(true) { try update(&state) }
        }
      }
    }
    do {
      var expected: State
      if exhaustivity == .on {
        expected = before
        try update?(&expected)
        if expected == actual { return }
      } else {
        // Non-exhaustive: the expectation runs once, on the state the action left (as in TCA,
        // so what it reads is current), and only the fields it set must match.
        sharedChanges.expectCurrentValues()
        expected = actual
        try update?(&expected)
        if expected == actual {
          showSkipped(
            diff(before, actual).map { "Skipped assertions of \(step):\n\n\($0)" },
            fileID: fileID, filePath: filePath, line: line, column: column
          )
          return
        }
      }
      reportIssue(
        "State after \(step) differs from the expected state:\n\n\(difference(expected, actual))",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    } catch {
      reportIssue(
        "The assertion closure of \(step) threw: \(error)",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// The difference of two states, for a failure message.
  private func difference(_ expected: State, _ actual: State) -> String {
    if sharedChanges.hasChanges {
      // Both states hold the same shared boxes: dump the expected side as the test expects
      // it, the actual side as it is, and compare the dumps.
      let expectedDump = SharedAssertion.$isExpecting.withValue(true) { describe(expected) }
      let actualDump = describe(actual)
      return lineDiff(expectedDump, actualDump)
    }
    return diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 2))\n\n(Expected: −, Actual: +)" }
      ?? "Expected:\n\(describe(expected).indent(by: 2))\n\nActual:\n\(describe(actual).indent(by: 2))"
  }

  /// A line-by-line difference of two dumps: lines only in `expected` are marked −, lines
  /// only in `actual` +.
  private func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for change in new.difference(from: old) {
      switch change {
      case .remove(_, let line, _): lines.append("  − " + line)
      case .insert(_, let line, _): lines.append("  + " + line)
      }
    }
    return lines.joined(separator: "\n") + "\n\n(Expected: −, Actual: +)"
  }

  func showSkipped(
    _ message: String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard let message, exhaustivity == .off(showSkippedAssertions: true) else { return }
    #if !canImport(Darwin)
      // Linux's XCTest has no expected failures (IssueReporting would fail the test to say
      // so): the skipped assertions are shown in the test's output instead.
      if TestContext.current == .xcTest {
        print("\(fileID):\(line): \(message)")
        return
      }
    #endif
    withExpectedIssue {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
