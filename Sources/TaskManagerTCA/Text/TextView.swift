import Composable
import ComposableViews
import Views

/// The Text tab's editor.
struct TextView: View {
  let store: StoreOf<TextFeature>

  var body: some View {
    VStack {
      TextEditor("Outline", text: store.binding(\.text))
      HStack {
        Button("Save") { store.send(.saveButtonTapped) }
          .disabled(store.isSaving)
        if store.hasUnsavedChanges {
          Text("Unsaved changes").style(.secondary)
        }
        if let status = store.statusMessage {
          Text(status).style(.success)
        }
      }
      if let error = store.errorMessage {
        Text(error).style(.error)
      }
      if let newer = store.newerText {
        TextEditor("Saved in another window", text: .constant(newer)).disabled(true)
      }
    }
    .navigationTitle("Text")
  }
}
