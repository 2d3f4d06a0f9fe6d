import MVVM
import OpenCombine
import TaskManagerDomain
import TaskManagerViews
import Views

extension TaskManagerMVVMState {
  /// Every screen state of `ScreenState`, each written as a state-binding screen is made: the
  /// view models created with stand-in clients, their states updated as the view's bindings
  /// update them and their methods called as taps call them.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerMVVMState.previews[0].makeView)
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

/// Runs `step` with `model` once its state satisfies `isReady`: the first such state its
/// `states` stream publishes (the current one, or a load's answer), as the user acts on what
/// they see.
func once<State, Model: StateBindingViewModel<State> & WorkOwning>(
  _ model: Model, _ isReady: @escaping (State) -> Bool, _ step: @escaping (Model) -> Void
) {
  model.states.first(where: isReady)
    .sink { [weak model] _ in
      // Published from inside `update`: the step, which updates in turn, comes after it, as
      // the view model's own work that the host settles before showing.
      model?.run({}) { model, _ in step(model) }
    }
    .store(in: &model.cancellables)
}

extension TaskMasterViewModel {
  /// Runs `step` once the outline has loaded.
  func onceLoaded(_ step: @escaping (TaskMasterViewModel) -> Void) {
    once(self, { !$0.screen.outline.items.isEmpty }, step)
  }

  /// Taps the row of the loaded outline's task `text`.
  func select(task text: String = PreviewData.selectedTask) {
    select(item: outline.items.first { $0.body.contains(text) }?.id)
  }
}

extension TextViewModel {
  /// Runs `step` once the outline's text has loaded.
  func onceLoaded(_ step: @escaping (TextViewModel) -> Void) {
    once(self, { !$0.savedText.isEmpty }, step)
  }
}
