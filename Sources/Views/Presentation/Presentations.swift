/// A view that may present a sheet or an alert above itself. The presented node follows the
/// view's own nodes; hosts show it as a modal dialog, and only its controls can be used while
/// it is up (see ``ViewHost``).
public struct PresentingView<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let presented: (ResolveContext) -> ViewNode?

  @inlinable
  init(content: Content, presented: @escaping (ResolveContext) -> ViewNode?) {
    self.content = content
    self.presented = presented
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    content._resolve(in: context, into: &nodes)
    if let presented = presented(context) { nodes.append(presented) }
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true. The sheet can have its own
  /// `navigationTitle` and `toolbar`; dismissing it sets `isPresented` to false.
  ///
  /// ```swift
  /// .sheet(isPresented: $isAdding) {
  ///   Form { TextField("Title", text: $draft) }
  ///     .navigationTitle("New task")
  ///     .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { … } } }
  /// }
  /// ```
  @inlinable
  public consuming func sheet<SheetContent: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder content: @escaping () -> SheetContent
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard isPresented.wrappedValue else { return nil }
      var sheet = context.container(.sheet, content: content())
      sheet.action = { isPresented.wrappedValue = false }
      return sheet
    }
  }

  /// Presents a sheet for `item` while it is not nil; dismissing sets it to nil. A different
  /// item gives the sheet different identities.
  ///
  /// ```swift
  /// .sheet(item: $editing) { todo in EditTodoView(todo: todo) }
  /// ```
  @inlinable
  public consuming func sheet<Item: Identifiable, SheetContent: View>(
    item: Binding<Item?>,
    @ViewBuilder content: @escaping (Item) -> SheetContent
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let value = item.wrappedValue else { return nil }
      var sheet = context.container(.sheet, text: "\(value.id)", content: content(value))
      sheet.text = ""
      sheet.action = { item.wrappedValue = nil }
      return sheet
    }
  }

  /// Presents an alert while `isPresented` is true. Each button runs its action, then dismisses
  /// the alert; with no buttons, an "OK" button is shown.
  ///
  /// ```swift
  /// .alert("Are you sure?", isPresented: $confirmingDelete) {
  ///   Button("Delete", role: .destructive) { model.delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  @inlinable
  public consuming func alert<Actions: View, Message: View>(
    _ title: String,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard isPresented.wrappedValue else { return nil }
      let dismiss = { isPresented.wrappedValue = false }
      var inner = context.appending("alert:\(title)")
      inner.dismissAfterAction = dismiss
      inner.isDisabled = false
      var alert = context.node(.alert, text: title)
      alert.isDisabled = false
      message()._resolve(in: inner.appending("message"), into: &alert.children)
      let buttonsStart = alert.children.endIndex
      // Whether it has buttons is decided from the actions' nodes.
      context.render?.beginOpaqueContent()
      actions()._resolve(in: inner.appending("actions"), into: &alert.children)
      context.render?.endOpaqueContent()
      if !alert.children[buttonsStart...].contains(where: { $0.kind == .button }) {
        alert.children.removeSubrange(buttonsStart...)
        Button("OK", action: {})._resolve(in: inner.appending("default"), into: &alert.children)
      }
      alert.action = dismiss
      return alert
    }
  }

  /// Presents an alert with buttons and no message.
  @inlinable
  public consuming func alert<Actions: View>(
    _ title: String,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> PresentingView<Self> {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
}
