import TaskPaper

/// One acknowledged edit as ``DerivedLists`` sees it: the outline before and after, and where
/// the items changed.
struct OutlineEditStep: Sendable {
  var old: Outline
  var new: Outline
  var change: Change

  /// Where an edit changed the items, in the terms the lists are updated by.
  enum Change: Equatable, Sendable {
    /// The bodies at these indexes changed (the same in both outlines); nothing else did.
    case rewritten([Int])
    /// One item was inserted at this index of the new outline.
    case inserted(Int)
    /// These items of the old outline (a subtree) were deleted.
    case deleted(Range<Int>)
    /// Items moved or changed level; `containsProject` if a project is among them.
    case placed(containsProject: Bool)
    /// Anything else (a whole-text save): derive again.
    case other

    init(_ delta: OutlineDelta, from old: Outline, to new: Outline) {
      let kinds = [
        !delta.rewritten.isEmpty, !delta.inserted.isEmpty, !delta.deleted.isEmpty,
        !delta.placed.isEmpty,
      ]
      guard !delta.replacedAll, kinds.filter({ $0 }).count == 1 else {
        self = .other
        return
      }
      if !delta.rewritten.isEmpty {
        // An edit rewrites one item or a few: a lookup each beats hashing every identity.
        let ids = Set(delta.rewritten)
        let indexes = ids.compactMap { new.index(of: $0) }
        self = indexes.count == ids.count ? .rewritten(indexes.sorted()) : .other
      } else if delta.inserted.count == 1, let index = new.index(of: delta.inserted[0]) {
        self = .inserted(index)
      } else if let first = delta.deleted.first, let start = old.index(of: first),
        start + delta.deleted.count <= old.items.count,
        old.items[start + delta.deleted.count - 1].id == delta.deleted.last
      {
        self = .deleted(start..<(start + delta.deleted.count))
      } else if !delta.placed.isEmpty {
        let containsProject = delta.placed.contains { id in
          guard let index = new.index(of: id) else { return true }
          return new.items[index..<new.subtreeEnd(of: index)].contains { $0.type == .project }
        }
        self = .placed(containsProject: containsProject)
      } else {
        self = .other
      }
    }
  }
}

/// The sidebar's categories, with how many items carry each tag that is not a standard one,
/// so an edit that removes a tag's last use removes its category.
struct CategoryList: Sendable {
  var categories: [TaskCategory]
  var otherTagCounts: [String: Int]

  init(categories: [TaskCategory], otherTagCounts: [String: Int]) {
    self.categories = categories
    self.otherTagCounts = otherTagCounts
  }

  /// All, the projects in outline order, the standard tags, then the other tags in natural
  /// order (`@p2` before `@p10`).
  init(projects: [TaskCategory], otherTagCounts: [String: Int]) {
    self.otherTagCounts = otherTagCounts
    categories =
      [.all] + projects + TaskCategory.standardTags.map(TaskCategory.tag)
      + otherTagCounts.keys.sorted(by: NaturalOrder.areInIncreasingOrder).map(TaskCategory.tag)
  }

  static func count(_ item: Item, _ change: Int, in counts: inout [String: Int]) {
    // Read in place: the sidebar of a new outline counts every tag of every item.
    item.forEachTagName { bytes in
      guard !standardTagBytes.contains(where: { $0.elementsEqual(bytes) }) else { return }
      let name = String(decoding: bytes, as: UTF8.self)
      let count = counts[name, default: 0] + change
      counts[name] = count == 0 ? nil : count
    }
  }

  private static let standardTagBytes = TaskCategory.standardTags.map { Array($0.utf8) }

  /// The list for the outline after `step`, or `nil` if a project changed (derive again).
  func carried(over step: OutlineEditStep) -> CategoryList? {
    var counts = otherTagCounts
    switch step.change {
    case .rewritten(let indexes):
      for index in indexes {
        let old = step.old.items[index]
        let new = step.new.items[index]
        if old.type == .project || new.type == .project {
          guard old.type == new.type, old.content == new.content else { return nil }
        }
        Self.count(old, -1, in: &counts)
        Self.count(new, 1, in: &counts)
      }
    case .inserted(let index):
      let item = step.new.items[index]
      guard item.type != .project else { return nil }
      Self.count(item, 1, in: &counts)
    case .deleted(let range):
      for item in step.old.items[range] {
        guard item.type != .project else { return nil }
        Self.count(item, -1, in: &counts)
      }
    case .placed(let containsProject):
      guard !containsProject else { return nil }
    case .other:
      return nil
    }
    if counts.keys.count == otherTagCounts.keys.count,
      counts.keys.allSatisfy({ otherTagCounts[$0] != nil })
    {
      return CategoryList(categories: categories, otherTagCounts: counts)
    }
    let projects = categories.filter {
      if case .project = $0 { true } else { false }
    }
    return CategoryList(projects: projects, otherTagCounts: counts)
  }
}

/// The items listed for one category, with each one's index in the outline, so an edit is
/// placed by a binary search instead of filtering the outline again.
struct ItemList: Sendable {
  /// Chunked like the outline's own items, so carrying a long list over an edit copies the
  /// chunk that changes, not the list.
  var items: OutlineItems
  /// Each listed item's index in the outline, chunked for the same reason.
  var indexes: ListIndexes
  /// The part of the outline the category looks at (a project's subtree, or all).
  var candidates: Range<Int>
  /// The shallowest listed depth (``OutlineIndentation``'s base), kept up to date by the
  /// edits carried over, so the list's indentation does not read every item on each render.
  var shallowest: Shallowest
  /// Set while carrying an edit that took out the last item at the shallowest depth.
  private var shallowestIsStale = false

  init(items: OutlineItems, indexes: [Int], candidates: Range<Int>) {
    self.items = items
    self.indexes = ListIndexes(indexes)
    self.candidates = candidates
    shallowest = Shallowest(items)
  }

  /// The smallest depth among the listed items and how many are at it; `nil` for none.
  struct Shallowest: Sendable {
    private(set) var depth: Int?
    private var count = 0

    init(_ items: OutlineItems) {
      for item in items { add(item) }
    }

    mutating func add(_ item: Item) {
      if let depth, depth <= item.depth {
        if depth == item.depth { count += 1 }
      } else {
        depth = item.depth
        count = 1
      }
    }

    /// Returns `false` when the last item at the shallowest depth went: read the list again.
    mutating func remove(_ item: Item) -> Bool {
      guard item.depth == depth else { return true }
      count -= 1
      return count > 0
    }
  }

  /// The list after `step`, or `nil` where it is simpler and as fast to derive it again.
  func carried(over step: OutlineEditStep, category: TaskCategory, showDone: Bool) -> ItemList? {
    var list = self
    let isProject = if case .project = category { true } else { false }
    switch step.change {
    case .rewritten(let indexes):
      for index in indexes {
        let item = step.new.items[index]
        let listed =
          candidates.contains(index) && Self.lists(item, in: category, showDone: showDone)
        list.update(at: index, to: listed ? item : nil)
      }
    case .inserted(let index):
      // A project's subtree may grow: derive again.
      guard !isProject else { return nil }
      let slot = list.slot(of: index)
      list.indexes.shift(from: slot, by: 1)
      list.candidates = 0..<step.new.items.count
      list.update(
        at: index,
        to: Self.lists(step.new.items[index], in: category, showDone: showDone)
          ? step.new.items[index] : nil)
    case .deleted(let range):
      guard !isProject else { return nil }
      let lower = list.slot(of: range.lowerBound)
      let upper = list.slot(of: range.upperBound)
      for item in list.items[lower..<upper] where !list.shallowest.remove(item) {
        list.shallowestIsStale = true
      }
      list.items.removeSubrange(lower..<upper)
      list.indexes.removeSubrange(lower..<upper)
      list.indexes.shift(from: lower, by: -range.count)
      list.candidates = 0..<step.new.items.count
    case .placed, .other:
      return nil
    }
    if list.shallowestIsStale {
      list.shallowest = Shallowest(list.items)
      list.shallowestIsStale = false
    }
    return list
  }

  /// Whether `item` is listed under `category`, given it is among the category's candidates.
  static func lists(_ item: Item, in category: TaskCategory, showDone: Bool) -> Bool {
    // Blank lines keep the text's layout; they are not items anyone wants listed.
    if isBlank(item) { return false }
    if !showDone && category != .tag("done") && item.tag("done") != nil { return false }
    if case .tag(let name) = category { return item.tag(name) != nil }
    return true
  }

  /// Whether the body is empty or all whitespace, as its characters judge it, settled without
  /// making the body's string where that is clear: a task's marker and a project's colon are
  /// characters of their own that are not whitespace, and so is a leading ASCII letter or
  /// sign (a character is whitespace when its first scalar is).
  static func isBlank(_ item: Item) -> Bool {
    guard item.type == .note else { return false }
    let first = item.withBodyBytes { $0.first }
    if let first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) { return false }
    return item.body.allSatisfy(\.isWhitespace)
  }

  /// The position in the list of the item at outline index `index`, or where it would go.
  private func slot(of index: Int) -> Int {
    indexes.slot(of: index)
  }

  /// Puts `item` (at outline index `index`) in the list, replaces it, or takes it out (nil).
  private mutating func update(at index: Int, to item: Item?) {
    let slot = slot(of: index)
    let present = slot < indexes.count && indexes[slot] == index
    switch (present, item) {
    case (true, let item?):
      if !shallowest.remove(items[slot]) { shallowestIsStale = true }
      shallowest.add(item)
      items[slot] = item
    case (true, nil):
      if !shallowest.remove(items[slot]) { shallowestIsStale = true }
      items.remove(at: slot)
      indexes.remove(at: slot)
    case (false, let item?):
      shallowest.add(item)
      items.insert(item, at: slot)
      indexes.insert(index, at: slot)
    case (false, nil): break
    }
  }
}
