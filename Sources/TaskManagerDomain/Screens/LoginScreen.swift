/// The login screen's wording and timing, the same in every architecture (its input rules are
/// ``LoginInput``'s, its errors ``LoginError``'s).
///
/// ```swift
/// LoginScreen.welcomeMessage(for: user)  // "Welcome, ada!"
/// try await clock.sleep(for: LoginScreen.welcomeDelay)
/// ```
public enum LoginScreen {
  /// How long the welcome message shows before Home replaces the form.
  public static let welcomeDelay = Duration.seconds(1)

  /// What greets `user` once signed in.
  public static func welcomeMessage(for user: User) -> String {
    "Welcome, \(user.username)!"
  }
}
