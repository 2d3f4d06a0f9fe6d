import Observation
import Views

/// The New Task / Edit Task sheet: the field keeps what is typed; the title, the error and
/// Delete show as ``AddEditTaskViewController`` set them.
@Observable
public final class AddEditTaskView: View {
  public var title = "New Task"
  public var text = ""
  public var errorMessage: String?
  public var showsDelete = false

  @ObservationIgnored var onSave: () -> Void = {}
  @ObservationIgnored var onCancel: () -> Void = {}
  @ObservationIgnored var onDelete: () -> Void = {}

  public init() {}

  public var body: some View {
    Form {
      TextField("Task", text: Binding(get: { self.text }, set: { self.textEdited($0) }))
        .onSubmit { self.onSave() }
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      if showsDelete {
        Button("Delete", systemImage: "trash", role: .destructive) { self.onDelete() }
      }
    }
    .navigationTitle(title)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { self.onCancel() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { self.onSave() }
      }
    }
  }

  /// An error is about the text it was found in: new text, no stale error.
  private func textEdited(_ text: String) {
    guard text != self.text else { return }
    self.text = text
    errorMessage = nil
  }
}
