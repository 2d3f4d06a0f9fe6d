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
  public var rootViewController: ViewController? {
    didSet {
      if let root = rootViewController {
        FlowBoundary.note(to: .navigator, "Window: setRoot(\(root.name))", kind: .lifecycle)
      }
    }
  }

  public init() {}
}

/// Draws a ``Window``'s root controller.
public struct WindowView: View {
  let window: Window

  public init(_ window: Window) {
    self.window = window
  }

  public var body: some View {
    if let root = window.rootViewController {
      ControllerView(root)
    }
  }
}
