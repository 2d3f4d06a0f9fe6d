import Observation
import Testing
import Views

@Observable
final class LongList {
  var numbers = Array(0..<1_000)
  var selected: Int?
}

@Observable
final class Visibility {
  var isShown = true
}

struct LongListView: View {
  let model: LongList
  var body: some View {
    List(selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
      ForEach(model.numbers, id: \.self) { number in
        Text("Row \(number)")
      }
    }
  }
}

@Suite("Lazy lists: a host resolves a window of rows")
struct LazyListTests {
  func rows(_ host: ViewHost) -> [String] {
    host.tree.nodes { $0.kind == .row && $0.action != nil }.map(\.text)
  }

  func showMore(_ host: ViewHost) -> ViewNode? {
    host.tree.first { $0.kind == .button && $0.accessibilityLabel == "Show more rows" }
  }

  @Test func aHostResolvesTheFirstPageAndAShowMoreButton() throws {
    let host = ViewHost { LongListView(model: LongList()) }
    #expect(rows(host) == (0..<100).map { "Row \($0)" })
    #expect(host.lastRender.rowsResolved == 100)
    #expect(host.lastRender.rowsSkipped == 900)
    let more = try #require(showMore(host))
    #expect(more.text == "Show more (100 of 1000 shown)")
  }

  @Test func showMoreGrowsTheWindowByAPage() throws {
    let host = ViewHost { LongListView(model: LongList()) }
    try host.send(ViewEvent(target: try #require(showMore(host)).id))
    #expect(rows(host).count == 200)
    #expect(rows(host).last == "Row 199")
    #expect(host.lastRender.rowsSkipped == 800)
    // The totals add every render's counts: the first page, then the first two pages.
    #expect(host.renderTotals.rowsResolved == 100 + 200)
    #expect(host.renderTotals.rowsSkipped == 900 + 800)
    #expect(host.renderTotals.viewsResolved >= host.lastRender.viewsResolved + 1)
  }

  @Test func theWholeListShowsOnceEveryPageIsLoadedAndTheButtonGoes() throws {
    let model = LongList()
    model.numbers = Array(0..<250)
    let host = ViewHost { LongListView(model: model) }
    try host.send(ViewEvent(target: try #require(showMore(host)).id))
    try host.send(ViewEvent(target: try #require(showMore(host)).id))
    #expect(rows(host).count == 250)
    #expect(showMore(host) == nil)
    #expect(host.lastRender.rowsSkipped == 0)
  }

  @Test func theWindowShrinksWithTheCollection() throws {
    let model = LongList()
    let host = ViewHost { LongListView(model: model) }
    for _ in 0..<3 { try host.send(ViewEvent(target: try #require(showMore(host)).id)) }
    #expect(rows(host).count == 400)
    model.numbers = Array(0..<150)
    host.refresh()
    #expect(rows(host).count == 150)
    model.numbers = Array(0..<1_000)
    host.refresh()
    // The window kept only the page that held the shorter list's last row.
    #expect(rows(host).count == 200)
  }

  @Test func aSelectedRowBeyondTheWindowStaysOnThePageAndCanBeActedOn() throws {
    let model = LongList()
    model.selected = 765
    let host = ViewHost { LongListView(model: model) }
    let shown = rows(host)
    #expect(shown.count == 101)
    #expect(shown.last == "Row 765")
    let row = try #require(host.tree.first { $0.kind == .row && $0.text == "Row 765" })
    #expect(row.isOn)
    // Selecting another row far down keeps working: the old one leaves, the new one stays.
    model.selected = 900
    host.refresh()
    #expect(rows(host).last == "Row 900")
    #expect(!rows(host).contains("Row 765"))
    let visible = try #require(host.tree.first { $0.kind == .row && $0.text == "Row 5" })
    try host.send(ViewEvent(target: visible.id))
    #expect(model.selected == 5)
    #expect(rows(host).count == 100)
  }

  @Test func aListThatLeavesTheScreenStartsAgainAtTheFirstPage() throws {
    let toggle = Visibility()
    let model = LongList()
    let host = ViewHost {
      VStack { if toggle.isShown { LongListView(model: model) } }
    }
    try host.send(ViewEvent(target: try #require(showMore(host)).id))
    #expect(rows(host).count == 200)
    toggle.isShown = false
    host.refresh()
    toggle.isShown = true
    host.refresh()
    #expect(rows(host).count == 100)
  }

  @Test func aTreeResolvedWithoutAHostShowsEveryRow() {
    let tree = resolveTree(LongListView(model: LongList()))
    #expect(tree.nodes { $0.kind == .row }.count == 1_000)
  }

  @Test func rowIdentitiesDoNotDependOnTheWindow() throws {
    let host = ViewHost { LongListView(model: LongList()) }
    let before = try #require(host.tree.first { $0.kind == .row && $0.text == "Row 42" }).id
    try host.send(ViewEvent(target: try #require(showMore(host)).id))
    #expect(host.tree.first { $0.kind == .row && $0.text == "Row 42" }?.id == before)
  }
}
