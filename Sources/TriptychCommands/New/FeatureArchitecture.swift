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
}
