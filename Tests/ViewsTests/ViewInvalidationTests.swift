import Observation
import Testing
import Views

@Observable
final class Pair {
  var left = 0
  var right = 0
  var title = "Pair"
  var unread = 0
}

struct LeftView: View {
  let model: Pair
  var body: some View { Text("Left \(model.left)") }
}

struct RightView: View {
  let model: Pair
  var body: some View {
    Text("Right \(model.right)")
    Button("Right +1") { model.right += 1 }
  }
}

struct Caption: View {
  let text: String
  var body: some View { Text("Caption \(text)") }
}

struct PairView: View {
  let model: Pair
  var body: some View {
    VStack {
      Text(model.title)
      LeftView(model: model)
      RightView(model: model)
      Caption(text: model.title.uppercased())
      Button("Nothing") {}
    }
  }
}

@Observable
final class Entry: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable
final class Entries {
  var all = (0..<5).map { Entry(id: $0, title: "Entry \($0)") }
}

struct EntryRow: View {
  let entry: Entry
  var body: some View { Text(entry.title) }
}

struct EntriesView: View {
  let model: Entries
  var body: some View {
    List {
      ForEach(model.all) { entry in EntryRow(entry: entry) }
    }
  }
}

@Observable
final class Picked {
  var selected: Int?
}

struct PickedEntriesView: View {
  let model: Entries
  let picked: Picked
  var body: some View {
    List(selection: Binding<Int?>(get: { picked.selected }, set: { picked.selected = $0 })) {
      ForEach(model.all) { entry in EntryRow(entry: entry) }
    }
  }
}

@Suite("Per-view invalidation: a change resolves the views that read it")
struct ViewInvalidationTests {
  func text(_ host: ViewHost, _ prefix: String) -> String? {
    host.tree.first { $0.kind == .text && $0.text.hasPrefix(prefix) }?.text
  }

  @Test func theFirstRenderResolvesEveryView() {
    let host = ViewHost { PairView(model: Pair()) }
    #expect(host.lastRender.viewsResolved == 4)
    #expect(host.lastRender.viewsReused == 0)
  }

  @Test func stateReadByOneChildResolvesThatChildAndNothingElse() {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    model.left = 7
    #expect(host.needsRender)
    host.refresh()
    #expect(text(host, "Left") == "Left 7")
    // LeftView alone; its new nodes are put where its old ones were in PairView's.
    #expect(host.lastRender.viewsResolved == 1)
    #expect(host.lastRender.viewsReused == 3)
    // A text's identity includes its words: "Left 0" removed, "Left 7" inserted.
    #expect(host.lastRender.nodesChanged == 2)
    #expect(showsTheSame(host, as: PairView(model: model)))
  }

  @Test func stateReadInTheParentResolvesTheParentAndChildrenWhoseInputsChanged() {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    model.title = "Renamed"
    host.refresh()
    #expect(text(host, "Renamed") != nil)
    #expect(text(host, "Caption") == "Caption RENAMED")
    // PairView read the title; Caption's input changed; LeftView and RightView are the same.
    #expect(host.lastRender.viewsResolved == 2)
    #expect(host.lastRender.viewsReused == 2)
  }

  @Test func aRenderWithNothingChangedReusesEverything() {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    host.render()
    #expect(host.lastRender.nodesChanged == 0)
    #expect(host.lastRender.viewsResolved == 0)
    #expect(host.lastRender.viewsReused == 4)
  }

  @Test func anEventThatChangesNothingObservedReusesEverything() throws {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    let nothing = try #require(host.tree.first { $0.text == "Nothing" })
    try host.send(ViewEvent(target: nothing.id))
    #expect(host.lastRender.viewsResolved == 0)
    #expect(host.lastRender.viewsReused == 4)
  }

  @Test func aReusedViewStillReportsItsChanges() throws {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    model.left = 1
    host.refresh()  // RightView reused here
    let plus = try #require(host.tree.first { $0.text == "Right +1" })
    try host.send(ViewEvent(target: plus.id))
    #expect(text(host, "Right") == "Right 1")
    model.right = 5
    #expect(host.needsRender)
    host.refresh()
    #expect(text(host, "Right") == "Right 5")
  }

  @Test func identitiesAreStableAcrossRendersWhetherReusedOrNot() {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    let before = host.tree.allNodes.map(\.id)
    model.left = 2
    host.refresh()
    model.title = "Other"
    host.refresh()
    model.title = "Pair"
    model.left = 0
    host.refresh()
    #expect(host.tree.allNodes.map(\.id) == before)
  }

  @Test func invalidateResolvesEveryViewAgain() {
    let host = ViewHost { PairView(model: Pair()) }
    host.invalidate()
    host.refresh()
    #expect(host.lastRender.viewsResolved == 4)
  }

  @Test func aChangeToOneRowResolvesThatRowAndNotItsSiblings() {
    let model = Entries()
    let host = ViewHost { EntriesView(model: model) }
    #expect(host.lastRender.viewsResolved == 6)
    model.all[3].title = "Changed"
    host.refresh()
    // The row's view alone; the list's view and the four other rows are reused, and the row
    // (whose name is its content's text) is renamed.
    #expect(host.tree.first { $0.kind == .row && $0.text == "Changed" } != nil)
    #expect(host.lastRender.viewsResolved == 1)
    #expect(host.lastRender.viewsReused == 5)
    // The row renamed; its text removed and inserted (a text's identity includes its words).
    #expect(host.lastRender.nodesChanged == 3)
    #expect(showsTheSame(host, as: EntriesView(model: model)))
  }

  @Test func reusedSubtreesShareTheirStorageWithTheLastRender() {
    let model = Pair()
    let host = ViewHost { PairView(model: model) }
    let before = host.tree
    model.left = 3
    host.refresh()
    func rightTexts(_ tree: ViewNode) -> ViewNode? {
      tree.first { $0.kind == .vstack }
    }
    // A reused view's nodes are the same values: equal texts, same identities.
    #expect(
      before.nodes { $0.text.hasPrefix("Right") }.map(\.id)
        == host.tree.nodes { $0.text.hasPrefix("Right") }.map(\.id))
    #expect(rightTexts(host.tree) != nil)
  }

  @Test func selectingARowResolvesTheListAndReusesItsRows() {
    let entries = Entries()
    let picked = Picked()
    let host = ViewHost { PickedEntriesView(model: entries, picked: picked) }
    for selected in [2, 3, nil] {
      // A new selection (and a new binding, as every render makes): the rows' own inputs
      // are the same, so only the view that read the selection is resolved.
      picked.selected = selected
      host.refresh()
      #expect(host.lastRender.viewsResolved == 1)
      #expect(host.lastRender.viewsReused == 5)
      #expect(showsTheSame(host, as: PickedEntriesView(model: entries, picked: picked)))
    }
  }
}
