/// Arranges its children top to bottom.
///
/// ```swift
/// VStack {
///   Text("Welcome")
///   Button("Continue") { … }
/// }
/// ```
public struct VStack<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// Creates a stack of the views in `content`, top to bottom.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.vstack, content: content))
  }
}

/// Arranges its children left to right.
///
/// ```swift
/// HStack { Text("Buy milk"); Spacer(); Button("Edit") { … } }
/// ```
public struct HStack<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// Creates a stack of the views in `content`, left to right.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.hstack, content: content))
  }
}

/// Groups views without changing layout; handy to apply one modifier to several views.
///
/// ```swift
/// Group { Text("A"); Text("B") }.style(.secondary)
/// ```
public struct Group<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// Creates a group of the views in `content`.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    content._resolve(in: context, into: &nodes)
  }
}

/// A container that gives a screen its title and toolbar context (as in SwiftUI); hosts render
/// it as a titled pane.
///
/// ```swift
/// NavigationStack { TaskList().navigationTitle("Tasks") }
/// ```
public struct NavigationStack<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// Creates a navigation container around the screen in `content`.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.group, content: content))
  }
}

extension ResolveContext {
  /// A node of `kind` whose children are `content`'s nodes, one level deeper in the path.
  @inlinable
  func container(
    _ kind: ViewNode.Kind,
    text: String = "",
    content: some View,
    configure: (inout ResolveContext) -> Void = { _ in }
  ) -> ViewNode {
    // One hash for both: the node's identity is its content's path.
    let elementPath = elementPath(kind, text)
    var node = self.node(kind, text: text, at: elementPath)
    var inner = self
    inner.path = elementPath
    configure(&inner)
    content._resolve(in: inner, into: &node.children)
    return node
  }
}
