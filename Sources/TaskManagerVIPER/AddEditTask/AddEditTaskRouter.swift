import Flows
import Viper

/// The sheet's navigation: closing itself.
@Reported(as: .router)
final class AddEditTaskRouter: ViperRouter, AddEditTaskRouterInput {
  @Weak var navigator: Navigator? = nil

  init(navigator: Navigator?) {
    self.navigator = navigator
  }

  func close() {
    navigator?.dismissSheet()
  }
}
