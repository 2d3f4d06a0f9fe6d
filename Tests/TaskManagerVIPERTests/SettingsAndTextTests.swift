import TaskManagerDomain
import TaskPaper
import Testing
import Views
import Viper
import ViperTesting

@testable import TaskManagerVIPER

@MainActor
@Suite("Settings: presenter and router")
struct SettingsTests {
  let view = SettingsViewSpy()
  let interactor = SettingsInteractorSpy()
  let router = SettingsRouterSpy()
  let output = SettingsOutputSpy()
  let presenter: SettingsPresenter

  init() {
    presenter = SettingsPresenter(interactor: interactor, router: router, log: EventLog())
    presenter.view = view
    presenter.moduleOutput = output
  }

  @Test func everyChangeIsShownToldToHomeAndSaved() {
    presenter.debuggerChanged(true)
    let saved = interactor.spy.lastArgument(of: "save", as: UserSettings.self)
    #expect(saved?.debuggerEnabled == true)
    #expect(output.spy.lastArgument(of: "settingsDidChange", as: UserSettings.self) == saved)
    #expect(view.spy.lastArgument(of: "showSettings", as: UserSettings.self) == saved)
  }

  @Test func aSaveFailureIsShown() {
    presenter.settingsSaveFailed(SettingsError.server.message)
    #expect(view.spy.lastArgument(of: "showError") == SettingsError.server.message)
  }

  @Test func signOutLogsOutThenRoutesToLogin() {
    presenter.signOutTapped()
    #expect(interactor.spy.signOutCalled)
    #expect(!router.spy.showLoginCalled)
    presenter.signedOut()
    #expect(router.spy.showLoginCalled)
  }

  @Test func theRouterPutsAFreshLoginAtTheRoot() {
    let host = TestHost()
    host.navigator.replaceRoot(HomeModule.screen(user: Sample.user, session: host.session))
    SettingsRouter(session: host.session).showLogin()
    #expect(host.navigator.root?.owner is LoginView)
  }

  @Test func theInteractorSavesAndSignsOut() async throws {
    let host = TestHost()
    final class Output: SettingsInteractorOutput, Spying {
      let spy = Spy()
      func settingsSaved() { record() }
      func settingsSaveFailed(_ message: String) { record(message) }
      func signedOut() { record() }
    }
    let output = Output()
    let interactor = SettingsInteractor(
      user: Sample.user, environment: host.environment, context: host.context)
    interactor.output = output
    interactor.save(UserSettings(showDone: false))
    await host.settle()
    #expect(try await host.environment.settingsClient.load(Sample.userID).showDone == false)
    _ = try await host.environment.authClient.login("tester", "secret-password")
    interactor.signOut()
    await host.settle()
    #expect(output.spy.names == ["settingsSaved", "signedOut"])
    #expect(await host.environment.authClient.currentUser() == nil)
  }
}

@MainActor
@Suite("Text: presenter")
struct TextPresenterTests {
  let view = TextViewSpy()
  let interactor = TextInteractorSpy()
  let presenter: TextPresenter

  init() {
    presenter = TextPresenter(interactor: interactor, router: TextRouterSpy(), log: EventLog())
    presenter.view = view
  }

  @Test func anEmptyTextIsRefusedWithoutAskingTheInteractor() {
    presenter.textEdited("  \n")
    presenter.saveTapped()
    #expect(view.model?.errorMessage == TextModule.emptyTextMessage)
    #expect(!interactor.spy.replaceCalled)
  }

  @Test func editsAreUnsavedUntilReplaced() {
    presenter.refresh()
    presenter.textLoaded(OutlineSnapshot(Outline(parsing: "Inbox:")))
    presenter.textEdited("Home:")
    #expect(view.model?.hasUnsavedChanges == true)
    presenter.saveTapped()
    #expect(interactor.spy.lastArgument(of: "replace") == "Home:")
    presenter.outlineReplaced(
      OutlineSnapshot(Outline(parsing: "Home:"), revision: OutlineRevision.initial.next))
    #expect(view.model == TextViewModel(text: "Home:", statusMessage: "Saved"))
  }

  @Test func refreshKeepsUnsavedChanges() {
    presenter.textEdited("Draft")
    presenter.refresh()
    #expect(!interactor.spy.loadTextCalled)
  }
}
