import Synchronization
import TaskPaper

/// The sidebar, item lists and text last derived from large outlines, so a screen that shows
/// them on every render (a click on a 100,000-item outline) does not filter or write the
/// whole outline again while the outline is the same — and, after an edit, updates what it
/// derived from the outline before instead of deriving it again (``noteEdit(from:to:_:)``).
///
/// "The same" is the same item storage: each entry holds the items it was derived from, so
/// that storage stays alive (its address cannot be reused by another outline) and cannot be
/// changed in place (a change copies it first; see `OutlineItems.isSameStorage(as:)`).
final class DerivedLists: Sendable {
  static let shared = DerivedLists()

  /// Outlines smaller than this are filtered every time: cheaper than a lookup.
  static let minimumItems = 2_000
  /// Entries kept, most recently used last.
  static let capacity = 16
  /// Edits remembered for carrying entries over to the outline after them.
  static let editCapacity = 4

  enum Key: Hashable {
    case categories
    case items(TaskCategory, showDone: Bool)
    case text
  }

  enum Value {
    case categories(CategoryList)
    case items(ItemList)
    case text(SerializedOutline)
  }

  private struct Entry {
    var source: OutlineItems
    var key: Key
    var value: Value
  }

  private struct State {
    var entries: [Entry] = []
    var edits: [OutlineEditStep] = []
  }

  private let state = Mutex(State())

  // MARK: What screens ask for

  func categories(of outline: Outline, derive: () -> CategoryList) -> [TaskCategory] {
    let value = self.value(outline, .categories) { previous, step in
      guard case .categories(let list) = previous else { return nil }
      return list.carried(over: step).map(Value.categories)
    } derive: {
      .categories(derive())
    }
    guard case .categories(let list) = value else { return derive().categories }
    return list.categories
  }

  func items(
    of outline: Outline, in category: TaskCategory, showDone: Bool, derive: () -> ItemList
  ) -> OutlineItems {
    let value = self.value(outline, .items(category, showDone: showDone)) { previous, step in
      guard case .items(let list) = previous else { return nil }
      return list.carried(over: step, category: category, showDone: showDone).map(Value.items)
    } derive: {
      .items(derive())
    }
    guard case .items(let list) = value else { return derive().items }
    return list.items
  }

  func text(of outline: Outline) -> String {
    let value = self.value(outline, .text) { previous, step in
      guard case .text(let text) = previous, case .rewritten(let indexes) = step.change else {
        return nil
      }
      return text.replacingBodies(at: indexes, of: step.new).map(Value.text)
    } derive: {
      .text(outline.serializedWithLines())
    }
    guard case .text(let text) = value else { return outline.serialized() }
    return text.text
  }

  /// The shallowest depth among `items`, when `items` is a list this cache handed out
  /// (``items(of:in:showDone:derive:)``): kept with the list, so reading it costs a lookup,
  /// not a pass over 100,000 items on every render. `nil` for any other items; `.some(nil)`
  /// for an empty list.
  func shallowestDepth(ofListed items: OutlineItems) -> Int?? {
    state.withLock { state in
      for entry in state.entries.reversed() {
        if case .items(let list) = entry.value, Self.same(list.items, items) {
          return .some(list.shallowest.depth)
        }
      }
      return nil
    }
  }

  /// Whether the text of `outline` is cached (written, or carried over an edit), without
  /// making it: for tests of who asks for it.
  func hasText(of outline: Outline) -> Bool {
    state.withLock { state in
      state.entries.contains { $0.key == .text && Self.same($0.source, outline.items) }
    }
  }

  // MARK: Edits

  /// Remembers that `new` is `old` after an edit that changed `delta`, so what is cached for
  /// `old` can be carried over to `new` when a screen asks. Cheap when nothing derived from
  /// `old` is cached.
  func noteEdit(from old: Outline, to new: Outline, _ delta: OutlineDelta) {
    guard new.items.count >= Self.minimumItems else { return }
    let wanted = state.withLock { state in
      state.entries.contains { Self.same($0.source, old.items) }
        || state.edits.contains { Self.same($0.new.items, old.items) }
    }
    guard wanted else { return }
    let step = OutlineEditStep(old: old, new: new, change: .init(delta, from: old, to: new))
    state.withLock { state in
      if state.edits.count >= Self.editCapacity { state.edits.removeFirst() }
      state.edits.append(step)
    }
  }

  // MARK: The cache

  /// The cached value for `key` of `outline`; else the value carried over from the outline
  /// before the last edit; else derived.
  private func value(
    _ outline: Outline, _ key: Key, carry: (Value, OutlineEditStep) -> Value?,
    derive: () -> Value
  ) -> Value {
    guard outline.items.count >= Self.minimumItems else { return derive() }
    if let cached = lookUp(outline.items, key) { return cached }
    let result = carried(outline.items, key, carry: carry, steps: Self.editCapacity) ?? derive()
    store(outline.items, key, result)
    return result
  }

  /// `key`'s value for `items` made from a cached value of an earlier outline, following at
  /// most `steps` edits back.
  private func carried(
    _ items: OutlineItems, _ key: Key, carry: (Value, OutlineEditStep) -> Value?, steps: Int
  ) -> Value? {
    guard steps > 0,
      let step = state.withLock({ $0.edits.last { Self.same($0.new.items, items) } })
    else { return nil }
    guard
      let previous = lookUp(step.old.items, key)
        ?? carried(step.old.items, key, carry: carry, steps: steps - 1)
    else { return nil }
    return carry(previous, step)
  }

  private func lookUp(_ items: OutlineItems, _ key: Key) -> Value? {
    state.withLock { state in
      guard
        let index = state.entries.lastIndex(where: {
          $0.key == key && Self.same($0.source, items)
        })
      else { return nil }
      let entry = state.entries.remove(at: index)
      state.entries.append(entry)
      return entry.value
    }
  }

  private func store(_ items: OutlineItems, _ key: Key, _ value: Value) {
    state.withLock { state in
      // What the outline before an edit had under this key is superseded: keeping it would
      // push out entries other keys still carry over from.
      if let step = state.edits.last(where: { Self.same($0.new.items, items) }) {
        state.entries.removeAll { $0.key == key && Self.same($0.source, step.old.items) }
      }
      if state.entries.count >= Self.capacity { state.entries.removeFirst() }
      state.entries.append(Entry(source: items, key: key, value: value))
    }
  }

  static func same(_ a: OutlineItems, _ b: OutlineItems) -> Bool {
    a.isSameStorage(as: b)
  }
}
