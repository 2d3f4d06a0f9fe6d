import Composable
import ComposableViews
import Views

/// The tag being edited, in place of its button in the detail pane.
struct TagEditorView: View {
  let store: StoreOf<TagEditorFeature>

  var body: some View {
    HStack {
      TextField("Tag", text: store.binding(\.text))
        .onSubmit { store.send(.submitted) }
      Button("Save") { store.send(.submitted) }
      Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
    }
  }
}
