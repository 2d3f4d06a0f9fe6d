import TaskManagerDomain
import Testing
import Viper
import ViperTesting

@testable import TaskManagerVIPER

@MainActor
@Suite("Home: Sign Out with unsaved text")
struct HomeSignOutTests {
  let view = HomeViewSpy()
  let router = HomeRouterSpy()
  let text = TextModuleSpy()
  let settings = SettingsModuleSpy()
  let presenter: HomePresenter

  init() {
    presenter = HomePresenter(interactor: HomeInteractorSpy(), router: router)
    presenter.view = view
    presenter.text = text
    presenter.settings = settings
  }

  @Test func withNothingUnsavedSettingsGoesAhead() {
    #expect(presenter.settingsShouldSignOut())
    #expect(router.calls.isEmpty)
  }

  @Test func unsavedTextIsAskedAboutAndKeepReturnsToTheText() {
    text.hasUnsavedChanges = true
    #expect(!presenter.settingsShouldSignOut())
    #expect(router.calls == [.confirmSigningOut])
    router.keep()
    #expect(view.calls == [.showTab(.text)])
    #expect(text.calls == [.refresh], "the refresh keeps unsaved text (TextPresenter's rule)")
    #expect(settings.calls.isEmpty)
  }

  @Test func discardTellsSettingsToSignOut() {
    text.hasUnsavedChanges = true
    _ = presenter.settingsShouldSignOut()
    router.discard()
    #expect(settings.calls == [.signOut])
  }
}
