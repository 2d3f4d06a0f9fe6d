import Foundation

/// The result of async work that may fail with any error, equatable when its success is:
/// TCA's `TaskResult`, for actions that carry a response.
///
/// ```swift
/// enum Action { case response(TaskResult<String>) }
/// return .run { send in
///   await send(.response(TaskResult { try await api.fetch() }))
/// }
/// ```
///
/// Swift's `Result<Success, any Error>` cannot be `Equatable`, which test stores need to
/// compare actions. Errors compare with their own `==` when they are `Equatable` and of one
/// type; otherwise as Foundation compares them (`NSError`: domain and code — for a Swift
/// enum, its type and case), so `.failure(APIError.timeout)` equals itself in a test.
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work succeeded with a value.
  case success(Success)
  /// The work threw.
  case failure(any Error)

  /// Runs `body`, catching what it throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Wraps a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Transforms the value of a success.
  public func map<NewSuccess: Sendable>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }

  /// Transforms the value of a success into another result.
  public func flatMap<NewSuccess: Sendable>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): transform(value)
    case .failure(let error): .failure(error)
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The `Result` of a task result.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Successes compare their values; failures their errors (see ``TaskResult``).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)): lhs == rhs
    case (.failure(let lhs), .failure(let rhs)): errorsAreEqual(lhs, rhs)
    default: false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value, or the error by the same measure `==` uses.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .failure(let error):
      hasher.combine(1)
      if let hashable = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(hashable))
      } else {
        let error = error as NSError
        hasher.combine(error.domain)
        hasher.combine(error.code)
      }
    }
  }
}

private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  if let lhs = (lhs as Any) as? any Equatable, let equal = isEqual(lhs, rhs) { return equal }
  return (lhs as NSError).isEqual(rhs as NSError)
}

/// `lhs == rhs` when `rhs` has `lhs`'s type, else `nil`.
private func isEqual<Lhs: Equatable>(_ lhs: Lhs, _ rhs: Any) -> Bool? {
  guard let rhs = rhs as? Lhs else { return nil }
  return lhs == rhs
}
