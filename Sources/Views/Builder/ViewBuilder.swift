/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does: several
/// views, `if`/`else`, `if let`, `switch` and `for` loops.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Tasks")
///   if items.isEmpty { Text("Nothing to do") } else { ForEach(items) { Text($0.title) } }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> {
    OptionalView(content: content)
  }

  public static func buildEither<First: View, Second: View>(
    first: First
  ) -> EitherView<First, Second> {
    EitherView(storage: .first(first))
  }

  public static func buildEither<First: View, Second: View>(
    second: Second
  ) -> EitherView<First, Second> {
    EitherView(storage: .second(second))
  }

  public static func buildArray<Content: View>(_ contents: [Content]) -> ArrayView<Content> {
    ArrayView(contents: contents)
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A view that shows nothing.
public struct EmptyView: View {
  public typealias Body = Never
  public init() {}
  public func _resolve(in context: ResolveContext) -> [ViewNode] { [] }
}

/// Several views in a row, as written in a builder; each child's position is part of its
/// identity.
public struct TupleView<each Content: View>: View {
  public typealias Body = Never
  let content: (repeat each Content)

  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    var index = 0
    for child in repeat each content {
      nodes += child._resolve(in: context.appending(String(index)))
      index += 1
    }
    return nodes
  }
}

/// The result of an `if` without `else`.
public struct OptionalView<Content: View>: View {
  public typealias Body = Never
  let content: Content?

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    content?._resolve(in: context.appending("?")) ?? []
  }
}

/// The result of an `if`/`else` or `switch`: each branch has its own identities, so an element
/// of one branch is never mistaken for one of the other.
public struct EitherView<First: View, Second: View>: View {
  public typealias Body = Never
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    switch storage {
    case .first(let view): view._resolve(in: context.appending("T"))
    case .second(let view): view._resolve(in: context.appending("F"))
    }
  }
}

/// The result of a `for` loop in a builder; positions identify the children (prefer `ForEach`
/// with ids for data that changes).
public struct ArrayView<Content: View>: View {
  public typealias Body = Never
  let contents: [Content]

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    contents.enumerated().flatMap { index, view in
      view._resolve(in: context.appending("[\(index)]"))
    }
  }
}

/// A type-erased view, for when the concrete type varies at run time.
///
/// ```swift
/// let screen: AnyView = isLoggedIn ? AnyView(HomeView()) : AnyView(LoginView())
/// ```
public struct AnyView: View {
  public typealias Body = Never
  private let resolveContent: (ResolveContext) -> [ViewNode]

  public init(_ view: some View) {
    self.resolveContent = { view._resolve(in: $0) }
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    resolveContent(context)
  }
}
