/// A view with a title and/or toolbar placed before it; hosts show them as the header of the
/// pane, sheet or page the view is in.
public struct ChromeView<Content: View, Items: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let title: String?
  @usableFromInline let items: Items?

  @inlinable
  init(content: Content, title: String?, items: Items?) {
    self.content = content
    self.title = title
    self.items = items
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    let start = nodes.endIndex
    if let title {
      nodes.append(context.appending("title").node(.navigationTitle, text: title))
    }
    if let items {
      nodes.append(context.container(.toolbar, content: items))
    }
    // The content's own title and toolbars may be moved among this view's.
    context.render?.beginOpaqueContent()
    content._resolve(in: context, into: &nodes)
    context.render?.endOpaqueContent()
    ViewNode.orderChrome(&nodes, from: start)
  }
}

extension ViewNode {
  /// Chains such as `.navigationTitle(…).toolbar { … }` give a predictable header: the title
  /// first, then the toolbars, whatever the order of the modifiers. `nodes[start...]` is this
  /// view's own header nodes followed by its content's nodes; the header nodes the content
  /// starts with join the header, titles first.
  @usableFromInline
  static func orderChrome(_ nodes: inout [ViewNode], from start: Int) {
    var end = start
    while end < nodes.endIndex,
      nodes[end].kind == .navigationTitle || nodes[end].kind == .toolbar
    {
      end += 1
    }
    // Already ordered (the common case: one title, or a title and toolbars): nothing to move.
    var seenOther = false
    var isOrdered = true
    for index in start..<end {
      if nodes[index].kind == .navigationTitle {
        if seenOther { isOrdered = false }
      } else {
        seenOther = true
      }
    }
    guard !isOrdered else { return }
    let header = nodes[start..<end]
    let ordered =
      header.filter { $0.kind == .navigationTitle } + header.filter { $0.kind != .navigationTitle }
    nodes.replaceSubrange(start..<end, with: ordered)
  }
}

extension View {
  /// The title of the screen, pane or sheet this view fills.
  ///
  /// ```swift
  /// TaskList().navigationTitle("Tasks")
  /// ```
  @inlinable
  public consuming func navigationTitle(_ title: String) -> ChromeView<Self, EmptyView> {
    ChromeView(content: self, title: title, items: nil)
  }

  /// Buttons in the header of the screen, pane or sheet this view fills.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { … } }
  ///   ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }
  /// }
  /// ```
  @inlinable
  public consuming func toolbar<Items: View>(
    @ViewBuilder _ items: () -> Items
  ) -> ChromeView<Self, Items> {
    ChromeView(content: self, title: nil, items: items())
  }
}

/// A toolbar entry with a placement (cancellation on the left, confirmation on the right…).
public struct ToolbarItem<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let placement: ToolbarItemPlacement
  @usableFromInline let content: Content

  /// Creates a toolbar entry at `placement` holding the controls in `content`.
  @inlinable
  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.container(.toolbarItem, text: placement.rawValue, content: content)
    node.placement = placement
    node.text = ""
    nodes.append(node)
  }
}
