import Flows
import Observation
import Views
import Viper

/// The Add / Edit sheet: one task line, Save and Cancel, and Delete when editing.
@Observable
@Reported(as: .view)
final class AddEditTaskView: ViperView, View, AddEditTaskViewContract {
  @ObservationIgnored let output: any AddEditTaskViewOutput
  /// Editing shows Delete and the title "Edit Task"; adding, "New Task".
  @ObservationIgnored let isEditing: Bool
  var text = ""
  private(set) var errorMessage: String?

  init(output: any AddEditTaskViewOutput, isEditing: Bool) {
    self.output = output
    self.isEditing = isEditing
  }

  func showError(_ message: String?) { errorMessage = message }

  var body: some View {
    let output = self.output
    Form {
      TextField("Task", text: Binding(get: { self.text }, set: { self.text = $0 }))
        .onSubmit { output.saveTapped(self.text) }
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      if isEditing {
        Button("Delete", systemImage: "trash", role: .destructive) { output.deleteTapped() }
      }
    }
    .navigationTitle(isEditing ? "Edit Task" : "New Task")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { output.cancelTapped() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { output.saveTapped(self.text) }
      }
    }
  }
}
