/// A choice among options; each option is a view marked with `.tag(value)`.
///
/// ```swift
/// Picker("Show", selection: $filter) {
///   Text("All").tag(Filter.all)
///   Text("Open").tag(Filter.open)
/// }
/// ```
public struct Picker<Value: Hashable & SendableMetatype, Content: View>: View {
  public typealias Body = Never
  let title: String
  let selection: Binding<Value>
  let content: Content

  public init(_ title: String, selection: Binding<Value>, @ViewBuilder content: () -> Content) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    let selected = AnyHashable(selection.wrappedValue)
    let selection = self.selection
    let tagged = content._resolve(in: context.appending("options"))
      .flatMap(\.allNodes)
      .filter { $0.tag != nil }
    var picker = context.node(.picker, text: title)
    let optionContext = context.appending("picker:\(title)")
    picker.children = tagged.map { tagged in
      var option = optionContext.node(.option, text: tagged.flattenedText)
      option.icon = tagged.icon
      option.isOn = tagged.tag == selected
      option.tag = tagged.tag
      let tag = tagged.tag
      option.action = {
        if let value = tag?.base as? Value { selection.wrappedValue = value }
      }
      return option
    }
    picker.value = picker.children.first(where: \.isOn)?.text
    return [picker]
  }
}
