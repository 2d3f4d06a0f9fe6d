// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Layers, each depending only on those below it:
//   triptych (the CLI) · triptych-bench · triptych-crash-writer · taskpaper-fuzz
//   TriptychCommands: the CLI's commands, a library so tests and benchmarks run them in process
//   TaskManagerMVCViper (MVC Home + VIPER Login/Settings) · TaskManagerViperTCA (TCA tabs + VIPER
//     Login/Settings): the migration's hybrids, each built from two variants below
//   TaskManagerTCA · TaskManagerVIPER · TaskManagerMVVM · TaskManagerMVVMState · TaskManagerMVC:
//     the same app, one per architecture
//   TaskManagerViews (what every variant draws alike) · TaskManagerDomain (entities, persistence,
//     accounts, clients, the screens' rules)
//   the kits: Composable (+ ComposableViews, which joins it to Views) · Viper · MVVM · MVC ·
//     WebHost (serves any view tree) · WebHostDemo
//   Views (the DSL and its engine) · TaskPaper (the format) · HeapStatistics (a C shim)
//   Flows (the messages each event sends across roles, for every kit's debugger)
// Testing products sit beside what they test: ComposableTesting, ViewsTesting, ViperTesting,
// TaskManagerDomainTesting (a user, a small outline, an environment for the variants' tests).

let pointfree = "https://github.com/pointfreeco"
/// Where the login tutorial's listings live: inside its catalog, where DocC finds them.
let loginTutorial = "Sources/LoginTutorial/LoginTutorial.docc/Resources"

let package = Package(
  name: "Triptych",
  platforms: [.macOS(.v14)],
  products: [
    // MARK: Kits
    .library(name: "Flows", targets: ["Flows"]),
    .library(name: "Views", targets: ["Views"]),
    .library(name: "TaskPaper", targets: ["TaskPaper"]),
    .library(name: "Composable", targets: ["Composable"]),
    // The store ↔ views glue: bindings, presentation, alerts, stack navigation on `Views`.
    .library(name: "ComposableViews", targets: ["ComposableViews"]),
    // TCA's module name: `import ComposableArchitecture` brings the runtime, its test store
    // and `@DependencyClient`, so TCA code compiles with its import unchanged.
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "Viper", targets: ["Viper"]),
    .library(name: "MVVM", targets: ["MVVM"]),
    .library(name: "MVC", targets: ["MVC"]),
    .library(name: "WebHost", targets: ["WebHost"]),
    // What `triptych-bench scale` links into a generated app to read its heap.
    .library(name: "HeapStatistics", targets: ["HeapStatistics"]),
    // MARK: Kits' testing products
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "ViewsTesting", targets: ["ViewsTesting"]),
    .library(name: "ViperTesting", targets: ["ViperTesting"]),
    // MARK: The TaskManager: its domain, one variant per architecture, the hybrids
    .library(name: "TaskManagerDomain", targets: ["TaskManagerDomain"]),
    .library(name: "TaskManagerTCA", targets: ["TaskManagerTCA"]),
    .library(name: "TaskManagerVIPER", targets: ["TaskManagerVIPER"]),
    .library(name: "TaskManagerMVVM", targets: ["TaskManagerMVVM"]),
    .library(name: "TaskManagerMVVMState", targets: ["TaskManagerMVVMState"]),
    .library(name: "TaskManagerMVC", targets: ["TaskManagerMVC"]),
    .library(name: "TaskManagerMVCViper", targets: ["TaskManagerMVCViper"]),
    .library(name: "TaskManagerViperTCA", targets: ["TaskManagerViperTCA"]),
    // MARK: Executables
    .executable(name: "triptych", targets: ["triptych"]),
    .executable(name: "triptych-bench", targets: ["triptych-bench"]),
  ],
  dependencies: [
    .package(url: "\(pointfree)/swift-case-paths", from: "1.5.0"),
    .package(url: "\(pointfree)/swift-identified-collections", from: "1.1.0"),
    // `OrderedSet` by name (an identified array's ids), already in the graph through the above.
    .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"),
    .package(url: "\(pointfree)/swift-dependencies", from: "1.4.0"),
    .package(url: "\(pointfree)/swift-custom-dump", from: "1.3.0"),
    .package(url: "\(pointfree)/swift-clocks", from: "1.0.4"),
    .package(url: "\(pointfree)/swift-concurrency-extras", from: "1.2.0"),
    .package(url: "\(pointfree)/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    // `swift package generate-documentation`: Composable's DocC catalog, built by CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Composable's macros: the swift-syntax the pointfreeco packages resolve.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "\(pointfree)/swift-macro-testing", from: "0.6.0"),
    // Previews: every screen state's rendered outline, pinned.
    .package(url: "\(pointfree)/swift-snapshot-testing", from: "1.17.0"),
    // TaskPaper: property tests.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // MARK: WebHost dependencies (the server)
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    // WebHost: events and live updates over one socket per page.
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    // MARK: TaskManager domain dependencies
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.0.0"),
    // MARK: MVVM dependencies
    // StateBindingViewModel's change stream (Combine's role; see its docs for why).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // MARK: TriptychCommands dependencies
    // `triptych new`: the feature and app templates in Templates/ are Mustache files.
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    // MARK: Composable — the TCA-style runtime
    .target(
      name: "Composable",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Logging", package: "swift-log"),
        "ComposableMacros",
        "Flows",
      ]
    ),
    .macro(
      name: "ComposableMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ComposableMacrosTests",
      dependencies: [
        "ComposableMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    // Features written exactly as TCA users write them; only the import differs.
    .testTarget(
      name: "ComposableTCAStyleTests",
      dependencies: ["Composable", "ComposableTesting"]
    ),
    .target(
      name: "ComposableTesting",
      dependencies: [
        "Composable",
        // Routes reported issues to Swift Testing / XCTest on Linux, where IssueReporting
        // cannot find the test framework on its own.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        // Built so swift-dependencies finds it on Linux and resets cached test values (and
        // with them `@Shared` storage) before each XCTest test, as it does on Apple platforms.
        .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    // TCA's view-side spellings for any app on `Views`, kept out of both kits so neither
    // depends on the other.
    .target(name: "ComposableViews", dependencies: ["Composable", "Views"]),
    .testTarget(
      name: "ComposableViewsTests",
      dependencies: ["ComposableViews", "Composable", "Views", "ViewsTesting"]
    ),
    // The compatibility module: re-exports, and the Apple platform names TCA code expects
    // (`NSEC_PER_SEC`, `URL.documentsDirectory`, XCTest's `fulfillment(of:)` without a
    // timeout); no runtime code of its own.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "Composable",
        "ComposableViews",
        "ComposableTesting",
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    // Written only in TCA's spellings, importing only what a TCA user imports.
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: ["ComposableArchitecture"]
    ),
    .testTarget(
      name: "ComposableTests",
      dependencies: [
        "Flows",
        "Composable",
        "ComposableTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // MARK: Flows — the messages that cross roles' boundaries, per event, for every kit
    .target(
      name: "Flows",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        "FlowsMacros",
      ]
    ),
    .macro(
      name: "FlowsMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "FlowsTests",
      dependencies: [
        "Flows", "FlowsMacros", .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),

    // MARK: TaskPaper — the format kit (Foundation only)
    .target(name: "TaskPaper"),
    .testTarget(
      name: "TaskPaperTests",
      dependencies: [
        "TaskPaper",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Conformance")]
    ),
    // A libFuzzer target; built alone by scripts/fuzz-taskpaper.sh with its own scratch path.
    .executableTarget(name: "taskpaper-fuzz", dependencies: ["TaskPaper"]),

    // MARK: Views — the SwiftUI-like DSL, its headless driver and its web host
    .target(name: "Views", dependencies: ["Flows"]),
    .target(name: "ViewsTesting", dependencies: ["Views", "Flows"]),
    .target(
      name: "WebHost",
      dependencies: [
        "Views",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      // The page script as real JavaScript files (linted in CI), compiled into the binary so
      // the server stays one file.
      resources: [
        .embedInCode("PageScript/rendering.js"),
        .embedInCode("PageScript/transport.js"),
        .embedInCode("PageScript/page.js"),
      ]
    ),
    .target(name: "WebHostDemo", dependencies: ["Views"]),
    .testTarget(name: "ViewsTests", dependencies: ["Views", "ViewsTesting", "WebHostDemo"]),
    .testTarget(
      name: "WebHostTests",
      dependencies: [
        "WebHost",
        "WebHostDemo",
        "Views",
        "ViewsTesting",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        // Graceful shutdown of a running server (the restart test).
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),

    // MARK: Viper — VIPER roles, module assembly, navigator, leak checks, spies.
    // Depends on Views: the View role is written in the Views DSL and NavigatorView is a view.
    .target(name: "Viper", dependencies: ["Flows", "Views"]),
    // Spies and expectNoLeaks (records Swift Testing issues).
    .target(name: "ViperTesting", dependencies: ["Viper"]),
    .testTarget(
      name: "ViperTests",
      dependencies: ["Flows", "Viper", "ViperTesting", "Views", "ViewsTesting"]
    ),

    // MARK: TaskManagerVIPER — the TaskManager as VIPER modules
    .target(
      name: "TaskManagerVIPER",
      dependencies: [
        "Flows", "Viper", "Views", "TaskManagerDomain", "TaskManagerViews", "TaskPaper",
      ]
    ),
    .testTarget(
      name: "TaskManagerVIPERTests",
      dependencies: [
        "Flows",
        "TaskManagerVIPER", "Viper", "ViperTesting", "Views", "ViewsTesting",
        "TaskManagerDomain", "TaskPaper",
      ]
    ),
    // MARK: MVVM — view-model helpers; depends on Views because the bindings it hands out are
    // Views' `Binding`, and its work owner runs on Views' `PendingWork`; on OpenCombine for
    // the state-binding view model's change stream.
    .target(
      name: "MVVM",
      dependencies: [
        "Flows",
        "Views",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "Flows",
        "MVVM", "Views", "ViewsTesting", .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),

    // MARK: TaskManager domain — entities, persistence (GRDB, PostgresNIO), authentication, clients
    .target(
      name: "TaskManagerDomain",
      dependencies: [
        "TaskPaper",
        "Flows",
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C functions, to read a large outline's rows without a value per column.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        // The PostgreSQL store, for several servers sharing one database.
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // What the variants' tests share: a user, a small outline, an in-memory environment.
    .target(name: "TaskManagerDomainTesting", dependencies: ["TaskManagerDomain", "TaskPaper"]),
    .testTarget(
      name: "TaskManagerDomainTests",
      dependencies: [
        "TaskManagerDomain",
        "TaskManagerDomainTesting",
        "TaskPaper",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // MARK: TaskManager views shared by every variant — what is not architecture (a task row)
    .target(name: "TaskManagerViews", dependencies: ["Views", "TaskManagerDomain", "TaskPaper"]),
    .testTarget(
      name: "TaskManagerViewsTests",
      dependencies: ["TaskManagerViews", "TaskManagerDomain", "TaskPaper", "Views", "ViewsTesting"]
    ),
    // MARK: TaskManager in MVVM — plain @Observable view models
    .target(
      name: "TaskManagerMVVM",
      dependencies: [
        "Flows", "MVVM", "Views", "TaskManagerDomain", "TaskManagerViews", "TaskPaper",
      ]
    ),
    .testTarget(
      name: "TaskManagerMVVMTests",
      dependencies: [
        "Flows",
        "TaskManagerMVVM", "MVVM", "Views", "ViewsTesting", "TaskManagerDomain",
        "TaskManagerDomainTesting", "TaskPaper",
      ]
    ),
    // MARK: TaskManager in MVVM with state bindings — every view model a
    // StateBindingViewModel, siblings wired through their change streams (OpenCombine)
    .target(
      name: "TaskManagerMVVMState",
      dependencies: [
        "Flows", "MVVM", "Views", "TaskManagerDomain", "TaskManagerViews", "TaskPaper",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .testTarget(
      name: "TaskManagerMVVMStateTests",
      dependencies: [
        "Flows",
        "TaskManagerMVVMState", "MVVM", "Views", "ViewsTesting", "TaskManagerDomain",
        "TaskManagerDomainTesting", "TaskPaper",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    // MARK: MVC — view controllers (present/dismiss, children, tabs), a window, tracked work
    .target(name: "MVC", dependencies: ["Flows", "Views"]),
    .testTarget(name: "MVCTests", dependencies: ["Flows", "MVC", "Views", "ViewsTesting"]),
    // MARK: TaskManager in MVC — controllers that own their state and push into their views
    .target(
      name: "TaskManagerMVC",
      dependencies: ["Flows", "MVC", "Views", "TaskManagerDomain", "TaskManagerViews", "TaskPaper"]
    ),
    .testTarget(
      name: "TaskManagerMVCTests",
      dependencies: [
        "Flows", "TaskManagerMVC", "MVC", "Views", "ViewsTesting", "TaskManagerDomain",
        "TaskManagerDomainTesting", "TaskPaper",
      ]
    ),
    // MARK: TaskManagerMVCViper — Login and Settings in VIPER, Home and its tabs still MVC
    .target(
      name: "TaskManagerMVCViper",
      dependencies: [
        "Flows",
        "TaskManagerVIPER", "TaskManagerMVC", "Viper", "MVC", "Views", "TaskManagerDomain",
      ]
    ),
    .testTarget(
      name: "TaskManagerMVCViperTests",
      dependencies: [
        "TaskManagerMVCViper", "TaskManagerVIPER", "TaskManagerMVC", "Viper", "MVC", "Views",
        "ViewsTesting", "TaskManagerDomain", "TaskPaper",
      ]
    ),
    // Applies numbered edits and prints each acknowledged one; scripts/crash-test.sh kills it.
    .executableTarget(name: "triptych-crash-writer", dependencies: ["TaskManagerDomain"]),

    // MARK: TaskManager in TCA style
    .target(
      name: "TaskManagerTCA",
      dependencies: [
        "Flows", "Composable", "ComposableViews", "Views", "TaskManagerDomain", "TaskManagerViews",
        "TaskPaper",
      ]
    ),
    .testTarget(
      name: "TaskManagerTCATests",
      dependencies: [
        "Flows",
        "TaskManagerTCA", "Composable", "ComposableTesting", "TaskManagerDomain", "TaskPaper",
        "Views", "ViewsTesting",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),

    // MARK: TaskManagerViperTCA — Login and Settings in VIPER, Home's tabs in TCA, bridged
    .target(
      name: "TaskManagerViperTCA",
      dependencies: [
        "Flows",
        "TaskManagerVIPER", "TaskManagerTCA", "Viper", "Composable", "Views", "TaskManagerDomain",
      ]
    ),
    .testTarget(
      name: "TaskManagerViperTCATests",
      dependencies: [
        "Flows",
        "TaskManagerViperTCA", "TaskManagerVIPER", "TaskManagerTCA", "Viper", "ViperTesting",
        "Composable", "Views", "ViewsTesting", "TaskManagerDomain", "TaskPaper",
      ]
    ),

    // MARK: Parity — one user-level script, every TaskManager variant
    .testTarget(
      name: "TaskManagerParityTests",
      dependencies: [
        "TaskManagerTCA", "TaskManagerVIPER", "TaskManagerMVVM", "TaskManagerMVVMState",
        "TaskManagerMVC", "TaskManagerMVCViper", "TaskManagerViperTCA", "TaskManagerDomain",
        "TaskManagerDomainTesting", "TaskPaper", "TriptychCommands", "Views", "ViewsTesting",
      ]
    ),

    // Every preview of every variant rendered and compared with its recorded outline.
    .testTarget(
      name: "TaskManagerPreviewTests",
      dependencies: [
        "TaskManagerDomain", "TaskManagerViews", "TriptychCommands", "Views", "ViewsTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),

    // MARK: Hosts and tools
    // The C allocator's statistics, which Swift's Glibc module does not expose.
    .target(name: "HeapStatistics"),
    .target(
      name: "TriptychCommands",
      dependencies: [
        "Flows",
        "Composable",
        "TaskPaper",
        "WebHost",
        "WebHostDemo",
        "Views",
        // `compare` plays its scenario on each variant in the headless driver, and weighs the
        // sessions it leaves.
        "ViewsTesting",
        "HeapStatistics",
        "TaskManagerDomain",
        // The variants `triptych serve` offers (listed in Serve/TaskManagerVariants.swift).
        "TaskManagerTCA",
        "TaskManagerVIPER",
        "TaskManagerMVVM",
        "TaskManagerMVVMState",
        "TaskManagerMVC",
        "TaskManagerMVCViper",
        "TaskManagerViperTCA",
        // Their previews' state catalog, for the gallery.
        "TaskManagerViews",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Mustache", package: "swift-mustache"),
      ]
    ),
    .executableTarget(name: "triptych", dependencies: ["TriptychCommands"]),
    .testTarget(
      name: "TriptychCommandsTests",
      dependencies: [
        "TriptychCommands", "TaskPaper", "TaskManagerDomain", "TaskManagerViews", "Views",
        "ViewsTesting", "WebHost",
      ]),
    // MARK: LoginTutorial — "One login feature, five architectures" (DocC tutorials)
    // The catalog's host: a namespace and the catalog, nothing to link. Every listing the
    // tutorials show is a file under its catalog's Resources/, compiled by one of the targets
    // below, so a listing that stops compiling fails the build (DocC finds `@Code` files by
    // name anywhere in the catalog; SwiftPM does not look inside a `.docc` for sources).
    .target(name: "LoginTutorial"),
    // Per architecture: the finished feature (a library), its test (run by `swift test`) and,
    // where a tutorial shows a file growing, a target holding the first draft of that file.
    // The drafts are linked by nothing but their test target, only so that `swift test` (CI)
    // builds them.
    .target(
      name: "LoginTCAStart",
      dependencies: ["Composable", "ComposableViews", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/TCA/Start"),
    .target(
      name: "LoginTCA",
      dependencies: ["Composable", "ComposableViews", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/TCA/Final"),
    .testTarget(
      name: "LoginTCATests",
      dependencies: [
        "LoginTCA", "LoginTCAStart", "Composable", "ComposableTesting", "TaskManagerDomain",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      path: "\(loginTutorial)/TCA/Tests"),
    .target(
      name: "LoginVIPER",
      dependencies: ["Viper", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/VIPER/Final"),
    .testTarget(
      name: "LoginVIPERTests",
      dependencies: ["LoginVIPER", "Viper", "ViperTesting", "ViewsTesting", "TaskManagerDomain"],
      path: "\(loginTutorial)/VIPER/Tests"),
    .target(
      name: "LoginMVVMStart",
      dependencies: ["Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVVM/Start"),
    .target(
      name: "LoginMVVM",
      dependencies: ["MVVM", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVVM/Final"),
    .testTarget(
      name: "LoginMVVMTests",
      dependencies: ["LoginMVVM", "LoginMVVMStart", "ViewsTesting", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVVM/Tests"),
    .target(
      name: "LoginMVVMStateStart",
      dependencies: ["MVVM", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVVMState/Start"),
    .target(
      name: "LoginMVVMState",
      dependencies: ["MVVM", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVVMState/Final"),
    .testTarget(
      name: "LoginMVVMStateTests",
      dependencies: [
        "LoginMVVMState", "LoginMVVMStateStart", "MVVM", "ViewsTesting", "TaskManagerDomain",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "\(loginTutorial)/MVVMState/Tests"),
    .target(
      name: "LoginMVCStart",
      dependencies: ["MVC", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVC/Start"),
    .target(
      name: "LoginMVC",
      dependencies: ["MVC", "Views", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVC/Final"),
    .testTarget(
      name: "LoginMVCTests",
      dependencies: ["LoginMVC", "LoginMVCStart", "ViewsTesting", "TaskManagerDomain"],
      path: "\(loginTutorial)/MVC/Tests"),
    // One user script played against the five apps the tutorials build (not shown in them).
    .testTarget(
      name: "LoginTutorialTests",
      dependencies: [
        "LoginTCA", "LoginVIPER", "LoginMVVM", "LoginMVVMState", "LoginMVC", "Views",
        "ViewsTesting", "TaskManagerDomain",
      ]),

    .executableTarget(
      name: "triptych-bench",
      dependencies: [
        "Composable",
        "WebHost",
        "WebHostDemo",
        "TaskPaper",
        "TaskManagerDomain",
        // `stores` and `app-web --stores postgres` start PostgreSQL with its shell helper.
        "TaskManagerDomainTesting",
        "TaskManagerTCA",
        "ViewsTesting",
        // `app-web` runs the real `triptych serve` in process.
        "TriptychCommands",
        // `app-memory` counts the heap an idle app holds.
        "HeapStatistics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
  ]
)
