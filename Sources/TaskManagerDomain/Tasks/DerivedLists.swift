import Synchronization
import TaskPaper

/// The sidebar and item lists last derived from large outlines, so a screen that shows them on
/// every render (a click on a 100,000-item outline) does not filter the whole outline again
/// while the outline is the same.
///
/// "The same" is the same item storage: each entry holds the array it was derived from, so
/// that storage stays alive (its address cannot be reused by another outline) and cannot be
/// changed in place (a change copies it first).
final class DerivedLists: Sendable {
  static let shared = DerivedLists()

  /// Outlines smaller than this are filtered every time: cheaper than a lookup.
  static let minimumItems = 2_000
  /// Entries kept, most recently used last.
  static let capacity = 16

  private enum Key: Hashable {
    case categories
    case items(TaskCategory, showDone: Bool)
  }

  private enum Value {
    case categories([TaskCategory])
    case items([Item])
  }

  private struct Entry {
    var source: [Item]
    var key: Key
    var value: Value
  }

  private let entries = Mutex<[Entry]>([])

  func categories(of items: [Item], derive: () -> [TaskCategory]) -> [TaskCategory] {
    guard items.count >= Self.minimumItems else { return derive() }
    if case .categories(let cached)? = lookUp(items, .categories) { return cached }
    let result = derive()
    store(items, .categories, .categories(result))
    return result
  }

  func items(
    of items: [Item], in category: TaskCategory, showDone: Bool, derive: () -> [Item]
  ) -> [Item] {
    guard items.count >= Self.minimumItems else { return derive() }
    let key = Key.items(category, showDone: showDone)
    if case .items(let cached)? = lookUp(items, key) { return cached }
    let result = derive()
    store(items, key, .items(result))
    return result
  }

  private func lookUp(_ items: [Item], _ key: Key) -> Value? {
    entries.withLock { entries in
      guard let index = entries.lastIndex(where: { $0.key == key && Self.same($0.source, items) })
      else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.value
    }
  }

  private func store(_ items: [Item], _ key: Key, _ value: Value) {
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeFirst() }
      entries.append(Entry(source: items, key: key, value: value))
    }
  }

  private static func same(_ a: [Item], _ b: [Item]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
  }
}
