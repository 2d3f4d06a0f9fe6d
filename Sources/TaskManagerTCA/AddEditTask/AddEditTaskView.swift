import Composable
import ComposableViews
import Views

/// The Add / Edit sheet's content.
struct AddEditTaskView: View {
  let store: StoreOf<AddEditTaskFeature>

  var body: some View {
    Form {
      TextField("Task", text: store.binding(\.text))
        .onSubmit { store.send(.saveButtonTapped) }
      if let error = store.errorMessage {
        Text(error).style(.error)
      }
      if store.itemID != nil {
        Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
      }
    }
    .navigationTitle(store.title)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveButtonTapped) }
      }
    }
    .alert {
      store.alert
    } send: {
      store.send(.alert($0))
    }
  }
}
