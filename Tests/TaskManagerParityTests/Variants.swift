import TaskManagerDomain
import TaskManagerHybrid
import TaskManagerMVC
import TaskManagerMVCViper
import TaskManagerMVVM
import TaskManagerMVVMState
import TaskManagerTCA
import TaskManagerVIPER
import Views

/// One way of building the TaskManager. Every scenario runs against every variant listed in
/// ``Variant/all``: a new architecture joins the parity suite by adding one line there.
struct Variant: Sendable, CustomStringConvertible {
  let name: String
  let makeApp: @MainActor @Sendable (HostContext, TaskManagerEnvironment) -> AnyView

  var description: String { name }

  static let all: [Variant] = [
    Variant(name: "TCA") { AnyView(TaskManagerTCA.makeApp($0, $1)) },
    Variant(name: "VIPER") { AnyView(TaskManagerVIPER.makeApp($0, $1)) },
    Variant(name: "Hybrid") { AnyView(TaskManagerHybrid.makeApp($0, $1)) },
    Variant(name: "MVVM") { TaskManagerMVVM.makeApp($0, $1) },
    Variant(name: "MVVM State") { TaskManagerMVVMState.makeApp($0, $1) },
    Variant(name: "MVC") { TaskManagerMVC.makeApp($0, $1) },
    Variant(name: "MVC/VIPER") { AnyView(TaskManagerMVCViper.makeApp($0, $1)) },
  ]
}
