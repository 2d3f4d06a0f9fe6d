/// One assembled VIPER module: its four parts, built and wired in one place.
///
/// ``assemble(interactor:router:presenter:view:)`` applies the ownership rule: the view it
/// builds holds the presenter, the presenter holds the interactor and router, and the two
/// back-references (presenter → view, interactor → presenter) are set through the roles' weak
/// properties. Keep only ``view`` (a navigator does, through a ``Screen``); the module
/// deallocates when the view goes.
///
/// ```swift
/// let module = ViperModule.assemble(
///   interactor: LoginInteractor(auth: environment.authClient, context: context),
///   router: LoginRouter(navigator: navigator),
///   presenter: { LoginPresenter(interactor: $0, router: $1) },
///   view: { LoginView(presenter: $0) })
/// navigator.replaceRoot(Screen(module.view))
/// ```
public struct ViperModule<
  View: ViperView, Presenter: ViperPresenter, Interactor: ViperInteractor, Router: ViperRouter
> {
  public let view: View
  public let presenter: Presenter
  public let interactor: Interactor
  public let router: Router

  /// Builds the presenter from the interactor and router, the view from the presenter, then
  /// connects the weak back-references. The view must fulfil the presenter's view contract and
  /// the presenter the interactor's output contract (checked here, once, at assembly).
  public static func assemble(
    interactor: Interactor,
    router: Router,
    presenter makePresenter: (Interactor, Router) -> Presenter,
    view makeView: (Presenter) -> View
  ) -> ViperModule {
    let presenter = makePresenter(interactor, router)
    let view = makeView(presenter)
    guard let viewContract = view as? Presenter.ViewContract else {
      preconditionFailure("\(View.self) does not adopt \(Presenter.ViewContract.self)")
    }
    guard let output = presenter as? Interactor.OutputContract else {
      preconditionFailure("\(Presenter.self) does not adopt \(Interactor.OutputContract.self)")
    }
    presenter.view = viewContract
    interactor.output = output
    return ViperModule(view: view, presenter: presenter, interactor: interactor, router: router)
  }

  /// The four parts by role name, for ``LeakTracker/track(_:)``.
  public var parts: [(role: String, object: AnyObject)] {
    [
      ("view \(View.self)", view), ("presenter \(Presenter.self)", presenter),
      ("interactor \(Interactor.self)", interactor), ("router \(Router.self)", router),
    ]
  }
}
