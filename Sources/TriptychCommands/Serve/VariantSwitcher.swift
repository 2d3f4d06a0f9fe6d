import Observation
import Synchronization
import TaskManagerDomain
import Views

/// One browser session's choice of TaskManager variant: it builds the chosen variant's app,
/// lets the visitor pick another while nobody is signed in, and at sign-out rebuilds the app
/// with the architecture saved in the leaving user's settings.
///
/// Variants stay unaware of it: it only wraps the environment's ``AuthClient``. A login
/// remembers the user and saves the architecture they logged in with; a logout reads the
/// user's saved architecture and hands the switch to the session's actor. Every sign-out gets
/// a fresh app, so nothing of one user's session (a debugger log with typed text) is shown to
/// the next person at that browser.
///
/// ```swift
/// WebHost(configuration: configuration) { context in
///   VariantSwitcher.makeRoot(context, environment: .live(database: database), initial: tca)
/// }
/// ```
///
/// Lives on the host's isolation, like the views; create it there.
@Observable
final class VariantSwitcher {
  /// The variants a visitor can pick from, in picker order.
  let variants: [TaskManagerVariant]
  /// The variant whose app is shown.
  private(set) var variant: TaskManagerVariant
  /// The variant's root view, rebuilt whenever the variant changes or someone signs out.
  private(set) var app = AnyView(EmptyView())
  /// Whether someone logged in with the current app (the picker is hidden then).
  private(set) var isSignedIn = false
  /// Why the shown variant is not the one asked for, if it is not.
  private(set) var notice: String? = nil

  private let context: HostContext
  private let environment: TaskManagerEnvironment
  private let actor: any Actor
  /// Identifies the current app; late calls from a replaced app's clients are ignored.
  @ObservationIgnored private var generation = 0

  /// Builds `initial`'s app. The host must run on an actor (`context.isolation`), which all
  /// Triptych hosts do.
  init(
    context: HostContext,
    environment: TaskManagerEnvironment,
    variants: [TaskManagerVariant],
    initial: TaskManagerVariant
  ) {
    guard let actor = context.isolation else {
      preconditionFailure("VariantSwitcher needs a host running on an actor")
    }
    self.context = context
    self.environment = environment
    self.actor = actor
    self.variants = variants
    self.variant = initial
    rebuild(with: initial)
  }

  /// Switches to `architecture`'s variant with a fresh app. Ignored while someone is signed
  /// in (their session would be lost; Settings changes the variant for the next login).
  func choose(_ architecture: Architecture) {
    guard !isSignedIn, architecture != variant.architecture,
      let chosen = TaskManagerVariants.variant(for: architecture, in: variants)
    else { return }
    notice = nil
    rebuild(with: chosen)
  }

  // MARK: Called by the wrapped AuthClient, on this switcher's actor

  private func didLogIn(generation: Int) {
    guard generation == self.generation else { return }
    isSignedIn = true
  }

  /// Rebuilds the app with `saved` (the leaving user's architecture), or with the current
  /// variant when there is none or this build does not have it.
  private func didSignOut(generation: Int, saved: Architecture?) {
    guard generation == self.generation else { return }
    let wanted = saved ?? variant.architecture
    if let next = TaskManagerVariants.variant(for: wanted, in: variants) {
      notice = nil
      rebuild(with: next)
    } else {
      notice =
        "\(wanted.displayName) is not available on this server yet; showing \(variant)."
      rebuild(with: variant)
    }
  }

  private func rebuild(with variant: TaskManagerVariant) {
    generation += 1
    self.variant = variant
    isSignedIn = false
    app = variant.makeApp(context, wrappedEnvironment(for: variant.architecture))
  }

  /// The session's environment with an AuthClient that reports logins and logouts of the app
  /// being built (identified by its generation) to this switcher.
  private func wrappedEnvironment(for architecture: Architecture) -> TaskManagerEnvironment {
    var wrapped = environment
    let auth = environment.authClient
    let settings = environment.settingsClient
    let generation = self.generation
    let relay = ActorBound(self, on: actor)
    let signedIn = SignedInUser()
    wrapped.authClient = AuthClient(
      login: { (username, password) async throws(LoginError) -> User in
        let user = try await auth.login(username, password)
        signedIn.set(user)
        await VariantSwitcher.remember(architecture, for: user, in: settings)
        await relay.perform { $0.didLogIn(generation: generation) }
        return user
      },
      logout: {
        await auth.logout()
        var saved: Architecture?
        if let user = signedIn.take() {
          saved = try? await settings.load(user.id).architecture
        }
        await relay.perform { [saved] in $0.didSignOut(generation: generation, saved: saved) }
      },
      currentUser: auth.currentUser)
    return wrapped
  }

  /// Saves the architecture a user logged in with, so their next sign-out comes back to it.
  /// Done before the login returns, so the variant's own settings load already sees it. A
  /// failure only loses that memory, never the login.
  private static func remember(
    _ architecture: Architecture, for user: User, in settings: SettingsClient
  ) async {
    guard var saved = try? await settings.load(user.id), saved.architecture != architecture
    else { return }
    saved.architecture = architecture
    try? await settings.save(saved, user.id)
  }
}

extension VariantSwitcher {
  /// The root view of a session: the switcher's picker above the chosen variant's app, and
  /// links to `/compare` and, when the server serves it, the `documentation` site below.
  ///
  /// ```swift
  /// let driver = ViewDriver { context in
  ///   VariantSwitcher.makeRoot(context, environment: .inMemory(), initial: tca)
  /// }
  /// ```
  static func makeRoot(
    _ context: HostContext,
    environment: TaskManagerEnvironment,
    variants: [TaskManagerVariant] = TaskManagerVariants.available,
    initial: TaskManagerVariant,
    documentation: String? = nil
  ) -> some View {
    VariantSwitcherView(
      switcher: VariantSwitcher(
        context: context, environment: environment, variants: variants, initial: initial),
      documentation: documentation)
  }
}

/// The user a variant's app logged in, shared by its wrapped login and logout.
private final class SignedInUser: Sendable {
  private let user = Mutex<User?>(nil)

  func set(_ value: User) {
    user.withLock { $0 = value }
  }

  func take() -> User? {
    user.withLock { user in
      defer { user = nil }
      return user
    }
  }
}
