import Testing

@testable import TaskManagerDomain

@Suite("A list's outline indexes in chunks")
struct ListIndexesTests {
  static func values(_ indexes: ListIndexes) -> [Int] {
    (0..<indexes.count).map { indexes[$0] }
  }

  /// The reference: where an `[Int]` puts `index`.
  static func slot(of index: Int, in values: [Int]) -> Int {
    values.firstIndex { $0 >= index } ?? values.count
  }

  @Test func editsAgreeWithAnArray() {
    // Ascending, several chunks, with gaps so inserts fit between values.
    var expected = (0..<3_000).map { $0 * 3 }
    var indexes = ListIndexes(expected)
    var random = SeededGenerator(seed: 16)
    for round in 0..<600 {
      let copy = indexes  // an earlier list keeps its values
      let before = expected
      switch round % 4 {
      case 0:
        // An item taken out, the later ones moved up by one (a delete).
        guard !expected.isEmpty else { continue }
        let position = Int.random(in: 0..<expected.count, using: &random)
        expected.remove(at: position)
        indexes.remove(at: position)
        for later in position..<expected.count { expected[later] -= 1 }
        indexes.shift(from: position, by: -1)
      case 1:
        // An item put in at a free index, the later ones moved down (an insert).
        let index = Int.random(in: 0..<((expected.last ?? 0) + 2), using: &random)
        let position = Self.slot(of: index, in: expected)
        for later in position..<expected.count { expected[later] += 1 }
        indexes.shift(from: position, by: 1)
        expected.insert(index, at: position)
        indexes.insert(index, at: position)
      case 2:
        // A subtree deleted: a run of positions.
        guard !expected.isEmpty else { continue }
        let lower = Int.random(in: 0..<expected.count, using: &random)
        let upper = Swift.min(expected.count, lower + Int.random(in: 0..<700, using: &random))
        expected.removeSubrange(lower..<upper)
        indexes.removeSubrange(lower..<upper)
        let removed = upper - lower
        for later in lower..<expected.count { expected[later] -= removed }
        indexes.shift(from: lower, by: -removed)
      default:
        // A slot asked for any index, listed or not.
        let index = Int.random(in: 0..<((expected.last ?? 0) + 5), using: &random)
        #expect(indexes.slot(of: index) == Self.slot(of: index, in: expected))
      }
      #expect(indexes.count == expected.count)
      #expect(Self.values(copy) == before)
    }
    #expect(Self.values(indexes) == expected)
  }

  @Test func emptyAndAppended() {
    var indexes = ListIndexes([Int]())
    #expect(indexes.count == 0)
    #expect(indexes.slot(of: 4) == 0)
    for value in 0..<1_500 { indexes.insert(value * 2, at: indexes.count) }
    #expect(Self.values(indexes) == (0..<1_500).map { $0 * 2 })
    #expect(indexes.slot(of: 2_999) == 1_500)
    indexes.removeSubrange(0..<1_500)
    #expect(indexes.count == 0)
  }
}
