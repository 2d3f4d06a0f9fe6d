import Flows
import TaskManagerVIPER
import Viper

/// The hybrid Home's navigation, which the TCA side reaches through ``HybridNavigation``:
/// signing out (log out, then a fresh VIPER Login), opening the VIPER Settings tab.
@Reported(as: .router)
final class HybridHomeRouter: ViperRouter, HybridHomeRouterInput {
  private let session: TaskManagerVIPERModules.Session
  @Weak var home: HybridHomePresenter? = nil

  init(session: TaskManagerVIPERModules.Session) {
    self.session = session
  }

  func signOut() {
    let authClient = session.environment.authClient
    let session = self.session
    session.context.work.run {
      await authClient.logout()
    } then: {
      session.navigator?.replaceRoot(TaskManagerVIPERModules.loginScreen(session))
    }
  }

  func openSettings() {
    home?.tabSelected(.settings)
  }

  func confirmSigningOut(discardingText discard: @escaping () -> Void, keep: @escaping () -> Void) {
    session.navigator?.presentAlert(.discardUnsavedText(discard: discard, keep: keep))
  }
}
