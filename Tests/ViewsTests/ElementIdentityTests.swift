import Testing

@testable import Views

/// Identities are part of the web contract (pages, events and the browser script refer to
/// them), so these pin them to the structural paths they hash.
@Suite("Views: element identities")
struct ElementIdentityTests {
  private enum Flavour: String, CaseIterable { case plain, spicy }
  private struct Point: Hashable { var x: Int32, y: Int32 }
  private struct Code: Hashable, CustomStringConvertible {
    var number: Int
    var description: String { "code-\(number)" }
  }

  @Test func rawValuesAreFNV1aInBase36() {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "0/button:Add".utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    #expect(ElementID(path: "0/button:Add").rawValue == "e" + String(hash, radix: 36))
    #expect(
      ElementID(path: "").rawValue == "e" + String(0xcbf2_9ce4_8422_2325 as UInt64, radix: 36))
  }

  @Test func blocksNumberTheirStatements() {
    let tree = resolveTree(
      VStack {
        Text("A")
        Text("B")
      })
    let stack = tree.children[0]
    #expect(stack.id == ElementID(path: "/vstack:"))
    #expect(
      stack.children.map(\.id) == [
        ElementID(path: "/vstack:/0/text:A"), ElementID(path: "/vstack:/1/text:B"),
      ])
  }

  @Test func blocksLongerThanTenStatementsNumberTheirStatementsToo() {
    let tree = resolveTree(
      Group {
        Text("0")
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
      })
    #expect(tree.children.count == 11)
    #expect(tree.children[9].id == ElementID(path: "/9/text:9"))
    #expect(tree.children[10].id == ElementID(path: "/10/text:10"))
  }

  @Test func rowsAreIdentifiedByTheirElementsIDAsText() {
    let ints = resolveTree(List { ForEach([5, 12], id: \.self) { Text("n\($0)") } })
    #expect(
      ints.children[0].children.map(\.id) == [
        ElementID(path: "/list:/#5/row:"), ElementID(path: "/list:/#12/row:"),
      ])
    let optionals = resolveTree(
      List { ForEach([5, nil] as [Int?], id: \.self) { _ in Text("x") } })
    #expect(
      optionals.children[0].children.map(\.id) == [
        ElementID(path: "/list:/#Optional(5)/row:"), ElementID(path: "/list:/#nil/row:"),
      ])
    let strings = resolveTree(List { ForEach(["a b"], id: \.self) { Text($0) } })
    #expect(strings.children[0].children[0].id == ElementID(path: "/list:/#a b/row:"))
    let enums = resolveTree(List { ForEach(Flavour.allCases, id: \.self) { Text($0.rawValue) } })
    #expect(enums.children[0].children[1].id == ElementID(path: "/list:/#spicy/row:"))
    #expect(
      enums.children[0].children[1].children[0].id
        == ElementID(path: "/list:/#spicy/text:spicy"))
  }

  @Test func rowIdsThatPrintByReflectionKeepTheirTextAcrossRenders() {
    let points = [Point(x: 1, y: 2), Point(x: -3, y: 4)]
    for _ in 0..<3 {
      let tree = resolveTree(List { ForEach(points, id: \.self) { _ in Text("p") } })
      #expect(
        tree.children[0].children.map(\.id) == [
          ElementID(path: "/list:/#Point(x: 1, y: 2)/row:"),
          ElementID(path: "/list:/#Point(x: -3, y: 4)/row:"),
        ])
      let codes = resolveTree(List { ForEach([Code(number: 7)], id: \.self) { _ in Text("c") } })
      #expect(codes.children[0].children[0].id == ElementID(path: "/list:/#code-7/row:"))
      // Not plain data (a string inside): kept by value, and equal values read the same.
      let filters = [Filter.tagged("due"), .tagged("done"), .all]
      let filtered = resolveTree(List { ForEach(filters, id: \.self) { _ in Text("f") } })
      #expect(
        filtered.children[0].children.map(\.id) == [
          ElementID(path: "/list:/#tagged(\"due\")/row:"),
          ElementID(path: "/list:/#tagged(\"done\")/row:"), ElementID(path: "/list:/#all/row:"),
        ])
      let flavours = resolveTree(ForEach(Flavour.allCases, id: \.self) { Text($0.rawValue) })
      #expect(
        flavours.children.map(\.id) == [
          ElementID(path: "/#plain/text:plain"), ElementID(path: "/#spicy/text:spicy"),
        ])
    }
  }

  @Test func containersAndModifiersKeepTheirPaths() {
    let tree = resolveTree(
      Form {
        Section("Tasks") {
          Button("Add") {}.disabled(true)
        }
      }.navigationTitle("Home"))
    #expect(tree.children.map(\.kind) == [.navigationTitle, .form])
    #expect(tree.children[0].id == ElementID(path: "/title/navigationTitle:Home"))
    let section = tree.children[1].children[0]
    #expect(section.id == ElementID(path: "/form:/section:Tasks"))
    let button = section.children[0]
    #expect(button.id == ElementID(path: "/form:/section:Tasks/button:Add"))
    #expect(button.isDisabled)
  }
}

/// A row id that is not plain data and prints by reflection.
private enum Filter: Hashable {
  case all
  case tagged(String)
}
