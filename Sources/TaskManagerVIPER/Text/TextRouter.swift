import Viper

/// The Text tab's router: the tab navigates nowhere; the role is kept for symmetry.
final class TextRouter: ViperRouter, TextRouterInput {}
