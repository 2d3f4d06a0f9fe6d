import PropertyBased
import TaskPaper
import Testing

/// `OutlineItems` against a plain `Array` of the same items: every change made to both must
/// leave them holding the same items, and a copy taken before must be untouched.
@Suite("Outline items storage")
struct OutlineItemsTests {
  /// Distinct items (each has its own identity) to insert; enough for several chunks.
  static let pool: [Item] = Array(
    Outline(parsing: (0..<6_000).map { "- item \($0) @n\($0 % 7)" }.joined(separator: "\n")).items)

  /// One change, picked by `kind` and placed by `a`, `b` (positions) and `length`.
  enum Change: CaseIterable {
    case insertOne, insertMany, removeRange, replaceRange, set, append, move
  }

  static func apply(
    _ change: Change, _ a: Int, _ b: Int, _ length: Int,
    to items: inout OutlineItems, _ model: inout [Item]
  ) {
    let count = model.count
    let position = count == 0 ? 0 : a % (count + 1)
    let fresh = (0..<length).map { pool[(a + b + $0) % pool.count] }
    switch change {
    case .insertOne:
      items.insert(fresh.first ?? pool[0], at: position)
      model.insert(fresh.first ?? pool[0], at: position)
    case .insertMany:
      items.insert(contentsOf: fresh, at: position)
      model.insert(contentsOf: fresh, at: position)
    case .removeRange:
      let end = min(count, position + b % (length + 1))
      items.removeSubrange(position..<end)
      model.removeSubrange(position..<end)
    case .replaceRange:
      let end = min(count, position + b % (2 * length + 1))
      items.replaceSubrange(position..<end, with: fresh)
      model.replaceSubrange(position..<end, with: fresh)
    case .set:
      guard count > 0 else { return }
      let index = a % count
      items[index] = pool[b % pool.count]
      model[index] = pool[b % pool.count]
    case .append:
      items.append(contentsOf: fresh)
      model.append(contentsOf: fresh)
    case .move:
      // Outline.move's shape: take a run out, put it back elsewhere.
      let end = min(count, position + b % (length + 1))
      let run = Array(items[position..<end])
      #expect(run == Array(model[position..<end]))
      items.removeSubrange(position..<end)
      model.removeSubrange(position..<end)
      let destination = model.isEmpty ? 0 : b % (model.count + 1)
      items.insert(contentsOf: run, at: destination)
      model.insert(contentsOf: run, at: destination)
    }
  }

  /// Every way of reading `items` gives `model`.
  static func expectSame(_ items: OutlineItems, _ model: [Item]) {
    #expect(items.count == model.count)
    #expect(items.isEmpty == model.isEmpty)
    #expect(items.indices == model.indices)
    #expect(Array(items) == model)
    let step = max(1, model.count / 50)
    for index in stride(from: 0, to: model.count, by: step) {
      #expect(items[index] == model[index])
    }
    if let last = model.last { #expect(items[items.count - 1] == last) }
    if let target = model.last?.id {
      #expect(items.firstIndex { $0.id == target } == model.firstIndex { $0.id == target })
    }
    #expect(items == OutlineItems(model))
    #expect(items.hashValue == OutlineItems(model).hashValue)
  }

  @Test("Random changes keep the items equal to an array's, and copies untouched")
  func randomChanges() async {
    let changes = zip(
      Gen<Change?>.element(of: Change.allCases).map { $0! },
      Gen.int(in: 0...100_000), Gen.int(in: 0...100_000), Gen.int(in: 0...1_500)
    ).array(of: 1...25)
    await propertyCheck(count: 60, input: Gen.int(in: 0...3_000), changes) { start, changes in
      var model = Array(Self.pool.prefix(start))
      var items = OutlineItems(model)
      for (change, a, b, length) in changes {
        let copy = items
        let before = model
        Self.apply(change, a, b, length, to: &items, &model)
        Self.expectSame(items, model)
        // Value semantics: the copy taken before still holds what it held.
        Self.expectSame(copy, before)
      }
    }
  }

  @Test("Equal items are equal and hash alike however they are chunked")
  func equalityIgnoresChunking() {
    let model = Array(Self.pool.prefix(2_500))
    let built = OutlineItems(model)
    var appended = OutlineItems()
    for item in model { appended.append(item) }
    // Inserting at the front a run at a time splits chunks at other places.
    var edited = OutlineItems()
    for start in stride(from: 2_400, through: 0, by: -100) {
      edited.insert(contentsOf: model[start..<(start + 100)], at: 0)
    }
    for other in [appended, edited] {
      #expect(other == built)
      #expect(other.hashValue == built.hashValue)
    }
    var changed = edited
    changed[1_234] = Self.pool[5_000]
    #expect(changed != built)
    changed[1_234] = model[1_234]
    #expect(changed == built)
    #expect(OutlineItems(model.dropLast()) != built)
  }

  @Test("A copy shares the storage until one of them changes")
  func sameStorage() {
    var items = OutlineItems(Self.pool.prefix(3_000))
    let copy = items
    #expect(items.isSameStorage(as: copy))
    items[2_999] = Self.pool[4_000]
    #expect(!items.isSameStorage(as: copy))
    #expect(copy[2_999] == Self.pool[2_999])
    #expect(!OutlineItems(Self.pool.prefix(3_000)).isSameStorage(as: copy))
  }

  @Test("Removing everything, then building again")
  func emptyAndRefill() {
    var items = OutlineItems(Self.pool.prefix(1_700))
    items.removeSubrange(0..<items.count)
    #expect(items.isEmpty)
    #expect(Array(items) == [])
    items.insert(Self.pool[3], at: 0)
    items.append(contentsOf: Self.pool.prefix(1_200))
    #expect(Array(items) == [Self.pool[3]] + Self.pool.prefix(1_200))
  }

  @Test("Every item is found by its identity, wherever edits put it")
  func lookUpByIdentity() throws {
    var outline = Outline(
      parsing: (0..<3_000).map { "- task \($0)" }.joined(separator: "\n"))
    // Identities out of document order: moves, inserts at the front, deletes.
    for step in 0..<40 {
      let items = outline.items
      try outline.move(items[(step * 397) % items.count].id, to: .before(items[step * 7].id))
      try outline.insert("- new \(step)", at: .firstChild(of: nil))
      try outline.delete(outline.items[(step * 131) % outline.items.count].id)
    }
    for (index, item) in outline.items.enumerated() {
      #expect(outline.index(of: item.id) == index)
    }
    for missing in [outline.nextItemID, ItemID(rawValue: -1), ItemID(rawValue: .min)] {
      #expect(outline.index(of: missing) == nil)
    }
    #expect(outline.index(of: ItemID(rawValue: .max)) == nil)
    #expect(Outline().index(of: ItemID(rawValue: 0)) == nil)
  }

  @Test("The shallowest depth is the smallest of the items' depths")
  func minimumDepth() throws {
    #expect(OutlineItems().minimumDepth == nil)
    // A project and 1,500 tasks under it: several chunks, all at depth 1 but the first item.
    var outline = Outline(
      parsing: "A:\n" + (0..<1_500).map { "\t- task \($0)" }.joined(separator: "\n"))
    #expect(outline.items.minimumDepth == 0)
    #expect(OutlineItems(outline.items.dropFirst()).minimumDepth == 1)
    try outline.insert("\u{2013} note", at: .lastChild(of: outline.items[1_200].id))
    #expect(OutlineItems(outline.items.dropFirst()).minimumDepth == 1)
    #expect(outline.items.minimumDepth == outline.items.map(\.depth).min())
  }

  @Test("Queries read edited chunks as they read parsed ones")
  func queriesAfterEdits() throws {
    var outline = Outline(
      parsing: (0..<3_000).map { "- task \($0)" + ($0 % 3 == 0 ? " @done" : "") }
        .joined(separator: "\n"))
    // Chunks of other sizes: an insert in one, a delete in another.
    try outline.insert("- new @done", at: .after(outline.items[700].id))
    try outline.delete(outline.items[2_000].id)
    let reparsed = Outline(parsing: outline.serialized())
    for query in ["//@done", "//task except //@done", "//task[-1]"] {
      let found = try outline.query(query)
      #expect(found == (try reparsed.query(query)))
      #expect(outline.serializedLines(at: found) == reparsed.serializedLines(at: found))
    }
  }

  @Test("An edit of a copied outline leaves the original's items and text as they were")
  func outlineValueSemantics() throws {
    let text = (0..<4_000).map { "- task \($0)" }.joined(separator: "\n")
    let original = Outline(parsing: text)
    var edited = original
    try edited.setTag("done", on: original.items[2_100].id)
    try edited.delete(original.items[10].id)
    try edited.insert("- new", at: .after(original.items[3_000].id))
    #expect(original.serialized() == text)
    #expect(original.items.count == 4_000)
    #expect(edited.items.count == 4_000)
    #expect(edited.items[2_099].body == "- task 2100 @done")
    #expect(edited.items[3_000].body == "- new")
    #expect(edited != original)
  }
}
