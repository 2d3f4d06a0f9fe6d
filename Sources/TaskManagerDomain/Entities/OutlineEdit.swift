import TaskPaper

/// One change to a user's outline, naming items by their stored identity
/// (`TaskPaper.ItemID`), never by position. The task store applies it in a single transaction
/// and answers with the updated outline; identities of the other items are unchanged, and stay
/// the same across loads, imports and text saves.
///
/// ```swift
/// let inbox = outline.items[0].id
/// snapshot = try await taskStore.apply(
///   .insert("- Buy milk", at: .lastChild(of: inbox)), snapshot.revision, user.id)
/// snapshot = try await taskStore.apply(.setTag(id, name: "done"), snapshot.revision, user.id)
/// ```
public enum OutlineEdit: Hashable, Sendable {
  /// A new item with this body (one line: marker, text, tags) at `point`. The new item gets
  /// the largest `TaskPaper.ItemID` of the outline.
  case insert(String, at: InsertionPoint)
  /// The item and its descendants.
  case delete(ItemID)
  /// The item with its descendants to `point`.
  case move(ItemID, to: InsertionPoint)
  /// The item's whole body (marker, text and tags); type and tags follow from it.
  case setText(ItemID, String)
  /// Changes the marker (`- `, trailing `:`) so the item becomes this type.
  case setType(ItemID, ItemType)
  /// Adds the tag, or changes the value of the item's first tag with that name.
  case setTag(ItemID, name: String, value: String = "")
  /// Removes the item's first tag with that name; nothing happens if it has none.
  case removeTag(ItemID, name: String)
  /// Makes the item the last child of its previous sibling (Tab).
  case indent(ItemID)
  /// Makes the item the next sibling of its parent (Shift-Tab).
  case outdent(ItemID)
  /// Replaces the whole outline with this TaskPaper text, after `OutlineText.validate(_:)`.
  /// Unchanged, moved and lightly edited lines keep their items' identities
  /// (`Outline.inheritIdentities(from:)`); other lines are new items.
  case replaceAll(String)
}

/// Which stored rows an edit touched, so the store writes only those.
struct OutlineDelta: Equatable {
  /// New rows; each needs a parent and a position.
  var inserted: [ItemID] = []
  /// Rows whose body changed.
  var rewritten: [ItemID] = []
  /// Rows that moved: new parent, position and indent.
  var placed: [ItemID] = []
  /// Rows to delete.
  var deleted: [ItemID] = []
  /// Every row is replaced.
  var replacedAll = false
}

extension OutlineEdit {
  /// The kind of edit, as logs and debuggers name it (`insert`, `setTag`, …).
  ///
  /// ```swift
  /// OutlineEdit.delete(id).kindName  // "delete"
  /// ```
  public var kindName: String {
    switch self {
    case .insert: "insert"
    case .delete: "delete"
    case .move: "move"
    case .setText: "setText"
    case .setType: "setType"
    case .setTag: "setTag"
    case .removeTag: "removeTag"
    case .indent: "indent"
    case .outdent: "outdent"
    case .replaceAll: "replaceAll"
    }
  }

  /// Applies the edit to `outline` (left unchanged if the edit is invalid) and says which
  /// items changed. `parsed`, for a ``replaceAll(_:)``, is its text already checked and parsed
  /// (`OutlineText.parse`), so a store can do that before it takes its writer.
  func apply(
    to outline: inout Outline, parsed: Result<Outline, OutlineEditError>? = nil
  ) throws(OutlineEditError) -> OutlineDelta {
    var working = outline
    var delta = OutlineDelta()
    do {
      switch self {
      case .insert(let body, let point):
        delta.inserted = [try working.insert(body, at: point)]
      case .delete(let id):
        guard let index = working.index(of: id) else { throw TaskPaperError.unknownItem(id) }
        delta.deleted = working.items[index..<working.subtreeEnd(of: index)].map(\.id)
        try working.delete(id)
      case .move(let id, let point):
        try working.move(id, to: point)
        delta.placed = [id]
      case .setText(let id, let body):
        try working.setBody(body, of: id)
        delta.rewritten = [id]
      case .setType(let id, let type):
        try working.setType(type, of: id)
        delta.rewritten = [id]
      case .setTag(let id, let name, let value):
        try working.setTag(name, value: value, on: id)
        delta.rewritten = [id]
      case .removeTag(let id, let name):
        try working.removeTag(name, from: id)
        delta.rewritten = [id]
      case .indent(let id):
        try working.indent(id)
        delta.placed = [id]
      case .outdent(let id):
        try working.outdent(id)
        delta.placed = [id]
      case .replaceAll(let text):
        working = try parsed?.get() ?? OutlineText.parse(text)
        // Whoever holds an identity must still name the same line after the save.
        working.inheritIdentities(from: outline)
        delta.replacedAll = true
      }
    } catch let error as TaskPaperError {
      throw .invalidEdit(error)
    } catch let error as OutlineEditError {
      throw error
    } catch {
      throw .invalidEdit(.invalidEdit("\(error)"))
    }
    outline = working
    return delta
  }
}

/// Why an edit was refused; the outline is unchanged.
public enum OutlineEditError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// The edit does not fit the outline (unknown item, a move into its own subtree, …).
  case invalidEdit(TaskPaperError)
  /// Replacement text with problems, each with its line number.
  case invalidText([ImportProblem])

  public var description: String {
    switch self {
    case .invalidEdit(let error): error.description
    case .invalidText(let problems): problems.map(\.description).joined(separator: "\n")
    }
  }
}

extension Outline {
  /// The end (exclusive) of the subtree rooted at `index`.
  func subtreeEnd(of index: Int) -> Int {
    let depth = items[index].depth
    var end = index + 1
    while end < items.count, items[end].depth > depth { end += 1 }
    return end
  }
}
