import Views

/// Renders `Preview`s headlessly, each on this actor, the way a web host renders a session's
/// app on the session's own isolation: many previews can render at once without queueing on
/// the main actor, and an app that needs an actor (a store) gets this one.
///
/// ```swift
/// let renderer = PreviewRenderer()
/// let outline = try await renderer.render(preview) { $0.outline }
/// ```
public actor PreviewRenderer {
  /// How long a preview's work may take to settle (real time) before ``render(_:width:_:)``
  /// throws: only reached when something hangs, or on a machine too busy to run it.
  public let settleTimeout: Duration

  /// A renderer whose previews fail when their work has not settled after `settleTimeout`.
  public init(settleTimeout: Duration = .seconds(120)) {
    self.settleTimeout = settleTimeout
  }

  /// Builds `preview`, settles the work it started (it never advances the clock), and hands
  /// `read` the rendered tree, at `width`.
  public func render<Result: Sendable>(
    _ preview: Preview, width: HorizontalSizeClass = .regular,
    _ read: @Sendable (ViewNode) throws -> Result
  ) async throws -> Result {
    let app = ViewDriver(settleTimeout: settleTimeout, app: preview.makeView)
    app.host.horizontalSizeClass = width
    try await app.settle()
    return try read(app.tree)
  }
}
