/// A view whose content is resolved in a changed environment (disabled, style, submit action…).
public struct EnvironmentModifiedView<Content: View>: View {
  public typealias Body = Never
  let content: Content
  let change: (inout ResolveContext) -> Void

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    change(&inner)
    return content._resolve(in: inner)
  }
}

/// A view whose resolved nodes are adjusted afterwards (accessibility label, tag…).
public struct NodeModifiedView<Content: View>: View {
  public typealias Body = Never
  let content: Content
  let change: (inout ViewNode) -> Void

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    content._resolve(in: context).map { node in
      var node = node
      change(&node)
      return node
    }
  }
}

extension View {
  /// Disables every control inside this view when `isDisabled` is true.
  ///
  /// ```swift
  /// Button("Save") { model.save() }.disabled(model.title.isEmpty)
  /// ```
  public func disabled(_ isDisabled: Bool) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.isDisabled = $0.isDisabled || isDisabled }
  }

  /// Gives this view a semantic style: hosts show errors in red, secondary text dimmed,
  /// prominent buttons filled.
  ///
  /// ```swift
  /// Text(message).style(.error)
  /// ```
  public func style(_ style: SemanticStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.style = style }
  }

  /// Sets the typographic role of the text inside this view.
  ///
  /// ```swift
  /// Text("Tasks").font(.title)
  /// ```
  public func font(_ font: Font) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.font = font }
  }

  /// Sets what submitting (pressing Return in) a text field inside this view does.
  ///
  /// ```swift
  /// TextField("Tag", text: $tagText).onSubmit { model.commitTag() }
  /// ```
  public func onSubmit(_ action: @escaping () -> Void) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.submitAction = action }
  }

  /// The name assistive technologies read for this view (and the name tests can find it by).
  ///
  /// ```swift
  /// Button { model.delete() } label: { Image(systemName: "trash") }
  ///   .accessibilityLabel("Delete")
  /// ```
  public func accessibilityLabel(_ label: String) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { $0.accessibilityLabel = label }
  }

  /// Marks this view as the option for `value` in a ``Picker``.
  ///
  /// ```swift
  /// Text("Open").tag(Filter.open)
  /// ```
  public func tag<Value: Hashable>(_ value: Value) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { $0.tag = AnyHashable(value) }
  }
}
