import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

@MainActor
@Suite("Module assembly and ownership")
struct ViperModuleTests {
  let context = HostContext(work: PendingWork(), clock: VirtualClock())

  @Test func assemblyWiresBackReferences() {
    let module = GreeterModule.assemble(context: context, navigator: nil)
    #expect(module.presenter.view === module.view)
    #expect(module.interactor.output === module.presenter)
    #expect(module.view.output === module.presenter)
    #expect(module.parts.count == 4)
  }

  @Test func backReferencesAreWeak() {
    let module = GreeterModule.assemble(context: context, navigator: nil)
    let presenter = module.presenter
    let interactor = module.interactor
    weak let view = module.view
    _ = consume module
    #expect(view == nil)
    #expect(presenter.view == nil)
    _ = interactor
  }

  @Test func droppedModuleDeallocates() {
    expectNoLeaks { tracker in
      let module = GreeterModule.assemble(context: context, navigator: nil)
      tracker.track(module)
      module.view.output.greetTapped()
    }
  }

  @Test func leakCheckCatchesAModuleThatKeepsItselfAlive() {
    final class Handle { weak var presenter: LeakyPresenter? }
    let handle = Handle()
    withKnownIssue("LeakyPresenter holds its view strongly") {
      expectNoLeaks { tracker in
        let module = ViperModule.assemble(
          interactor: GreeterInteractor(context: context),
          router: GreeterRouter(navigator: nil),
          presenter: { interactor, _ in LeakyPresenter(interactor: interactor) },
          view: { LeakyView(presenter: $0) },
          viewContract: { $0 }, interactorOutput: { $0 })
        tracker.track(module)
        handle.presenter = module.presenter
      }
    }
    #expect(handle.presenter != nil)
    // Break the cycle so the test itself does not leak.
    handle.presenter?.strongView = nil
    #expect(handle.presenter == nil)
  }

  @Test func weakWrapperForgetsReleasedObjects() {
    final class Box {}
    var box: Box? = Box()
    var reference = Weak<Box>(wrappedValue: box)
    #expect(reference.wrappedValue != nil)
    box = nil
    #expect(reference.wrappedValue == nil)
    reference.wrappedValue = Box()
    #expect(reference.wrappedValue == nil)
  }
}
