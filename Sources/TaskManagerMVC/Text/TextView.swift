import Observation
import TaskManagerDomain
import Views

/// The Text tab's screen: the editor keeps what is typed (as a text view does) and reports
/// each change; the rest shows what ``TextViewController`` sets. The stored outline's text is
/// written when the editor is shown (see ``OutlineTextDraft``), not each time it is set.
@Observable
public final class TextView: View {
  /// What the editor shows: the stored outline's text, or what was typed over it.
  public var draft = OutlineTextDraft()
  public var showsUnsavedChanges = false
  public var showsSaved = false
  public var errorMessage: String?
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String?

  @ObservationIgnored var onTextChanged: () -> Void = {}
  @ObservationIgnored var onSave: () -> Void = {}

  public init() {}

  /// What the editor shows.
  public var text: String {
    get { draft.text }
    set { draft.text = newValue }
  }

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
