import Foundation

/// A claim the VIPER-vs-TCA comparisons make about scale, checked against a `scale` run: the
/// verdict and the figure it rests on are computed from the measurements, never typed in.
///
/// ```swift
/// for check in ScaleClaim.checks(run) { print(check.claim, check.verdict, check.figure) }
/// ```
public struct ScaleClaim: Codable, Equatable, Sendable {
  public enum Verdict: String, Codable, Sendable {
    case supported
    case contradicted
    case notMeasurable = "not measurable"
  }

  public var claim: String
  public var verdict: Verdict
  public var figure: String

  /// Every claim, in the order the comparisons make them.
  public static func checks(_ run: ScaleRun) -> [ScaleClaim] {
    let figures = ScaleFigures(run)
    return [
      mocks(figures), parallelWork(figures), viperAtScale(figures), tcaTeamSize(figures),
      largeStateTrees(figures),
    ]
  }

  static func mocks(_ figures: ScaleFigures) -> ScaleClaim {
    let claim = "VIPER requires many mock objects, TCA a simple TestStore setup"
    let doubles = figures.largest(\.code?.testDoubleLinesPerFeature)
    guard let viper = doubles["viper"], let tca = doubles["tca"] else {
      return ScaleClaim(claim: claim, verdict: .notMeasurable, figure: "VIPER or TCA not measured")
    }
    return ScaleClaim(
      claim: claim, verdict: viper > 0 && tca <= viper / 10 ? .supported : .contradicted,
      figure: "lines of test doubles per feature: " + figures.list(doubles, digits: 1))
  }

  static func parallelWork(_ figures: ScaleFigures) -> ScaleClaim {
    let claim =
      "VIPER: multiple developers can work on different layers simultaneously without conflicts"
    let layout = figures.prefersModulePerFeature ? "module-per-feature" : "one-module"
    let files = figures.largest(
      { $0.code.map { Double($0.filesTouchedByNextFeature.count) } }, layout)
    let lines = figures.largest({ $0.code.map { Double($0.linesTouchedByNextFeature) } }, layout)
    guard let viperFiles = files["viper"], let viperLines = lines["viper"], files.count > 1 else {
      return ScaleClaim(claim: claim, verdict: .notMeasurable, figure: "VIPER not measured")
    }
    let others = files.filter { $0.key != "viper" }
    let otherLines = lines.filter { $0.key != "viper" }.values.sorted()
    let fewestFiles = others.values.min() ?? viperFiles
    let medianLines = otherLines.isEmpty ? viperLines : otherLines[otherLines.count / 2]
    return ScaleClaim(
      claim: claim,
      verdict: viperFiles <= fewestFiles && viperLines < medianLines ? .supported : .contradicted,
      figure: "adding one feature (\(layout)) edits files outside its own folder: "
        + figures.list(files, digits: 0) + "; lines: " + figures.list(lines, digits: 0))
  }

  static func viperAtScale(_ figures: ScaleFigures) -> ScaleClaim {
    let claim = "VIPER for 50+ developers and 200+ screens"
    guard let (small, large) = figures.span, large >= 50 else {
      return ScaleClaim(
        claim: claim, verdict: .notMeasurable, figure: "needs a run that reaches 50 features")
    }
    let layout = figures.prefersModulePerFeature ? "module-per-feature" : "one-module"
    let build = figures.growth(\.build?.bodyEdit.seconds, layout, from: small, to: large)
    let event = figures.growth(\.runtime?.eventMicroseconds, "one-module", from: small, to: large)
    guard let viperBuild = build["viper"] else {
      return ScaleClaim(
        claim: claim, verdict: .notMeasurable, figure: "VIPER's builds not measured")
    }
    let othersBuild = build.filter { $0.key != "viper" }.values
    let scales =
      viperBuild <= (othersBuild.min() ?? viperBuild) * 1.1 && (event["viper"] ?? 1) <= 1.5
    return ScaleClaim(
      claim: claim, verdict: scales ? .supported : .contradicted,
      figure: "an edit inside one feature rebuilds in ×(\(large) features ÷ \(small)) (\(layout)): "
        + figures.list(build, digits: 2, prefix: "×") + "; one event costs ×: "
        + figures.list(event, digits: 2, prefix: "×"))
  }

  static func tcaTeamSize(_ figures: ScaleFigures) -> ScaleClaim {
    let claim = "TCA for teams of 5–15 developers (it does not scale to large teams as VIPER does)"
    let layout = figures.prefersModulePerFeature ? "module-per-feature" : "one-module"
    let lines = figures.largest({ $0.code.map { Double($0.linesTouchedByNextFeature) } }, layout)
    guard let tca = lines["tca"], let viper = lines["viper"] else {
      return ScaleClaim(claim: claim, verdict: .notMeasurable, figure: "TCA or VIPER not measured")
    }
    var figure =
      "lines a new feature adds outside its folder (\(layout)): TCA \(Int(tca)), "
      + "VIPER \(Int(viper))"
    // A few lines either way is no difference a team would feel: a quarter more counts.
    var worse = tca > viper * 1.25
    if let (small, large) = figures.span {
      let build = figures.growth(\.build?.bodyEdit.seconds, layout, from: small, to: large)
      if let tcaBuild = build["tca"], let viperBuild = build["viper"] {
        figure +=
          "; an edit inside one feature rebuilds ×\(String(format: "%.2f", tcaBuild)) "
          + "(TCA) and ×\(String(format: "%.2f", viperBuild)) (VIPER) from \(small) to \(large)"
        worse = worse || tcaBuild > viperBuild * 1.1
      }
    }
    return ScaleClaim(claim: claim, verdict: worse ? .supported : .contradicted, figure: figure)
  }

  static func largeStateTrees(_ figures: ScaleFigures) -> ScaleClaim {
    let claim = "TCA: debugging reducers across large state trees can be tricky"
    guard let (small, large) = figures.span else {
      return ScaleClaim(claim: claim, verdict: .notMeasurable, figure: "one size only")
    }
    let event = figures.growth(\.runtime?.eventMicroseconds, "one-module", from: small, to: large)
    let figure =
      event["tca"].map {
        "how debugging feels is not a figure; what is: one event in one feature costs "
          + "×\(String(format: "%.2f", $0)) at \(large) features what it costs at \(small)"
      } ?? "how debugging feels is not a figure"
    return ScaleClaim(claim: claim, verdict: .notMeasurable, figure: figure)
  }
}

/// The measurements of a run, looked up by architecture, layout and size.
struct ScaleFigures {
  var run: ScaleRun

  init(_ run: ScaleRun) { self.run = run }

  var sizes: [Int] { Array(Set(run.measurements.map(\.features))).sorted() }

  /// The smallest and largest sizes measured, when there are two.
  var span: (Int, Int)? {
    guard let first = sizes.first, let last = sizes.last, first < last else { return nil }
    return (first, last)
  }

  var prefersModulePerFeature: Bool {
    run.measurements.contains { $0.layout == FeatureLayout.modulePerFeature.rawValue }
  }

  /// Each architecture's figure at the largest size it has one for.
  func largest(_ value: (ScaleMeasurement) -> Double?, _ layout: String = "one-module")
    -> [String: Double]
  {
    var result: [String: (Int, Double)] = [:]
    for measurement in run.measurements where measurement.layout == layout {
      guard let figure = value(measurement) else { continue }
      if let known = result[measurement.architecture], known.0 > measurement.features {
        continue
      }
      result[measurement.architecture] = (measurement.features, figure)
    }
    return result.mapValues(\.1)
  }

  /// Each architecture's figure at `large` divided by its figure at `small`.
  func growth(
    _ value: (ScaleMeasurement) -> Double?, _ layout: String, from small: Int, to large: Int
  ) -> [String: Double] {
    var result: [String: Double] = [:]
    for architecture in Set(run.measurements.map(\.architecture)) {
      func at(_ size: Int) -> Double? {
        guard
          let measurement = run.measurements.first(where: {
            $0.architecture == architecture && $0.layout == layout && $0.features == size
          })
        else { return nil }
        return value(measurement)
      }
      if let before = at(small), let after = at(large), before > 0 {
        result[architecture] = after / before
      }
    }
    return result
  }

  /// `tca 1.0, viper 3.5, …` in the architectures' order.
  func list(_ values: [String: Double], digits: Int, prefix: String = "") -> String {
    FeatureArchitecture.allCases.compactMap { architecture in
      values[architecture.rawValue].map {
        "\(architecture.rawValue) \(prefix)\(String(format: "%.\(digits)f", $0))"
      }
    }.joined(separator: ", ")
  }
}
