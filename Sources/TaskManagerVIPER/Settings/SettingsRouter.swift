import Flows
import Viper

/// Settings' navigation: after signing out, a fresh Login replaces Home (and Home's modules
/// are released with it).
@Reported(as: .router)
final class SettingsRouter: ViperRouter, SettingsRouterInput {
  private let session: AppSession

  init(session: AppSession) {
    self.session = session
  }

  func showLogin() {
    session.navigator?.replaceRoot(LoginModule.screen(session: session))
  }
}
