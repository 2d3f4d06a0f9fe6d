import Testing

@testable import Views

/// A node named `name` (its identity's path), with `children`.
private func node(
  _ kind: ViewNode.Kind, _ name: String, text: String = "", _ children: [ViewNode] = []
) -> ViewNode {
  var node = ViewNode(kind: kind, id: ElementID(path: name))
  node.text = text
  node.children = children
  return node
}

private func rows(_ names: [String]) -> ViewNode {
  node(.list, "list", names.map { node(.row, $0, text: $0, [node(.text, "\($0)/t", text: $0)]) })
}

/// The changes, written short: `update e…`, `insert e… at [0, 1]`…
private func summary(_ diff: ViewTreeDiff) -> [String] {
  diff.changes.map { change in
    switch change {
    case .insert(let node, let path): "insert \(node.text) at \(path)"
    case .remove(let node, let parentPath): "remove \(node.text) from \(parentPath)"
    case .move(_, let path): "move to \(path)"
    case .replace(_, let new, let path): "replace \(new.kind) at \(path)"
    case .update(_, let new, let fields, let path):
      "update \(new.text) \(fields.rawValue) at \(path)"
    }
  }
}

@Suite("Views: tree diff")
struct DiffingTests {
  @Test func identicalTreesHaveNoChanges() {
    let tree = node(.root, "", [rows(["a", "b"])])
    let diff = ViewTreeDiff(from: tree, to: node(.root, "", [rows(["a", "b"])]))
    #expect(diff.isEmpty)
    #expect(diff.nodesChanged == 0)
  }

  @Test func aTextChangeIsAnUpdateOfThatNodeOnly() {
    let old = node(.root, "", [node(.vstack, "v", [node(.text, "t", text: "Hello")])])
    var new = old
    new.children[0].children[0].text = "Bye"
    let diff = ViewTreeDiff(from: old, to: new)
    #expect(summary(diff) == ["update Bye 1 at [0, 0]"])
    #expect(diff.nodesChanged == 1)
  }

  @Test func attributeChangesNameTheirFields() {
    let old = node(.root, "", [node(.button, "b", text: "Save")])
    var new = old
    new.children[0].isDisabled = true
    new.children[0].style = .prominent
    new.children[0].action = {}
    let diff = ViewTreeDiff(from: old, to: new)
    guard case .update(_, _, let fields, let path) = diff.changes.first else {
      Issue.record("expected an update, got \(summary(diff))")
      return
    }
    #expect(fields == [.isDisabled, .style, .action])
    #expect(path == [0])
    #expect(ViewNode.Fields.between(old.children[0], new.children[0]) == fields)
  }

  @Test func anInsertedRowIsOneInsertCountingItsSubtree() {
    let diff = ViewTreeDiff(from: rows(["a", "c"]), to: rows(["a", "b", "c"]))
    #expect(summary(diff) == ["insert b at [1]"])
    #expect(diff.nodesChanged == 2)
  }

  @Test func aRemovedRowIsOneRemoval() {
    let diff = ViewTreeDiff(from: rows(["a", "b", "c"]), to: rows(["a", "c"]))
    #expect(summary(diff) == ["remove b from []"])
    #expect(diff.nodesChanged == 2)
  }

  @Test func insertsAreListedFromTheLastPositionToTheFirst() {
    let diff = ViewTreeDiff(from: rows(["b"]), to: rows(["a", "b", "c", "d"]))
    #expect(summary(diff) == ["insert d at [3]", "insert c at [2]", "insert a at [0]"])
  }

  @Test func aChildOfADifferentKindIsReplaced() {
    let old = node(.root, "", [node(.vstack, "v", [node(.text, "x", text: "Hi")])])
    let new = node(.root, "", [node(.vstack, "v", [node(.button, "x", text: "Hi")])])
    let diff = ViewTreeDiff(from: old, to: new)
    #expect(summary(diff) == ["replace button at [0, 0]"])
    #expect(diff.nodesChanged == 1)
  }

  @Test func aDifferentRootReplacesEverything() {
    let login = node(.root, "login", [node(.text, "welcome", text: "Welcome")])
    let home = node(.root, "home", [rows(["a", "b"])])
    let diff = ViewTreeDiff(from: login, to: home)
    #expect(summary(diff) == ["replace root at []"])
    #expect(diff.nodesChanged == 6)
  }

  @Test func reorderingMovesTheFewestChildren() {
    let rotated = ViewTreeDiff(from: rows(["a", "b", "c", "d"]), to: rows(["d", "a", "b", "c"]))
    #expect(summary(rotated) == ["move to [0]"])
    #expect(rotated.nodesChanged == 1)
    let reversed = ViewTreeDiff(from: rows(["a", "b", "c"]), to: rows(["c", "b", "a"]))
    #expect(summary(reversed) == ["move to [1]", "move to [0]"])
  }

  @Test func aMovedChildThatChangedIsMovedThenUpdated() {
    var new = rows(["b", "a"])
    new.children[1].isOn = true
    let diff = ViewTreeDiff(from: rows(["a", "b"]), to: new)
    #expect(summary(diff) == ["move to [0]", "update a 256 at [1]"])
  }

  @Test func duplicateIdentitiesReplaceTheParentWhenAnythingUnderThemChanged() {
    let same = ViewTreeDiff(from: rows(["a", "a"]), to: rows(["a", "a"]))
    #expect(same.isEmpty)
    var changed = rows(["a", "a"])
    changed.children[1].text = "A"
    #expect(summary(ViewTreeDiff(from: rows(["a", "a"]), to: changed)) == ["replace list at []"])
    let inserted = ViewTreeDiff(from: rows(["a"]), to: rows(["a", "b", "b"]))
    #expect(summary(inserted) == ["replace list at []"])
    #expect(inserted.nodesChanged == 7)
    let removed = ViewTreeDiff(from: rows(["a", "a", "b"]), to: rows(["b"]))
    #expect(summary(removed) == ["replace list at []"])
  }

  @Test func duplicateIdentitiesAreFoundWhateverTheirStringsStorage() {
    // The same identity text, once in the string's own bits and once in a buffer of its
    // own: the siblings compare their identities' bits first, and must not stop there.
    var spelled = "a"
    spelled.reserveCapacity(64)
    spelled += "b"
    var stored = node(.row, "x", text: "x")
    stored.id = ElementID(rawValue: spelled)
    let inline = ElementID(rawValue: "ab")
    #expect(stored.id == inline)
    var first = node(.row, "y", text: "y")
    first.id = inline
    let old = node(.list, "list", [first, stored])
    var changed = old
    changed.children[0].text = "Y"
    #expect(summary(ViewTreeDiff(from: old, to: changed)) == ["replace list at []"])
  }

  @Test func childrenSharingStorageAreNotCompared() {
    let list = rows((0..<1000).map { "row\($0)" })
    let old = node(.root, "", [node(.vstack, "v", text: "Old", [list])])
    var new = old
    // The stack changes; its children are the same array, as a render reusing them makes.
    new.children[0].text = "New"
    let diff = ViewTreeDiff(from: old, to: new)
    #expect(summary(diff) == ["update New 1 at [0]"])
    #expect(diff.nodesCompared == 2)
    // A copy with its own storage is compared node by node.
    var copied = new
    copied.children[0].children = [rows((0..<1000).map { "row\($0)" })]
    #expect(ViewTreeDiff(from: old, to: copied).nodesCompared == 2_003)
  }

  @Test func nodesCopiedFromTheLastRenderAreNotReadFieldByField() {
    // 200 tabs, one of which changed: the parent's children are a new array (one element was
    // written), the 199 others copies of the same nodes, as a render that reused them leaves.
    let tabs = node(.tabView, "tabs", (0..<200).map { node(.tab, "tab\($0)", text: "Tab \($0)") })
    var new = tabs
    new.children[7].text = "Tab 7 · 1"
    let diff = ViewTreeDiff(from: tabs, to: new)
    #expect(summary(diff) == ["update Tab 7 · 1 1 at [7]"])
    #expect(diff.nodesCompared == 201)
    #expect(diff.nodesIdentical == 199)
  }

  @Test func countsAddUpAcrossChanges() {
    var old = node(.root, "", [rows(["a", "b", "c"]), node(.text, "t", text: "3 items")])
    old.children[0].children[0].isOn = true
    var new = node(.root, "", [rows(["b", "c", "d", "e"]), node(.text, "t", text: "4 items")])
    new.children[0].children[1].isOn = true
    let diff = ViewTreeDiff(from: old, to: new)
    // a removed (2), d and e inserted (2 each), c selected, the text.
    #expect(diff.nodesChanged == 8)
    #expect(
      summary(diff) == [
        "remove a from [0]", "insert e at [0, 3]", "insert d at [0, 2]", "update c 256 at [0, 1]",
        "update 4 items 1 at [1]",
      ])
  }

  @Test func resolvedViewsDiffByIdentity() {
    func screen(showsBanner: Bool, count: Int) -> ViewNode {
      resolveTree(
        VStack {
          if showsBanner { Text("Welcome") }
          Text("\(count) items")
          Button("Add") {}
        })
    }
    let diff = ViewTreeDiff(
      from: screen(showsBanner: false, count: 1), to: screen(showsBanner: true, count: 1))
    #expect(summary(diff).count == 1)
    guard case .insert(let banner, _) = diff.changes.first else {
      Issue.record("expected an insert, got \(summary(diff))")
      return
    }
    #expect(banner.text == "Welcome")
  }

  @Test func theLongestIncreasingRunStaysInPlace() {
    #expect(ViewTreeDiff.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
    #expect(ViewTreeDiff.longestIncreasingRun([nil, 0, nil, 1]) == [1, 3])
    #expect(ViewTreeDiff.longestIncreasingRun([]) == [])
  }
}
