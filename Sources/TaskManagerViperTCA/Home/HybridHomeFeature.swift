import Composable
import TaskManagerTCA

/// TCA's Home as the hybrid runs it: the same feature, plus the bridge back to VIPER. When the
/// TCA side signs out, it asks the VIPER side (through ``HybridNavigation``) to show Login.
///
/// ```swift
/// Store(initialState: HomeFeature.State(user: user)) { HybridHomeFeature() }
/// ```
struct HybridHomeFeature: Reducer {
  typealias State = HomeFeature.State
  typealias Action = HomeFeature.Action

  @Dependency(\.hybridNavigation) var navigation

  var body: some ReducerOf<HomeFeature> {
    HomeFeature()
    Reduce { _, action in
      if case .delegate(.signedOut) = action {
        navigation.signOut()
      }
      return .none
    }
  }
}

/// The reducer's messages link to TCA's Home, whose body does the work.
extension HybridHomeFeature: _SourceLocated {
  static var _sourceFileID: String { HomeFeature._sourceFileID }
  static var _sourceLine: Int { HomeFeature._sourceLine }
}
