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
  /// Builds an empty block: a view that shows nothing.
  @inlinable
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Builds a block of one statement: the view itself.
  @inlinable
  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  /// Builds a block of more than ten statements as a ``TupleView`` (blocks of two to ten
  /// are nested pairs, which an app's module can specialise).
  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat consuming each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// Builds an `if` without `else`: its content while the condition holds, else nothing.
  @inlinable
  public static func buildOptional<Content: View>(_ content: consuming Content?) -> OptionalView<
    Content
  > {
    OptionalView(content: content)
  }

  /// Builds the first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: View, Second: View>(
    first: consuming First
  ) -> EitherView<First, Second> {
    EitherView(storage: .first(first))
  }

  /// Builds the second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: View, Second: View>(
    second: consuming Second
  ) -> EitherView<First, Second> {
    EitherView(storage: .second(second))
  }

  /// Builds a `for` loop: one view per iteration, identified by its position.
  @inlinable
  public static func buildArray<Content: View>(_ contents: consuming [Content]) -> ArrayView<
    Content
  > {
    ArrayView(contents: contents)
  }

  /// Builds an `if #available` branch, erased to an ``AnyView``.
  @inlinable
  public static func buildLimitedAvailability<Content: View>(_ content: consuming Content)
    -> AnyView
  {
    AnyView(content)
  }
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  /// Creates a view that shows nothing.
  @inlinable public init() {}
  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {}
}

/// Several views in a row, as written in a builder; each child's position is part of its
/// identity.
public struct TupleView<each Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: (repeat each Content)

  /// Creates a view of `content`, resolved in order, each at its own position.
  @inlinable
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var index = 0
    for child in repeat each content {
      child._resolve(in: context.appending(index: index), into: &nodes)
      index += 1
    }
  }
}

/// The result of an `if` without `else`.
public struct OptionalView<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content?

  @inlinable
  init(content: Content?) {
    self.content = content
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    content?._resolve(in: context.appending("?"), into: &nodes)
  }
}

/// The result of an `if`/`else` or `switch`: each branch has its own identities, so an element
/// of one branch is never mistaken for one of the other.
public struct EitherView<First: View, Second: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline
  enum Storage {
    case first(First)
    case second(Second)
  }
  @usableFromInline let storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    switch storage {
    case .first(let view): view._resolve(in: context.appending("T"), into: &nodes)
    case .second(let view): view._resolve(in: context.appending("F"), into: &nodes)
    }
  }
}

/// The result of a `for` loop in a builder; positions identify the children (prefer `ForEach`
/// with ids for data that changes).
public struct ArrayView<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let contents: [Content]

  @inlinable
  init(contents: [Content]) {
    self.contents = contents
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    for (index, view) in contents.enumerated() {
      view._resolve(in: context.appending("[\(index)]"), into: &nodes)
    }
  }
}

/// A type-erased view, for when the concrete type varies at run time.
///
/// ```swift
/// let screen: AnyView = isLoggedIn ? AnyView(HomeView()) : AnyView(LoginView())
/// ```
public struct AnyView: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let resolveContent: (ResolveContext, inout [ViewNode]) -> Void

  /// Wraps `view`, hiding its concrete type.
  @inlinable
  public init(_ view: some View) {
    self.resolveContent = { view._resolve(in: $0, into: &$1) }
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    resolveContent(context, &nodes)
  }
}
