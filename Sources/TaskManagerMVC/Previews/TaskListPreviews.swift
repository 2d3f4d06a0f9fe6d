import MVC
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

extension TaskManagerMVC {
  static let taskPreviews: [Preview] = taskPreviews(signedIn: signedIn)

  /// The Tasks tab's states of an app whose Home is MVC's, reached `signedIn`: Home's
  /// controllers driven as the user's taps would drive them. MVC's previews and the MVC/VIPER
  /// hybrid's.
  package static func taskPreviews<App: View>(signedIn: SignedInHome<App>) -> [Preview] {
    [
      Preview(.tasksEmpty) { context in
        signedIn(context, PreviewData.environment(outline: Outline()))
      },
      Preview(.tasksLong) { context in
        signedIn(context, PreviewData.environment(outline: PreviewData.longOutline))
      },
      Preview(.tasksSelected) { context in
        signedIn(context) { home in
          home.tasks.onceLoaded { home.tasks.select() }
        }
      },
      Preview(.tasksAddInvalid) { context in
        signedIn(context) { home in
          home.tasks.addTapped()
          guard let sheet = home.tasks.presentedController as? AddEditTaskViewController else {
            return
          }
          sheet.view.text = PreviewData.invalidNewTask
          sheet.saveTapped()
        }
      },
      Preview(.tasksEdit) { context in
        signedIn(context) { home in
          home.tasks.onceLoaded {
            home.tasks.select()
            home.tasks.editTapped()
          }
        }
      },
      Preview(.tasksDeleteAlert) { context in
        signedIn(context) { home in
          home.tasks.onceLoaded {
            home.tasks.select()
            home.tasks.deleteTapped()
          }
        }
      },
      Preview(.tasksTagInvalid) { context in
        signedIn(context) { home in
          home.tasks.onceLoaded {
            home.tasks.select("Call Ada")
            home.tasks.tagTapped(name: PreviewData.editedTag)
            guard let editor = home.tasks.screen.tagEditor else { return }
            editor.view.text = PreviewData.invalidTag
            editor.submitted()
          }
        }
      },
      Preview(.tasksMarkDoneConflict) { context in
        refusedEdit(context, PreviewData.markDoneConflict, signedIn)
      },
      Preview(.tasksDeletedElsewhere) { context in
        refusedEdit(context, PreviewData.deletedElsewhere, signedIn)
      },
    ]
  }

  /// The selected task marked done, and the store refusing it with `conflict`.
  static func refusedEdit<App: View>(
    _ context: HostContext, _ conflict: EditConflict, _ signedIn: SignedInHome<App>
  ) -> App {
    let environment = PreviewData.environment(
      taskStore: PreviewData.taskStore(refusing: conflict))
    return signedIn(context, environment) { home in
      home.tasks.onceLoaded {
        home.tasks.select()
        home.tasks.doneTapped()
      }
    }
  }
}
