import Views

/// The Text tab's screen.
struct TextView: View {
  let model: TextViewModel

  var body: some View {
    VStack {
      TextEditor("Outline", text: model.binding(\.draft))
      HStack {
        Button("Save") { model.save() }
        if model.hasUnsavedChanges {
          Text("Unsaved changes").style(.secondary)
        }
        if model.showsSaved {
          Text("Saved").style(.success)
        }
      }
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      if let newer = model.newerText {
        TextEditor("Saved in another window", text: .constant(newer)).disabled(true)
      }
    }
    .navigationTitle("Text")
  }
}
