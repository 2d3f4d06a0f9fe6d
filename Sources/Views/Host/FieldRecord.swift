/// Each text input's value as the renders showed it, and the render in which the app last
/// changed it, so that typing which began before a newer value arrived (from another window)
/// can be recognised. A value an event typed in, and the app kept as typed, is the user's own
/// and does not count as a change.
///
/// Kept by a ``ViewHost``, which records each render's changes here; the same pass finds the
/// render's dialog.
struct FieldRecord {
  private var values: [ElementID: (value: String, since: Int)] = [:]
  /// The text the event being applied typed into each field, until the render after it.
  var typedByEvent: [ElementID: String] = [:]

  /// The render in which the field's current value appeared.
  func since(_ id: ElementID) -> Int? {
    values[id]?.since
  }

  /// Records render `version`, `tree`, from the `changes` that led to it from the last
  /// render; returns the topmost alert, else the topmost sheet (`dialog` is the last render's).
  ///
  /// Reads only the nodes `changes` names: a keystroke in one tab of 200 reads one field, not
  /// the page. While a dialog is up, or when one appears, the whole tree is walked: the
  /// dialog's copy must be current.
  mutating func record(
    after changes: [ViewTreeDiff.Change], in tree: ViewNode, version: Int, dialog: ViewNode?
  ) -> ViewNode? {
    var shown = FieldChanges()
    for change in changes {
      switch change {
      case .update(_, let node, _, _): shown.note(updated: node)
      case .insert(let node, _): shown.note(inserted: node)
      case .replace(let old, let new, _):
        shown.note(removed: old)
        shown.note(inserted: new)
      case .remove(let node, _): shown.note(removed: node)
      case .move: break
      }
      if shown.hasDialog { break }
    }
    guard dialog == nil, !shown.hasDialog else {
      return recordEveryField(in: tree, version: version)
    }
    var current = values
    for id in shown.removed { current[id] = nil }
    for (id, value) in shown.values { current[id] = entry(id, value, version: version) }
    values = current
    typedByEvent = [:]
    return nil
  }

  /// ``record(after:in:version:dialog:)`` by a walk of the whole tree.
  private mutating func recordEveryField(in tree: ViewNode, version: Int) -> ViewNode? {
    var current: [ElementID: (value: String, since: Int)] = [:]
    var alert: ViewNode?
    var sheet: ViewNode?
    tree.visit { node in
      if node.isTextInput, let value = node.value {
        current[node.id] = entry(node.id, value, version: version)
      } else if node.kind == .alert {
        alert = node.copy
      } else if node.kind == .sheet {
        sheet = node.copy
      }
      return true
    }
    values = current
    typedByEvent = [:]
    return alert ?? sheet
  }

  /// A field's value as render `version` shows it, and since when.
  private func entry(_ id: ElementID, _ value: String, version: Int) -> (
    value: String, since: Int
  ) {
    if let known = values[id], known.value == value || typedByEvent[id] == value {
      // Unchanged, or changed to what the user just typed: not a change made elsewhere.
      return (value, known.since)
    }
    return (value, version)
  }
}

/// The text inputs a render's changes show and remove, and whether they hold a dialog.
private struct FieldChanges {
  var values: [(ElementID, String)] = []
  var removed: [ElementID] = []
  var hasDialog = false

  mutating func note(updated node: ViewNode) {
    guard node.isTextInput else { return }
    if let value = node.value { values.append((node.id, value)) } else { removed.append(node.id) }
  }

  mutating func note(inserted node: ViewNode) {
    node.visit { node in
      if node.isTextInput, let value = node.value {
        values.append((node.id, value))
      } else if node.kind == .alert || node.kind == .sheet {
        hasDialog = true
      }
      return true
    }
  }

  mutating func note(removed node: ViewNode) {
    node.visit { node in
      if node.isTextInput { removed.append(node.id) }
      return true
    }
  }
}
