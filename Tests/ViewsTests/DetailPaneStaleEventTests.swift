import Observation
import Testing
import Views

/// A split view whose detail pane acts on the selected item, as the TaskManager's does.
@Observable
private final class Chores {
  var names = ["Dishes", "Laundry"]
  var done: Set<String> = []
  var selected: String? = "Dishes"
}

private struct ChoresView: View {
  let chores: Chores
  var body: some View {
    NavigationSplitView {
      Text("Lists")
    } content: {
      List(selection: Binding(get: { chores.selected }, set: { chores.selected = $0 })) {
        ForEach(chores.names, id: \.self) { Text($0) }
      }
    } detail: {
      if let selected = chores.selected {
        VStack {
          Text(selected)
          Button("Mark done") { chores.done.insert(selected) }
        }
      }
    }
  }
}

@MainActor
@Suite("Views: clicks in a detail pane from an older render")
struct DetailPaneStaleEventTests {
  func row(_ host: ViewHost, _ text: String) throws -> ElementID {
    try #require(host.tree.first { $0.kind == .row && $0.flattenedText == text }).id
  }

  func markDone(_ host: ViewHost) throws -> ElementID {
    try #require(host.tree.first { $0.kind == .button && $0.text == "Mark done" }).id
  }

  @Test func aDetailButtonClickedBeforeAnotherRowWasShownChangesNothing() throws {
    let chores = Chores()
    let host = ViewHost { ChoresView(chores: chores) }
    let shown = host.version
    let button = try markDone(host)
    // The user selects Laundry, then clicks "Mark done" on the page still showing Dishes.
    try host.send(ViewEvent(target: try row(host, "Laundry"), renderVersion: shown))
    #expect(try markDone(host) == button, "the same identity now acts on Laundry")
    #expect(throws: ViewEventError.self) {
      try host.send(ViewEvent(target: button, renderVersion: shown))
    }
    #expect(chores.done.isEmpty)
    // On the page that shows Laundry, it marks Laundry.
    try host.send(ViewEvent(target: button, renderVersion: host.version))
    #expect(chores.done == ["Laundry"])
  }

  @Test func rowsOfAnOlderRenderStillSelectTheirItem() throws {
    let chores = Chores()
    let host = ViewHost { ChoresView(chores: chores) }
    let shown = host.version
    let laundry = try row(host, "Laundry")
    chores.names.append("Ironing")
    host.refresh()
    // A row's identity names its item: a click from before the list grew still means it.
    try host.send(ViewEvent(target: laundry, renderVersion: shown))
    #expect(chores.selected == "Laundry")
  }
}
