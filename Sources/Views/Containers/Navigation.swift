/// Tabs with titles; only the selected tab's content is resolved (and so observed).
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Tasks", systemImage: "checklist", value: .tasks) { TaskList() }
///   Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
public struct TabView<Selection: Hashable & SendableMetatype, Content: View>: View {
  public typealias Body = Never
  let selection: Binding<Selection>
  let content: Content

  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    let selection = self.selection
    return [
      context.container(.tabView, content: content) { inner in
        inner.tabSelection = TagSelection(
          selected: AnyHashable(selection.wrappedValue),
          select: { tag in
            if let value = tag.base as? Selection { selection.wrappedValue = value }
          }
        )
      }
    ]
  }
}

/// One tab of a ``TabView``: a title (and icon) and the content shown while it is selected.
public struct Tab<Value: Hashable, Content: View>: View {
  public typealias Body = Never
  let title: String
  let icon: String?
  let value: Value
  let content: Content

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

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var node = context.node(.tab, text: title)
    node.icon = icon
    let tag = AnyHashable(value)
    if let selection = context.tabSelection {
      node.isOn = selection.selected == tag
      node.action = { selection.select(tag) }
    }
    if node.isOn {
      var inner = context.appending("tab:\(title)")
      inner.tabSelection = nil
      node.children = content._resolve(in: inner)
    }
    return [node]
  }
}

/// Two or three panes side by side: a sidebar, an optional content list and a detail pane.
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
  public typealias Body = Never
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var node = context.node(.splitView)
    let inner = context.appending("split")
    node.children.append(inner.container(.sidebar, content: sidebar))
    if let content {
      node.children.append(inner.container(.content, content: content))
    }
    node.children.append(inner.container(.detail, content: detail))
    return [node]
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two panes: a sidebar and a detail pane.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }
}
