import ComposableArchitecture
import Testing

// `TaskResult`, which TCA code still carries in its actions (issue 36): equal results, and
// errors compared by their own `==` or, failing that, by type and case.

private enum LookupError: Error, Equatable {
  case missing(String)
}

private enum OpaqueError: Error {
  case failed(String)
  case timedOut
}

struct TaskResultTests {
  @Test func successesCompareTheirValues() {
    #expect(TaskResult.success(1) == .success(1))
    #expect(TaskResult.success(1) != .success(2))
    #expect(TaskResult<Int>.success(1) != .failure(OpaqueError.timedOut))
  }

  @Test func equatableErrorsCompareWithTheirOwnEquality() {
    #expect(TaskResult<Int>.failure(LookupError.missing("a")) == .failure(LookupError.missing("a")))
    #expect(TaskResult<Int>.failure(LookupError.missing("a")) != .failure(LookupError.missing("b")))
    #expect(TaskResult<Int>.failure(LookupError.missing("a")) != .failure(OpaqueError.timedOut))
  }

  @Test func otherErrorsCompareByTypeAndCase() {
    #expect(TaskResult<Int>.failure(OpaqueError.failed("x")) == .failure(OpaqueError.failed("y")))
    #expect(TaskResult<Int>.failure(OpaqueError.failed("x")) != .failure(OpaqueError.timedOut))
  }

  @Test func hashingAgreesWithEquality() {
    let results: Set<TaskResult<Int>> = [
      .success(1), .success(1), .failure(LookupError.missing("a")),
      .failure(LookupError.missing("a")), .failure(OpaqueError.timedOut),
    ]
    #expect(results.count == 3)
  }

  @Test func catchingRunsTheWorkAndKeepsTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw LookupError.missing("id") }
    #expect(throws: LookupError.missing("id")) { try failure.value }
    #expect(failure.map { $0 + 1 } == .failure(LookupError.missing("id")))
    #expect(success.flatMap { .success($0 * 2) } == .success(84))
  }
}
