import TaskPaper

/// A stored outline with what the store needs to judge an edit made on an older revision:
/// when each item last changed (its text) and was last placed, and when the outline was last
/// rearranged. Both stores (SQLite and in memory) apply every edit through it, so they follow
/// one rule, written down in `Docs/Several-windows.md`.
struct TrackedOutline: Sendable {
  private(set) var snapshot: OutlineSnapshot
  /// The revision at which each item was inserted or its text last changed.
  private(set) var changedAt: ItemTable<OutlineRevision>
  /// The revision at which each item was inserted or last moved.
  private(set) var placedAt: ItemTable<OutlineRevision>
  /// The last revision that inserted, deleted or moved any item.
  private(set) var rearrangedAt: OutlineRevision
  /// The types of recently deleted items, to say "that task" rather than "that item".
  private var deletedTypes: [ItemID: ItemType] = [:]

  /// Deleted items remembered for messages; older ones are forgotten (the message then says
  /// "item").
  private static let deletedTypesLimit = 4096

  init(
    snapshot: OutlineSnapshot,
    changedAt: ItemTable<OutlineRevision> = ItemTable(),
    placedAt: ItemTable<OutlineRevision> = ItemTable(),
    rearrangedAt: OutlineRevision? = nil
  ) {
    self.snapshot = snapshot
    self.changedAt = changedAt
    self.placedAt = placedAt
    self.rearrangedAt = rearrangedAt ?? snapshot.revision
  }

  var outline: Outline { snapshot.outline }
  var revision: OutlineRevision { snapshot.revision }

  func changed(_ id: ItemID) -> OutlineRevision { changedAt[id] ?? .initial }
  func placed(_ id: ItemID) -> OutlineRevision { placedAt[id] ?? .initial }

  /// Applies `edit`, made on revision `base`, and says which items changed. Throws
  /// ``TaskStoreError/conflict(_:)`` (changing nothing) when `base` is older than the stored
  /// revision and the edit touches something changed since; see ``conflict(_:basedOn:)``.
  mutating func apply(
    _ edit: OutlineEdit, basedOn base: OutlineRevision,
    parsed: Result<Outline, OutlineEditError>? = nil
  ) throws(TaskStoreError) -> OutlineDelta {
    if let reason = conflict(edit, basedOn: base) {
      let unsaved: String? = if case .setText(_, let body) = edit { body } else { nil }
      throw .conflict(EditConflict(reason: reason, latest: snapshot, unsavedText: unsaved))
    }
    var outline = snapshot.outline
    let delta: OutlineDelta
    do throws(OutlineEditError) {
      delta = try edit.apply(to: &outline, parsed: parsed)
    } catch {
      throw .invalidEdit(error)
    }
    let revision = snapshot.revision.next
    record(delta, edit: edit, from: snapshot.outline, to: outline, at: revision)
    DerivedLists.shared.noteEdit(from: snapshot.outline, to: outline, delta)
    snapshot = OutlineSnapshot(outline, revision: revision)
    return delta
  }

  /// Why `edit`, made on revision `base`, cannot be applied now, or nil if it can.
  ///
  /// An edit on the current revision always can. On an older one:
  /// - an edit naming an item that no longer exists is refused;
  /// - a change to an item's text, type or tags is refused if that item's text changed since;
  /// - a delete is refused if anything in the deleted subtree changed or was added since;
  /// - a move is refused if the item was moved since; indent and outdent (relative to the
  ///   siblings) if anything was inserted, deleted or moved since;
  /// - an insert needs only its anchor to exist;
  /// - a whole-text save is refused: it would overwrite every newer change.
  func conflict(_ edit: OutlineEdit, basedOn base: OutlineRevision) -> EditConflict.Reason? {
    let outline = snapshot.outline
    func missing(_ id: ItemID) -> EditConflict.Reason? {
      outline.index(of: id) == nil ? .deleted(id, deletedTypes[id]) : nil
    }
    // An item deleted by an edit this screen has not seen yet is named as such, whatever the
    // revision (a screen may already show the newer outline while its dialog still names it).
    if let reason = edit.namedItems.lazy.compactMap(missing).first { return reason }
    guard base != snapshot.revision else { return nil }
    // A revision from the future (a store restored from a backup) is trusted for nothing.
    let base = base > snapshot.revision ? OutlineRevision(rawValue: -1) : base
    // Every item the edit names exists (checked above).
    func changedSince(_ id: ItemID) -> EditConflict.Reason? {
      changed(id) > base ? .changed(id, outline[id: id]!.type) : nil
    }
    switch edit {
    case .insert:
      return nil
    case .delete(let id):
      let index = outline.index(of: id)!
      let subtree = outline.items[index..<outline.subtreeEnd(of: index)]
      return subtree.contains { changed($0.id) > base }
        ? .changed(id, outline.items[index].type) : nil
    case .setText(let id, _), .setType(let id, _), .setTag(let id, _, _), .removeTag(let id, _):
      return changedSince(id)
    case .move(let id, _):
      return placed(id) > base ? .changed(id, outline[id: id]!.type) : nil
    case .indent, .outdent:
      return rearrangedAt > base ? .rearranged : nil
    case .replaceAll:
      return .textIsStale
    }
  }

  private mutating func record(
    _ delta: OutlineDelta, edit: OutlineEdit, from old: Outline, to new: Outline,
    at revision: OutlineRevision
  ) {
    if delta.replacedAll {
      recordReplacement(from: old, to: new, at: revision)
      return
    }
    if !delta.deleted.isEmpty {
      // One pass over the old items, not one lookup per deleted item: a deleted project
      // takes its whole subtree.
      let deleted = Set(delta.deleted)
      for item in old.items where deleted.contains(item.id) {
        remember(deleted: item.id, item.type)
        changedAt[item.id] = nil
        placedAt[item.id] = nil
      }
    }
    for id in delta.inserted {
      changedAt[id] = revision
      placedAt[id] = revision
    }
    for id in delta.rewritten { changedAt[id] = revision }
    for id in delta.placed { placedAt[id] = revision }
    if !delta.inserted.isEmpty || !delta.deleted.isEmpty || !delta.placed.isEmpty {
      rearrangedAt = revision
    }
  }

  /// After a whole-text save: items whose text is new changed now, items under a new parent
  /// were placed now, and items that are gone are remembered as deleted.
  private mutating func recordReplacement(
    from old: Outline, to new: Outline, at revision: OutlineRevision
  ) {
    // Looked up by identity once per item: a save of a large outline stays linear.
    let oldBodies = Dictionary(uniqueKeysWithValues: old.items.map { ($0.id, $0.body) })
    let oldParents = Self.parentIDs(old)
    let newParents = Self.parentIDs(new)
    var kept = Set<ItemID>(minimumCapacity: new.items.count)
    var changed: [OutlineRevision] = []
    var placed: [OutlineRevision] = []
    changed.reserveCapacity(new.items.count)
    placed.reserveCapacity(new.items.count)
    for item in new.items {
      kept.insert(item.id)
      if let body = oldBodies[item.id] {
        changed.append(body == item.body ? self.changed(item.id) : revision)
        placed.append(
          oldParents[item.id] == newParents[item.id] ? self.placed(item.id) : revision)
      } else {
        changed.append(revision)
        placed.append(revision)
      }
    }
    for item in old.items where !kept.contains(item.id) { remember(deleted: item.id, item.type) }
    let ids = new.items.map(\.id)
    changedAt = ItemTable(ids, changed)
    placedAt = ItemTable(ids, placed)
    rearrangedAt = revision
  }

  private mutating func remember(deleted id: ItemID, _ type: ItemType) {
    if deletedTypes.count >= Self.deletedTypesLimit {
      deletedTypes.removeAll(keepingCapacity: true)
    }
    deletedTypes[id] = type
  }

  /// Each item's parent identity (nil at the top level).
  static func parentIDs(_ outline: Outline) -> [ItemID: ItemID?] {
    var result: [ItemID: ItemID?] = [:]
    result.reserveCapacity(outline.items.count)
    for (item, parent) in zip(outline.items, outline.parentIndexes()) {
      result[item.id] = parent.map { outline.items[$0].id }
    }
    return result
  }
}

extension OutlineEdit {
  /// The items the edit names: its target and the item its insertion point is relative to.
  var namedItems: [ItemID] {
    switch self {
    case .insert(_, let point): point.anchor.map { [$0] } ?? []
    case .delete(let id), .setText(let id, _), .setType(let id, _), .setTag(let id, _, _),
      .removeTag(let id, _), .indent(let id), .outdent(let id):
      [id]
    case .move(let id, let point): [id] + (point.anchor.map { [$0] } ?? [])
    case .replaceAll: []
    }
  }
}

extension InsertionPoint {
  /// The item the point is relative to, if any.
  var anchor: ItemID? {
    switch self {
    case .before(let id), .after(let id), .firstChild(of: .some(let id)),
      .lastChild(of: .some(let id)):
      id
    case .firstChild(of: nil), .lastChild(of: nil): nil
    }
  }
}
