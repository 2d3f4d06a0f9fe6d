import TaskManagerDomain
import TaskPaper
import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

@testable import TaskManagerVIPER

/// Every module, once dropped, deallocates entirely, even with work still in flight.
@MainActor
@Suite("Leak checks")
struct LeakTests {
  let app = TestApp()

  @Test func login() async throws {
    try await expectNoLeaks { tracker in
      let module = LoginModule.assemble(session: app.session)
      tracker.track(module)
      module.view.username = "tester"
      module.view.password = "secret-password"
      module.presenter.logInTapped(username: "tester", password: "secret-password")
      try await app.host.settle()
    }
    try await app.host.advance(by: .seconds(1))
  }

  @Test func homeWithItsTabs() async throws {
    try await expectNoLeaks { tracker in
      let module = HomeModule.assemble(user: Sample.user, session: app.session)
      tracker.track(module)
      tracker.track(module.view.taskList, as: "Tasks view")
      tracker.track(module.view.taskList.output, as: "Tasks presenter")
      tracker.track(module.view.text.output, as: "Text presenter")
      tracker.track(module.view.settings.output, as: "Settings presenter")
      try await app.host.settle()
      module.presenter.tabSelected(.text)
    }
    try await app.host.settle()
  }

  @Test func taskList() async throws {
    expectNoLeaks { tracker in
      let module = TaskListModule.assemble(user: Sample.user, session: app.session)
      tracker.track(module)
      module.presenter.start()
    }
    try await app.host.settle()
  }

  @Test func addEditTask() async throws {
    final class Opener: AddEditTaskModuleOutput {
      func taskSaved(_ snapshot: OutlineSnapshot) {}
      func deleteRequested(_ item: Item) {}
    }
    let opener = Opener()
    expectNoLeaks { tracker in
      let module = AddEditTaskModule.assemble(
        mode: .edit(Sample.item("Buy milk")), basedOn: .initial, user: Sample.user,
        session: app.session,
        output: opener)
      tracker.track(module)
      module.presenter.saveTapped("- Buy oat milk")
    }
    try await app.host.settle()
  }

  @Test func tagEditor() async throws {
    final class Opener: TagEditorModuleOutput {
      func tagEditorDidReplaceTag(_ snapshot: OutlineSnapshot) {}
      func tagEditorDidFail(_ message: String) {}
      func tagEditorDidCancel() {}
    }
    let opener = Opener()
    let bob = Sample.item("Call Bob")
    expectNoLeaks { tracker in
      let module = TagEditorModule.assemble(
        item: bob, tag: bob.tags[0], basedOn: .initial, user: Sample.user, session: app.session,
        output: opener)
      tracker.track(module)
      module.presenter.submitted("@urgent")
    }
    try await app.host.settle()
  }

  @Test func text() async throws {
    try await expectNoLeaks { tracker in
      let module = TextModule.assemble(user: Sample.user, session: app.session)
      tracker.track(module)
      module.presenter.refresh()
      try await app.host.settle()
    }
  }

  @Test func settings() async throws {
    expectNoLeaks { tracker in
      let module = SettingsModule.assemble(user: Sample.user, session: app.session)
      tracker.track(module)
      module.presenter.debuggerChanged(true)
    }
    try await app.host.settle()
  }

  /// Through the whole app: Login is released once Home replaces it, the Add sheet once it
  /// closes, Home and its tabs once the user signs out.
  @Test func dismissedScreensAreReleasedInTheRunningApp() async throws {
    let navigator = Navigator()
    let environment = app.environment
    let app = ViewDriver { context in
      let session = AppSession(context: context, environment: environment, navigator: navigator)
      navigator.replaceRoot(LoginModule.screen(session: session))
      return NavigatorView(navigator)
    }
    let login = LeakTracker()
    let sheet = LeakTracker()
    let home = LeakTracker()
    track(navigator.root?.owner, in: login)
    try await app.type("tester", into: "Username")
    try await app.type("secret-password", into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    #expect(login.survivors.isEmpty)

    track(navigator.root?.owner, in: home)
    try await app.tap("Add")
    track(navigator.sheet?.owner, in: sheet)
    try await app.tap("Cancel")
    #expect(sheet.trackedCount > 0 && sheet.survivors.isEmpty)

    try await app.select(row: "Call Bob")
    try await app.tap("@priority(1)")
    try await app.tap("Settings")
    try await app.tap("Sign Out")
    #expect(navigator.root?.owner is LoginView)
    #expect(home.trackedCount >= 8)
    #expect(home.survivors.isEmpty)
  }

  private func track(_ owner: AnyObject?, in tracker: LeakTracker) {
    switch owner {
    case let view as LoginView:
      tracker.track(view)
      track(view.output, as: LoginPresenter.self, in: tracker) { [$0.interactor, $0.router] }
    case let view as HomeView:
      tracker.track(view)
      tracker.track(view.output)
      for child in [view.taskList.output as AnyObject, view.text.output, view.settings.output] {
        tracker.track(child)
      }
      tracker.track(view.taskList)
      tracker.track(view.text)
      tracker.track(view.settings)
    case let view as AddEditTaskView:
      tracker.track(view)
      track(view.output, as: AddEditTaskPresenter.self, in: tracker) { [$0.interactor, $0.router] }
    default:
      Issue.record("Nothing to track in \(String(describing: owner))")
    }
  }

  /// Tracks a view's output, which must be a `Presenter`, and the parts it holds.
  private func track<Presenter: AnyObject>(
    _ output: AnyObject, as type: Presenter.Type, in tracker: LeakTracker,
    parts: (Presenter) -> [AnyObject]
  ) {
    guard let presenter = output as? Presenter else {
      Issue.record("The view's output is \(Swift.type(of: output)), not \(Presenter.self)")
      return
    }
    tracker.track(presenter)
    for part in parts(presenter) { tracker.track(part) }
  }
}
