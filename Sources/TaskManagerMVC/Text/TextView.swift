import Observation
import Views

/// The Text tab's screen: the editor keeps what is typed (as a text view does) and reports
/// each change; the rest shows what ``TextViewController`` sets.
@Observable
public final class TextView: View {
  public var text = ""
  public var showsUnsavedChanges = false
  public var showsSaved = false
  public var errorMessage: String?
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String?

  @ObservationIgnored var onTextChanged: () -> Void = {}
  @ObservationIgnored var onSave: () -> Void = {}

  public init() {}

  public var body: some View {
    VStack {
      TextEditor("Outline", text: Binding(get: { self.text }, set: { self.textEdited($0) }))
      HStack {
        Button("Save") { self.onSave() }
        if showsUnsavedChanges {
          Text("Unsaved changes").style(.secondary)
        }
        if showsSaved {
          Text("Saved").style(.success)
        }
      }
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      if let newerText {
        TextEditor("Saved in another window", text: .constant(newerText)).disabled(true)
      }
    }
    .navigationTitle("Text")
  }

  private func textEdited(_ text: String) {
    guard text != self.text else { return }
    self.text = text
    onTextChanged()
  }
}
