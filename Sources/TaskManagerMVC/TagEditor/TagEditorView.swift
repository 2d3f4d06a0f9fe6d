import Observation
import Views

/// The tag editor, in place of a tag's button: the field keeps what is typed; Return and
/// Cancel call the actions ``TagEditorViewController`` set.
@Observable
public final class TagEditorView: View {
  public var text = ""

  @ObservationIgnored var onSubmit: () -> Void = {}
  @ObservationIgnored var onCancel: () -> Void = {}

  public init() {}

  public var body: some View {
    HStack {
      TextField("Tag", text: Binding(get: { self.text }, set: { self.text = $0 }))
        .onSubmit { self.onSubmit() }
      Button("Save") { self.onSubmit() }
      Button("Cancel", role: .cancel) { self.onCancel() }
    }
  }
}
