import Flows
import Observation

/// The screen stack the routers drive and the host renders (with ``NavigatorView``): a root,
/// pushed screens above it, at most one sheet and one alert.
///
/// The navigator owns the screens, so it owns the modules: dismissing a screen releases its
/// module. Routers hold the navigator weakly (the navigator holds them, through their
/// modules).
///
/// ```swift
/// let navigator = Navigator()
/// navigator.replaceRoot(Screen(loginModule.view))
/// navigator.presentSheet(Screen(addTaskModule.view))
/// navigator.dismiss()  // closes the sheet
/// ```
@Observable
@Reported(as: .navigator)
public final class Navigator {
  /// The bottom screen (login, home).
  public private(set) var root: Screen?
  /// Screens pushed above the root, last on top.
  public private(set) var stack: [Screen] = []
  /// The sheet above the stack, if any.
  public private(set) var sheet: Screen?
  /// The alert above everything, if any.
  public private(set) var alert: AlertRoute?

  /// Creates an empty navigator: no root, nothing pushed or presented.
  public init() {}

  /// The screen the stack shows: the last pushed one, else the root.
  public var top: Screen? { stack.last ?? root }

  /// Replaces everything with `screen` (after a login, or a sign-out).
  public func replaceRoot(_ screen: Screen) {
    tearingDown([root, sheet].compactMap { $0 } + stack)
    alert = nil
    sheet = nil
    stack = []
    root = screen
  }

  /// Shows `screen` above the current one; ``pop()`` or ``dismiss()`` goes back.
  public func push(_ screen: Screen) {
    stack.append(screen)
  }

  /// Removes the top pushed screen (the root stays).
  public func pop() {
    guard let top = stack.popLast() else { return }
    tearingDown([top])
  }

  /// Shows `screen` as a sheet, replacing any sheet already up.
  public func presentSheet(_ screen: Screen) {
    tearingDown([sheet].compactMap { $0 })
    sheet = screen
  }

  /// Shows an alert, replacing any alert already up.
  public func presentAlert(_ alert: AlertRoute) {
    self.alert = alert
  }

  /// Closes the sheet (and any alert above it).
  public func dismissSheet() {
    tearingDown([sheet].compactMap { $0 })
    alert = nil
    sheet = nil
  }

  /// Closes the alert `id`, if it is still the one shown (a button may have shown another).
  public func dismissAlert(_ id: AlertRoute.ID? = nil) {
    guard let alert, id == nil || alert.id == id else { return }
    self.alert = nil
  }

  /// Closes what is on top: the alert, else the sheet, else the top pushed screen.
  public func dismiss() {
    if alert != nil {
      alert = nil
    } else if let sheet {
      tearingDown([sheet])
      self.sheet = nil
    } else {
      pop()
    }
  }

  /// Reports, in the running event's flow, the modules whose screens are about to be dropped:
  /// the navigator owns them, so dropping a screen tears its module down.
  private func tearingDown(_ screens: [Screen]) {
    for screen in screens {
      FlowBoundary.note(to: .module, "tear down \(type(of: screen.owner))", kind: .lifecycle)
    }
  }
}
