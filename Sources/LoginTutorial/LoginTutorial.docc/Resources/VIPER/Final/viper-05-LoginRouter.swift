import TaskManagerDomain
import Viper

/// Login's navigation: Home replaces Login. The router knows how to build Home but not what
/// is in it; the app hands it a factory.
final class LoginRouter: ViperRouter, LoginRouterInput {
  /// Weak: the navigator owns the screens, and so this module.
  @Weak var navigator: Navigator? = nil
  private let makeHome: (User) -> Screen

  init(navigator: Navigator?, makeHome: @escaping (User) -> Screen) {
    self.navigator = navigator
    self.makeHome = makeHome
  }

  func showHome(for user: User) {
    navigator?.replaceRoot(makeHome(user))
  }
}
