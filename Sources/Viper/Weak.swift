/// A weak reference to an object seen through a protocol (an existential), for VIPER's
/// back-references: `weak var view: (any LoginViewContract)?` needs the protocol to be
/// class-bound, and generic roles cannot say that of their associated types; this wrapper can.
///
/// ```swift
/// final class LoginPresenter {
///   @Weak var view: (any LoginViewContract)?
/// }
/// ```
///
/// Only objects can be held: a value would be boxed and released at once, so storing one is
/// a programming error (checked in debug builds).
@propertyWrapper
public struct Weak<Value> {
  private weak var object: AnyObject?

  /// Holds `wrappedValue` weakly (`nil` holds nothing).
  public init(wrappedValue: Value?) {
    self.object = Self.reference(to: wrappedValue)
  }

  /// The object while something else keeps it alive, else `nil`; setting it holds the new
  /// object weakly.
  public var wrappedValue: Value? {
    get { object as? Value }
    set { object = Self.reference(to: newValue) }
  }

  private static func reference(to value: Value?) -> AnyObject? {
    guard let value else { return nil }
    assert(
      Mirror(reflecting: value).displayStyle == .class,
      "Weak holds objects only; \(type(of: value)) is a value and would be released at once")
    return value as AnyObject
  }
}
