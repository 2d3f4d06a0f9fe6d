import Flows
import Observation
import Views

/// A screen's controller, as in UIKit: it owns the screen's state, calls the services, and
/// pushes what the user should see into its views (`view.errorMessage = …`, as UIKit code
/// sets `label.text`). Views send the user's taps back through the actions the controller set
/// on them.
///
/// Subclasses keep their root view and return it from ``contentView``. The kit adds what UIKit
/// gives a controller: presenting another controller as a sheet or an alert and dismissing it
/// (the presenter owns what it presents), child controllers (a container owns its children),
/// asynchronous ``work`` tracked by the host and cancelled when the controller goes; what it
/// presents, dismisses and contains is reported in the event's flow (`Flows`).
///
/// ```swift
/// final class GreetingViewController: ViewController {
///   let view = GreetingView()
///   override var contentView: AnyView { AnyView(view) }
///
///   override init(context: HostContext) {
///     super.init(context: context)
///     view.onWave = { [weak self] in self?.waveTapped() }
///   }
///
///   func waveTapped() {
///     report("waveTapped")
///     view.message = "👋"
///   }
/// }
/// ```
open class ViewController: Identifiable {
  /// The host's work and clock.
  public let context: HostContext
  /// This controller's asynchronous work; cancelled when the controller is released.
  public let work: WorkBag
  /// The title and icon a ``TabBarController`` shows for this controller.
  public var tabBarItem: TabBarItem?
  /// The container this controller is a child of.
  public private(set) weak var parent: ViewController?
  /// The controllers this one contains (and owns).
  public private(set) var children: [ViewController] = []
  /// The controller that presented this one as a sheet.
  public private(set) weak var presentingController: ViewController?
  private let presentation = PresentationSlots()

  /// Creates a controller that runs its work on the host's tracked work and reads time from
  /// the host's clock, both given by `context`.
  public init(context: HostContext) {
    self.context = context
    self.work = WorkBag(context.work)
  }

  /// The controller's identity: the object itself, so a sheet shows one controller at a time.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The type's name, as flows write it.
  public var name: String { String(describing: type(of: self)) }

  /// What the controller shows: its root view. Subclasses override it.
  open var contentView: AnyView { AnyView(EmptyView()) }

  /// Called by a container just before it shows this controller again (a tab selected).
  open func viewWillAppear() {}

  /// Reports what the kit did for this controller (presented, dismissed, added a child) in
  /// the running event's flow: a lifecycle moment drawn from the controller's lane.
  func report(_ event: @autoclosure () -> String) {
    FlowBoundary.acting(as: .controller) {
      FlowBoundary.note(to: .navigator, "\(name): " + event(), kind: .lifecycle)
    }
  }

  // MARK: Children

  /// Makes `child` a child of this controller, which then owns it.
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
    report("addChild(\(child.name))")
  }

  /// Leaves the parent, which releases this controller unless someone else holds it.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    parent.report("removeChild(\(name))")
  }

  // MARK: Presentation

  /// The controller this one presents as a sheet.
  public var presentedController: ViewController? { presentation.sheet }
  /// The alert this controller shows.
  public var presentedAlert: AlertController? { presentation.alert }

  /// Presents `controller` as a sheet, replacing any sheet this controller presents.
  public func present(_ controller: ViewController) {
    presentation.sheet?.presentingController = nil
    controller.presentingController = self
    presentation.sheet = controller
    report("present(\(controller.name))")
  }

  /// Shows `alert`, replacing any alert this controller shows.
  public func present(_ alert: AlertController) {
    presentation.alert = alert
    report("presentAlert(\(alert.title))")
  }

  /// Dismisses the sheet this controller presents; called on the presented controller itself,
  /// asks its presenter to dismiss it (as UIKit's `dismiss`). The dismissed controller is
  /// released unless someone else holds it.
  public func dismiss() {
    if presentation.sheet != nil {
      dismissPresentedController()
    } else {
      presentingController?.dismissPresentedController()
    }
  }

  /// Closes the alert, if `alert` is still the one shown (an action may have shown another).
  public func dismiss(_ alert: AlertController) {
    guard presentation.alert === alert else { return }
    presentation.alert = nil
  }

  func dismissPresentedController() {
    guard let sheet = presentation.sheet else { return }
    sheet.presentingController = nil
    presentation.sheet = nil
    report("dismiss(\(sheet.name))")
  }
}

/// What a controller presents, observed by ``ControllerView`` so the host shows and hides it.
@Observable
final class PresentationSlots {
  var sheet: ViewController?
  var alert: AlertController?
}

/// A tab's title and icon.
///
/// ```swift
/// settings.tabBarItem = TabBarItem(title: "Settings", systemImage: "gear")
/// ```
public struct TabBarItem: Equatable, Sendable {
  /// The tab's label.
  public var title: String
  /// The name of the tab's icon; `nil` for a tab with a label only.
  public var systemImage: String?

  /// Creates a tab item with a label and, optionally, an icon's name.
  public init(title: String, systemImage: String? = nil) {
    self.title = title
    self.systemImage = systemImage
  }
}
