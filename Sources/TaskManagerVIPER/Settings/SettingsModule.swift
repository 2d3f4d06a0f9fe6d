import TaskManagerDomain
import Views
import Viper

/// What the presenter tells the Settings view.
protocol SettingsViewContract: AnyObject {
  func showSettings(_ settings: UserSettings)
  func showError(_ message: String?)
}

/// The Settings use cases: save a change at once, sign out.
protocol SettingsInteractorInput: AnyObject {
  func save(_ settings: UserSettings)
  func signOut()
}

protocol SettingsInteractorOutput: AnyObject {
  func settingsSaved()
  func settingsSaveFailed(_ message: String)
  func signedOut()
}

/// Where Settings goes: back to Login after signing out.
protocol SettingsRouterInput: AnyObject {
  func showLogin()
}

/// Builds the Settings tab.
enum SettingsModule {
  static func assemble(user: User, session: AppSession)
    -> ViperModule<SettingsView, SettingsPresenter, SettingsInteractor, SettingsRouter>
  {
    ViperModule.assemble(
      interactor: SettingsInteractor(
        user: user, environment: session.environment, context: session.context),
      router: SettingsRouter(session: session),
      presenter: { SettingsPresenter(interactor: $0, router: $1, log: session.log) },
      view: { SettingsView(presenter: $0, username: user.username) })
  }
}
