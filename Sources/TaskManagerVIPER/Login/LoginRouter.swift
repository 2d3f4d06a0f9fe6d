import Flows
import TaskManagerDomain
import Viper

/// Login's navigation: Home replaces Login once the user is welcomed.
@Reported(as: .router)
final class LoginRouter: ViperRouter, LoginRouterInput {
  private let session: AppSession

  init(session: AppSession) {
    self.session = session
  }

  func showHome(for user: User) {
    session.navigator?.replaceRoot(session.home(user, session))
  }
}
