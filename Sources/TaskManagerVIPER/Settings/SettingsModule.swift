import TaskManagerDomain
import Views
import Viper

/// Builds the Settings tab.
enum SettingsModule {
  static func assemble(user: User, session: AppSession)
    -> ViperModule<SettingsView, SettingsPresenter, SettingsInteractor, SettingsRouter>
  {
    ViperModule.assemble(
      interactor: SettingsInteractor(
        user: user, environment: session.environment, context: session.context),
      router: SettingsRouter(session: session),
      presenter: { SettingsPresenter(interactor: $0, router: $1) },
      view: { SettingsView(output: $0, username: user.username) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }
}
