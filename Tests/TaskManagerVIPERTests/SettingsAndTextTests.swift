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
    presenter = SettingsPresenter(interactor: interactor, router: router)
    presenter.view = view
    presenter.moduleOutput = output
  }

  @Test func everyChangeIsShownToldToHomeAndSaved() {
    presenter.debuggerChanged(true)
    var expected = UserSettings.defaults
    expected.debuggerEnabled = true
    #expect(interactor.calls == [.save(expected)])
    #expect(output.calls == [.settingsDidChange(expected)])
    #expect(view.calls == [.showSettings(expected)])
  }

  @Test func changesMadeWhileSavingAreSavedAfterItTheLatestOnly() {
    presenter.showDoneChanged(false)
    presenter.architectureChosen(.mvvm)
    presenter.debuggerChanged(true)
    let first = UserSettings(showDone: false)
    let latest = UserSettings(showDone: false, architecture: .mvvm, debuggerEnabled: true)
    #expect(interactor.calls == [.save(first)])
    presenter.settingsSaved()
    #expect(interactor.calls == [.save(first), .save(latest)])
    presenter.settingsSaveFailed(SettingsError.server.message)
    #expect(interactor.calls == [.save(first), .save(latest)])
  }

  @Test func aSaveFailureIsShown() {
    presenter.settingsSaveFailed(SettingsError.server.message)
    #expect(view.calls == [.showError(SettingsError.server.message)])
  }

  @Test func signOutLogsOutThenRoutesToLogin() {
    presenter.signOutTapped()
    #expect(output.calls == [.settingsShouldSignOut])
    #expect(interactor.calls == [.signOut])
    #expect(router.calls.isEmpty)
    presenter.signedOut()
    #expect(router.calls == [.showLogin])
  }

  @Test func signOutWaitsWhenHomeAsksTheUserFirst() {
    output.allowsSignOut = false
    presenter.signOutTapped()
    #expect(output.calls == [.settingsShouldSignOut])
    #expect(interactor.calls.isEmpty)
    // The user chose "Discard and Sign Out": Home tells the module to go ahead.
    presenter.signOut()
    #expect(interactor.calls == [.signOut])
  }

  @Test func theRouterPutsAFreshLoginAtTheRoot() {
    let app = TestApp()
    app.navigator.replaceRoot(HomeModule.screen(user: Sample.user, session: app.session))
    SettingsRouter(session: app.session).showLogin()
    #expect(app.navigator.root?.owner is LoginView)
  }

  @Test func theInteractorSavesAndSignsOut() async throws {
    let app = TestApp()
    let output = SettingsInteractorOutputSpy()
    let interactor = SettingsInteractor(
      user: Sample.user, environment: app.environment, context: app.host.context)
    interactor.output = output
    interactor.save(UserSettings(showDone: false))
    try await app.host.settle()
    #expect(try await app.environment.settingsClient.load(Sample.userID).showDone == false)
    _ = try await app.environment.authClient.login("tester", "secret-password")
    interactor.signOut()
    try await app.host.settle()
    #expect(output.calls == [.settingsSaved, .signedOut])
    #expect(await app.environment.authClient.currentUser() == nil)
  }
}

@MainActor
@Suite("Text: presenter")
struct TextPresenterTests {
  let view = TextViewSpy()
  let interactor = TextInteractorSpy()
  let presenter: TextPresenter

  init() {
    presenter = TextPresenter(interactor: interactor, router: TextRouterSpy())
    presenter.view = view
  }

  @Test func anEmptyTextIsRefusedWithoutAskingTheInteractor() {
    presenter.textEdited("  \n")
    presenter.saveTapped()
    #expect(view.model?.errorMessage == TextModule.emptyTextMessage)
    #expect(interactor.calls.isEmpty)
  }

  @Test func editsAreUnsavedUntilReplaced() {
    presenter.refresh()
    presenter.textLoaded(OutlineSnapshot(Outline(parsing: "Inbox:")))
    presenter.textEdited("Home:")
    #expect(view.model?.hasUnsavedChanges == true)
    presenter.saveTapped()
    #expect(interactor.calls == [.loadText, .replace(with: "Home:", basedOn: .initial)])
    presenter.outlineReplaced(
      OutlineSnapshot(Outline(parsing: "Home:"), revision: OutlineRevision.initial.next))
    #expect(view.model?.text == "Home:")
    #expect(view.model?.statusMessage == "Saved")
    #expect(view.model?.hasUnsavedChanges == false)
  }

  @Test func refreshKeepsUnsavedChanges() {
    presenter.textEdited("Draft")
    presenter.refresh()
    #expect(interactor.calls.isEmpty)
  }
}
