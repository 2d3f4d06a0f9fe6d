/// A scrolling list of rows. With a selection binding, tapping a row selects it.
///
/// ```swift
/// List(selection: $selectedID) {
///   ForEach(model.todos) { todo in Text(todo.title) }
/// }
/// ```
public struct List<SelectionValue: Hashable & SendableMetatype, Content: View>: View {
  public typealias Body = Never
  let selection: Binding<SelectionValue?>?
  let content: Content

  public init(
    selection: Binding<SelectionValue?>,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    let rowSelection = selection.map(Self.rowSelection)
    return [
      context.container(.list, content: content) { inner in
        inner.isInList = true
        inner.rowSelection = rowSelection
      }
    ]
  }

  private static func rowSelection(_ binding: Binding<SelectionValue?>) -> RowSelection {
    RowSelection(
      selected: binding.wrappedValue.map(AnyHashable.init),
      select: { id in
        if let value = id.base as? SelectionValue { binding.wrappedValue = value }
      }
    )
  }
}

extension List where SelectionValue == Never {
  /// A list whose rows cannot be selected.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension List {
  /// A list of identifiable data, one row per element.
  ///
  /// ```swift
  /// List(model.todos, selection: $selectedID) { todo in Text(todo.title) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

/// One view per element of a collection, each identified by the element's id, so identities
/// follow the data (deleting a row never makes the next row inherit its buttons).
///
/// ```swift
/// ForEach(model.todos) { todo in Text(todo.title) }
/// ForEach(["a", "b"], id: \.self) { Text($0) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public typealias Body = Never
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    data.flatMap { element -> [ViewNode] in
      let elementID = element[keyPath: id]
      let rowContext = context.appending("#\(elementID)")
      guard context.isInList else {
        return content(element)._resolve(in: rowContext)
      }
      var inner = rowContext
      inner.isInList = false
      inner.rowSelection = nil
      let children = content(element)._resolve(in: inner)
      var row = rowContext.node(.row, text: "")
      row.children = children
      row.text = children.map(\.flattenedText).filter { !$0.isEmpty }.joined(separator: " ")
      if let selection = context.rowSelection {
        let key = AnyHashable(elementID)
        row.isOn = selection.selected == key
        row.action = { selection.select(key) }
      }
      return [row]
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

/// A titled group of rows in a list or form.
///
/// ```swift
/// Section("Done") { ForEach(done) { Text($0.title) } }
/// ```
public struct Section<Content: View>: View {
  public typealias Body = Never
  let title: String
  let content: Content

  public init(_ title: String = "", @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    [context.container(.section, text: title, content: content)]
  }
}

/// A container of labelled controls, such as a settings screen or an edit sheet.
///
/// ```swift
/// Form { TextField("Title", text: $title); Toggle("Done", isOn: $isDone) }
/// ```
public struct Form<Content: View>: View {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _resolve(in context: ResolveContext) -> [ViewNode] {
    [context.container(.form, content: content)]
  }
}
