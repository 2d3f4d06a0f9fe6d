import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

extension TaskManagerMVVM {
  static let taskPreviews: [Preview] = [
    Preview(.tasksEmpty) { context in
      makeHome(context, PreviewData.environment(outline: Outline()))
    },
    Preview(.tasksLong) { context in
      makeHome(context, PreviewData.environment(outline: PreviewData.longOutline))
    },
    Preview(.tasksSelected) { context in
      makeHome(context) { home in
        home.tasks.onceLoaded { tasks in tasks.select(task: PreviewData.selectedTask) }
      }
    },
    Preview(.tasksAddInvalid) { context in
      makeHome(context) { home in
        home.tasks.addTapped()
        home.tasks.editor?.text = PreviewData.invalidNewTask
        home.tasks.editor?.save()
      }
    },
    Preview(.tasksEdit) { context in
      makeHome(context) { home in
        home.tasks.onceLoaded { tasks in
          tasks.select(task: PreviewData.selectedTask)
          tasks.editTapped()
        }
      }
    },
    Preview(.tasksDeleteAlert) { context in
      makeHome(context) { home in
        home.tasks.onceLoaded { tasks in
          tasks.select(task: PreviewData.selectedTask)
          if let id = tasks.selectedItemID { tasks.deleteTapped(id) }
        }
      }
    },
    Preview(.tasksTagInvalid) { context in
      makeHome(context) { home in
        home.tasks.onceLoaded { tasks in
          tasks.select(task: "Call Ada")
          tasks.editTag(named: PreviewData.editedTag)
          tasks.tagEditor?.draft = PreviewData.invalidTag
          tasks.tagEditor?.convertTagIfValid()
        }
      }
    },
    Preview(.tasksMarkDoneConflict) { context in
      let taskStore = PreviewData.taskStore(refusing: PreviewData.markDoneConflict)
      return makeHome(context, PreviewData.environment(taskStore: taskStore)) { home in
        home.tasks.onceLoaded { tasks in
          tasks.select(task: PreviewData.selectedTask)
          tasks.toggleDone()
        }
      }
    },
    Preview(.tasksDeletedElsewhere) { context in
      let taskStore = PreviewData.taskStore(refusing: PreviewData.deletedElsewhere)
      return makeHome(context, PreviewData.environment(taskStore: taskStore)) { home in
        home.tasks.onceLoaded { tasks in
          tasks.select(task: PreviewData.selectedTask)
          tasks.toggleDone()
        }
      }
    },
  ]
}
