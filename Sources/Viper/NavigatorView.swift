import Views

/// Renders a ``Navigator``: the top screen of its stack (with a Back button when something
/// was pushed), its sheet and its alert. Hosts show it as the app's root view.
///
/// ```swift
/// let host = ViewHost(clock: ContinuousClock()) { context in
///   NavigatorView(App.start(context))
/// }
/// ```
public struct NavigatorView: View {
  let navigator: Navigator

  /// Creates the view of `navigator`, which it keeps alive (and so its screens' modules).
  public init(_ navigator: Navigator) {
    self.navigator = navigator
  }

  /// The top screen, with a Back button while screens are pushed, under its sheet and alert.
  public var body: some View {
    let navigator = self.navigator
    let shownAlert = navigator.alert
    Group {
      if let top = navigator.top {
        if !navigator.stack.isEmpty {
          top.view.toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Back") { navigator.pop() }
            }
          }
        } else {
          top.view
        }
      }
    }
    .sheet(
      item: Binding(
        get: { navigator.sheet },
        set: { if $0 == nil { navigator.dismissSheet() } })
    ) { screen in
      screen.view
    }
    .alert(
      shownAlert?.title ?? "",
      isPresented: Binding(
        get: { shownAlert != nil },
        set: { if !$0 { navigator.dismissAlert(shownAlert?.id) } })
    ) {
      ForEach(Array((shownAlert?.buttons ?? []).enumerated()), id: \.offset) { entry in
        Button(entry.element.title, role: entry.element.role, action: entry.element.action)
      }
    } message: {
      if let message = shownAlert?.message, !message.isEmpty {
        Text(message)
      }
    }
  }
}
