/// Items in document order, stored in chunks of a few hundred, each chunk copied on write on
/// its own: copying an outline copies only the table of chunks, and an edit then copies the
/// chunk it changes, not the whole document.
///
/// An `Array` of 127,000 items, held by a stored snapshot and by the screens while an edit
/// makes the next outline, was copied whole by every edit (5 MB and a retain per item) and
/// released whole later. Here the same edit copies one chunk and a table of a few hundred
/// entries. Reading stays `Int`-indexed and random-access: `items[i]` finds its chunk by a
/// binary search over the table, and iteration walks the chunks in place.
///
/// ```swift
/// var items = Outline(parsing: "- a\n- b\n- c").items
/// let before = items              // shares every chunk
/// items.remove(at: 1)             // copies the one chunk it changes
/// items.map(\.body)               // ["- a", "- c"]
/// before.count                    // 3: the copy is untouched
/// ```
public struct OutlineItems: Sendable {
  typealias Chunk = ContiguousArray<Item>

  /// One chunk and the number of items up to and including it.
  struct Entry: Sendable {
    var items: Chunk
    var end: Int
  }

  /// The chunks in order; none is empty.
  private(set) var entries: ContiguousArray<Entry>

  /// The size chunks are made at; a chunk grows to ``maximumChunk`` by inserts before it is
  /// split, and one that shrinks below ``minimumChunk`` is merged with a neighbour.
  static let chunkSize = 512
  static let maximumChunk = 2 * chunkSize
  static let minimumChunk = chunkSize / 4

  /// No items.
  public init() {
    entries = []
  }

  /// The items of `elements`, in order.
  public init(_ elements: some Sequence<Item>) {
    entries = []
    for item in elements { append(item) }
  }

  /// Takes over the `count` initialized items at `buffer` (moved, not copied: no retains);
  /// the caller deallocates the memory without deinitializing it.
  init(moving buffer: UnsafeMutablePointer<Item>, count: Int) {
    entries = []
    entries.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
    var start = 0
    var discarded = 0
    while start < count {
      let length = Swift.min(Self.chunkSize, count - start)
      let chunk = Chunk(unsafeUninitializedCapacity: length) { chunk, initialized in
        chunk.baseAddress!.moveInitialize(from: buffer + start, count: length)
        initialized = length
      }
      start += length
      entries.append(Entry(items: chunk, end: start))
      // The items moved out need no memory: a large document is not held twice meanwhile.
      LargeBuffers.discardPages(
        of: UnsafeMutableRawPointer(buffer), before: start * MemoryLayout<Item>.stride,
        from: &discarded)
    }
  }

  /// Whether `self` and `other` are the same storage, not only equal: neither has changed
  /// since one was copied from the other. O(1). Caches keyed by an outline use it: holding the
  /// items keeps that storage from being reused or changed in place.
  ///
  /// ```swift
  /// let copy = outline.items
  /// copy.isSameStorage(as: outline.items)  // true until either is changed
  /// ```
  public func isSameStorage(as other: OutlineItems) -> Bool {
    guard count == other.count else { return false }
    return entries.withUnsafeBufferPointer { a in
      other.entries.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
  }

  // MARK: Finding an index

  /// The chunk holding the item at `index` (`0..<count`), and the index within that chunk.
  @inline(__always)
  func location(of index: Int) -> (chunk: Int, offset: Int) {
    // Chunks made at once (a parse) all hold `chunkSize` items: the guess is then exact.
    let guess = index / Self.chunkSize
    if guess < entries.count {
      let start = guess == 0 ? 0 : entries[guess - 1].end
      if start <= index, index < entries[guess].end { return (guess, index - start) }
    }
    var low = 0
    var high = entries.count - 1
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].end <= index { low = middle + 1 } else { high = middle }
    }
    return (low, index - start(ofChunk: low))
  }

  @inline(__always)
  func start(ofChunk chunk: Int) -> Int {
    chunk == 0 ? 0 : entries[chunk - 1].end
  }

  /// The index of the first item that satisfies `predicate`, read chunk by chunk in place.
  public func firstIndex(where predicate: (Item) throws -> Bool) rethrows -> Int? {
    var start = 0
    for entry in entries {
      if let offset = try entry.items.firstIndex(where: predicate) { return start + offset }
      start = entry.end
    }
    return nil
  }

  /// The depth of the shallowest item, or `nil` when there are none. Read in place: a list
  /// of 100,000 items asks on every render, where copying each item out would retain it.
  ///
  /// ```swift
  /// Outline(parsing: "A:\n\t- b").items.minimumDepth  // 0
  /// ```
  public var minimumDepth: Int? {
    var result: Int?
    forEachChunk { chunk in
      for index in chunk.indices {
        let depth = chunk[index].depth
        if depth < result ?? .max { result = depth }
      }
    }
    return result
  }

  /// The index of the item with identity `id`. Identities are unique within an outline and
  /// mostly follow document order (handed out so by a parse or a load), so the search starts
  /// in the chunk where that order puts `id` and widens from there: an edit's lookups in a
  /// large outline read a chunk or two, not every item.
  func index(of id: ItemID) -> Int? {
    guard let first = entries.first?.items.first else { return nil }
    let guess = Swift.max(0, Swift.min(count - 1, id.rawValue &- first.id.rawValue))
    let home = location(of: guess).chunk
    var above = home
    var below = home - 1
    while above < entries.count || below >= 0 {
      if above < entries.count {
        if let index = index(of: id, inChunk: above) { return index }
        above += 1
      }
      if below >= 0 {
        if let index = index(of: id, inChunk: below) { return index }
        below -= 1
      }
    }
    return nil
  }

  private func index(of id: ItemID, inChunk chunk: Int) -> Int? {
    entries[chunk].items.withUnsafeBufferPointer { items in
      for offset in items.indices where items[offset].id == id {
        return start(ofChunk: chunk) + offset
      }
      return nil
    }
  }

  /// Calls `body` with the chunks in order, each as a buffer: for passes over every item that
  /// must not copy them out one by one.
  func forEachChunk(_ body: (UnsafeBufferPointer<Item>) throws -> Void) rethrows {
    for entry in entries { try entry.items.withUnsafeBufferPointer(body) }
  }

  /// Calls `update` with every item in order, changed in place chunk by chunk (a chunk still
  /// shared with a copy is copied first).
  mutating func updateEach(_ update: (Int, inout Item) throws -> Void) rethrows {
    var start = 0
    for chunk in entries.indices {
      try entries[chunk].items.withUnsafeMutableBufferPointer { items in
        for offset in items.indices { try update(start + offset, &items[offset]) }
      }
      start = entries[chunk].end
    }
  }

  /// Runs `body` with the items' addresses, for passes that read items by index many times
  /// (a query) without a lookup or a retain per read.
  ///
  /// The addresses stay valid for the call: `self` keeps every chunk alive, and nothing can
  /// change a chunk while `self` holds it too (a change would copy it first).
  func withItemAddresses<R>(_ body: (ItemAddresses) throws -> R) rethrows -> R {
    let bases = UnsafeMutableBufferPointer<UnsafePointer<Item>>.allocate(capacity: entries.count)
    defer { bases.deallocate() }
    var uniform = true
    for (chunk, entry) in entries.enumerated() {
      // A ContiguousArray's elements live in its own storage object, at an address that does
      // not move while the storage is alive and not mutated (both hold here, see above).
      bases[chunk] = entry.items.withUnsafeBufferPointer { $0.baseAddress! }
      if chunk < entries.count - 1, entry.items.count != Self.chunkSize { uniform = false }
    }
    return try withExtendedLifetime(self) {
      // A parsed outline's chunks are all full: an index then splits into chunk and offset
      // by a shift. After edits they are not, and each item's address is listed.
      guard !uniform else {
        return try body(ItemAddresses(chunkBases: UnsafeBufferPointer(bases), count: count))
      }
      let table = UnsafeMutableBufferPointer<UnsafePointer<Item>>.allocate(capacity: count)
      defer { table.deallocate() }
      var start = 0
      for (chunk, entry) in entries.enumerated() {
        for offset in 0..<entry.items.count { table[start + offset] = bases[chunk] + offset }
        start = entry.end
      }
      return try body(ItemAddresses(itemAddresses: UnsafeBufferPointer(table)))
    }
  }
}

/// The items of an outline read in place by index, through their addresses (see
/// ``OutlineItems/withItemAddresses(_:)``).
struct ItemAddresses {
  /// Each chunk's first item, when every chunk but the last holds ``OutlineItems/chunkSize``.
  private let chunkBases: UnsafeBufferPointer<UnsafePointer<Item>>
  /// Each item's address, when the chunks differ in size.
  private let itemAddresses: UnsafeBufferPointer<UnsafePointer<Item>>?
  let count: Int

  private static let shift = OutlineItems.chunkSize.trailingZeroBitCount
  private static let mask = OutlineItems.chunkSize - 1

  init(chunkBases: UnsafeBufferPointer<UnsafePointer<Item>>, count: Int) {
    precondition(OutlineItems.chunkSize == 1 << Self.shift, "chunk size is a power of two")
    self.chunkBases = chunkBases
    self.itemAddresses = nil
    self.count = count
  }

  init(itemAddresses: UnsafeBufferPointer<UnsafePointer<Item>>) {
    self.chunkBases = UnsafeBufferPointer(start: nil, count: 0)
    self.itemAddresses = itemAddresses
    self.count = itemAddresses.count
  }

  /// No items.
  static var empty: ItemAddresses {
    ItemAddresses(chunkBases: UnsafeBufferPointer(start: nil, count: 0), count: 0)
  }

  var indices: Range<Int> { 0..<count }

  /// The item at `index`, borrowed: reading one field does not copy (and retain) the item.
  subscript(index: Int) -> Item {
    unsafeAddress {
      precondition(index >= 0 && index < count, "Index out of range")
      if let itemAddresses { return itemAddresses[index] }
      return chunkBases[index >> Self.shift] + (index & Self.mask)
    }
  }
}

extension OutlineItems: RandomAccessCollection, MutableCollection {
  /// Items are numbered from 0 in document order.
  public typealias Index = Int
  /// The positions of the items, `0..<count`.
  public typealias Indices = Range<Int>

  /// The position of the first item: always 0.
  public var startIndex: Int { 0 }
  /// The position after the last item, which is the number of items.
  public var endIndex: Int { entries.last?.end ?? 0 }
  /// The number of items, read from the table of chunks without walking the items.
  public var count: Int { endIndex }
  /// Whether there are no items.
  public var isEmpty: Bool { entries.isEmpty }
  /// Every valid position, `0..<count`.
  public var indices: Range<Int> { 0..<endIndex }

  /// The item at `position`; setting it copies only its chunk (and the table of chunks) when
  /// they are shared.
  public subscript(position: Int) -> Item {
    get {
      precondition(position >= 0 && position < count, "Index out of range")
      let (chunk, offset) = location(of: position)
      return entries[chunk].items[offset]
    }
    set {
      precondition(position >= 0 && position < count, "Index out of range")
      let (chunk, offset) = location(of: position)
      // Copies the table if it is shared, then the chunk if it is: the rest stays shared.
      entries[chunk].items[offset] = newValue
    }
  }

  /// An iterator over the items in document order, reading the chunks in place.
  public func makeIterator() -> Iterator { Iterator(entries) }

  /// Walks the chunks in place: one retain per chunk, not a lookup per item.
  public struct Iterator: IteratorProtocol {
    private let entries: ContiguousArray<Entry>
    private var chunkIndex = 0
    private var chunk: Chunk
    private var offset = 0

    init(_ entries: ContiguousArray<Entry>) {
      self.entries = entries
      chunk = entries.first?.items ?? []
    }

    /// The next item in document order, or `nil` after the last one.
    public mutating func next() -> Item? {
      if offset < chunk.count {
        defer { offset += 1 }
        return chunk[offset]
      }
      chunkIndex += 1
      guard chunkIndex < entries.count else { return nil }
      chunk = entries[chunkIndex].items
      offset = 1
      return chunk[0]
    }
  }
}

extension OutlineItems: RangeReplaceableCollection {
  /// Makes room in the table of chunks for `n` items; the chunks themselves grow as needed.
  public mutating func reserveCapacity(_ n: Int) {
    entries.reserveCapacity((n + Self.chunkSize - 1) / Self.chunkSize)
  }

  /// Adds `item` at the end: to the last chunk while it has room, else in a new chunk.
  public mutating func append(_ item: Item) {
    let last = entries.count - 1
    if last >= 0, entries[last].items.count < Self.chunkSize {
      entries[last].items.append(item)
      entries[last].end += 1
    } else {
      var chunk = Chunk()
      chunk.reserveCapacity(Self.chunkSize)
      chunk.append(item)
      entries.append(Entry(items: chunk, end: (entries.last?.end ?? 0) + 1))
    }
  }

  /// Adds the items of `newElements` at the end, in order.
  public mutating func append(contentsOf newElements: some Sequence<Item>) {
    for item in newElements { append(item) }
  }

  /// Replaces the items in `subrange` with `newElements`, making again only the chunks it touches.
  public mutating func replaceSubrange<C: Collection<Item>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "Range out of bounds")
    if subrange.lowerBound == count {
      append(contentsOf: newElements)
      return
    }
    let inserted = newElements.count
    let (first, lowerOffset) = location(of: subrange.lowerBound)
    let (last, upperOffset) =
      subrange.isEmpty
      ? (first, lowerOffset)
      : {
        let (chunk, offset) = location(of: subrange.upperBound - 1)
        return (chunk, offset + 1)
      }()
    let delta = inserted - subrange.count
    if first == last {
      let size = entries[first].items.count + delta
      if size <= Self.maximumChunk, size >= Self.minimumChunk || entries.count == 1, size > 0 {
        // The common edit: one chunk changes in place (after a copy, if it is shared).
        entries[first].items.replaceSubrange(lowerOffset..<upperOffset, with: newElements)
        updateEnds(from: first)
        return
      }
    }
    // Several chunks, or one that leaves its size bounds: the affected chunks are made again
    // at the usual size, with a small remainder merged into a neighbour.
    var merged = Chunk()
    merged.reserveCapacity(lowerOffset + inserted + entries[last].items.count - upperOffset)
    merged.append(contentsOf: entries[first].items[..<lowerOffset])
    merged.append(contentsOf: newElements)
    merged.append(contentsOf: entries[last].items[upperOffset...])
    var replaced = first...last
    if merged.count < Self.minimumChunk {
      if last + 1 < entries.count {
        merged.append(contentsOf: entries[last + 1].items)
        replaced = first...(last + 1)
      } else if first > 0 {
        merged.insert(contentsOf: entries[first - 1].items, at: 0)
        replaced = (first - 1)...last
      }
    }
    entries.replaceSubrange(replaced, with: Self.split(merged))
    updateEnds(from: replaced.lowerBound)
  }

  /// `items` in chunks of about ``chunkSize``, of even sizes; none for no items.
  private static func split(_ items: Chunk) -> [Entry] {
    guard items.count > maximumChunk else {
      return items.isEmpty ? [] : [Entry(items: items, end: 0)]
    }
    let pieces = (items.count + chunkSize - 1) / chunkSize
    var result: [Entry] = []
    result.reserveCapacity(pieces)
    var start = 0
    for piece in 0..<pieces {
      let length = items.count / pieces + (piece < items.count % pieces ? 1 : 0)
      result.append(Entry(items: Chunk(items[start..<(start + length)]), end: 0))
      start += length
    }
    return result
  }

  /// Recomputes the running counts from chunk `first` on.
  private mutating func updateEnds(from first: Int) {
    var end = start(ofChunk: first)
    for index in first..<entries.count {
      end += entries[index].items.count
      if entries[index].end != end { entries[index].end = end }
    }
  }
}

extension OutlineItems: Hashable {
  /// Equal when they hold equal items in the same order, however they are chunked. Chunks
  /// that two versions of one outline still share are skipped unread.
  public static func == (a: OutlineItems, b: OutlineItems) -> Bool {
    guard a.count == b.count else { return false }
    if a.isSameStorage(as: b) { return true }
    var (chunkA, offsetA) = (0, 0)
    var (chunkB, offsetB) = (0, 0)
    while chunkA < a.entries.count {
      let left = a.entries[chunkA].items
      let right = b.entries[chunkB].items
      let length = Swift.min(left.count - offsetA, right.count - offsetB)
      let equal = left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { right in
          if offsetA == 0, offsetB == 0, left.count == right.count,
            left.baseAddress == right.baseAddress
          {
            return true  // the same chunk
          }
          for index in 0..<length where left[offsetA + index] != right[offsetB + index] {
            return false
          }
          return true
        }
      }
      guard equal else { return false }
      offsetA += length
      offsetB += length
      if offsetA == left.count { (chunkA, offsetA) = (chunkA + 1, 0) }
      if offsetB == right.count { (chunkB, offsetB) = (chunkB + 1, 0) }
    }
    return true
  }

  /// Hashes as an `Array` of the same items does: the count, then each item.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    forEachChunk { chunk in
      for item in chunk { hasher.combine(item) }
    }
  }
}

extension OutlineItems: ExpressibleByArrayLiteral {
  /// The items of an array literal, in order.
  public init(arrayLiteral elements: Item...) {
    self.init(elements)
  }
}

extension OutlineItems: CustomReflectable {
  /// The items, as an array shows them; the chunks are how they are stored, not what they are.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

extension OutlineItems: CustomStringConvertible {
  /// The items described as an `Array` of the same items describes them.
  public var description: String { Array(self).description }
}
