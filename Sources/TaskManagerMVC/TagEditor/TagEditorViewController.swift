import Flows
import MVC
import TaskManagerDomain
import TaskPaper
import Views

/// What the tag editor tells the controller it sits in (the Tasks tab), which stores the new
/// tag and closes the editor.
public protocol TagEditorViewControllerDelegate: AnyObject {
  func tagEditor(_ editor: TagEditorViewController, didConvert tag: Tag)
  /// The text was not one tag; `message` says why.
  func tagEditor(_ editor: TagEditorViewController, didRefuse message: String)
  func tagEditorDidCancel(_ editor: TagEditorViewController)
}

/// Edits one tag of one item as text, a child of the Tasks tab's controller shown in the
/// detail pane: Return reads the text with `TagText.parse(_:)` (`@tag()` becomes `@tag`)
/// and hands the tag, or why it is not one, to the delegate.
///
/// ```swift
/// let editor = TagEditorViewController(
///   item: item, tag: due, basedOn: screen.revision, context: context)
/// editor.delegate = self
/// addChild(editor)
/// ```
@Reported(as: .controller)
public final class TagEditorViewController: ViewController, TaskListTagEditor {
  public let view = TagEditorView()
  public weak var delegate: (any TagEditorViewControllerDelegate)?
  /// The item whose tag is edited, as it was when the editor opened.
  public let item: Item
  /// The name of the tag being edited (the one replaced).
  public let tagName: String
  /// The revision of the outline the editor was opened on; the new tag is stored on it.
  public let revision: OutlineRevision

  public init(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, context: HostContext
  ) {
    self.item = item
    self.tagName = tag.name
    self.revision = revision
    super.init(context: context)
    view.text = TagText.format(tag)
    view.onSubmit = { [weak self] in self?.submitted() }
    view.onCancel = { [weak self] in self?.cancelTapped() }
  }

  public var itemID: ItemID { item.id }

  public override var contentView: AnyView { AnyView(view) }

  /// Return in the field.
  public func submitted() {
    do throws(TagTextError) {
      delegate?.tagEditor(self, didConvert: try TagText.parse(view.text))
    } catch {
      delegate?.tagEditor(self, didRefuse: error.message)
    }
  }

  public func cancelTapped() {
    delegate?.tagEditorDidCancel(self)
  }
}
