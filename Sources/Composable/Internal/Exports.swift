// The vocabulary a feature needs comes with `import Composable`, as it does with TCA.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
