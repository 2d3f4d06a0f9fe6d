import Foundation

/// The folder where `triptych-bench scale` generates each architecture's app at each size and
/// builds it: one package folder, `<work>/Scale`, rewritten for every app, whose `.build` is
/// kept throughout, so the kits are compiled once (by ``warmUp()``, for the kits an
/// architecture adds) and every figure is the app's own cost.
///
/// ```swift
/// let workspace = ScaleWorkspace(work: work, architecture: .tca, layout: .oneModule)
/// try workspace.warmUp()
/// try workspace.generate(features: 10)
/// let (clean, bodyEdit, shapeEdit) = try workspace.measureEditBuilds(features: 10)
/// ```
public struct ScaleWorkspace: Sendable {
  /// `<work>`; the package is its `Scale/` folder.
  public var folder: URL
  public var architecture: FeatureArchitecture
  public var layout: FeatureLayout
  public var templates: TemplateFolder

  public init(
    work: URL, architecture: FeatureArchitecture, layout: FeatureLayout,
    templates: TemplateFolder = .bundledWithSources
  ) {
    folder = work
    self.architecture = architecture
    self.layout = layout
    self.templates = templates
  }

  var package: URL { folder.appendingPathComponent(ScaleCodeMetrics.appName) }
  var app: String { ScaleCodeMetrics.appName }

  /// Why a step of the run failed, with the end of its output.
  public struct Failure: Error, CustomStringConvertible {
    public var step: String
    public var output: String
    public var description: String { "\(step) failed:\n\(output.suffix(4000))" }
  }

  // MARK: Generating

  /// Writes the app with `features` features over the previous one, keeping `.build`.
  public func generate(features: Int) throws {
    let fileManager = FileManager.default
    for stale in ["Sources", "Tests", "Package.swift"] {
      try? fileManager.removeItem(at: package.appendingPathComponent(stale))
    }
    let specs = FeatureKind.rotation(count: features).map {
      FeatureSpec(name: $0.name, kind: $0.kind, architecture: architecture)
    }
    do throws(GenerationError) {
      try AppPlan.generation(
        name: app, architecture: architecture, features: specs, layout: layout,
        directory: folder.path, kits: .path(TriptychCheckout.root), templates: templates,
        force: true
      ).write(force: true)
    } catch {
      throw Failure(step: "generating \(features) features", output: error.description)
    }
  }

  /// Builds the app of one feature with its tests, so the kits are compiled before anything
  /// is timed.
  public func warmUp() throws {
    try generate(features: 1)
    _ = try swift(Self.buildArguments, step: "building the kits")
  }

  /// Every build here, timed or not, runs with the same arguments. SwiftPM passes its own
  /// (`-v` among them) on to every module's compile command, so a build with other arguments
  /// reruns the compiler driver for every dependency the next time it plans, and some of
  /// them recompile inside the next timed build. With the tests: SwiftPM compiles every module
  /// with other flags for a build without them.
  static let buildArguments = ["build", "-v", "--build-tests"]

  // MARK: Building

  /// The app's own targets: the app and, with a module per feature, each feature's.
  func appTargets(features: Int) -> Set<String> {
    var targets: Set<String> = [app]
    if layout == .modulePerFeature {
      for (name, _) in FeatureKind.rotation(count: features) { targets.insert(name) }
    }
    return targets
  }

  /// Clean build of the app's targets (and their tests, built with them: a build without
  /// them compiles every module with other flags), then rebuilds after an edit inside one
  /// feature's function body and after a change to its public shape.
  public func measureEditBuilds(features: Int) throws -> (
    clean: ScaleMeasurement.Timed, bodyEdit: ScaleMeasurement.Timed,
    shapeEdit: ScaleMeasurement.Timed
  ) {
    let targets = appTargets(features: features)
    // The manifest touched: SwiftPM plans again, as for any clean build, and writes the
    // removed targets' build files (it does not notice they are gone otherwise).
    let clean = try timedBuild(targets, step: "clean build") {
      for target in targets {
        try? FileManager.default.removeItem(
          at: package.appendingPathComponent(".build/debug/\(target).build"))
      }
      try FileManager.default.setAttributes(
        [.modificationDate: Date()],
        ofItemAtPath: package.appendingPathComponent("Package.swift").path)
      return [:]
    }
    let probe = try probeFeature(features: features)
    let body = try timedBuild(targets, step: "build after a body edit") {
      try editBody(of: probe)
    }
    let shape = try timedBuild(targets, step: "build after a shape edit") {
      try editShape(of: probe)
    }
    return (clean, body, shape)
  }

  /// Generates feature N + 1 into the app (wired, as `triptych new feature` does) and
  /// rebuilds.
  public func measureAddFeature(features: Int) throws -> ScaleMeasurement.Timed {
    let (name, kind) = FeatureKind.rotation(count: features + 1)[features]
    var targets = appTargets(features: features)
    if layout == .modulePerFeature { targets.insert(name) }
    return try timedBuild(targets, step: "build after adding a feature") {
      let plan: Generation
      do throws(GenerationError) {
        plan = try FeaturePlan.generation(
          FeatureSpec(name: name, kind: kind, architecture: architecture),
          packageRoot: package.path, module: app, templates: templates, force: true)
      } catch {
        throw Failure(step: "adding a feature", output: error.description)
      }
      let originals = Self.contents(
        of: plan.files.map { URL(fileURLWithPath: plan.root + "/" + $0.path) })
      do throws(GenerationError) {
        try plan.write(force: true)
      } catch {
        throw Failure(step: "adding a feature", output: error.description)
      }
      return originals
    }
  }

  /// Builds the test targets, runs every test, then one feature's.
  public func measureTests(features: Int) throws -> ScaleMeasurement.TestFigures {
    let build = try swift(Self.buildArguments, step: "building the tests")
    // `-v` as in every build: `swift test` plans too, and a plan with other arguments would
    // rebuild the dependencies in the next timed build.
    let all = try swift(["test", "-v", "--skip-build"], step: "running the tests")
    let name = try probeFeature(features: features).name
    let one = try swift(
      ["test", "-v", "--skip-build", "--filter", "\(name)[^0-9]"], step: "running \(name)'s tests")
    return ScaleMeasurement.TestFigures(
      buildSeconds: build.seconds, allSeconds: all.seconds,
      allCount: TestTimes.testCount(in: all.output) ?? 0, oneFeatureSeconds: one.seconds,
      oneFeatureCount: TestTimes.testCount(in: one.output) ?? 0)
  }

  /// Makes `change` (which returns the files it wrote, as they were before) and times the
  /// build after it. An untimed build first settles whatever the last step left to SwiftPM
  /// (it plans again, compiling its plugins, a few seconds after some steps, and that is not
  /// the change's cost). When the timed build still compiled files of the app's
  /// dependencies, the change is taken back and made and timed again, up to twice; a figure
  /// no retry could clean keeps its count of dependency files.
  private func timedBuild(
    _ targets: Set<String>, step: String, after change: () throws -> [URL: Data?]
  ) throws -> ScaleMeasurement.Timed {
    var attempt = 0
    while true {
      _ = try swift(Self.buildArguments, step: "settling before \(step)")
      let originals = try change()
      let run = try swift(Self.buildArguments, step: step)
      let log = BuildLog(run.output)
      let dependencies = log.filesCompiled(notOwnedBy: package.path)
      let timed = ScaleMeasurement.Timed(
        seconds: run.seconds, filesCompiled: log.filesCompiled(in: targets),
        dependencyFilesCompiled: dependencies.values.reduce(0, +))
      attempt += 1
      guard !timed.isAppOnly, attempt < 3 else { return timed }
      let modules = dependencies.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      FileHandle.standardError.write(
        Data(
          ("  \(step) also compiled dependencies (\(modules.joined(separator: ", "))): "
            + "again\n").utf8))
      try Self.restore(originals)
    }
  }

  /// The files' contents, nil for those that do not exist yet.
  static func contents(of files: [URL]) -> [URL: Data?] {
    Dictionary(
      files.map { ($0, try? Data(contentsOf: $0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Puts files back as ``contents(of:)`` read them: rewritten, or removed with the folders
  /// their removal empties.
  static func restore(_ originals: [URL: Data?]) throws {
    let fileManager = FileManager.default
    for (file, data) in originals {
      if let data {
        try data.write(to: file, options: .atomic)
        continue
      }
      try? fileManager.removeItem(at: file)
      var folder = file.deletingLastPathComponent()
      while (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
        try fileManager.removeItem(at: folder)
        folder = folder.deletingLastPathComponent()
      }
    }
  }

  /// Adds the probe program to the app, builds it and runs it once.
  public func measureRuntime(configuration: String = "debug") throws
    -> ScaleMeasurement.RuntimeFigures
  {
    let manifestFile = package.appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: manifestFile, encoding: .utf8)
    if !manifest.contains("\"\(ScaleProbe.target)\"") {
      guard let edited = ScaleProbe.addingTarget(to: manifest, app: app) else {
        throw Failure(step: "adding the probe", output: "Package.swift has no targets list")
      }
      try edited.write(to: manifestFile, atomically: true, encoding: .utf8)
    }
    let folder = package.appendingPathComponent("Sources/\(ScaleProbe.target)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try ScaleProbe.source(app: app).write(
      to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    // Debug: built with the tests, as every other build here (see `timedBuild`).
    _ = try swift(
      configuration == "debug"
        ? Self.buildArguments
        : ["build", "-c", configuration, "--product", ScaleProbe.target],
      step: "building the probe")
    let run = try run(
      package.appendingPathComponent(".build/\(configuration)/\(ScaleProbe.target)").path,
      [], step: "running the probe")
    guard let line = run.output.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
      let figures = try? JSONDecoder().decode(
        ScaleMeasurement.RuntimeFigures.self, from: Data(line.utf8))
    else { throw Failure(step: "reading the probe's figures", output: run.output) }
    return figures
  }

  // MARK: Edits

  /// The feature the edits and the one-feature test run use: the first form (a feature in
  /// the middle of the app's first features), or the first feature of a small app.
  func probeFeature(features: Int) throws -> (name: String, folder: URL) {
    let rotation = FeatureKind.rotation(count: features)
    let name = (rotation.first { $0.kind == .form } ?? rotation[0]).name
    let folder =
      layout == .modulePerFeature
      ? package.appendingPathComponent("Sources/\(name)")
      : package.appendingPathComponent("Sources/\(app)/\(name)")
    return (name, folder)
  }

  /// Changes a string literal inside a function body: the feature's title, `"Signup3"` →
  /// `"Signup3 "`. Nothing outside the function can see the change.
  func editBody(of feature: (name: String, folder: URL)) throws -> [URL: Data?] {
    for file in try swiftFiles(in: feature.folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      let literal = "\"\(feature.name)\""
      guard let range = text.range(of: literal) else { continue }
      try text.replacingCharacters(in: range, with: "\"\(feature.name) \"")
        .write(to: file, atomically: true, encoding: .utf8)
      return [file: Data(text.utf8)]
    }
    throw Failure(
      step: "editing a body", output: "no \"\(feature.name)\" in \(feature.folder.path)")
  }

  /// Adds a public type to the feature's first file: its interface changes, as when a
  /// feature's state or contract gains a member others could use.
  func editShape(of feature: (name: String, folder: URL)) throws -> [URL: Data?] {
    guard let file = try swiftFiles(in: feature.folder).first else {
      throw Failure(step: "editing a shape", output: "no sources in \(feature.folder.path)")
    }
    let text = try String(contentsOf: file, encoding: .utf8)
    try
      (text + "\npublic struct \(feature.name)ScaleProbe: Sendable {\n  public var value = 0\n}\n")
      .write(to: file, atomically: true, encoding: .utf8)
    return [file: Data(text.utf8)]
  }

  private func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  // MARK: Running SwiftPM

  /// Runs `swift arguments` in the package; throws with its output if it fails.
  func swift(_ arguments: [String], step: String) throws -> (seconds: Double, output: String) {
    try run("/usr/bin/env", ["swift"] + arguments, step: step)
  }

  /// Runs a program in the package, its output kept in a log beside it.
  func run(_ executable: String, _ arguments: [String], step: String) throws -> (
    seconds: Double, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = package
    // SwiftPM passes a package's enabled traits to the compiler in the order of a `Set`,
    // which changes with each process's hash seed; a new order reruns those modules'
    // compiles (Hummingbird's, swift-dependencies' and every module above them) whenever
    // SwiftPM plans again. A fixed seed keeps the order.
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["SWIFT_DETERMINISTIC_HASHING": "1"], uniquingKeysWith: { _, fixed in fixed })
    let log = folder.appendingPathComponent("last-run.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else { throw Failure(step: step, output: output) }
    return (
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, output
    )
  }
}
