import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test func replaceRootPushPopAndSheets() async throws {
    let navigator = Navigator()
    let app = ViewDriver { context in
      navigator.replaceRoot(Screen(owner: navigator) { AnyView(Text("Root")) })
      return NavigatorView(navigator)
    }
    #expect(app.shows("Root"))

    navigator.push(Screen(owner: navigator) { AnyView(Text("Pushed")) })
    #expect(app.shows("Pushed"))
    #expect(!app.shows("Root"))
    try await app.tap("Back")
    #expect(app.shows("Root"))

    navigator.presentSheet(Screen(owner: navigator) { AnyView(Text("In a sheet")) })
    #expect(app.sheet?.flattenedText == "In a sheet")
    try await app.dismiss()
    #expect(app.sheet == nil)
    #expect(navigator.sheet == nil)

    navigator.push(Screen(owner: navigator) { AnyView(Text("Second")) })
    navigator.replaceRoot(Screen(owner: navigator) { AnyView(Text("New root")) })
    #expect(navigator.stack.isEmpty)
    #expect(app.shows("New root"))
  }

  @Test func alertButtonsRunThenClose() async throws {
    let navigator = Navigator()
    var pressed: [String] = []
    let app = ViewDriver { _ in
      navigator.replaceRoot(Screen(owner: navigator) { AnyView(Text("Root")) })
      return NavigatorView(navigator)
    }
    navigator.presentAlert(
      AlertRoute(
        title: "Are you sure?", message: "It goes.",
        buttons: [
          .init("Delete", role: .destructive) { pressed.append("Delete") },
          .init("Cancel", role: .cancel),
        ]))
    #expect(app.alert?.text == "Are you sure?")
    #expect(app.shows("It goes."))
    try await app.press("Delete", in: .alert)
    #expect(pressed == ["Delete"])
    #expect(app.alert == nil)
  }

  @Test func anAlertShownByAnAlertButtonStaysUp() async throws {
    let navigator = Navigator()
    let app = ViewDriver { _ in NavigatorView(navigator) }
    navigator.presentAlert(
      AlertRoute(
        title: "First",
        buttons: [
          .init("Next") { navigator.presentAlert(AlertRoute(title: "Second", buttons: [])) }
        ]
      ))
    try await app.press("Next", in: .alert)
    #expect(app.alert?.text == "Second")
  }

  @Test func dismissClosesTheTopmostFirst() {
    let navigator = Navigator()
    navigator.replaceRoot(Screen(owner: navigator) { AnyView(EmptyView()) })
    navigator.push(Screen(owner: navigator) { AnyView(EmptyView()) })
    navigator.presentSheet(Screen(owner: navigator) { AnyView(EmptyView()) })
    navigator.presentAlert(AlertRoute(title: "A", buttons: []))
    navigator.dismiss()
    #expect(navigator.alert == nil && navigator.sheet != nil)
    navigator.dismiss()
    #expect(navigator.sheet == nil && navigator.stack.count == 1)
    navigator.dismiss()
    #expect(navigator.stack.isEmpty && navigator.root != nil)
  }

  @Test func dismissedModuleDeallocatesAndWorkRunsOnTheHost() async throws {
    let navigator = Navigator()
    let app = ViewDriver { context in
      navigator.replaceRoot(Screen(owner: navigator) { AnyView(Text("Root")) })
      return NavigatorView(navigator)
    }
    try await expectNoLeaks { tracker in
      let context = HostContext(work: app.host.work, clock: app.clock)
      let module = GreeterModule.assemble(context: context, navigator: navigator)
      tracker.track(module)
      navigator.presentSheet(Screen(module.view))
      try await app.press("Greet", in: .sheet)
      #expect(app.shows("Nobody yet"))
      try await app.advance(by: .seconds(1))
      #expect(app.shows("Hello, Ada!"))
      try await app.press("Close", in: .sheet)
      #expect(app.sheet == nil)
    }
  }

  @Test func resultsForADismissedModuleAreDropped() async throws {
    let navigator = Navigator()
    let app = ViewDriver { _ in NavigatorView(navigator) }
    try await expectNoLeaks { tracker in
      let context = HostContext(work: app.host.work, clock: app.clock)
      let module = GreeterModule.assemble(context: context, navigator: navigator)
      tracker.track(module)
      navigator.presentSheet(Screen(module.view))
      try await app.press("Greet", in: .sheet)
      try await app.press("Close", in: .sheet)
    }
    // The lookup is still sleeping; waking it delivers to nobody.
    try await app.advance(by: .seconds(1))
    #expect(app.sheet == nil)
  }
}
