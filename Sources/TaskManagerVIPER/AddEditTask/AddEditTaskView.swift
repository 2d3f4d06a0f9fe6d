import Observation
import Views
import Viper

/// The Add / Edit sheet: one task line, Save and Cancel, and Delete when editing.
@Observable
final class AddEditTaskView: ViperView, View, AddEditTaskViewContract {
  @ObservationIgnored let presenter: AddEditTaskPresenter
  var text = ""
  private(set) var errorMessage: String?

  init(presenter: AddEditTaskPresenter) {
    self.presenter = presenter
  }

  func showError(_ message: String?) { errorMessage = message }

  var body: some View {
    let presenter = self.presenter
    Form {
      TextField("Task", text: Binding(get: { self.text }, set: { self.text = $0 }))
        .onSubmit { presenter.saveTapped(self.text) }
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      if presenter.isEditing {
        Button("Delete", systemImage: "trash", role: .destructive) { presenter.deleteTapped() }
      }
    }
    .navigationTitle(presenter.isEditing ? "Edit Task" : "New Task")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { presenter.cancelTapped() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { presenter.saveTapped(self.text) }
      }
    }
  }
}
