/// The architectures `triptych new feature` knows by name. Each one's templates are one
/// folder of the template directory, named by ``rawValue`` (`Templates/viper/`, …): adding an
/// architecture's templates is adding its folder.
///
/// ```swift
/// FeatureArchitecture(rawValue: "viper")  // .viper
/// ```
public enum FeatureArchitecture: String, CaseIterable, Sendable {
  case tca
  case viper
  case mvvm
  case mvvmState = "mvvm-state"
  case mvc

  /// The names, for help and error messages: `tca|viper|mvvm|mvvm-state|mvc`.
  static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

  /// The kits' products a feature's sources import.
  var kitProducts: [String] {
    switch self {
    case .tca: ["Composable", "ComposableViews", "Views"]
    case .viper: ["Viper", "Views"]
    case .mvvm, .mvvmState: ["MVVM", "Views"]
    case .mvc: ["MVC", "Views"]
    }
  }

  /// The kits' products a feature's tests import.
  var testKitProducts: [String] {
    switch self {
    case .tca: ["Composable", "ComposableTesting", "Views"]
    case .viper: ["Viper", "ViperTesting", "Views", "ViewsTesting"]
    case .mvvm, .mvvmState: ["MVVM", "Views", "ViewsTesting"]
    case .mvc: ["MVC", "Views", "ViewsTesting"]
    }
  }

  /// Whether its view models publish their states with OpenCombine (the state-binding MVVM),
  /// which its sources and tests then import.
  var usesOpenCombine: Bool { self == .mvvmState }
}
