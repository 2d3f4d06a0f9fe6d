import Testing

@testable import Views

/// A node's fields are kept in several places that the compiler cannot tie together
/// (`ViewNode.fieldTable` says which); these tests fail when one is forgotten.
@Suite("A node's fields: one table")
struct ViewNodeFieldTableTests {
  private let base = ViewNode(kind: .button, id: ElementID(path: "b"))

  @Test func everyStoredPropertyIsInTheTable() {
    let stored = Set(Mirror(reflecting: base).children.compactMap(\.label))
    let listed = Set(ViewNode.fieldTable.flatMap(\.storage))
    #expect(stored.subtracting(listed).isEmpty, "not in ViewNode.fieldTable")
    #expect(listed.subtracting(stored).isEmpty, "in the table but not stored")
  }

  @Test(arguments: ViewNode.fieldTable.filter { $0.bit != nil }.map(\.name))
  func aChangedFieldIsReportedByItsBitAlone(name: String) throws {
    let entry = try #require(ViewNode.fieldTable.first { $0.name == name })
    var changed = base
    entry.change(&changed)
    #expect(ViewNode.Fields.between(base, changed) == entry.bit)
  }

  @Test(arguments: ViewNode.fieldTable.map(\.name))
  func theInPlaceReadSeesTheChange(name: String) throws {
    let entry = try #require(ViewNode.fieldTable.first { $0.name == name })
    var changed = base
    entry.change(&changed)
    let before = BorrowedNode.borrowing(base) { entry.readInPlace($0) }
    let after = BorrowedNode.borrowing(changed) { entry.readInPlace($0) }
    #expect(before != after)
  }

  @Test func everyBitBelongsToOneField() {
    let bits = ViewNode.fieldTable.compactMap(\.bit)
    #expect(Set(bits.map(\.rawValue)).count == bits.count)
    let all = bits.reduce(into: ViewNode.Fields()) { $0.formUnion($1) }
    #expect(all.rawValue.nonzeroBitCount == bits.count)
  }
}
