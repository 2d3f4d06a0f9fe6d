import Observation
import Views
import Viper

// A small module the kit's tests assemble: a greeting with an asynchronous lookup.

protocol GreeterViewContract: AnyObject {
  func showGreeting(_ text: String)
}

protocol GreeterViewOutput: AnyObject {
  func greetTapped()
  func closeTapped()
}

protocol GreeterInteractorInput: AnyObject {
  func lookUpName(id: Int)
}

protocol GreeterInteractorOutput: AnyObject {
  func nameFound(_ name: String)
}

protocol GreeterRouterInput: AnyObject {
  func close()
}

@Observable
final class GreeterView: ViperView, View, GreeterViewContract {
  @ObservationIgnored let output: any GreeterViewOutput
  var greeting = ""

  init(output: any GreeterViewOutput) {
    self.output = output
  }

  func showGreeting(_ text: String) { greeting = text }

  var body: some View {
    VStack {
      Text(greeting.isEmpty ? "Nobody yet" : greeting)
      Button("Greet") { self.output.greetTapped() }
      Button("Close") { self.output.closeTapped() }
    }
  }
}

final class GreeterPresenter: ViperPresenter, GreeterViewOutput, GreeterInteractorOutput {
  @Weak var view: (any GreeterViewContract)? = nil
  let interactor: any GreeterInteractorInput
  let router: any GreeterRouterInput

  init(interactor: any GreeterInteractorInput, router: any GreeterRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  func greetTapped() { interactor.lookUpName(id: 1) }
  func closeTapped() { router.close() }
  func nameFound(_ name: String) { view?.showGreeting("Hello, \(name)!") }
}

final class GreeterInteractor: ViperInteractor, GreeterInteractorInput {
  @Weak var output: (any GreeterInteractorOutput)? = nil
  let context: HostContext

  init(context: HostContext) {
    self.context = context
  }

  func lookUpName(id: Int) {
    let clock = context.clock
    perform(on: context.work) { () async throws(CancellationError) -> String in
      do { try await clock.sleep(for: .seconds(1)) } catch { throw CancellationError() }
      return id == 1 ? "Ada" : "?"
    } deliver: { output, result in
      if case .success(let name) = result { output.nameFound(name) }
    }
  }
}

final class GreeterRouter: ViperRouter, GreeterRouterInput {
  @Weak var navigator: Navigator? = nil

  init(navigator: Navigator?) {
    self.navigator = navigator
  }

  func close() { navigator?.dismiss() }
}

enum GreeterModule {
  static func assemble(context: HostContext, navigator: Navigator?)
    -> ViperModule<GreeterView, GreeterPresenter, GreeterInteractor, GreeterRouter>
  {
    ViperModule.assemble(
      interactor: GreeterInteractor(context: context),
      router: GreeterRouter(navigator: navigator),
      presenter: { GreeterPresenter(interactor: $0, router: $1) },
      view: { GreeterView(output: $0) },
      viewContract: { $0 }, interactorOutput: { $0 })
  }
}

/// A presenter that breaks the ownership rule: it holds its view strongly, so the module
/// keeps itself alive.
final class LeakyPresenter: ViperPresenter, GreeterInteractorOutput {
  var strongView: (any GreeterViewContract)?
  var view: (any GreeterViewContract)? {
    get { strongView }
    set { strongView = newValue }
  }
  let interactor: any GreeterInteractorInput

  init(interactor: any GreeterInteractorInput) {
    self.interactor = interactor
  }

  func nameFound(_ name: String) {}
}

final class LeakyView: ViperView, GreeterViewContract {
  let presenter: LeakyPresenter
  init(presenter: LeakyPresenter) { self.presenter = presenter }
  func showGreeting(_ text: String) {}
}
