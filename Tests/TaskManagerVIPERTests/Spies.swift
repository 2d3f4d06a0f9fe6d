import TaskManagerDomain
import TaskPaper
import Views
import Viper
import ViperTesting

@testable import TaskManagerVIPER

// Spies for every contract the presenter tests need: a `Call` case per method, recorded with
// the arguments worth checking, so assertions compare calls the compiler checks.

final class LoginViewSpy: LoginViewContract, Spying {
  enum Call: Equatable {
    case showLoading(Bool)
    case showError(String?)
    case showWelcomeMessage(String)
  }
  let spy = Spy<Call>()
  func showLoading(_ isLoading: Bool) { record(.showLoading(isLoading)) }
  func showError(_ message: String?) { record(.showError(message)) }
  func showWelcomeMessage(_ message: String) { record(.showWelcomeMessage(message)) }
}

final class LoginInteractorSpy: LoginInteractorInput, Spying {
  enum Call: Equatable {
    case logIn(username: String, password: String)
    case waitBeforeHome
  }
  let spy = Spy<Call>()
  func logIn(username: String, password: String) {
    record(.logIn(username: username, password: password))
  }
  func waitBeforeHome() { record(.waitBeforeHome) }
}

final class LoginRouterSpy: LoginRouterInput, Spying {
  enum Call: Equatable { case showHome(User) }
  let spy = Spy<Call>()
  func showHome(for user: User) { record(.showHome(user)) }
}

final class LoginOutputSpy: LoginInteractorOutput, Spying {
  enum Call: Equatable {
    case loginSucceeded(User)
    case loginFailed(String)
    case homeDelayElapsed
  }
  let spy = Spy<Call>()
  func loginSucceeded(_ user: User) { record(.loginSucceeded(user)) }
  func loginFailed(_ message: String) { record(.loginFailed(message)) }
  func homeDelayElapsed() { record(.homeDelayElapsed) }
}

final class TaskListViewSpy: TaskListViewContract, Spying {
  enum Call: Equatable {
    case display(TaskListViewModel)
    /// Whether an editor was put in place (`false`: removed).
    case showTagEditor(isOpen: Bool)
  }
  let spy = Spy<Call>()
  /// The model last displayed.
  var model: TaskListViewModel? {
    spy.values { if case .display(let model) = $0 { model } else { nil } }.last
  }
  func display(_ model: TaskListViewModel) { record(.display(model)) }
  func showTagEditor(_ editor: Screen?) { record(.showTagEditor(isOpen: editor != nil)) }
}

final class TaskListInteractorSpy: TaskListInteractorInput, Spying {
  enum Call: Equatable {
    case loadOutline
    case watchOutline
    case apply(OutlineEdit, basedOn: OutlineRevision)
    case doneEdit(for: Item)
  }
  let spy = Spy<Call>()
  func loadOutline() { record(.loadOutline) }
  func watchOutline() { record(.watchOutline) }
  func apply(_ edit: OutlineEdit, basedOn revision: OutlineRevision) {
    record(.apply(edit, basedOn: revision))
  }
  func doneEdit(for item: Item) -> OutlineEdit {
    record(.doneEdit(for: item))
    return Self.doneEdit(for: item)
  }
  /// The edit this spy answers ``doneEdit(for:)`` with.
  static func doneEdit(for item: Item) -> OutlineEdit {
    .setTag(item.id, name: "done", value: "today")
  }
}

final class TaskListRouterSpy: TaskListRouterInput, Spying {
  enum Call: Equatable {
    case showAddTask(at: InsertionPoint, basedOn: OutlineRevision)
    case showEditTask(Item, basedOn: OutlineRevision)
    case confirmDeletion(of: Item)
    case closeSheet
    case makeTagEditor(item: Item, tag: Tag, basedOn: OutlineRevision)
  }
  let spy = Spy<Call>()
  var confirm: (() -> Void)?
  func showAddTask(
    at point: InsertionPoint, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) { record(.showAddTask(at: point, basedOn: revision)) }
  func showEditTask(
    _ item: Item, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) { record(.showEditTask(item, basedOn: revision)) }
  func confirmDeletion(of item: Item, onConfirm: @escaping () -> Void) {
    record(.confirmDeletion(of: item))
    confirm = onConfirm
  }
  func closeSheet() { record(.closeSheet) }
  func makeTagEditor(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, output: any TagEditorModuleOutput
  ) -> Screen {
    record(.makeTagEditor(item: item, tag: tag, basedOn: revision))
    return Screen(owner: self) { AnyView(EmptyView()) }
  }
}

final class SettingsViewSpy: SettingsViewContract, Spying {
  enum Call: Equatable {
    case showSettings(UserSettings)
    case showError(String?)
  }
  let spy = Spy<Call>()
  func showSettings(_ settings: UserSettings) { record(.showSettings(settings)) }
  func showError(_ message: String?) { record(.showError(message)) }
}

final class SettingsInteractorSpy: SettingsInteractorInput, Spying {
  enum Call: Equatable {
    case save(UserSettings)
    case signOut
  }
  let spy = Spy<Call>()
  func save(_ settings: UserSettings) { record(.save(settings)) }
  func signOut() { record(.signOut) }
}

final class SettingsRouterSpy: SettingsRouterInput, Spying {
  enum Call: Equatable { case showLogin }
  let spy = Spy<Call>()
  func showLogin() { record(.showLogin) }
}

final class SettingsOutputSpy: SettingsModuleOutput, Spying {
  enum Call: Equatable {
    case settingsDidChange(UserSettings)
    case settingsShouldSignOut
  }
  let spy = Spy<Call>()
  /// What ``settingsShouldSignOut()`` answers.
  var allowsSignOut = true
  func settingsDidChange(_ settings: UserSettings) { record(.settingsDidChange(settings)) }
  func settingsShouldSignOut() -> Bool {
    record(.settingsShouldSignOut)
    return allowsSignOut
  }
}

final class SettingsInteractorOutputSpy: SettingsInteractorOutput, Spying {
  enum Call: Equatable {
    case settingsSaved
    case settingsSaveFailed(String)
    case signedOut
  }
  let spy = Spy<Call>()
  func settingsSaved() { record(.settingsSaved) }
  func settingsSaveFailed(_ message: String) { record(.settingsSaveFailed(message)) }
  func signedOut() { record(.signedOut) }
}

final class TextViewSpy: TextViewContract, Spying {
  enum Call: Equatable { case display(TextViewModel) }
  let spy = Spy<Call>()
  /// The model last displayed.
  var model: TextViewModel? {
    spy.values { if case .display(let model) = $0 { model } else { nil } }.last
  }
  func display(_ model: TextViewModel) { record(.display(model)) }
}

final class TextInteractorSpy: TextInteractorInput, Spying {
  enum Call: Equatable {
    case loadText
    case watchOutline
    case replace(with: String, basedOn: OutlineRevision)
  }
  let spy = Spy<Call>()
  func loadText() { record(.loadText) }
  func watchOutline() { record(.watchOutline) }
  func replace(with text: String, basedOn revision: OutlineRevision) {
    record(.replace(with: text, basedOn: revision))
  }
}

final class TextRouterSpy: TextRouterInput {}

final class AddEditTaskOutputSpy: AddEditTaskInteractorOutput, Spying {
  enum Call: Equatable {
    case saved(OutlineSnapshot)
    case saveFailed(String)
  }
  let spy = Spy<Call>()
  func saved(_ snapshot: OutlineSnapshot) { record(.saved(snapshot)) }
  func saveFailed(_ message: String) { record(.saveFailed(message)) }
}

final class TagEditorOutputSpy: TagEditorInteractorOutput, Spying {
  enum Call: Equatable {
    case tagReplaced(OutlineSnapshot)
    case conversionFailed(String)
  }
  let spy = Spy<Call>()
  func tagReplaced(_ snapshot: OutlineSnapshot) { record(.tagReplaced(snapshot)) }
  func conversionFailed(_ message: String) { record(.conversionFailed(message)) }
}

final class TaskListOutputSpy: TaskListInteractorOutput, Spying {
  enum Call: Equatable {
    case outlineLoaded(OutlineSnapshot)
    case outlineChanged(OutlineSnapshot, by: OutlineEdit)
    case outlineUpdated(OutlineSnapshot)
    case editFailed(String, latest: OutlineSnapshot?)
  }
  let spy = Spy<Call>()
  func outlineLoaded(_ snapshot: OutlineSnapshot) { record(.outlineLoaded(snapshot)) }
  func outlineChanged(_ snapshot: OutlineSnapshot, by edit: OutlineEdit) {
    record(.outlineChanged(snapshot, by: edit))
  }
  func outlineUpdated(_ snapshot: OutlineSnapshot) { record(.outlineUpdated(snapshot)) }
  func editFailed(_ message: String, latest: OutlineSnapshot?) {
    record(.editFailed(message, latest: latest))
  }
}

final class HomeRouterSpy: HomeRouterInput, Spying {
  enum Call: Equatable { case confirmSigningOut }
  let spy = Spy<Call>()
  /// The prompt's two answers, as the router was given them.
  var discard: () -> Void = {}
  var keep: () -> Void = {}
  func confirmSigningOut(discardingText discard: @escaping () -> Void, keep: @escaping () -> Void) {
    record(.confirmSigningOut)
    self.discard = discard
    self.keep = keep
  }
}

final class HomeInteractorSpy: HomeInteractorInput, Spying {
  enum Call: Equatable { case loadSettings }
  let spy = Spy<Call>()
  func loadSettings() { record(.loadSettings) }
}

final class HomeViewSpy: HomeViewContract, Spying {
  enum Call: Equatable {
    case showTab(HomeTab)
    case showDebugger(Bool)
    case showError(String?)
  }
  let spy = Spy<Call>()
  func showTab(_ tab: HomeTab) { record(.showTab(tab)) }
  func showDebugger(_ isVisible: Bool) { record(.showDebugger(isVisible)) }
  func showError(_ message: String?) { record(.showError(message)) }
}

final class TextModuleSpy: TextModuleInput, Spying {
  enum Call: Equatable { case refresh }
  let spy = Spy<Call>()
  var hasUnsavedChanges = false
  func refresh() { record(.refresh) }
}

final class SettingsModuleSpy: SettingsModuleInput, Spying {
  enum Call: Equatable {
    case showSettings(UserSettings)
    case signOut
  }
  let spy = Spy<Call>()
  func showSettings(_ settings: UserSettings) { record(.showSettings(settings)) }
  func signOut() { record(.signOut) }
}
