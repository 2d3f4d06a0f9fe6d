import Testing

@testable import Views

/// A host keeps every node of its screen for the whole session: how a node is stored is a
/// memory budget (see `ViewNode`'s small fields and the window a lazy `ForEach` reserves).
@Suite("Storing resolved nodes")
struct NodeStorageTests {
  @Test func aNodeFitsIn224Bytes() {
    #expect(MemoryLayout<ViewNode>.stride <= 224)
  }

  @Test func packedFieldsReadBackWhatWasSet() {
    var node = ViewNode(kind: .progress, id: ElementID(path: "p"))
    #expect(node.progress == nil)
    node.progress = 0.25
    #expect(node.progress == 0.25)
    node.progress = nil
    #expect(node.progress == nil)

    node.outlineLevel = 7
    #expect(node.outlineLevel == 7)
    node.outlineLevel = 100_000
    #expect(node.outlineLevel == Int(Int16.max))

    node.isOn = true
    #expect(node.isOn && !node.isDisabled)
    node.isDisabled = true
    node.isOn = false
    #expect(!node.isOn && node.isDisabled)
    node.isDisabled = false
    #expect(!node.isOn && !node.isDisabled)
  }

  @Test func aLazyListReservesItsWindowOnly() throws {
    let host = ViewHost {
      List {
        ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
      }
    }
    let list = try #require(host.tree.first { $0.kind == .list })
    // The window, then "Show more"; room for a selected row below the window too.
    #expect(list.children.count == RenderState.rowsPerPage + 1)
    #expect(list.children.capacity <= list.children.count + 1)
  }
}
