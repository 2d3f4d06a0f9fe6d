/// Text that opens another page when followed, as SwiftUI's `Link` opens a URL. Hosts decide
/// how: the web host writes an `<a href>`; only paths on the same site (`/compare`) and
/// `http`/`https` URLs are followed, anything else is shown as plain text.
///
/// ```swift
/// Link("Compare the architectures", destination: "/compare")
/// ```
public struct Link: View {
  public typealias Body = Never
  @usableFromInline let title: String
  @usableFromInline let destination: String

  @inlinable
  public init(_ title: String, destination: String) {
    self.title = title
    self.destination = destination
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.link, text: title)
    node.value = destination
    nodes.append(node)
  }
}
