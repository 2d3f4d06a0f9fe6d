import Flows
import MVC
import Testing
import Views
import ViewsTesting

@MainActor
@Suite("ViewController: presentation, children, flows")
struct ViewControllerTests {
  let host = TestHost()

  /// The lifecycle moments the kit reported in the flows' last trace.
  private func lifecycle() -> [String] {
    (host.flows.traces.last?.steps ?? []).filter { $0.kind == .lifecycle }.map(\.message)
  }

  @Test func aPresentedControllerDismissesItselfThroughItsPresenterAndIsReleased() {
    host.flows.isEnabled = true
    let counter = CounterViewController(context: host.context)
    weak var released: ViewController?
    host.flows.event("tap “Present” and “Close”") {
      counter.presentTapped()
      let sheet = counter.presentedController
      released = sheet
      #expect(sheet is SheetViewController)
      #expect(sheet?.presentingController === counter)
      sheet?.dismiss()
    }
    #expect(counter.presentedController == nil)
    #expect(released == nil)
    #expect(
      lifecycle() == [
        "CounterViewController: present(SheetViewController)",
        "CounterViewController: dismiss(SheetViewController)",
      ])
    #expect(host.flows.traces.last?.steps.first?.summary == "view → controller: presentTapped()")
  }

  @Test func presentingAnotherSheetReplacesTheFirst() {
    let counter = CounterViewController(context: host.context)
    let first = SheetViewController(context: host.context)
    let second = SheetViewController(context: host.context)
    counter.present(first)
    counter.present(second)
    #expect(counter.presentedController === second)
    #expect(first.presentingController == nil)
  }

  @Test func anAlertIsClosedOnlyIfStillShown() {
    let counter = CounterViewController(context: host.context)
    counter.askTapped()
    let first = counter.presentedAlert
    counter.askTapped()
    #expect(first != nil && counter.presentedAlert !== first)
    let second = counter.presentedAlert
    if let first { counter.dismiss(first) }
    #expect(counter.presentedAlert === second)
    if let second { counter.dismiss(second) }
    #expect(counter.presentedAlert == nil)
  }

  @Test func aChildBelongsToOneParentAndIsReleasedWhenRemoved() {
    host.flows.isEnabled = true
    let parent = CounterViewController(context: host.context)
    let other = CounterViewController(context: host.context)
    weak var released: ViewController?
    host.flows.event("rearrange") {
      let child = SheetViewController(context: host.context)
      released = child
      parent.addChild(child)
      other.addChild(child)
      #expect(parent.children.isEmpty)
      #expect(other.children.first === child)
      #expect(child.parent === other)
      child.removeFromParent()
    }
    #expect(other.children.isEmpty)
    #expect(released == nil)
    #expect(
      lifecycle() == [
        // Added to one parent, moved to the other (removed from the first), then removed.
        "CounterViewController: addChild(SheetViewController)",
        "CounterViewController: removeChild(SheetViewController)",
        "CounterViewController: addChild(SheetViewController)",
        "CounterViewController: removeChild(SheetViewController)",
      ])
  }
}
