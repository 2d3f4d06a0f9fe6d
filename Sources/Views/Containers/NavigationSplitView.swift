/// Two or three panes side by side: a sidebar, an optional content list and a detail pane.
///
/// On a compact width (a phone held upright: ``ViewHost/horizontalSizeClass``) the panes
/// collapse into a stack, as SwiftUI's does: one column at a time, starting with the one
/// before the detail (the list), a row selected in a column's `List(selection:)` pushes the
/// next column, and a Back button pops to the previous one. The host remembers the column
/// shown; the app's state is the same at any width.
///
/// ```swift
/// NavigationSplitView {
///   CategoryList()
/// } content: {
///   TaskList()
/// } detail: {
///   TaskDetail()
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let sidebar: Sidebar
  @usableFromInline let content: Content?
  @usableFromInline let detail: Detail

  /// Creates three panes: a sidebar, a content list and a detail pane.
  @inlinable
  public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.splitView)
    let inner = context.appending("split")
    if let render = context.render, render.horizontalSizeClass == .compact {
      let columns: [SplitColumn] =
        content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
      let stack = render.compactStack(at: inner.path, columns: columns)
      switch stack.shown {
      case .sidebar: node.children.append(inner.compactColumn(.sidebar, sidebar, in: stack))
      case .content:
        if let content {
          node.children.append(inner.compactColumn(.content, content, in: stack))
        }
      case .detail: node.children.append(inner.compactColumn(.detail, detail, in: stack))
      }
      nodes.append(node)
      return
    }
    node.children.append(inner.container(.sidebar, content: sidebar))
    if let content {
      node.children.append(inner.container(.content, content: content))
    }
    node.children.append(inner.container(.detail, content: detail))
    nodes.append(node)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two panes: a sidebar and a detail pane.
  @inlinable
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }
}

extension ResolveContext {
  /// The one column a collapsed split view shows: a Back button to the column before it (if
  /// any), then its content, whose lists push the column after it when a row is selected.
  /// The column keeps the identity it has side by side, so its controls do too.
  @inlinable
  func compactColumn(
    _ kind: ViewNode.Kind, _ column: some View, in stack: CompactSplitStack
  ) -> ViewNode {
    container(kind, content: CompactColumnContent(column: column, stack: stack)) { inner in
      inner.splitPush = stack.next.map { SplitPush(split: stack.split, column: $0) }
    }
  }
}

/// A collapsed column's content under its Back button.
@usableFromInline
struct CompactColumnContent<Column: View>: View {
  @usableFromInline typealias Body = Never
  @usableFromInline let column: Column
  @usableFromInline let stack: CompactSplitStack

  @inlinable
  init(column: Column, stack: CompactSplitStack) {
    self.column = column
    self.stack = stack
  }

  @inlinable
  func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    if let previous = stack.previous {
      let split = stack.split
      nodes.append(
        context.appending("back").container(
          .toolbar,
          content: ToolbarItem(placement: .cancellationAction) {
            Button("Back", systemImage: "chevron.left") { [weak render = context.render] in
              render?.showColumn(previous, ofSplitAt: split)
            }
          }))
    }
    column._resolve(in: context, into: &nodes)
  }
}
