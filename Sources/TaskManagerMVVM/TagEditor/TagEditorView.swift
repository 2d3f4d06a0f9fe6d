import Views

/// The tag editor, shown in place of the tag's button.
struct TagEditorView: View {
  let model: TagEditorViewModel

  var body: some View {
    HStack {
      TextField("Tag", text: model.binding(\.draft))
        .onSubmit { model.convertTagIfValid() }
      Button("Save") { model.convertTagIfValid() }
      Button("Cancel", role: .cancel) { model.cancel() }
    }
  }
}
