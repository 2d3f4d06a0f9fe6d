/// The hybrid Home's tabs.
enum HybridTab: Hashable, Sendable {
  case tasks, text, settings
}

/// What the presenter tells the hybrid Home view.
protocol HybridHomeViewContract: AnyObject {
  func showTab(_ tab: HybridTab)
  func showDebugger(_ isVisible: Bool)
}

/// What the hybrid Home view tells its presenter.
protocol HybridHomeViewOutput: AnyObject {
  func tabSelected(_ tab: HybridTab)
}

/// Where the hybrid Home goes when the TCA side asks.
protocol HybridHomeRouterInput: AnyObject {
  func signOut()
  func openSettings()
  /// Asks before the VIPER Settings' Sign Out throws away the TCA Text tab's unsaved text.
  func confirmSigningOut(discardingText discard: @escaping () -> Void, keep: @escaping () -> Void)
}
