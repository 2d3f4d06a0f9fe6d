import Flows
import MVC
import Observation
import Testing
import Views
import ViewsTesting

/// Holds the MVC kit's "Getting started" article (MVC.docc/GettingStarted.md) to its word: its
/// views and controllers are copied as the article writes them, and its tests, its tabs and
/// window, and every text and flow it claims are checked.
@Suite("MVC Getting started")
struct MVCGettingStartedTests {
  // MARK: A view and its controller

  @Observable
  final class CounterView: View {
    var label = "0"
    var status = ""
    @ObservationIgnored var onIncrement: () -> Void = {}
    @ObservationIgnored var onReset: () -> Void = {}
    @ObservationIgnored var onShowNote: () -> Void = {}
    @ObservationIgnored var onSave: () -> Void = {}

    var body: some View {
      VStack {
        Text("Count: \(label)")
        Button("Increment") { self.onIncrement() }
        Button("Reset") { self.onReset() }
        Button("Note") { self.onShowNote() }
        Button("Save") { self.onSave() }
        Text(status)
      }
    }
  }

  @Reported(as: .controller)
  final class CounterViewController: ViewController {
    let view = CounterView()
    /// Where the count is saved; the app sets it.
    var save: @Sendable (Int) async throws -> Void = { _ in }
    private var count = 0

    override init(context: HostContext) {
      super.init(context: context)
      view.onIncrement = { [weak self] in self?.incrementTapped() }
      view.onReset = { [weak self] in self?.resetTapped() }
      view.onShowNote = { [weak self] in self?.noteTapped() }
      view.onSave = { [weak self] in self?.saveTapped() }
    }

    override var contentView: AnyView { AnyView(view) }

    func incrementTapped() {
      count += 1
      view.label = "\(count)"
    }

    func noteTapped() {
      present(NoteViewController(context: context))
    }

    func resetTapped() {
      present(
        AlertController(
          title: "Reset?", message: "The count goes back to 0.",
          actions: [
            AlertAction("Reset", role: .destructive) { [weak self] in self?.reset() },
            AlertAction("Cancel", role: .cancel),
          ]))
    }

    func saveTapped() {
      view.status = "Saving…"
      let (save, count) = (self.save, self.count)
      work.run(key: "save") {
        try await save(count)
      } then: { [weak self] result in
        switch result {
        case .success: self?.view.status = "Saved"
        case .failure: self?.view.status = "Could not save."
        }
      }
    }

    private func reset() {
      count = 0
      view.label = "0"
    }
  }

  // MARK: Sheets and alerts

  @Observable
  final class NoteView: View {
    @ObservationIgnored var onClose: () -> Void = {}

    var body: some View {
      Text("Counting is fun.")
      Button("Close") { self.onClose() }
    }
  }

  final class NoteViewController: ViewController {
    let view = NoteView()

    override init(context: HostContext) {
      super.init(context: context)
      view.onClose = { [weak self] in self?.dismiss() }
    }

    override var contentView: AnyView { AnyView(view) }
  }

  // MARK: Tests

  @MainActor
  @Test func resetAsksFirst() async throws {
    let app = ViewDriver { context in ControllerView(CounterViewController(context: context)) }
    try await app.tap("Increment")
    #expect(app.shows("Count: 1"))
    try await app.tap("Reset")
    #expect(app.alert?.text == "Reset?")
    try await app.press("Reset", in: .alert)
    #expect(app.alert == nil)
    #expect(app.shows("Count: 0"))
  }

  @MainActor
  @Test func aNoteIsPresentedThenDismissed() {
    let host = TestHost()
    host.flows.isEnabled = true
    let counter = CounterViewController(context: host.context)
    host.flows.event("tap “Note”") { counter.noteTapped() }
    #expect(counter.presentedController is NoteViewController)
    #expect(
      host.flows.traces.last?.steps.map(\.summary) == [
        "view → controller: noteTapped()",
        "controller → navigator: CounterViewController: present(NoteViewController)",
      ])
    counter.presentedController?.dismiss()
    #expect(counter.presentedController == nil)
  }

  @MainActor
  @Test("The note sheet closes itself through its presenter")
  func theNoteSheetClosesItself() async throws {
    let app = ViewDriver { context in ControllerView(CounterViewController(context: context)) }
    try await app.tap("Note")
    #expect(app.sheet != nil)
    #expect(app.shows("Counting is fun."))
    try await app.press("Close", in: .sheet)
    #expect(app.sheet == nil)
  }

  @MainActor
  @Test("Saving runs on the controller's work and reports how it went")
  func savingShowsItsOutcome() async throws {
    struct Offline: Error {}
    let saved = ViewDriver { context in
      ControllerView(CounterViewController(context: context))
    }
    try await saved.tap("Save")
    #expect(saved.shows("Saved"))

    let failed = ViewDriver { context in
      let counter = CounterViewController(context: context)
      counter.save = { _ in throw Offline() }
      return ControllerView(counter)
    }
    try await failed.tap("Save")
    #expect(failed.shows("Could not save."))
  }

  // MARK: Tabs and the window

  @MainActor
  @Test("Tabs show one counter at a time; each keeps its own count")
  func tabsAndTheWindow() async throws {
    var shownTabs: TabBarController?
    let app = ViewDriver { context in
      let tabs = TabBarController(context: context)
      let counter = CounterViewController(context: context)
      counter.tabBarItem = TabBarItem(title: "Counter", systemImage: "plus.circle")
      let other = CounterViewController(context: context)
      other.tabBarItem = TabBarItem(title: "Another")
      tabs.setViewControllers([counter, other])

      let window = Window()
      window.rootViewController = tabs
      shownTabs = tabs
      return WindowView(window)
    }
    try await app.tap("Increment")
    #expect(app.shows("Count: 1"))
    try await app.tap("Another")
    #expect(shownTabs?.selectedIndex == 1)
    #expect(app.shows("Count: 0"))
    try await app.tap("Counter")
    #expect(app.shows("Count: 1"))
  }
}
