import Flows
import Observation
import Views
import Viper

/// The Text tab: the whole outline as TaskPaper text, and Save.
@Observable
@Reported(as: .view)
final class TextView: ViperView, View, TextViewContract {
  @ObservationIgnored let output: any TextViewOutput
  private(set) var model = TextViewModel()

  init(output: any TextViewOutput) {
    self.output = output
  }

  func display(_ model: TextViewModel) { self.model = model }

  var body: some View {
    let output = self.output
    VStack {
      TextEditor(
        "Outline", text: Binding(get: { self.model.text }, set: { output.textEdited($0) }))
      HStack {
        Button("Save") { output.saveTapped() }
          .disabled(model.isSaving)
        if model.hasUnsavedChanges {
          Text("Unsaved changes").style(.secondary)
        }
        if let status = model.statusMessage {
          Text(status).style(.success)
        }
      }
      if let error = model.errorMessage {
        Text(error).style(.error)
      }
      if let newer = model.newerText {
        TextEditor("Saved in another window", text: .constant(newer)).disabled(true)
      }
    }
    .navigationTitle("Text")
  }
}
