import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views
import Viper

extension TaskManagerVIPER {
  static let taskPreviews: [Preview] = [
    Preview(.tasksEmpty) { context in
      signedIn(context, PreviewData.environment(outline: Outline()))
    },
    Preview(.tasksLong) { context in
      signedIn(context, PreviewData.environment(outline: PreviewData.longOutline))
    },
    Preview(.tasksSelected) { context in
      signedIn(context) { $0.selectTask() }
    },
    Preview(.tasksAddInvalid) { context in
      signedIn(context) { home in
        home.tasks.addTapped()
        guard let sheet = home.sheet else { return }
        sheet.text = PreviewData.invalidNewTask
        sheet.output.saveTapped(sheet.text)
      }
    },
    Preview(.tasksEdit) { context in
      signedIn(context) { home in
        home.selectTask()
        home.tasks.editTapped()
      }
    },
    Preview(.tasksDeleteAlert) { context in
      signedIn(context) { home in
        home.selectTask()
        home.tasks.deleteTapped()
      }
    },
    Preview(.tasksTagInvalid) { context in
      signedIn(context) { home in
        home.selectTask("Call Ada")
        home.tasks.tagTapped(name: PreviewData.editedTag)
        guard let editor = home.tagEditor else { return }
        editor.text = PreviewData.invalidTag
        editor.output.submitted(editor.text)
      }
    },
    Preview(.tasksMarkDoneConflict) { context in
      refusedMarkDone(context, PreviewData.markDoneConflict)
    },
    Preview(.tasksDeletedElsewhere) { context in
      refusedMarkDone(context, PreviewData.deletedElsewhere)
    },
  ]

  /// The selected task marked done, on a task store that refuses the edit with `conflict`.
  static func refusedMarkDone(_ context: HostContext, _ conflict: EditConflict) -> NavigatorView {
    let environment = PreviewData.environment(taskStore: PreviewData.taskStore(refusing: conflict))
    return signedIn(context, environment) { home in
      home.selectTask()
      home.tasks.doneTapped()
    }
  }
}
