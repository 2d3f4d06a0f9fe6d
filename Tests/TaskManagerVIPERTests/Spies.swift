import TaskManagerDomain
import TaskPaper
import Views
import Viper
import ViperTesting

@testable import TaskManagerVIPER

// Spies for every contract the presenter tests need: one `record` per method.

final class LoginViewSpy: LoginViewContract, Spying {
  let spy = Spy()
  func showLoading(_ isLoading: Bool) { record(isLoading) }
  func showError(_ message: String?) { record(message as Any) }
  func showWelcomeMessage(_ message: String) { record(message) }
}

final class LoginInteractorSpy: LoginInteractorInput, Spying {
  let spy = Spy()
  func logIn(username: String, password: String) { record(username, password) }
  func waitBeforeHome() { record() }
}

final class LoginRouterSpy: LoginRouterInput, Spying {
  let spy = Spy()
  func showHome(for user: User) { record(user) }
}

final class LoginOutputSpy: LoginInteractorOutput, Spying {
  let spy = Spy()
  func loginSucceeded(_ user: User) { record(user) }
  func loginFailed(_ message: String) { record(message) }
  func homeDelayElapsed() { record() }
}

final class TaskListViewSpy: TaskListViewContract, Spying {
  let spy = Spy()
  var model: TaskListViewModel? { spy.lastArgument(of: "display") }
  func display(_ model: TaskListViewModel) { record(model) }
  func showTagEditor(_ editor: Screen?) { record(editor as Any) }
}

final class TaskListInteractorSpy: TaskListInteractorInput, Spying {
  let spy = Spy()
  func loadOutline() { record() }
  func watchOutline() { record() }
  func apply(_ edit: OutlineEdit, basedOn revision: OutlineRevision) { record(edit) }
  func doneEdit(for item: Item) -> OutlineEdit {
    record(item)
    return .setTag(item.id, name: "done", value: "today")
  }
}

final class TaskListRouterSpy: TaskListRouterInput, Spying {
  let spy = Spy()
  var confirm: (() -> Void)?
  func showAddTask(
    at point: InsertionPoint, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) { record(point) }
  func showEditTask(
    _ item: Item, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) { record(item) }
  func confirmDeletion(of item: Item, onConfirm: @escaping () -> Void) {
    record(item)
    confirm = onConfirm
  }
  func closeSheet() { record() }
  func makeTagEditor(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, output: any TagEditorModuleOutput
  ) -> Screen {
    record(item, tag)
    return Screen(owner: self) { AnyView(EmptyView()) }
  }
}

final class SettingsViewSpy: SettingsViewContract, Spying {
  let spy = Spy()
  func showSettings(_ settings: UserSettings) { record(settings) }
  func showError(_ message: String?) { record(message as Any) }
}

final class SettingsInteractorSpy: SettingsInteractorInput, Spying {
  let spy = Spy()
  func save(_ settings: UserSettings) { record(settings) }
  func signOut() { record() }
}

final class SettingsRouterSpy: SettingsRouterInput, Spying {
  let spy = Spy()
  func showLogin() { record() }
}

final class SettingsOutputSpy: SettingsModuleOutput, Spying {
  let spy = Spy()
  func settingsDidChange(_ settings: UserSettings) { record(settings) }
}

final class TextViewSpy: TextViewContract, Spying {
  let spy = Spy()
  var model: TextViewModel? { spy.lastArgument(of: "display") }
  func display(_ model: TextViewModel) { record(model) }
}

final class TextInteractorSpy: TextInteractorInput, Spying {
  let spy = Spy()
  func loadText() { record() }
  func watchOutline() { record() }
  func replace(with text: String, basedOn revision: OutlineRevision) { record(text) }
}

final class TextRouterSpy: TextRouterInput, Spying {
  let spy = Spy()
}

final class AddEditTaskOutputSpy: AddEditTaskInteractorOutput, Spying {
  let spy = Spy()
  func saved(_ snapshot: OutlineSnapshot) { record(snapshot.outline) }
  func saveFailed(_ message: String) { record(message) }
}

final class TagEditorOutputSpy: TagEditorInteractorOutput, Spying {
  let spy = Spy()
  func tagReplaced(_ snapshot: OutlineSnapshot) { record(snapshot.outline) }
  func conversionFailed(_ message: String) { record(message) }
}
