/// Stands in for SwiftUI's `Animation`, which does not exist off Apple platforms, so that
/// TCA code passing `animation:` compiles unchanged.
///
/// Hosts of the `Views` DSL render each state change as it comes (the web host patches the
/// page), so an animation changes nothing here: an action sent with one is sent as usual.
///
/// ```swift
/// return .run { send in
///   await send(.loaded(items), animation: .default)
/// }
/// ```
public struct Animation: Hashable, Sendable {
  let name: String

  /// The platform's default animation.
  public static let `default` = Self(name: "default")
  /// Eases in and out.
  public static let easeInOut = Self(name: "easeInOut")
  /// Eases in.
  public static let easeIn = Self(name: "easeIn")
  /// Eases out.
  public static let easeOut = Self(name: "easeOut")
  /// A constant speed.
  public static let linear = Self(name: "linear")
  /// A spring.
  public static let spring = Self(name: "spring")
  /// A spring with little bounce.
  public static let smooth = Self(name: "smooth")
  /// A spring with some bounce.
  public static let bouncy = Self(name: "bouncy")

  /// The same animation with another duration (kept for the spelling only).
  public static func easeInOut(duration: Double) -> Self { .easeInOut }
  /// The same animation with another duration (kept for the spelling only).
  public static func linear(duration: Double) -> Self { .linear }
  /// A spring with given parameters (kept for the spelling only).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8) -> Self {
    .spring
  }

  /// A spring with given physical parameters (kept for the spelling only).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Self {
    .spring
  }
  /// A spring of given duration and bounce (kept for the spelling only).
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0) -> Self {
    .spring
  }

  /// The same animation, delayed (kept for the spelling only).
  public func delay(_ delay: Double) -> Self { self }
  /// The same animation at another speed (kept for the spelling only).
  public func speed(_ speed: Double) -> Self { self }
}

extension Send {
  /// Sends an action "with an animation": the spelling TCA code uses inside `.run`. There is
  /// no SwiftUI here, so the action is sent as it would be without one; see ``Animation``.
  ///
  /// ```swift
  /// await send(.tick, animation: .default)
  /// ```
  @inlinable
  public func callAsFunction(_ action: sending Action, animation: Animation?) async {
    await self(action)
  }
}

extension Effect {
  /// Sends `action` right after the current one (the animation changes nothing here; see
  /// ``Animation``).
  ///
  /// ```swift
  /// return .send(.expand, animation: .default)
  /// ```
  @inlinable
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }

  /// The same effect; TCA animates the actions it sends, which changes nothing here.
  public func animation(_ animation: Animation? = .default) -> Self { self }
}

/// The effect of a feature: `EffectOf<Counter>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// The sender of a feature's `.run` effects: `SendOf<Counter>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
