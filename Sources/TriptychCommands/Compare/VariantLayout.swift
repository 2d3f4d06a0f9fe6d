import TaskManagerDomain

/// Where one architecture's TaskManager lives in the source tree: its module, its own test
/// target, the kits it is written on, and what it reuses from other variants.
///
/// ```swift
/// let viper = VariantLayout.for(.viper)
/// viper.module  // "TaskManagerVIPER" (Sources/TaskManagerVIPER)
/// viper.testTarget  // "TaskManagerVIPERTests"
/// ```
public struct VariantLayout: Equatable, Sendable {
  public var architecture: Architecture
  public var module: String
  public var testTarget: String
  /// The kit targets (under `Sources/`) the variant is built on.
  public var kits: [String]
  /// Other variants' modules whose screens this one shows (the hybrids).
  public var reuses: [String]

  /// Every architecture, in the picker's order.
  public static let all: [VariantLayout] = Architecture.allCases.map(VariantLayout.for)

  public static func `for`(_ architecture: Architecture) -> VariantLayout {
    switch architecture {
    case .tca:
      VariantLayout(.tca, "TaskManagerTCA", kits: ["Composable", "ComposableMacros"])
    case .viper:
      VariantLayout(.viper, "TaskManagerVIPER", kits: ["Viper"])
    case .mvvm:
      VariantLayout(.mvvm, "TaskManagerMVVM", kits: ["MVVM"])
    case .mvvmState:
      VariantLayout(.mvvmState, "TaskManagerMVVMState", kits: ["MVVM"])
    case .mvc:
      VariantLayout(.mvc, "TaskManagerMVC", kits: ["MVC"])
    case .mvcViper:
      VariantLayout(
        .mvcViper, "TaskManagerMVCViper", kits: ["MVC", "Viper"],
        reuses: ["TaskManagerMVC", "TaskManagerVIPER"])
    case .viperTCA:
      VariantLayout(
        .viperTCA, "TaskManagerViperTCA", kits: ["Viper", "Composable", "ComposableMacros"],
        reuses: ["TaskManagerVIPER", "TaskManagerTCA"])
    }
  }

  init(
    _ architecture: Architecture, _ module: String, kits: [String], reuses: [String] = []
  ) {
    self.architecture = architecture
    self.module = module
    self.testTarget = module + "Tests"
    self.kits = kits
    self.reuses = reuses
  }

  /// Whether a file is wiring (assembly, contracts, routing, the app's root and bridges)
  /// rather than a feature's behaviour: the rule `compare` splits code lines by.
  public static func isWiring(path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let name = parts.last else { return false }
    if parts.dropLast().last == "App" { return true }
    let suffixes = ["Module.swift", "Modules.swift", "Contracts.swift", "Router.swift"]
    return suffixes.contains { name.hasSuffix($0) } || name.contains("Bridge")
  }
}
