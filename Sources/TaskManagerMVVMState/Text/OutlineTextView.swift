import Views

/// The Text tab's screen.
struct OutlineTextView: View {
  let model: TextViewModel

  var body: some View {
    VStack {
      TextEditor("Outline", text: model.binding(\.draft))
      if model.hasUnsavedChanges {
        Text("Unsaved changes").style(.secondary)
      }
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      if let newer = model.newerText {
        TextEditor("Saved in another window", text: .constant(newer)).disabled(true)
      }
      if model.showsSaved {
        Text("Saved").style(.success)
      }
      Button("Save") { model.save() }
    }
    .navigationTitle("Text")
  }
}
