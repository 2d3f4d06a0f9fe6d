import Flows
import Viper

/// The Text tab's router: the tab navigates nowhere; the role is kept for symmetry.
@Reported(as: .router)
final class TextRouter: ViperRouter, TextRouterInput {}
