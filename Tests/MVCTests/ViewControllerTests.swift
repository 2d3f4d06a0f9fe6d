import MVC
import Testing
import Views
import ViewsTesting

@MainActor
@Suite("ViewController: presentation, children, log")
struct ViewControllerTests {
  let host = TestHost()

  @Test func aPresentedControllerDismissesItselfThroughItsPresenterAndIsReleased() {
    let log = ControllerLog()
    let counter = CounterViewController(context: host.context, log: log)
    weak var released: ViewController?
    do {
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
      log.events == [
        "CounterViewController: present(SheetViewController)",
        "CounterViewController: dismiss(SheetViewController)",
      ])
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
    let log = ControllerLog()
    let parent = CounterViewController(context: host.context, log: log)
    let other = CounterViewController(context: host.context)
    weak var released: ViewController?
    do {
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
      log.events == [
        "CounterViewController: addChild(SheetViewController)",
        "CounterViewController: removeChild(SheetViewController)",
      ])
  }

  @Test func theLogKeepsTheLatestEvents() {
    let log = ControllerLog(capacity: 2)
    log.record("A", "one")
    log.record("A", "two")
    log.record("B", "three")
    #expect(log.entries.map(\.description) == ["#2 A: two", "#3 B: three"])
    log.clear()
    #expect(log.entries.isEmpty)
  }
}
