import Flows
import TaskManagerDomain
import TaskPaper
import Viper

/// The Tasks tab's navigation: assembles the Add / Edit and tag editor modules and presents
/// them, and asks for confirmation before a deletion.
@Reported(as: .router)
final class TaskListRouter: ViperRouter, TaskListRouterInput {
  private let user: User
  private let session: AppSession

  init(user: User, session: AppSession) {
    self.user = user
    self.session = session
  }

  func showAddTask(
    at point: InsertionPoint, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) {
    let module = AddEditTaskModule.assemble(
      mode: .add(point), basedOn: revision, user: user, session: session, output: output)
    session.navigator?.presentSheet(Screen(module.view))
  }

  func showEditTask(
    _ item: Item, basedOn revision: OutlineRevision, output: any AddEditTaskModuleOutput
  ) {
    let module = AddEditTaskModule.assemble(
      mode: .edit(item), basedOn: revision, user: user, session: session, output: output)
    session.navigator?.presentSheet(Screen(module.view))
  }

  func confirmDeletion(of item: Item, onConfirm: @escaping () -> Void) {
    session.navigator?.presentAlert(
      AlertRoute(
        title: DeletionPrompt.title,
        message: DeletionPrompt.message(for: item.content),
        buttons: [
          AlertRoute.Button(DeletionPrompt.deleteLabel, role: .destructive, action: onConfirm),
          AlertRoute.Button(DeletionPrompt.cancelLabel, role: .cancel),
        ]))
  }

  func closeSheet() {
    session.navigator?.dismissSheet()
  }

  func makeTagEditor(
    item: Item, tag: Tag, basedOn revision: OutlineRevision, output: any TagEditorModuleOutput
  ) -> Screen {
    Screen(
      TagEditorModule.assemble(
        item: item, tag: tag, basedOn: revision, user: user, session: session, output: output
      ).view)
  }
}
