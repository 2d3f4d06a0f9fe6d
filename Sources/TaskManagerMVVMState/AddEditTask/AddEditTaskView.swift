import Views

/// The New Task / Edit Task sheet.
struct AddEditTaskView: View {
  let model: AddEditTaskViewModel

  var body: some View {
    Form {
      TextField("Task", text: model.binding(\.text))
        .onSubmit { model.save() }
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      if model.isEditing {
        Button("Delete", role: .destructive) { model.delete() }
      }
    }
    .navigationTitle(model.title)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { model.cancel() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { model.save() }
      }
    }
  }
}
