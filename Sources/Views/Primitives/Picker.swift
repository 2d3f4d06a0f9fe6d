/// A choice among options; each option is a view marked with `.tag(value)`.
///
/// ```swift
/// Picker("Show", selection: $filter) {
///   Text("All").tag(Filter.all)
///   Text("Open").tag(Filter.open)
/// }
/// ```
public struct Picker<Value: Hashable & SendableMetatype, Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let title: String
  @usableFromInline let selection: Binding<Value>
  @usableFromInline let content: Content

  /// Creates a picker titled `title` whose options are the views in `content` marked with
  /// `.tag(_:)`; choosing one sets `selection` to its tag.
  @inlinable
  public init(_ title: String, selection: Binding<Value>, @ViewBuilder content: () -> Content) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    let selection = self.selection
    let selected = AnyHashable(selection.wrappedValue)
    // Options are made from the content's nodes, not the nodes themselves.
    context.render?.beginOpaqueContent()
    let options = content._resolvedNodes(in: context.appending("options"))
    context.render?.endOpaqueContent()
    nodes.append(
      context.picker(
        title: title,
        options: options,
        selected: selected,
        select: { tag in
          if let value = tag?.base as? Value { selection.wrappedValue = value }
        }))
  }
}

extension ResolveContext {
  /// A picker node over the tagged nodes among `options`.
  @usableFromInline
  func picker(
    title: String,
    options: [ViewNode],
    selected: AnyHashable,
    select: @escaping (AnyHashable?) -> Void
  ) -> ViewNode {
    var tagged: [ViewNode] = []
    for option in options {
      option.visit { node in
        if node.tag != nil { tagged.append(node.copy) }
        return true
      }
    }
    var picker = node(.picker, text: title)
    let optionContext = appending("picker:\(title)")
    picker.children = tagged.map { tagged in
      var option = optionContext.node(.option, text: tagged.flattenedText)
      option.icon = tagged.icon
      option.isOn = tagged.tag == selected
      option.tag = tagged.tag
      let tag = tagged.tag
      option.action = { select(tag) }
      return option
    }
    picker.value = picker.children.first(where: \.isOn)?.text
    return picker
  }
}
