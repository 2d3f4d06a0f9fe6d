import Flows

/// One assembled VIPER module: its four parts, built and wired in one place.
///
/// ``assemble(interactor:router:presenter:view:viewContract:interactorOutput:)`` applies the
/// ownership rule: the view it builds holds the presenter (through the view's output
/// contract), the presenter holds the interactor and router, and the two back-references
/// (presenter → view, interactor → presenter) are set through the roles' weak properties. Keep
/// only ``view`` (a navigator does, through a ``Screen``); the module deallocates when the view
/// goes.
///
/// ```swift
/// let module = ViperModule.assemble(
///   interactor: LoginInteractor(auth: environment.authClient, context: context),
///   router: LoginRouter(navigator: navigator),
///   presenter: { LoginPresenter(interactor: $0, router: $1) },
///   view: { LoginView(output: $0) },
///   viewContract: { $0 }, interactorOutput: { $0 })
/// navigator.replaceRoot(Screen(module.view))
/// ```
///
/// The wiring is checked by the compiler: `LoginView(output: $0)` compiles only if the
/// presenter adopts the view's output contract, `LoginPresenter(interactor: $0, router: $1)`
/// only if the interactor and router adopt its input contracts, and the two `{ $0 }` only if
/// the view adopts the presenter's view contract and the presenter the interactor's output
/// contract. (Swift cannot state "this type adopts that associated protocol" as a generic
/// constraint, so those two conversions are spelt out at the call site.)
public struct ViperModule<
  View: ViperView, Presenter: ViperPresenter, Interactor: ViperInteractor, Router: ViperRouter
> {
  /// The module's view: the part to keep (in a ``Screen``); under the ownership rule it owns
  /// the other three.
  public let view: View
  /// The presenter, held by the view.
  public let presenter: Presenter
  /// The interactor, held by the presenter.
  public let interactor: Interactor
  /// The router, held by the presenter.
  public let router: Router

  /// Builds the presenter from the interactor and router, the view from the presenter, then
  /// connects the weak back-references: the presenter's view is `viewContract(view)`, the
  /// interactor's output `interactorOutput(presenter)`.
  public static func assemble(
    interactor: Interactor,
    router: Router,
    presenter makePresenter: (Interactor, Router) -> Presenter,
    view makeView: (Presenter) -> View,
    viewContract: (View) -> Presenter.ViewContract,
    interactorOutput: (Presenter) -> Interactor.OutputContract
  ) -> ViperModule {
    let presenter = makePresenter(interactor, router)
    let view = makeView(presenter)
    presenter.view = viewContract(view)
    interactor.output = interactorOutput(presenter)
    FlowBoundary.note(
      to: .module, "assemble \(View.self), \(Presenter.self), \(Interactor.self), \(Router.self)",
      kind: .lifecycle)
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
