/// What a generated feature does, so an app of many features is not many copies of one toy.
/// Each kind is one folder of an architecture's templates, `features/<rawValue>/`, written in
/// that architecture's idiom.
///
/// ```swift
/// FeatureKind.rotation(count: 6).map(\.name)
/// // ["Search1", "Catalog2", "Signup3", "Notes4", "Tally5", "Search6"]
/// ```
public enum FeatureKind: String, CaseIterable, Sendable {
  /// A query loaded through a client: a long-running request the user can cancel.
  case lookup
  /// A list whose rows push a detail screen.
  case list
  /// A form that validates its fields before it submits.
  case form
  /// A sheet that adds an entry and an alert that confirms removing one.
  case dialog
  /// A count shared with the app's root, which shows it on every tab.
  case counter

  /// The noun generated features of this kind are named after (`Search3`).
  public var noun: String {
    switch self {
    case .lookup: "Search"
    case .list: "Catalog"
    case .form: "Signup"
    case .dialog: "Notes"
    case .counter: "Tally"
    }
  }

  /// The names, for help and error messages: `lookup|list|form|dialog|counter`.
  static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

  /// `count` features taking the kinds in turn, each named by its kind and its position
  /// (`Catalog2`), so names never collide and a feature's kind reads from its name.
  public static func rotation(count: Int) -> [(name: String, kind: FeatureKind)] {
    (0..<max(count, 0)).map { index in
      let kind = allCases[index % allCases.count]
      return (kind.noun + String(index + 1), kind)
    }
  }
}

/// Where a generated app keeps its features: all in the app's target, or each in a target
/// (and test target) of its own that the app's target depends on, the layout large teams
/// use so that a change inside one feature rebuilds only that feature and what imports it.
public enum FeatureLayout: String, CaseIterable, Sendable {
  case oneModule = "one-module"
  case modulePerFeature = "module-per-feature"

  static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

  /// The marker in an app's `Package.swift` above which feature targets are added: its
  /// presence is how `new feature` knows the app keeps a module per feature.
  static let targetsMarker = "// triptych: feature targets"
  /// The marker in the app target's dependencies above which feature modules are added.
  static let modulesMarker = "// triptych: feature modules"

  /// The layout of the app whose manifest is `manifest`.
  static func of(manifest: String?) -> FeatureLayout {
    manifest?.contains(targetsMarker) == true ? .modulePerFeature : .oneModule
  }
}
