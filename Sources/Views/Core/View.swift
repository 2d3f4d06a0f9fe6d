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
///
/// ## When a composed view is reused
/// A host keeps what each composed view produced and reuses it on the next render when
/// nothing its `body` read changed and the view is the same, compared as SwiftUI compares
/// views that are not `Equatable`: byte for byte (the same values, the same references, the
/// same closures). So store what a view needs, not things made anew on each render, and store
/// the widest-aligned properties first: padding between a smaller property and a wider one
/// (a `Bool` before an `Int`) holds whatever bytes it had and can make the view look changed
/// on every render.
public protocol View: SendableMetatype {
  /// The view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Resolves this view, appending its nodes to `nodes`. Primitive views implement it; composed
  /// views inherit the default, which resolves `body`. Not meant to be called or implemented
  /// outside Views.
  ///
  /// Appends instead of returning an array so a tree resolves without an array per view.
  func _resolve(in context: ResolveContext, into nodes: inout [ViewNode])
}

// The primitives are `@inlinable` so an app's module specialises the whole resolve of its
// concrete view type: unspecialised, every level paid for generic metadata lookups and
// witness calls.
extension View {
  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    // Under a host, each composed view is resolved under its own tracking and reused when
    // nothing it read changed.
    guard let render = context.render else {
      body._resolve(in: context, into: &nodes)
      return
    }
    render.resolve(self, in: context, into: &nodes)
  }

  /// This view's nodes as a new array, for the few containers that post-process them.
  @inlinable
  func _resolvedNodes(in context: ResolveContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    _resolve(in: context, into: &nodes)
    return nodes
  }
}

/// Primitive views have no body: they resolve themselves.
extension View where Body == Never {
  /// Stops the program: a primitive view has no body to ask for.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// `Never` is its own body type: it can never be made, so it shows nothing.
  public typealias Body = Never

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {}
}

/// Resolves a view as the root of a tree: a `.root` node whose children are the view's nodes.
///
/// ```swift
/// let tree = resolveTree(Text("Hi"))
/// tree.children[0].text  // "Hi"
/// ```
public func resolveTree(_ view: some View) -> ViewNode {
  resolveTree(view, render: nil)
}

/// Resolves a view as the root of a tree, with a host's memory between renders.
func resolveTree(_ view: some View, render: RenderState?) -> ViewNode {
  var context = ResolveContext()
  context.render = render
  var root = ViewNode(kind: .root, id: context.identity(for: .root, label: ""))
  view._resolve(in: context, into: &root.children)
  return root
}
