import MVVM
import Observation
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVM {
  /// Every screen state of `ScreenState`, each written as an MVVM screen is made: the view
  /// models created with stand-in clients, then the same calls a user's taps make on them.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerMVVM.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews + settingsPreviews

  /// The app on its login form, filled in by `fill`, with `environment`'s clients.
  static func makeLogin(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    fill: (LoginViewModel) -> Void = { _ in }
  ) -> AppView {
    let app = AppViewModel(context: context, environment: environment)
    guard case .login(let login) = app.screen else {
      preconditionFailure("A new app shows the login form")
    }
    fill(login)
    return makeApp(app)
  }

  /// The app signed in as `PreviewData.user`, on Home, set up by `setUp`, with
  /// `environment`'s clients.
  static func makeHome(
    _ context: HostContext, _ environment: TaskManagerEnvironment = PreviewData.environment(),
    setUp: (HomeViewModel) -> Void = { _ in }
  ) -> AppView {
    let app = AppViewModel(context: context, environment: environment)
    // What the login form calls once its welcome has shown.
    app.showHome(for: PreviewData.user)
    guard case .home(let home) = app.screen else {
      preconditionFailure("Signing in shows Home")
    }
    setUp(home)
    return makeApp(app)
  }
}

extension WorkOwning where Self: Observable {
  /// Runs `step` with the view model once `isReady` holds: at once if it already does, else
  /// after the change that makes it so (a load answering), as the user acts on what they see.
  func once(_ isReady: @escaping (Self) -> Bool, _ step: @escaping (Self) -> Void) {
    if isReady(self) {
      step(self)
      return
    }
    // Observation calls before the change is written, so the check runs again as the view
    // model's own work, which the host delivers after that change and settles before showing.
    let (changed, signal) = AsyncStream<Void>.makeStream()
    withObservationTracking {
      _ = isReady(self)
    } onChange: {
      signal.finish()
    }
    run {
      for await _ in changed {}
    } then: { model, _ in
      model.once(isReady, step)
    }
  }
}

extension TaskMasterViewModel {
  /// Runs `step` once the outline has loaded.
  func onceLoaded(_ step: @escaping (TaskMasterViewModel) -> Void) {
    once({ !$0.outline.items.isEmpty }, step)
  }

  /// Taps the row of the loaded outline's task `text`.
  func select(task text: String = PreviewData.selectedTask) {
    select(item: outline.items.first { $0.body.contains(text) }?.id)
  }
}

extension TextViewModel {
  /// Runs `step` once the outline's text has loaded.
  func onceLoaded(_ step: @escaping (TextViewModel) -> Void) {
    once({ !$0.savedText.isEmpty }, step)
  }
}
