/// A view whose content is resolved in a changed environment (disabled, style, submit action…).
public struct EnvironmentModifiedView<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let change: (inout ResolveContext) -> Void

  @inlinable
  init(content: Content, change: @escaping (inout ResolveContext) -> Void) {
    self.content = content
    self.change = change
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var inner = context
    change(&inner)
    content._resolve(in: inner, into: &nodes)
  }
}

/// A view whose resolved nodes are adjusted afterwards (accessibility label, tag…).
public struct NodeModifiedView<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let change: (inout ViewNode) -> Void

  @inlinable
  init(content: Content, change: @escaping (inout ViewNode) -> Void) {
    self.content = content
    self.change = change
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    let start = nodes.endIndex
    context.render?.beginOpaqueContent()
    content._resolve(in: context, into: &nodes)
    context.render?.endOpaqueContent()
    for index in start..<nodes.endIndex { change(&nodes[index]) }
  }
}

extension View {
  /// Disables every control inside this view when `isDisabled` is true.
  ///
  /// ```swift
  /// Button("Save") { model.save() }.disabled(model.title.isEmpty)
  /// ```
  @inlinable
  public consuming func disabled(_ isDisabled: Bool) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.isDisabled = $0.isDisabled || isDisabled }
  }

  /// Gives this view a semantic style: hosts show errors in red, secondary text dimmed,
  /// prominent buttons filled.
  ///
  /// ```swift
  /// Text(message).style(.error)
  /// ```
  @inlinable
  public consuming func style(_ style: SemanticStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.style = style }
  }

  /// Sets the typographic role of the text inside this view.
  ///
  /// ```swift
  /// Text("Tasks").font(.title)
  /// ```
  @inlinable
  public consuming func font(_ font: Font) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.font = font }
  }

  /// Sets what submitting (pressing Return in) a text field inside this view does.
  ///
  /// ```swift
  /// TextField("Tag", text: $tagText).onSubmit { model.commitTag() }
  /// ```
  @inlinable
  public consuming func onSubmit(_ action: @escaping () -> Void) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.submitAction = action }
  }

  /// The name assistive technologies read for this view (and the name tests can find it by).
  ///
  /// ```swift
  /// Button { model.delete() } label: { Image(systemName: "trash") }
  ///   .accessibilityLabel("Delete")
  /// ```
  @inlinable
  public consuming func accessibilityLabel(_ label: String) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { $0.accessibilityLabel = label }
  }

  /// How deep in an outline this sits (0 at the top); a list row is indented by it.
  ///
  /// ```swift
  /// Text(item.body).outlineLevel(item.depth)
  /// ```
  public consuming func outlineLevel(_ level: Int) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { $0.outlineLevel = max(0, level) }
  }

  /// Marks this view as the option for `value` in a ``Picker``.
  ///
  /// ```swift
  /// Text("Open").tag(Filter.open)
  /// ```
  @inlinable
  public consuming func tag<Value: Hashable>(_ value: Value) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { $0.tag = AnyHashable(value) }
  }
}
