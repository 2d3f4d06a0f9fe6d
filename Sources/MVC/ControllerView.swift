import Views

/// Draws a controller: its content, the sheet it presents (itself drawn by a
/// ``ControllerView``) and its alert. Containers draw their children with it, and
/// ``WindowView`` the root.
///
/// ```swift
/// ControllerView(loginViewController)
/// ```
public struct ControllerView: View {
  let controller: ViewController

  /// Creates a view that draws `controller` with what it presents.
  public init(_ controller: ViewController) {
    self.controller = controller
  }

  /// The controller's content view, with its sheet and its alert attached.
  public var body: some View {
    let controller = self.controller
    let alert = controller.presentedAlert
    controller.contentView
      .sheet(
        item: Binding(
          get: { controller.presentedController },
          // The host closed the sheet (Escape, the close button): as the presenter would.
          set: { if $0 == nil { controller.dismissPresentedController() } })
      ) { presented in
        ControllerView(presented)
      }
      .alert(
        alert?.title ?? "",
        isPresented: Binding(
          get: { alert != nil },
          set: { if !$0, let alert { controller.dismiss(alert) } })
      ) {
        ForEach(Array((alert?.actions ?? []).enumerated()), id: \.offset) { entry in
          Button(entry.element.title, role: entry.element.role, action: entry.element.handler)
        }
      } message: {
        if let message = alert?.message, !message.isEmpty {
          Text(message)
        }
      }
  }
}
