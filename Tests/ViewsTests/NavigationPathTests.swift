import Observation
import Testing
import Views
import ViewsTesting

@MainActor
@Observable
private final class Library {
  var path: [String] = []
  var shelves = ["fiction": "Novels", "poetry": "Poems"]
}

@MainActor
@Suite("NavigationStack(path:): push, pop, back and the breadcrumb")
struct NavigationPathTests {
  private func library(titled: Bool = true) -> (Library, ViewDriver) {
    let library = Library()
    let app = ViewDriver { _ in
      NavigationStack(
        path: Binding(get: { library.path }, set: { library.path = $0 }), rootTitle: "Shelves"
      ) {
        Button("Open fiction") { library.path.append("fiction") }
          .navigationTitle("Shelves")
      } destination: { shelf in
        VStack {
          Text(library.shelves[shelf] ?? "?")
          Button("Open poetry") { library.path.append("poetry") }
        }
        .navigationTitle(library.shelves[shelf] ?? "?")
      } title: { shelf in
        library.shelves[shelf] ?? "?"
      }
    }
    return (library, app)
  }

  @Test("The root shows until something is pushed; only the top screen is shown")
  func pushShowsTheTop() async throws {
    let (library, app) = library()
    #expect(app.shows("Open fiction"))
    #expect(throws: DriverError.self) { try app.element("Back") }
    try await app.tap("Open fiction")
    #expect(library.path == ["fiction"])
    #expect(app.shows("Novels"))
    #expect(!app.shows("Open fiction"))
    try await app.tap("Open poetry")
    #expect(app.shows("Poems"))
    // Novels is now a level below: a breadcrumb button, no longer a screen.
    #expect(try app.element("Novels").kind == .button)
    #expect(!app.shows("Open fiction"))
  }

  @Test("Back pops the top screen, down to the root")
  func backPops() async throws {
    let (library, app) = library()
    library.path = ["fiction", "poetry"]
    try await app.settle()
    try await app.tap("Back")
    #expect(library.path == ["fiction"])
    #expect(app.shows("Open poetry"))
    try await app.tap("Back")
    #expect(library.path.isEmpty)
    #expect(app.shows("Open fiction"))
  }

  @Test("The breadcrumb names every level and pops back to the one tapped")
  func breadcrumbPopsTo() async throws {
    let (library, app) = library()
    library.path = ["fiction", "poetry", "fiction"]
    try await app.settle()
    let crumbs = try #require(app.tree.last { $0.accessibilityLabel == "Breadcrumb" })
    #expect(crumbs.outline.contains("Shelves"))
    #expect(crumbs.outline.contains("Poems"))
    try await app.tap("Poems")
    #expect(library.path == ["fiction", "poetry"])
    try await app.tap("Shelves")
    #expect(library.path.isEmpty)
  }

  @Test("Without titles there is no breadcrumb, only Back")
  func noTitlesNoBreadcrumb() async throws {
    let library = Library()
    library.path = ["fiction"]
    let app = ViewDriver { _ in
      NavigationStack(path: Binding(get: { library.path }, set: { library.path = $0 })) {
        Text("Root")
      } destination: { shelf in
        Text("Shelf \(shelf)")
      }
    }
    #expect(app.shows("Shelf fiction"))
    #expect(app.tree.last { $0.accessibilityLabel == "Breadcrumb" } == nil)
    try await app.tap("Back")
    #expect(app.shows("Root"))
  }
}
