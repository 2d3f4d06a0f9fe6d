import Observation
import TaskManagerDomain
import Views

/// The Text tab's screen: the editor keeps what is typed (as a text view does) and reports
/// each change; the rest shows the `OutlineTextScreen` that ``TextViewController`` drives.
/// The stored outline's text is written when the editor is shown (see `OutlineTextDraft`),
/// not each time it is set.
@Observable
public final class TextView: View {
  /// What the tab shows, by the domain's rules.
  public var screen = OutlineTextScreen()
  public var showsUnsavedChanges = false

  @ObservationIgnored var onTextChanged: () -> Void = {}
  @ObservationIgnored var onSave: () -> Void = {}

  public init() {}

  /// What the editor shows; typing ends "Saved".
  public var text: String {
    get { screen.text }
    set { screen.text = newValue }
  }
  public var draft: OutlineTextDraft { screen.draft }
  public var showsSaved: Bool { screen.statusMessage != nil }
  public var errorMessage: String? { screen.errorMessage }
  /// The newer outline's text, shown beside the editor after a refused save.
  public var newerText: String? { screen.newerText }

  public var body: some View {
    VStack {
      TextEditor("Outline", text: Binding(get: { self.text }, set: { self.textEdited($0) }))
      HStack {
        Button("Save") { self.onSave() }
        if showsUnsavedChanges {
          Text("Unsaved changes").style(.secondary)
        }
        if let status = screen.statusMessage {
          Text(status).style(.success)
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
