import Flows
import Observation
import Views

/// The app's window: it shows one root controller, and owns it. Replacing the root (Home
/// after Login, Login after signing out) releases the old one with everything it presented.
///
/// ```swift
/// let window = Window()
/// window.rootViewController = LoginViewController(…)
/// WindowView(window)  // what the host draws
/// ```
@Observable
public final class Window {
  /// The controller the window shows and owns. Setting it releases the previous root; setting
  /// a controller reports `Window: setRoot(…)` in the running event's flow.
  public var rootViewController: ViewController? {
    didSet {
      if let root = rootViewController {
        FlowBoundary.note(to: .navigator, "Window: setRoot(\(root.name))", kind: .lifecycle)
      }
    }
  }

  /// Creates a window with no root controller yet.
  public init() {}
}

/// Draws a ``Window``'s root controller, and draws the new one when the root is replaced.
///
/// ```swift
/// struct AppRoot: View {
///   let window: Window
///   var body: some View { WindowView(window) }  // Login, then Home once it is the root
/// }
/// ```
public struct WindowView: View {
  let window: Window

  /// Creates a view that draws `window`'s root controller.
  public init(_ window: Window) {
    self.window = window
  }

  /// The root controller, drawn by ``ControllerView``; nothing while the window has no root.
  public var body: some View {
    if let root = window.rootViewController {
      ControllerView(root)
    }
  }
}
