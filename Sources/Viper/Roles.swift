/// The five VIPER roles as protocols. A module declares its contracts as plain protocols
/// (what its view shows, what its interactor answers, where its router goes) and its parts
/// adopt these roles, naming the contracts they talk to as associated types.
///
/// ```swift
/// protocol LoginViewContract: AnyObject { func showError(_ message: String) }
/// protocol LoginInteractorOutput: AnyObject { func loginSucceeded(_ user: User) }
///
/// final class LoginPresenter: ViperPresenter {
///   @Weak var view: LoginViewContract?  // back-reference: weak
///   let interactor: LoginInteractorInput
///   let router: LoginRouterInput
/// }
/// ```
///
/// The view knows its presenter only through a view-output contract (what the view tells it):
///
/// ```swift
/// protocol LoginViewOutput: AnyObject { func logInTapped(username: String, password: String) }
/// final class LoginView: ViperView, LoginViewContract {
///   let output: any LoginViewOutput  // the presenter, held strongly
/// }
/// ```
///
/// The ownership rule every module follows: the view holds its presenter strongly, the
/// presenter holds its interactor and router strongly, and every reference back (presenter →
/// view, interactor → presenter, router → anything it was handed) is weak, so dropping the
/// view drops the whole module. ``LeakTracker`` proves it in tests.
public protocol ViperView: AnyObject {}

/// The Presenter role: receives the view's events (it adopts the view's output contract), asks
/// the interactor, tells the view what to show and the router where to go.
///
/// ```swift
/// final class LoginPresenter: ViperPresenter, LoginViewOutput, LoginInteractorOutput {
///   @Weak var view: (any LoginViewContract)?
/// }
/// ```
public protocol ViperPresenter: AnyObject {
  /// What the presenter tells its view (presenter → view updates).
  associatedtype ViewContract
  /// The presenter's view; implementations store it weakly (``Weak``).
  var view: ViewContract? { get set }
}

/// The Interactor role: the module's use cases, talking to services (clients) and answering
/// its presenter through an output contract.
///
/// ```swift
/// final class LoginInteractor: ViperInteractor, LoginInteractorInput {
///   @Weak var output: (any LoginInteractorOutput)?
/// }
/// ```
public protocol ViperInteractor: AnyObject {
  /// What the interactor answers (interactor → presenter outputs).
  associatedtype OutputContract
  /// Who receives the answers; implementations store it weakly (``Weak``).
  var output: OutputContract? { get set }
}

/// The Router role: navigation and the assembly of the modules it navigates to. It reaches
/// the screen stack through a ``Navigator`` it holds weakly (the navigator owns the screens,
/// and so the modules).
///
/// ```swift
/// final class LoginRouter: ViperRouter, LoginRouterInput {
///   @Weak var navigator: Navigator?
///   func showHome(for user: User) { navigator?.replaceRoot(HomeModule.screen(...)) }
/// }
/// ```
public protocol ViperRouter: AnyObject {}

/// The Entity role: plain, immutable-by-default model values the interactor works with and
/// hands on. Entities are values, so they may cross isolation boundaries.
///
/// ```swift
/// struct Credentials: ViperEntity { var username: String; var password: String }
/// ```
public protocol ViperEntity: Sendable {}
