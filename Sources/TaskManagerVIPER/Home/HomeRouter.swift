import Flows
import Viper

/// Home's router. Home itself navigates nowhere (each tab's router does: Settings signs out,
/// Tasks presents its sheets and alerts), but the role stays so the module has its four parts
/// and a place for navigation that Home may gain.
@Reported(as: .router)
final class HomeRouter: ViperRouter, HomeRouterInput {}
