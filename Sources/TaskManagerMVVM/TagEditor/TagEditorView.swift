import Views

/// The tag editor, shown in place of the tag's button.
struct TagEditorView: View {
  let model: TagEditorViewModel

  var body: some View {
    VStack {
      TextField("Tag", text: model.binding(\.draft))
        .onSubmit { model.convertTagIfValid() }
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      Button("Cancel", role: .cancel) { model.cancel() }
    }
  }
}
