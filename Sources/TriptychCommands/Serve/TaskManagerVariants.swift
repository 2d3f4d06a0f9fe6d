import TaskManagerDomain
import TaskManagerMVC
import TaskManagerMVCViper
import TaskManagerMVVM
import TaskManagerMVVMState
import TaskManagerTCA
import TaskManagerVIPER
import TaskManagerViews
import TaskManagerViperTCA
import Views

/// One way of building the TaskManager that `triptych serve` can run: an architecture and the
/// factory that builds its app for a session.
///
/// ```swift
/// let variant = TaskManagerVariant(.tca) { AnyView(TaskManagerTCA.makeApp($0, $1)) }
/// let root = variant.makeApp(context, .live(database: database))
/// ```
public struct TaskManagerVariant: Sendable, CustomStringConvertible {
  public let architecture: Architecture
  /// Builds the app on the host's isolation; every variant takes the same environment, its
  /// clients reporting their calls in the host's flows (``HostContext/flows``).
  public let makeApp: @Sendable (HostContext, TaskManagerEnvironment) -> AnyView
  /// Every screen state, written in this architecture's idiom (see `ScreenState`).
  public let previews: [Preview]

  public init(
    _ architecture: Architecture, previews: [Preview] = [],
    makeApp: @escaping @Sendable (HostContext, TaskManagerEnvironment) -> AnyView
  ) {
    self.architecture = architecture
    self.previews = previews
    self.makeApp = { context, environment in makeApp(context, environment.reportingFlows()) }
  }

  public var description: String { architecture.displayName }
}

/// The variants this build of `triptych serve` can run — the one list to extend when an
/// architecture's module lands.
///
/// ```swift
/// let tca = try TaskManagerVariants.variant(named: "tca")
/// TaskManagerVariants.available.map(\.architecture.rawValue)  // ["tca"]
/// ```
public enum TaskManagerVariants {
  /// In the settings picker's order. A new architecture joins with one line here (and its
  /// module in TriptychCommands' dependencies).
  public static let available: [TaskManagerVariant] = [
    TaskManagerVariant(.tca, previews: TaskManagerTCA.previews) {
      AnyView(TaskManagerTCA.makeApp($0, $1))
    },
    TaskManagerVariant(.viper, previews: TaskManagerVIPER.previews) {
      AnyView(TaskManagerVIPER.makeApp($0, $1))
    },
    TaskManagerVariant(.mvvm, previews: TaskManagerMVVM.previews) {
      AnyView(TaskManagerMVVM.makeApp($0, $1))
    },
    TaskManagerVariant(.mvvmState, previews: TaskManagerMVVMState.previews) {
      AnyView(TaskManagerMVVMState.makeApp($0, $1))
    },
    TaskManagerVariant(.mvc, previews: TaskManagerMVC.previews) {
      AnyView(TaskManagerMVC.makeApp($0, $1))
    },
    TaskManagerVariant(.mvcViper, previews: TaskManagerMVCViper.previews) {
      AnyView(TaskManagerMVCViper.makeApp($0, $1))
    },
    TaskManagerVariant(.viperTCA, previews: TaskManagerViperTCA.previews) {
      AnyView(TaskManagerViperTCA.makeApp($0, $1))
    },
  ]

  /// The variant for `architecture`, if this build has it.
  public static func variant(
    for architecture: Architecture, in variants: [TaskManagerVariant] = available
  ) -> TaskManagerVariant? {
    variants.first { $0.architecture == architecture }
  }

  /// The variant named on the command line (`tca`, `viper`, `mvvm`, `mvvm-state`, `mvc`,
  /// `mvc-viper`, `viper-tca`, or a former name such as `hybrid`; any case), or a message saying whether the name is unknown or its
  /// module is not in this build yet.
  public static func variant(
    named name: String, in variants: [TaskManagerVariant] = available
  ) throws(VariantLookupError) -> TaskManagerVariant {
    guard let architecture = Architecture(name: name.lowercased()) else {
      throw .unknown(name, available: variants.map(\.architecture))
    }
    guard let variant = variant(for: architecture, in: variants) else {
      throw .notAvailable(architecture, available: variants.map(\.architecture))
    }
    return variant
  }
}

/// Why a variant name on the command line cannot be served.
public enum VariantLookupError: Error, Equatable, CustomStringConvertible {
  case unknown(String, available: [Architecture])
  /// A known architecture whose module is not part of this build (yet).
  case notAvailable(Architecture, available: [Architecture])

  public var description: String {
    switch self {
    case .unknown(let name, let available):
      let known = Architecture.allCases.map(\.rawValue).joined(separator: ", ")
      return "Unknown architecture “\(name)”: choose one of \(known)"
        + " (this build serves \(Self.list(available)))."
    case .notAvailable(let architecture, let available):
      return "\(architecture.displayName) is not available in this build yet;"
        + " it serves \(Self.list(available))."
    }
  }

  private static func list(_ architectures: [Architecture]) -> String {
    architectures.isEmpty ? "none" : architectures.map(\.rawValue).joined(separator: ", ")
  }
}
