import MVC
import Testing
import Views
import ViewsTesting

@MainActor
@Suite("Window, ControllerView and TabBarController in a host")
struct ContainerTests {
  @Test func theWindowDrawsItsRootAndWhatItPresents() async throws {
    var counter: CounterViewController?
    let app = ViewDriver { context in
      let window = Window()
      let root = CounterViewController(context: context)
      counter = root
      window.rootViewController = root
      return WindowView(window)
    }
    try await app.tap("Increment")
    #expect(app.shows("Count: 1"))
    try await app.tap("Present")
    #expect(app.sheet != nil)
    #expect(app.shows("In the sheet"))
    try await app.press("Close", in: .sheet)
    #expect(app.sheet == nil)
    #expect(counter?.presentedController == nil)
  }

  @Test func closingTheSheetFromTheHostDismissesIt() async throws {
    var counter: CounterViewController?
    let app = ViewDriver { context in
      let root = CounterViewController(context: context)
      counter = root
      return ControllerView(root)
    }
    try await app.tap("Present")
    try await app.dismiss()
    #expect(app.sheet == nil)
    #expect(counter?.presentedController == nil)
  }

  @Test func anAlertActionRunsThenTheAlertGoes() async throws {
    let app = ViewDriver { context in ControllerView(CounterViewController(context: context)) }
    try await app.tap("Increment")
    try await app.tap("Ask")
    #expect(app.alert?.text == "Reset?")
    #expect(app.shows("The count goes back to 0."))
    try await app.press("Reset", in: .alert)
    #expect(app.alert == nil)
    #expect(app.shows("Count: 0"))
  }

  @Test func choosingATabShowsItsControllerAndTellsIt() async throws {
    var second: CounterViewController?
    let app = ViewDriver { context in
      let tabs = TabBarController(context: context)
      let first = CounterViewController(context: context)
      first.tabBarItem = TabBarItem(title: "First", systemImage: "1.circle")
      let other = CounterViewController(context: context)
      other.tabBarItem = TabBarItem(title: "Second")
      second = other
      tabs.setViewControllers([first, other])
      return ControllerView(tabs)
    }
    try await app.tap("Increment")
    #expect(app.shows("Count: 1"))
    app.host.flows.isEnabled = true
    try await app.tap("Second")
    #expect(app.shows("Count: 0"))
    #expect(second?.appearances == 1)
    let steps = app.host.flows.traces.last?.steps ?? []
    #expect(steps.first?.summary == "view → controller: select(index: 1)")
    #expect(steps.last?.message == "TabBarController: select(Second)")
  }
}
