/// A piece of user interface described as a value, the way SwiftUI describes it.
///
/// Write views by composing other views in `body`; hosts (the headless ``ViewHost`` used by
/// ViewsTesting, and WebHost's HTML renderer) resolve the description into a ``ViewNode`` tree.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View {
///     VStack {
///       Text("Hello, \(name)!")
///       Button("Wave") { print("👋") }
///     }
///   }
/// }
/// ```
///
/// Views are not `Sendable` and not pinned to any actor: a host builds and resolves them on its
/// own isolation (one per web session), and their closures run there too.
public protocol View: SendableMetatype {
  /// The view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Resolves this view into nodes. Primitive views implement it; composed views inherit the
  /// default, which resolves `body`. Not meant to be called or implemented outside Views.
  func _resolve(in context: ResolveContext) -> [ViewNode]
}

extension View {
  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    body._resolve(in: context)
  }
}

/// Primitive views have no body: they resolve themselves.
extension View where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  public typealias Body = Never

  public func _resolve(in context: ResolveContext) -> [ViewNode] { [] }
}

/// Resolves a view as the root of a tree: a `.root` node whose children are the view's nodes.
///
/// ```swift
/// let tree = resolveTree(Text("Hi"))
/// tree.children[0].text  // "Hi"
/// ```
public func resolveTree(_ view: some View) -> ViewNode {
  let context = ResolveContext()
  var root = ViewNode(kind: .root, id: context.identity(for: .root, label: ""))
  root.children = view._resolve(in: context)
  return root
}
