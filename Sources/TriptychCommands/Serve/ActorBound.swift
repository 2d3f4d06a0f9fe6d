/// A weak reference to an object that lives on one actor (a web session's), for `Sendable`
/// code running elsewhere — a domain client's closure — that must tell the object something.
///
/// The only way in is ``perform(_:)``, which hops onto that actor first; so the object, not
/// `Sendable` itself, is never touched off its actor.
///
/// ```swift
/// let relay = ActorBound(switcher, on: actor)
/// let logout: @Sendable () async -> Void = {
///   await relay.perform { $0.didSignOut() }
/// }
/// ```
final class ActorBound<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: `object` is read only inside `perform`'s body, which runs on `actor`.
  private weak var object: Object?
  private let actor: any Actor

  init(_ object: Object, on actor: any Actor) {
    self.object = object
    self.actor = actor
  }

  /// Runs `body` on the object's actor; does nothing once the object is gone (the session
  /// ended).
  func perform(_ body: @escaping @Sendable (Object) -> Void) async {
    await Self.run(on: actor) {
      if let object = self.object { body(object) }
    }
  }

  private static func run(on actor: isolated any Actor, _ body: () -> Void) {
    body()
  }
}
