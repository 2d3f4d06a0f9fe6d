/// Records the calls a test double receives as values of the double's own `Call` enum, one
/// case per method with its arguments, so what a test expects is checked by the compiler: a
/// misspelt method or a wrong argument type does not compile, and an assertion compares whole
/// calls instead of looking them up by name.
///
/// ```swift
/// final class LoginViewSpy: LoginViewContract, Spying {
///   enum Call: Equatable {
///     case showLoading(Bool)
///     case showWelcomeMessage(String)
///   }
///   let spy = Spy<Call>()
///   func showLoading(_ isLoading: Bool) { record(.showLoading(isLoading)) }
///   func showWelcomeMessage(_ text: String) { record(.showWelcomeMessage(text)) }
/// }
///
/// #expect(
///   view.calls == [.showLoading(true), .showLoading(false), .showWelcomeMessage("Welcome, ada!")])
/// #expect(view.calls.last == .showWelcomeMessage("Welcome, ada!"))
/// ```
public final class Spy<Call> {
  /// Every call, in order.
  public private(set) var calls: [Call] = []

  /// Creates a spy with no calls recorded.
  public init() {}

  /// Records one call.
  public func record(_ call: Call) {
    calls.append(call)
  }

  /// The values `extract` finds in the calls, in order: the arguments of one method, say.
  ///
  /// ```swift
  /// router.spy.values { if case .showAddTask(let point) = $0 { point } else { nil } }
  /// ```
  public func values<Value>(_ extract: (Call) -> Value?) -> [Value] {
    calls.compactMap(extract)
  }

  /// Forgets every call.
  public func reset() {
    calls = []
  }
}

/// A test double that records into a typed ``Spy``: declare a `Call` enum with a case per
/// method, and call ``record(_:)`` with that case in each method.
///
/// ```swift
/// final class LoginRouterSpy: LoginRouterInput, Spying {
///   enum Call: Equatable { case showHome(User) }
///   let spy = Spy<Call>()
///   func showHome(for user: User) { record(.showHome(user)) }
/// }
/// ```
public protocol Spying: AnyObject {
  /// One case per method of the contract, with the arguments worth checking.
  associatedtype Call
  /// The spy this double records into; ``record(_:)`` and ``calls`` go through it.
  var spy: Spy<Call> { get }
}

extension Spying {
  /// Records a call.
  public func record(_ call: Call) {
    spy.record(call)
  }

  /// Every call received, in order.
  public var calls: [Call] { spy.calls }
}
