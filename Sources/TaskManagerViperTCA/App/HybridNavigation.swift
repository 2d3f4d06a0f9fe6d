import Composable

/// How the TCA side of the hybrid asks the VIPER side to navigate: a dependency whose value
/// the VIPER Home module installs in the TCA store, routing each request to its router.
///
/// ```swift
/// @Dependency(\.hybridNavigation) var navigation
/// case .delegate(.signedOut): navigation.signOut()
/// ```
public struct HybridNavigation: Sendable {
  /// Leave Home for a fresh Login.
  public var signOut: @Sendable () -> Void
  /// Show the (VIPER) Settings.
  public var openSettings: @Sendable () -> Void

  public init(
    signOut: @escaping @Sendable () -> Void,
    openSettings: @escaping @Sendable () -> Void
  ) {
    self.signOut = signOut
    self.openSettings = openSettings
  }
}

extension HybridNavigation: DependencyKey {
  /// Outside the hybrid there is no VIPER side to go back to: requests do nothing.
  public static let liveValue = HybridNavigation(signOut: {}, openSettings: {})
  public static let testValue = HybridNavigation(signOut: {}, openSettings: {})
}

extension DependencyValues {
  /// The VIPER side's navigation, for TCA features embedded in the hybrid.
  public var hybridNavigation: HybridNavigation {
    get { self[HybridNavigation.self] }
    set { self[HybridNavigation.self] = newValue }
  }
}

/// A weak reference to an object that lives on one actor, handed to `@Sendable` code (a
/// dependency's closures). Using it checks, at run time, that the caller is on that actor, so
/// the object is only ever touched there; that check is what makes the `@unchecked` sound.
///
/// ```swift
/// let router = IsolatedReference(homeRouter, on: actor)
/// HybridNavigation(signOut: { router { $0.signOut() } }, openSettings: { … })
/// ```
final class IsolatedReference<Object: AnyObject>: @unchecked Sendable {
  private weak var object: Object?
  private let actor: any Actor

  init(_ object: Object, on actor: any Actor) {
    self.object = object
    self.actor = actor
  }

  /// Runs `body` with the object if it is still alive; traps off the object's actor.
  func callAsFunction(_ body: (Object) -> Void) {
    actor.preconditionIsolated("The VIPER side is reached only on its own actor")
    if let object { body(object) }
  }
}
