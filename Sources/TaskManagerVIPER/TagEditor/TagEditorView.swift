import Observation
import Views
import Viper

/// The tag editor, in place of a tag's button: the tag as text; Return converts it.
@Observable
final class TagEditorView: ViperView, View, TagEditorViewContract {
  @ObservationIgnored let presenter: TagEditorPresenter
  var text: String

  init(presenter: TagEditorPresenter, text: String) {
    self.presenter = presenter
    self.text = text
  }

  var body: some View {
    let presenter = self.presenter
    HStack {
      TextField("Tag", text: Binding(get: { self.text }, set: { self.text = $0 }))
        .onSubmit { presenter.submitted(self.text) }
      Button("Cancel", role: .cancel) { presenter.cancelTapped() }
    }
  }
}
