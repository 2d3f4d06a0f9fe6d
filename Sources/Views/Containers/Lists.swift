/// A scrolling list of rows. With a selection binding, tapping a row selects it.
///
/// ```swift
/// List(selection: $selectedID) {
///   ForEach(model.todos) { todo in Text(todo.title) }
/// }
/// ```
public struct List<SelectionValue: Hashable & SendableMetatype, Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let selection: Binding<SelectionValue?>?
  @usableFromInline let content: Content

  /// Creates a list whose rows (the `ForEach` rows in `content`) are selected through
  /// `selection`: tapping a row sets it, and the row whose id it holds shows as selected.
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
    var rowSelection = selection.map(Self.rowSelection)
    if let push = context.splitPush, let select = rowSelection?.select {
      // In a collapsed split view, selecting a row shows the next column, as a tap does on
      // an iPhone.
      rowSelection?.select = { [weak render = context.render] id in
        select(id)
        render?.showColumn(push.column, ofSplitAt: push.split)
      }
    }
    nodes.append(
      context.container(.list, content: content) { inner in
        inner.isInList = true
        inner.rowSelection = rowSelection
        if inner.splitPush != nil { inner.splitPush = nil }
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
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let data: Data
  /// An element's id. A closure, not the key path: a key path over a generic element is
  /// instantiated at run time on each use, and projected through generic code.
  @usableFromInline let identify: (Data.Element) -> ID
  @usableFromInline let content: (Data.Element) -> Content

  /// Creates one view per element of `data`, each identified by the element's value at `id`.
  ///
  /// ```swift
  /// ForEach(Filter.allCases, id: \.self) { filter in Text(filter.title) }
  /// ```
  @inlinable
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  @inlinable
  init(
    _ data: Data,
    identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.identify = identify
    self.content = content
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    guard context.isInList else {
      var rowContext = context
      for element in data {
        rowContext.path = context.rowPath(identify(element))
        content(element)._resolve(in: rowContext, into: &nodes)
      }
      return
    }
    // A row's content is not in the list itself: it neither makes rows nor selects.
    var inner = context
    inner.isInList = false
    inner.rowSelection = nil
    let selection = context.rowSelection
    // Under a host, a list is lazy: it resolves a window of rows (plus the selected row),
    // like SwiftUI's `List`, so an event on a long outline costs the window, not the outline.
    let count = data.count
    let window = context.render?.window(at: context.path, count: count) ?? count
    var rowContext = context
    var selectedIsShown = selection?.selected == nil
    func appendRow(_ element: Data.Element, _ elementID: ID) {
      rowContext.path = context.rowPath(elementID)
      inner.path = rowContext.path
      var row = rowContext.node(.row, text: "")
      content(element)._resolve(in: inner, into: &row.children)
      row.text = ViewNode.joinedText(row.children)
      if let selection {
        // No type-erased key unless it is compared or the row is tapped: making one costs
        // a dynamic cast per row per render.
        if let selected = selection.selected {
          row.isOn = selected == AnyHashable(elementID)
          if row.isOn { selectedIsShown = true }
        }
        row.action = { selection.select(AnyHashable(elementID)) }
      }
      nodes.append(row)
    }
    // Room for the window, "Show more" and a selected row below it: a session keeps these
    // nodes while its screen shows, and an array grown by doubling holds up to twice as many.
    nodes.reserveCapacity(nodes.count + min(window, count) + 2)
    var index = data.startIndex
    var shown = 0
    while shown < window, index != data.endIndex {
      appendRow(data[index], identify(data[index]))
      data.formIndex(after: &index)
      shown += 1
    }
    context.render?.statistics.rowsResolved += shown
    guard index != data.endIndex, let render = context.render else { return }
    render.statistics.rowsSkipped += count - shown
    nodes.append(context.moreRowsNode(shown: shown, of: count, render: render))
    // The selected row stays on the page wherever it is, so its detail and keyboard focus work.
    if !selectedIsShown, let selected = selection?.selected {
      while index != data.endIndex {
        let elementID = identify(data[index])
        if selected == AnyHashable(elementID) {
          appendRow(data[index], elementID)
          render.statistics.rowsResolved += 1
          render.statistics.rowsSkipped -= 1
          break
        }
        data.formIndex(after: &index)
      }
    }
  }
}

extension ResolveContext {
  /// The row that ends a lazy list's window: a "Show more" button that adds a page of rows
  /// (a browser presses it by itself when it scrolls into view; without JavaScript it is a
  /// plain button).
  @usableFromInline
  func moreRowsNode(shown: Int, of count: Int, render: RenderState) -> ViewNode {
    let listPath = path
    var row = node(.row, text: "", at: elementPath(.row, "more"))
    var button = node(
      .button, text: "Show more (\(shown) of \(count) shown)",
      at: elementPath(.button, "more"))
    button.accessibilityLabel = "Show more rows"
    button.style = .secondary
    button.action = { render.showMore(at: listPath) }
    button.children = [node(.text, text: button.text)]
    row.children = [button]
    return row
  }
}

extension ResolveContext {
  /// The path of the row for the element `id`: the same as `appending("#\(id)")`, without the
  /// generic string conversion for the usual id types.
  @inlinable
  func rowPath<ID: Hashable>(_ id: ID) -> PathHash {
    let row = path.appending(byte: UInt8(ascii: "/")).appending(byte: UInt8(ascii: "#"))
    // Exact types only: a cast would also unwrap an `Int?`, which interpolates differently.
    if ID.self == Int.self, let id = id as? Int { return row.appending(String(id)) }
    if ID.self == String.self, let id = id as? String { return row.appending(id) }
    return row.appending(RowIDText.text(id))
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per identifiable element.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0.id }, content: content)
  }
}

/// A titled group of rows in a list or form.
///
/// ```swift
/// Section("Done") { ForEach(done) { Text($0.title) } }
/// ```
public struct Section<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let title: String
  @usableFromInline let content: Content

  /// Creates a section with a title (empty for none) and the rows in `content`.
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
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// Creates a form of the controls in `content`.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.container(.form, content: content))
  }
}
