import Flows
import Observation
import Views

/// A container that shows one of its child controllers at a time, chosen by tabs (UIKit's
/// `UITabBarController`). Each child's ``ViewController/tabBarItem`` names its tab; the child
/// gets ``ViewController/viewWillAppear()`` when its tab is chosen.
///
/// ```swift
/// let tabs = TabBarController(context: context)
/// tasks.tabBarItem = TabBarItem(title: "Tasks", systemImage: "checklist")
/// tabs.setViewControllers([tasks, text, settings])
/// tabs.select(index: 1)  // text.viewWillAppear()
/// ```
@Reported(as: .controller)
open class TabBarController: ViewController {
  /// The tabs' controllers, in order; the tab bar controller owns them.
  public private(set) var viewControllers: [ViewController] = []
  private let selection = TabSelection()

  /// The shown tab's index.
  public var selectedIndex: Int { selection.index }

  /// The shown tab's controller.
  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  /// Replaces the tabs; the first one shows.
  public func setViewControllers(_ controllers: [ViewController]) {
    for controller in viewControllers { controller.removeFromParent() }
    viewControllers = controllers
    for controller in controllers { addChild(controller) }
    selection.index = 0
  }

  /// Shows the tab at `index` (the user chose it).
  open func select(index: Int) {
    guard viewControllers.indices.contains(index), index != selection.index else { return }
    selection.index = index
    let shown = viewControllers[index]
    report("select(\(shown.tabBarItem?.title ?? shown.name))")
    shown.viewWillAppear()
  }

  /// The tabs, each drawing its controller while selected.
  public var tabsView: AnyView {
    let controllers = viewControllers
    let selection = self.selection
    return AnyView(
      TabView(
        selection: Binding(
          get: { selection.index }, set: { [weak self] in self?.select(index: $0) })
      ) {
        ForEach(Array(controllers.enumerated()), id: \.offset) { entry in
          Tab(
            entry.element.tabBarItem?.title ?? entry.element.name,
            systemImage: entry.element.tabBarItem?.systemImage, value: entry.offset
          ) {
            ControllerView(entry.element)
          }
        }
      })
  }

  /// The tabs alone; a subclass with a view of its own returns that view instead and puts
  /// ``tabsView`` inside it.
  open override var contentView: AnyView { tabsView }
}

/// The selected tab, observed so the host redraws when it changes.
@Observable
final class TabSelection {
  var index = 0
}
