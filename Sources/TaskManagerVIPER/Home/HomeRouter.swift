import Flows
import TaskManagerDomain
import Viper

/// Home's router: the one question Home asks itself, before Sign Out throws away unsaved
/// text; each tab's router does the rest (Settings signs out, Tasks presents its sheets and
/// alerts).
@Reported(as: .router)
final class HomeRouter: ViperRouter, HomeRouterInput {
  private let session: AppSession

  init(session: AppSession) {
    self.session = session
  }

  func confirmSigningOut(discardingText discard: @escaping () -> Void, keep: @escaping () -> Void) {
    session.navigator?.presentAlert(.discardUnsavedText(discard: discard, keep: keep))
  }
}

extension AlertRoute {
  /// The `SignOutPrompt`: "Discard and Sign Out" runs `discard`, "Keep Editing" `keep`.
  /// Public for the hybrids whose Home is not VIPER's but whose Settings module is.
  public static func discardUnsavedText(
    discard: @escaping () -> Void, keep: @escaping () -> Void
  ) -> AlertRoute {
    AlertRoute(
      title: SignOutPrompt.title,
      message: SignOutPrompt.message,
      buttons: [
        AlertRoute.Button(SignOutPrompt.discardLabel, role: .destructive, action: discard),
        AlertRoute.Button(SignOutPrompt.keepLabel, role: .cancel, action: keep),
      ])
  }
}
