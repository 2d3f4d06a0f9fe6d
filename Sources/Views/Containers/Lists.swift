/// A scrolling list of rows. With a selection binding, tapping a row selects it.
///
/// ```swift
/// List(selection: $selectedID) {
///   ForEach(model.todos) { todo in Text(todo.title) }
/// }
/// ```
public struct List<SelectionValue: Hashable & SendableMetatype, Content: View>: View {
  public typealias Body = Never
  @usableFromInline let selection: Binding<SelectionValue?>?
  @usableFromInline let content: Content

  @inlinable
  public init(
    selection: Binding<SelectionValue?>,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    let rowSelection = selection.map(Self.rowSelection)
    nodes.append(
      context.container(.list, content: content) { inner in
        inner.isInList = true
        inner.rowSelection = rowSelection
      })
  }

  @inlinable
  static func rowSelection(_ binding: Binding<SelectionValue?>) -> RowSelection {
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
  @inlinable
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
  @inlinable
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
  @usableFromInline let data: Data
  @usableFromInline let id: KeyPath<Data.Element, ID>
  @usableFromInline let content: (Data.Element) -> Content

  @inlinable
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    guard context.isInList else {
      for element in data {
        content(element)._resolve(in: context.appending("#\(element[keyPath: id])"), into: &nodes)
      }
      return
    }
    // A row's content is not in the list itself: it neither makes rows nor selects.
    var inner = context
    inner.isInList = false
    inner.rowSelection = nil
    let selection = context.rowSelection
    for element in data {
      let elementID = element[keyPath: id]
      let component = "#\(elementID)"
      var row = context.appending(component).node(.row, text: "")
      content(element)._resolve(in: inner.appending(component), into: &row.children)
      row.text = ViewNode.joinedText(row.children)
      if let selection {
        let key = AnyHashable(elementID)
        row.isOn = selection.selected == key
        row.action = { selection.select(key) }
      }
      nodes.append(row)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per identifiable element.
  @inlinable
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
  @usableFromInline let title: String
  @usableFromInline let content: Content

  @inlinable
  public init(_ title: String = "", @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.section, text: title, content: content))
  }
}

/// A container of labelled controls, such as a settings screen or an edit sheet.
///
/// ```swift
/// Form { TextField("Title", text: $title); Toggle("Done", isOn: $isDone) }
/// ```
public struct Form<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let content: Content

  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.form, content: content))
  }
}
