/// Tabs with titles; only the selected tab's content is resolved (and so observed).
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Tasks", systemImage: "checklist", value: .tasks) { TaskList() }
///   Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
public struct TabView<Selection: Hashable & SendableMetatype, Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let selection: Binding<Selection>
  @usableFromInline let content: Content

  /// Creates a tab view that shows the ``Tab`` whose value equals `selection`; tapping another
  /// tab sets `selection` to its value.
  @inlinable
  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    let selection = self.selection
    nodes.append(
      context.container(.tabView, content: content) { inner in
        inner.tabSelection = TagSelection(
          selected: AnyHashable(selection.wrappedValue),
          select: { tag in
            if let value = tag.base as? Selection { selection.wrappedValue = value }
          }
        )
      })
  }
}

/// One tab of a ``TabView``: a title (and icon) and the content shown while it is selected.
public struct Tab<Value: Hashable, Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let title: String
  @usableFromInline let icon: String?
  @usableFromInline let value: Value
  @usableFromInline let content: Content

  /// Creates a tab with a title, an optional icon, the value that selects it, and the content
  /// shown while it is selected.
  ///
  /// ```swift
  /// Tab("Settings", systemImage: "gear", value: HomeTab.settings) { SettingsView() }
  /// ```
  @inlinable
  public init(
    _ title: String,
    systemImage: String? = nil,
    value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.icon = systemImage
    self.value = value
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.tab(title: title, icon: icon, tag: AnyHashable(value))
    if node.isOn {
      var inner = context.appending(.tab, title)
      inner.tabSelection = nil
      content._resolve(in: inner, into: &node.children)
    }
    nodes.append(node)
  }
}

extension ResolveContext {
  /// A tab's node, selected when `tag` is the tab view's selection; its content is added by
  /// ``Tab`` when it is.
  @usableFromInline
  func tab(title: String, icon: String?, tag: AnyHashable) -> ViewNode {
    var node = self.node(.tab, text: title)
    node.icon = icon
    if let selection = tabSelection {
      node.isOn = selection.selected == tag
      node.action = { selection.select(tag) }
    }
    return node
  }
}
