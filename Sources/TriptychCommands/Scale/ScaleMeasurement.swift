import Foundation

/// What `triptych-bench scale` measured for one generated app: an architecture, a layout and
/// a number of features. Figures a run did not take (a `--skip-build` run, say) are nil.
///
/// ```swift
/// let code = try ScaleCodeMetrics.measure(.tca, layout: .oneModule, features: 50)
/// var measurement = ScaleMeasurement(architecture: .tca, layout: .oneModule, features: 50)
/// measurement.code = code
/// ```
public struct ScaleMeasurement: Codable, Equatable, Sendable {
  public var architecture: String
  public var layout: String
  public var features: Int
  public var code: ScaleCodeMetrics?
  public var build: BuildFigures?
  public var tests: TestFigures?
  public var runtime: RuntimeFigures?
  /// The kits' revision the app was built against (`e733f60`, with `+ changes` when the
  /// checkout's sources differed from it): a resumed run may span kit changes. Nil in a run
  /// from before it was recorded.
  public var kits: String?

  public init(architecture: FeatureArchitecture, layout: FeatureLayout, features: Int) {
    self.architecture = architecture.rawValue
    self.layout = layout.rawValue
    self.features = features
  }

  /// Seconds and the Swift files the compiler was given, for one build.
  public struct Timed: Codable, Equatable, Sendable {
    public var seconds: Double
    /// The app's own files (its targets' sources).
    public var filesCompiled: Int
    /// Files of the kits and packages the app depends on that the same build compiled: the
    /// seconds then include work that is not the app's, and are kept only when a retry
    /// could not avoid it. Nil in a run from before it was counted.
    public var dependencyFilesCompiled: Int?

    public init(seconds: Double, filesCompiled: Int, dependencyFilesCompiled: Int? = nil) {
      self.seconds = seconds
      self.filesCompiled = filesCompiled
      self.dependencyFilesCompiled = dependencyFilesCompiled
    }

    /// Whether the build compiled nothing but the app's files.
    public var isAppOnly: Bool { (dependencyFilesCompiled ?? 0) == 0 }
  }

  /// The app's own targets built from nothing (the kits already built), and rebuilt after
  /// each kind of change.
  public struct BuildFigures: Codable, Equatable, Sendable {
    public var clean: Timed
    /// After an edit inside one feature's function body.
    public var bodyEdit: Timed
    /// After one feature's public shape changed (a type added to its interface).
    public var shapeEdit: Timed
    /// After one more feature was generated and wired in.
    public var addFeature: Timed

    public init(clean: Timed, bodyEdit: Timed, shapeEdit: Timed, addFeature: Timed) {
      self.clean = clean
      self.bodyEdit = bodyEdit
      self.shapeEdit = shapeEdit
      self.addFeature = addFeature
    }
  }

  public struct TestFigures: Codable, Equatable, Sendable {
    /// Building every test target after the app was built.
    public var buildSeconds: Double
    public var allSeconds: Double
    public var allCount: Int
    /// One feature's tests alone (`--filter`).
    public var oneFeatureSeconds: Double
    public var oneFeatureCount: Int
  }

  /// In process on the headless host, in the build the probe was compiled in.
  public struct RuntimeFigures: Codable, Equatable, Sendable {
    public var firstRenderMicroseconds: Double
    /// Heap in use after every feature was shown once, less the heap before the app existed.
    public var heapBytes: Int
    /// One event in one feature (typing into the first feature's query), the median of
    /// repeated events.
    public var eventMicroseconds: Double
    /// Composed views whose `body` one such event resolved (the median event); nil in a run
    /// from before it was counted.
    public var eventViewsResolved: Int?
    /// Nodes of the rendered tree one such event changed (the median event).
    public var eventNodesChanged: Int?
    /// Tabs the root showed, which should be the app's features.
    public var tabs: Int
    public var configuration: String
  }
}

/// A whole `scale` run: what ran, where, when, and every measurement.
public struct ScaleRun: Codable, Equatable, Sendable {
  public var command: String
  public var machine: String
  public var date: String
  public var measurements: [ScaleMeasurement]
  /// The commands that went on with this run (`--resume`), each with its date: a run longer
  /// than one sitting.
  public var resumptions: [String]?

  public init(command: String, machine: String, date: String, measurements: [ScaleMeasurement]) {
    self.command = command
    self.machine = machine
    self.date = date
    self.measurements = measurements
  }

  /// Whether the run has the app of `features` features in `architecture` and `layout`, built
  /// (not only counted) when `built`.
  public func hasMeasured(
    _ architecture: FeatureArchitecture, layout: FeatureLayout, features: Int, built: Bool
  ) -> Bool {
    measurements.contains {
      $0.architecture == architecture.rawValue && $0.layout == layout.rawValue
        && $0.features == features && (!built || $0.build != nil)
    }
  }

  /// `2 cores (AMD EPYC 7B13), 23 GB of memory, Linux …`: what the figures depend on.
  public static var thisMachine: String {
    let machine = BuildDescription.current
    let gigabytes = Int((Double(machine.memoryBytes) / 1_073_741_824).rounded())
    return "\(machine.cores) cores" + (machine.processor.map { " (\($0))" } ?? "")
      + ", \(gigabytes) GB of memory, \(machine.system)"
  }

  /// `Docs/Scale.json` next to `Docs/Scale.md`: what `/compare` draws its "At scale" curves
  /// from.
  public static func file(in root: URL) -> URL {
    root.appendingPathComponent("Docs/Scale.json")
  }

  public func save(to file: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: file, options: .atomic)
  }

  public static func load(from file: URL) -> ScaleRun? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(ScaleRun.self, from: data)
  }
}
