import Composable
import TaskManagerDomain
import TaskManagerTCA
import TaskManagerViews
import TaskPaper
import Views
import Viper

extension TaskManagerViperTCA {
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
        home.store.send(.taskList(.addButtonTapped))
        let typed = PreviewData.invalidNewTask
        home.store.send(.taskList(.destination(.presented(.addTask(.set(\.text, typed))))))
        home.store.send(.taskList(.destination(.presented(.addTask(.saveButtonTapped)))))
      }
    },
    Preview(.tasksEdit) { context in
      signedIn(context) { home in
        home.selectTask()
        home.store.send(.taskList(.editButtonTapped))
      }
    },
    Preview(.tasksDeleteAlert) { context in
      signedIn(context) { home in
        home.selectTask()
        home.store.send(.taskList(.deleteButtonTapped))
      }
    },
    Preview(.tasksTagInvalid) { context in
      signedIn(context) { home in
        home.selectTask("Call Ada")
        home.store.send(.taskList(.tagButtonTapped(name: PreviewData.editedTag)))
        home.store.send(.taskList(.tagEditor(.set(\.text, PreviewData.invalidTag))))
        home.store.send(.taskList(.tagEditor(.submitted)))
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
      home.store.send(.taskList(.doneButtonTapped))
    }
  }
}
