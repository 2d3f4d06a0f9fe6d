/// A view with a title and/or toolbar placed before it; hosts show them as the header of the
/// pane, sheet or page the view is in.
public struct ChromeView<Content: View, Items: View>: View {
  public typealias Body = Never
  let content: Content
  let title: String?
  let items: Items?

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    if let title {
      nodes.append(context.appending("title").node(.navigationTitle, text: title))
    }
    if let items {
      nodes.append(context.container(.toolbar, content: items))
    }
    // Chains such as `.navigationTitle(…).toolbar { … }` give a predictable header: the title
    // first, then the toolbars, whatever the order of the modifiers.
    var rest = content._resolve(in: context)[...]
    while let first = rest.first, first.kind == .navigationTitle || first.kind == .toolbar {
      nodes.append(first)
      rest = rest.dropFirst()
    }
    let titles = nodes.filter { $0.kind == .navigationTitle }
    return titles + nodes.filter { $0.kind != .navigationTitle } + rest
  }
}

extension View {
  /// The title of the screen, pane or sheet this view fills.
  ///
  /// ```swift
  /// TaskList().navigationTitle("Tasks")
  /// ```
  public func navigationTitle(_ title: String) -> ChromeView<Self, EmptyView> {
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
  public func toolbar<Items: View>(
    @ViewBuilder _ items: () -> Items
  ) -> ChromeView<Self, Items> {
    ChromeView(content: self, title: nil, items: items())
  }
}

/// A toolbar entry with a placement (cancellation on the left, confirmation on the right…).
public struct ToolbarItem<Content: View>: View {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var node = context.container(.toolbarItem, text: placement.rawValue, content: content)
    node.placement = placement
    node.text = ""
    return [node]
  }
}
