import Flows
import MVVM
import Observation
import TaskManagerDomain
import TaskPaper

/// Edits one tag of one item as text, in the detail pane: Return converts the text into a tag
/// (``convertTagIfValid()``); invalid text is refused with `TagTextError.message` (the task
/// list shows it under the tags and closes the editor; the old tag stays).
///
/// ```swift
/// let editor = TagEditorViewModel(itemID: id, tag: Tag(name: "due", value: "2026-11-30"))
/// editor.onConvert = { tag in tasks.replaceTag(…, with: tag) }
/// editor.draft = "@tag()"
/// editor.convertTagIfValid()  // onConvert(Tag(name: "tag"))
/// ```
@Observable
@Reported(as: .viewModel)
public final class TagEditorViewModel {
  /// The item whose tag is edited.
  public let itemID: ItemID
  /// The name of the tag being edited (the one replaced).
  public let tagName: String
  /// The text in the field, at first the tag as written (`@due(2026-11-30)`).
  public var draft: String

  /// Called with the parsed tag.
  @ObservationIgnored public var onConvert: (Tag) -> Void = { _ in }
  /// Called with the message when the text is not one tag.
  @ObservationIgnored public var onInvalid: (String) -> Void = { _ in }
  @ObservationIgnored public var onCancel: () -> Void = {}

  public init(itemID: ItemID, tag: Tag) {
    self.itemID = itemID
    self.tagName = tag.name
    self.draft = TagText.format(tag)
  }

  /// Return in the field: converts the text if it is one tag, else says why.
  public func convertTagIfValid() {
    do throws(TagTextError) {
      onConvert(try TagText.parse(draft))
    } catch {
      onInvalid(error.message)
    }
  }

  /// Cancel: closes the editor, the tag unchanged.
  public func cancel() {
    onCancel()
  }
}
