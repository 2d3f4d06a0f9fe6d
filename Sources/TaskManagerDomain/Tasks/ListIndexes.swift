/// The outline indexes of a category's listed items, ascending, in copy-on-write chunks that
/// each carry an offset added to their values.
///
/// A list carried over an edit (``ItemList``) shares its indexes with the list before it, which
/// the cache still holds. An `[Int]` of 100,000 indexes was then copied whole by every edit
/// that took an item out of the list or put one in, and shifted one by one after an insert.
/// Here the edit copies the chunk it changes and the table of chunks, and shifting the indexes
/// after a position changes each later chunk's offset, not its values.
///
/// ```swift
/// var indexes = ListIndexes([2, 5, 9])
/// indexes.slot(of: 5)                  // 1
/// indexes.insert(7, at: 2)
/// indexes.shift(from: 2, by: 1)        // [2, 5, 8, 10]
/// ```
struct ListIndexes: Sendable {
  private struct Chunk: Sendable {
    /// The values less `offset`; never empty.
    var values: ContiguousArray<Int>
    var offset: Int
    /// The number of values up to and including this chunk.
    var end: Int

    var last: Int { values[values.count - 1] + offset }
  }

  static let chunkSize = 512

  private var chunks: ContiguousArray<Chunk> = []

  /// `values`, ascending.
  init(_ values: some Collection<Int>) {
    var start = values.startIndex
    var end = 0
    while start != values.endIndex {
      let stop = values.index(start, offsetBy: Self.chunkSize, limitedBy: values.endIndex)
      let piece = ContiguousArray(values[start..<(stop ?? values.endIndex)])
      end += piece.count
      chunks.append(Chunk(values: piece, offset: 0, end: end))
      start = stop ?? values.endIndex
    }
  }

  var count: Int { chunks.last?.end ?? 0 }

  subscript(position: Int) -> Int {
    let (chunk, offset) = location(of: position)
    return chunks[chunk].values[offset] + chunks[chunk].offset
  }

  /// The position of the first index that is not below `index` (`count` if none).
  func slot(of index: Int) -> Int {
    var low = 0
    var high = chunks.count
    while low < high {
      let middle = (low + high) / 2
      if chunks[middle].last < index { low = middle + 1 } else { high = middle }
    }
    guard low < chunks.count else { return count }
    let chunk = chunks[low]
    let target = index - chunk.offset
    var lower = 0
    var upper = chunk.values.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if chunk.values[middle] < target { lower = middle + 1 } else { upper = middle }
    }
    return start(ofChunk: low) + lower
  }

  mutating func insert(_ value: Int, at position: Int) {
    precondition(position >= 0 && position <= count, "Index out of range")
    guard !chunks.isEmpty else {
      chunks.append(Chunk(values: [value], offset: 0, end: 1))
      return
    }
    // At the end of a chunk rather than the start of the next: appending stays in the last.
    let chunk = position == count ? chunks.count - 1 : location(of: position).chunk
    let offset = position - start(ofChunk: chunk)
    chunks[chunk].values.insert(value - chunks[chunk].offset, at: offset)
    if chunks[chunk].values.count > 2 * Self.chunkSize {
      let values = chunks[chunk].values
      let half = values.count / 2
      chunks[chunk].values = ContiguousArray(values[..<half])
      chunks.insert(
        Chunk(values: ContiguousArray(values[half...]), offset: chunks[chunk].offset, end: 0),
        at: chunk + 1)
    }
    updateEnds(from: chunk)
  }

  mutating func remove(at position: Int) {
    removeSubrange(position..<(position + 1))
  }

  mutating func removeSubrange(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "Range out of bounds")
    guard !range.isEmpty else { return }
    let first = location(of: range.lowerBound).chunk
    var chunk = location(of: range.upperBound - 1).chunk
    while chunk >= first {
      let start = start(ofChunk: chunk)
      let lower = Swift.max(range.lowerBound, start) - start
      let upper = Swift.min(range.upperBound, chunks[chunk].end) - start
      if lower == 0, upper == chunks[chunk].values.count {
        chunks.remove(at: chunk)
      } else {
        chunks[chunk].values.removeSubrange(lower..<upper)
      }
      chunk -= 1
    }
    if !chunks.isEmpty { updateEnds(from: Swift.min(first, chunks.count - 1)) }
  }

  /// Adds `delta` to every index from `position` on.
  mutating func shift(from position: Int, by delta: Int) {
    guard position < count, delta != 0 else { return }
    let (chunk, offset) = location(of: position)
    if offset == 0 {
      chunks[chunk].offset += delta
    } else {
      chunks[chunk].values.withUnsafeMutableBufferPointer { values in
        for index in offset..<values.count { values[index] += delta }
      }
    }
    for later in (chunk + 1)..<chunks.count { chunks[later].offset += delta }
  }

  private func start(ofChunk chunk: Int) -> Int {
    chunk == 0 ? 0 : chunks[chunk - 1].end
  }

  private func location(of position: Int) -> (chunk: Int, offset: Int) {
    precondition(position >= 0 && position < count, "Index out of range")
    var low = 0
    var high = chunks.count - 1
    while low < high {
      let middle = (low + high) / 2
      if chunks[middle].end <= position { low = middle + 1 } else { high = middle }
    }
    return (low, position - start(ofChunk: low))
  }

  private mutating func updateEnds(from first: Int) {
    var end = start(ofChunk: first)
    for index in first..<chunks.count {
      end += chunks[index].values.count
      if chunks[index].end != end { chunks[index].end = end }
    }
  }
}

extension ListIndexes: CustomStringConvertible {
  var description: String { (0..<count).map { String(self[$0]) }.description }
}
