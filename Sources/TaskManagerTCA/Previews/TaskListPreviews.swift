import Composable
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

extension TaskManagerTCA {
  static let taskPreviews: [Preview] = [
    Preview(.tasksEmpty) { context in
      makeApp(context, PreviewData.environment(), initialState: .signedIn(outline: Outline()))
    },
    Preview(.tasksLong) { context in
      makeApp(
        context, PreviewData.environment(),
        initialState: .signedIn(outline: PreviewData.longOutline))
    },
    Preview(.tasksSelected) { context in
      makeApp(
        context, PreviewData.environment(),
        initialState: .signedIn { $0.taskList.selectTask() })
    },
    Preview(.tasksAddInvalid) { context in
      let state = AppFeature.State.signedIn { home in
        var sheet = AddEditTaskFeature.State()
        sheet.text = PreviewData.invalidNewTask
        do throws(TaskLineError) {
          _ = try TaskLine.body(from: sheet.text)
        } catch {
          sheet.errorMessage = error.message
        }
        home.taskList.destination = .addTask(sheet)
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.tasksEdit) { context in
      let state = AppFeature.State.signedIn { home in
        home.taskList.selectTask()
        guard let item = home.taskList.item(PreviewData.selectedTask) else { return }
        home.taskList.destination = .editTask(AddEditTaskFeature.State(editing: item))
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.tasksDeleteAlert) { context in
      let state = AppFeature.State.signedIn { home in
        home.taskList.selectTask()
        guard let item = home.taskList.item(PreviewData.selectedTask) else { return }
        home.taskList.destination = .alert(
          .confirmDeletion(of: item.content, confirm: .confirmDeletion(item.id)))
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.tasksTagInvalid) { context in
      let state = AppFeature.State.signedIn { home in
        home.taskList.selectTask("Call Ada")
        guard let (item, tag) = home.taskList.screen.tagToEdit(named: PreviewData.editedTag) else {
          return
        }
        home.taskList.screen.open(TagEditorFeature.State(itemID: item.id, tag: tag))
        do throws(TagTextError) {
          _ = try TagText.parse(PreviewData.invalidTag)
        } catch {
          home.taskList.screen.tagRefused(error.message)
        }
      }
      return makeApp(context, PreviewData.environment(), initialState: state)
    },
    Preview(.tasksMarkDoneConflict) { context in
      makeApp(
        context, PreviewData.environment(),
        initialState: .refusedEdit(PreviewData.markDoneConflict))
    },
    Preview(.tasksDeletedElsewhere) { context in
      makeApp(
        context, PreviewData.environment(),
        initialState: .refusedEdit(PreviewData.deletedElsewhere))
    },
  ]
}

extension AppFeature.State {
  /// The selected task's edit refused by the store: its message, and the outline as stored.
  static func refusedEdit(_ conflict: EditConflict) -> Self {
    .signedIn { home in
      home.taskList.selectTask()
      home.taskList.screen.failed(conflict.message, latest: conflict.latest)
    }
  }
}
