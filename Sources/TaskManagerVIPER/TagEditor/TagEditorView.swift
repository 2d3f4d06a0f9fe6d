import Flows
import Observation
import Views
import Viper

/// The tag editor, in place of a tag's button: the tag as text; Return converts it.
@Observable
@Reported(as: .view)
final class TagEditorView: ViperView, View, TagEditorViewContract {
  @ObservationIgnored let output: any TagEditorViewOutput
  var text: String

  init(output: any TagEditorViewOutput, text: String) {
    self.output = output
    self.text = text
  }

  var body: some View {
    let output = self.output
    HStack {
      TextField("Tag", text: Binding(get: { self.text }, set: { self.text = $0 }))
        .onSubmit { output.submitted(self.text) }
      Button("Save") { output.submitted(self.text) }
      Button("Cancel", role: .cancel) { output.cancelTapped() }
    }
  }
}
