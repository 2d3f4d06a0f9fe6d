import Observation
import Testing
import Views

/// Categories → tasks → one task, as the TaskManager's Tasks tab is built.
@Observable
private final class Library {
  var shelves = ["Fiction", "Poetry"]
  var shelf: String? = "Fiction"
  var books = ["Fiction": ["Emma", "Dracula"], "Poetry": ["Odes"]]
  var book: String?
  var borrowed: Set<String> = []
}

private struct LibraryView: View {
  let library: Library
  var body: some View {
    NavigationSplitView {
      List(selection: Binding(get: { library.shelf }, set: { library.shelf = $0 })) {
        ForEach(library.shelves, id: \.self) { Text($0) }
      }
      .navigationTitle("Shelves")
    } content: {
      List(selection: Binding(get: { library.book }, set: { library.book = $0 })) {
        ForEach(library.books[library.shelf ?? ""] ?? [], id: \.self) { Text($0) }
      }
      .navigationTitle(library.shelf ?? "Books")
    } detail: {
      if let book = library.book {
        BookView(library: library, book: book)
      } else {
        Text("Choose a book")
      }
    }
  }
}

private struct BookView: View {
  let library: Library
  let book: String
  var body: some View {
    VStack {
      Text(book).font(.headline)
      Text(library.borrowed.contains(book) ? "On loan" : "On the shelf")
      Button("Borrow") { library.borrowed.insert(book) }
    }
  }
}

@MainActor
@Suite("Views: a split view on a compact width collapses into a stack")
struct CompactSplitViewTests {
  fileprivate func compactHost(_ library: Library) -> ViewHost {
    let host = ViewHost { LibraryView(library: library) }
    host.horizontalSizeClass = .compact
    host.render()
    return host
  }

  /// The kinds of the panes the split view shows, in order.
  func panes(_ host: ViewHost) throws -> [ViewNode.Kind] {
    try #require(host.tree.first { $0.kind == .splitView }).children.map(\.kind)
  }

  func tap(_ host: ViewHost, _ kind: ViewNode.Kind, _ text: String) throws {
    let node = try #require(
      host.tree.first { $0.kind == kind && ($0.text == text || $0.flattenedText == text) },
      "no \(kind) “\(text)” in\n\(host.tree.outline)")
    try host.send(ViewEvent(target: node.id, renderVersion: host.version))
  }

  @Test func aRegularWidthShowsEveryPaneSideBySide() throws {
    let host = ViewHost { LibraryView(library: Library()) }
    #expect(try panes(host) == [.sidebar, .content, .detail])
    #expect(host.tree.first { $0.kind == .button && $0.text == "Back" } == nil)
  }

  @Test func aCompactWidthOpensOnTheListWithBackToTheSidebar() throws {
    let host = compactHost(Library())
    #expect(try panes(host) == [.content])
    #expect(host.tree.outline.contains("Emma"))
    #expect(!host.tree.outline.contains("Poetry"), "the sidebar is not shown")
    #expect(host.tree.first { $0.kind == .button && $0.text == "Back" } != nil)
  }

  @Test func selectingARowPushesTheDetailAndBackPopsIt() throws {
    let library = Library()
    let host = compactHost(library)
    try tap(host, .row, "Dracula")
    #expect(library.book == "Dracula")
    #expect(try panes(host) == [.detail])
    #expect(host.tree.outline.contains("Borrow"))
    try tap(host, .button, "Borrow")
    #expect(library.borrowed == ["Dracula"], "the pushed detail's controls act")
    try tap(host, .button, "Back")
    #expect(try panes(host) == [.content])
    #expect(library.book == "Dracula", "Back changes what is shown, not the app's state")
    // Selecting the row already selected pushes again, as a tap does on an iPhone.
    try tap(host, .row, "Dracula")
    #expect(try panes(host) == [.detail])
  }

  @Test func theSidebarPushesTheListOfWhatIsSelectedThere() throws {
    let library = Library()
    let host = compactHost(library)
    try tap(host, .button, "Back")
    #expect(try panes(host) == [.sidebar])
    #expect(host.tree.first { $0.kind == .button && $0.text == "Back" } == nil, "nothing before")
    try tap(host, .row, "Poetry")
    #expect(try panes(host) == [.content])
    #expect(host.tree.outline.contains("Odes"))
  }

  @Test func aColumnKeepsItsIdentitiesWhenCollapsed() throws {
    let library = Library()
    let wide = ViewHost { LibraryView(library: library) }
    let narrow = compactHost(library)
    let row = { (host: ViewHost) in
      host.tree.first { $0.kind == .row && $0.flattenedText == "Emma" }?.id
    }
    #expect(row(narrow) != nil)
    #expect(row(narrow) == row(wide), "an event from either page means the same row")
  }

  @Test func widthChangesInAnEventApplyToTheNextRender() throws {
    let library = Library()
    let host = ViewHost { LibraryView(library: library) }
    try host.send(
      ViewEvent(target: nil, renderVersion: host.version, horizontalSizeClass: .compact))
    #expect(try panes(host) == [.content])
    try tap(host, .row, "Emma")
    #expect(try panes(host) == [.detail])
    try host.send(
      ViewEvent(target: nil, renderVersion: host.version, horizontalSizeClass: .regular))
    #expect(try panes(host) == [.sidebar, .content, .detail])
    #expect(host.tree.outline.contains("Borrow"), "the selection is kept across widths")
  }

  @Test func aChangeInThePushedDetailResolvesOnlyItsView() throws {
    let library = Library()
    let host = compactHost(library)
    try tap(host, .row, "Emma")
    library.borrowed.insert("Emma")
    #expect(host.refresh())
    #expect(host.tree.outline.contains("On loan"))
    #expect(host.lastRender.viewsResolved == 1, "the book's view alone, as side by side")
    #expect(host.lastRender.viewsReused >= 1)
  }
}
