/// Records the calls a test double receives, with their arguments, so a spy for any contract
/// is one line per method instead of a hand-written set of flags and captured values.
///
/// ```swift
/// final class LoginViewSpy: LoginViewContract, Spying {
///   let spy = Spy()
///   func showWelcomeMessage(_ text: String) { record(text) }
/// }
///
/// #expect(view.spy.showWelcomeMessageCalled)
/// #expect(view.spy.lastArgument(of: "showWelcomeMessage") == "Welcome, ada!")
/// ```
@dynamicMemberLookup
public final class Spy {
  /// One recorded call: the method's base name (`showError` for `showError(_:)`) and its
  /// arguments in order.
  public struct Call: CustomStringConvertible {
    public let name: String
    public let arguments: [Any]

    public var description: String {
      "\(name)(\(arguments.map { String(describing: $0) }.joined(separator: ", ")))"
    }
  }

  /// Every call, in order.
  public private(set) var calls: [Call] = []

  public init() {}

  /// Records a call; `function` defaults to the caller's name (`#function`).
  public func record(_ arguments: Any..., function: String = #function) {
    recordCall(function, arguments)
  }

  /// Records a call with an argument array (for forwarding helpers).
  public func recordCall(_ function: String, _ arguments: [Any]) {
    calls.append(Call(name: Self.baseName(function), arguments: arguments))
  }

  /// The names of the calls, in order: handy to check a sequence.
  public var names: [String] { calls.map(\.name) }

  /// Whether `name` was called at least once.
  public func called(_ name: String) -> Bool {
    calls.contains { $0.name == Self.baseName(name) }
  }

  /// How many times `name` was called.
  public func callCount(_ name: String) -> Int {
    calls.count { $0.name == Self.baseName(name) }
  }

  /// The arguments of every call to `name`, in order.
  public func arguments(of name: String) -> [[Any]] {
    calls.filter { $0.name == Self.baseName(name) }.map(\.arguments)
  }

  /// The first argument of the last call to `name`, if it has that type.
  public func lastArgument<Value>(of name: String, as type: Value.Type = Value.self) -> Value? {
    arguments(of: name).last?.first as? Value
  }

  /// `spy.showWelcomeMessageCalled`: whether `showWelcomeMessage` was called, in the style of
  /// hand-written spies.
  public subscript(dynamicMember member: String) -> Bool {
    let suffix = "Called"
    guard member.hasSuffix(suffix) else {
      preconditionFailure("Ask a spy `<method>Called`, not `\(member)`")
    }
    return called(String(member.dropLast(suffix.count)))
  }

  /// Forgets every call.
  public func reset() {
    calls = []
  }

  /// `showError(_:)` → `showError`; a property name stays as it is.
  static func baseName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }
}

/// A test double that records into a ``Spy``: conform, and call ``record(_:function:)`` in each
/// method.
///
/// ```swift
/// final class LoginRouterSpy: LoginRouterInput, Spying {
///   let spy = Spy()
///   func showHome(for user: User) { record(user) }
/// }
/// ```
public protocol Spying: AnyObject {
  var spy: Spy { get }
}

extension Spying {
  /// Records the calling method (its name from `#function`) with `arguments`.
  public func record(_ arguments: Any..., function: String = #function) {
    spy.recordCall(function, arguments)
  }
}
