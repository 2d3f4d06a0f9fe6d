/// A screen put into one named state, built with stand-in clients: what SwiftUI's
/// `#Preview("Login — error") { … }` declares, as a value a gallery can list and a snapshot
/// test can render.
///
/// A preview's body runs on the host's isolation with the host's context, exactly as an app
/// does, so it builds the screen the way the app would — a store with its initial state, a
/// module assembled around a stub, a view model with stub clients — and may start work (a
/// load, a tap on the presenter) that the host settles before the screen is shown.
///
/// ```swift
/// let loginError = Preview("Login — error", id: "login-error") { context in
///   let model = LoginViewModel(context: context, authClient: .failing(.invalidCredentials))
///   model.username = "tester"
///   model.logInTapped()
///   return LoginView(model: model)
/// }
/// let app = ViewDriver(app: loginError.makeView)
/// ```
///
/// Previews are collected in one list per module (`static let previews: [Preview]`), not
/// registered at run time: a list is read by the compiler, a missing entry is a test failure,
/// and a reader finds every preview of a module in one place.
public struct Preview: Sendable, Identifiable {
  /// What the gallery and the snapshot files call this state; unique within a list.
  public let id: String
  /// The title a person reads.
  public let name: String
  /// Where the preview is written (`#fileID`), for links to its source.
  public let fileID: String
  /// The absolute path of that file when it was compiled (`#filePath`).
  public let filePath: String
  /// The line the preview starts on.
  public let line: Int
  private let make: @Sendable (HostContext) -> AnyView

  /// A preview called `name` (and `id`, by default the name), whose `body` builds the screen.
  public init<Content: View>(
    _ name: String, id: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    body: @escaping @Sendable (HostContext) -> Content
  ) {
    self.id = id ?? name
    self.name = name
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.make = { AnyView(body($0)) }
  }

  /// Builds the screen for a host; pass it where a host takes an app.
  public func makeView(_ context: HostContext) -> AnyView { make(context) }
}
