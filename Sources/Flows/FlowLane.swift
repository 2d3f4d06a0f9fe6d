/// One role in a flow diagram: a lane (a column with a lifeline) that messages go between.
///
/// Kits name their roles with the static lanes; the diagram orders lanes by ``rank``, so
/// every architecture reads left to right from the view to the outside world.
///
/// ```swift
/// @Reported(as: .presenter) final class LoginPresenter { … }
/// FlowLane.presenter.name  // "presenter"
/// ```
public struct FlowLane: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The role's name, as the diagram labels the lane.
  public let name: String
  /// Where the lane sits, left to right.
  public let rank: Int

  /// Creates a lane for a role of your own, named `name` and placed by `rank` among the
  /// built-in lanes (a rank of 25 sits between the view model and the presenter).
  public init(_ name: String, rank: Int) {
    self.name = name
    self.rank = rank
  }

  /// The lane's ``name``.
  public var description: String { name }

  /// Left to right: by ``rank``, then by name.
  public static func < (lhs: FlowLane, rhs: FlowLane) -> Bool {
    (lhs.rank, lhs.name) < (rhs.rank, rhs.name)
  }

  /// The screen: whatever the person touches.
  public static let view = FlowLane("view", rank: 0)
  /// MVC's controller.
  public static let controller = FlowLane("controller", rank: 10)
  /// MVVM's view model.
  public static let viewModel = FlowLane("view model", rank: 20)
  /// VIPER's presenter.
  public static let presenter = FlowLane("presenter", rank: 30)
  /// The TCA store.
  public static let store = FlowLane("store", rank: 40)
  /// The TCA reducer.
  public static let reducer = FlowLane("reducer", rank: 50)
  /// VIPER's interactor.
  public static let interactor = FlowLane("interactor", rank: 60)
  /// A TCA effect.
  public static let effect = FlowLane("effect", rank: 70)
  /// VIPER's router.
  public static let router = FlowLane("router", rank: 80)
  /// The navigator that owns VIPER's screens (or another kit's window).
  public static let navigator = FlowLane("navigator", rank: 90)
  /// A module or screen being assembled or torn down.
  public static let module = FlowLane("module", rank: 100)
  /// A domain client or service: the app's boundary with storage and the network.
  public static let service = FlowLane("service", rank: 110)
}
