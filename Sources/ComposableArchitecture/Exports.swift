// `import ComposableArchitecture` is the one import a TCA user writes, in features and in
// tests alike. TCA ships its test store in the same module as its runtime; Composable keeps
// them apart (`Composable`, `ComposableTesting`) so an app's binary need not link the test
// support. This module joins them back under TCA's name, together with `@DependencyClient`
// (which swift-dependencies ships as `DependenciesMacros`), so TCA code compiles with its
// import unchanged. Apps that care about what they link import `Composable` instead.
@_exported import Composable
@_exported import ComposableTesting
// The view side (bindings, alerts, stack navigation on `Views`), as TCA's SwiftUI
// integration comes with its import.
@_exported import ComposableViews
@_exported import DependenciesMacros
// TCA's features and tests use `UUID`, `Date` and `URL` with no import of their own; on
// Apple platforms they arrive through SwiftUI or XCTest, which a Linux test importing
// `Testing` does not have.
@_exported import Foundation

// `URLSession` lives in FoundationNetworking off Apple platforms; TCA's live dependencies
// (`URLSession.shared.data(from:)`) name it with Foundation alone.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
