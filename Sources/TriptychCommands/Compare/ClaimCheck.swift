import Foundation

/// A claim the usual architecture comparisons make ("VIPER: boilerplate high"), next to what
/// this tree measures, and whether the measurement agrees. The verdict is computed from the
/// numbers of the run, never written by hand.
///
/// ```swift
/// for check in comparison.claimChecks(newScreen: costs) { print(check.claim, check.verdict) }
/// ```
public struct ClaimCheck: Codable, Equatable, Sendable {
  public var claim: String
  public var measurement: String
  public var agrees: Bool
}

extension SourceComparison {
  /// The claims, checked over the whole-app variants (hybrids are bridges, not apps).
  public func claimChecks(newScreen: [NewScreenCost]) -> [ClaimCheck] {
    let apps = variants.filter { $0.reuses.isEmpty && $0.sources.codeLines > 0 }
    guard let viper = apps.first(where: { $0.architecture == "viper" }),
      let tca = apps.first(where: { $0.architecture == "tca" })
    else { return [] }
    var checks: [ClaimCheck] = []

    let wiringShare = { (v: Variant) in Double(v.wiringCodeLines) / Double(v.sources.codeLines) }
    let wiringRunnerUp = apps.filter { $0.architecture != "viper" }.max {
      wiringShare($0) < wiringShare($1)
    }
    checks.append(
      ClaimCheck(
        claim: "VIPER: boilerplate is high",
        measurement: "wiring (contracts, assembly, routing) is \(percent(wiringShare(viper))) of"
          + " VIPER's code (\(viper.wiringCodeLines) of \(viper.sources.codeLines) lines)"
          + (wiringRunnerUp.map {
            "; the next highest is \($0.displayName) at \(percent(wiringShare($0)))"
          } ?? ""),
        agrees: apps.allSatisfy { wiringShare($0) <= wiringShare(viper) }))

    let filesPerFeature = { (v: Variant) in
      Double(v.sources.files) / Double(max(1, v.folders.count))
    }
    var filesMeasurement =
      "VIPER has \(oneDecimal(filesPerFeature(viper))) files per feature folder; "
      + apps.filter { $0.architecture != "viper" }
      .map { "\($0.displayName) \(oneDecimal(filesPerFeature($0)))" }.joined(separator: ", ")
    if let generated = newScreen.first(where: { $0.architecture == "viper" }) {
      filesMeasurement +=
        ". A new screen from `triptych new` is \(generated.sourceFiles) source files in VIPER; "
        + newScreen.filter { $0.architecture != "viper" }
        .map { "\($0.architecture) \($0.sourceFiles)" }.joined(separator: ", ")
    }
    checks.append(
      ClaimCheck(
        claim: "VIPER: many files per module", measurement: filesMeasurement,
        agrees: apps.allSatisfy { filesPerFeature($0) <= filesPerFeature(viper) }))

    let supportShare = { (v: Variant) in
      Double(v.testSupportCodeLines) / Double(max(1, v.tests.codeLines))
    }
    checks.append(
      ClaimCheck(
        claim: "TCA: testability is excellent (tests need little set-up)",
        measurement: "set-up (fixtures, spies, stubs) is \(percent(supportShare(tca))) of TCA's"
          + " test code; "
          + apps.filter { $0.architecture != "tca" }
          .map { "\($0.displayName) \(percent(supportShare($0)))" }.joined(separator: ", "),
        agrees: apps.allSatisfy { supportShare(tca) <= supportShare($0) }))

    if let mvvm = apps.first(where: { $0.architecture == "mvvm" }) {
      checks.append(
        ClaimCheck(
          claim: "MVVM: the least code for the same app",
          measurement: "MVVM is \(mvvm.sources.codeLines) code lines; "
            + apps.filter { $0.architecture != "mvvm" }
            .map { "\($0.displayName) \($0.sources.codeLines)" }.joined(separator: ", "),
          agrees: apps.allSatisfy { mvvm.sources.codeLines <= $0.sources.codeLines }))
    }
    return checks
  }

  private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
  private func oneDecimal(_ value: Double) -> String { String(format: "%.1f", value) }
}

extension Array where Element == ClaimCheck {
  /// The checks as a Markdown table.
  public func markdown() -> String {
    guard !isEmpty else { return "" }
    var out = "The comparisons' claims, measured here:\n\n| claim | measured | verdict |\n"
    out += "| --- | --- | --- |\n"
    for check in self {
      out +=
        "| \(check.claim) | \(check.measurement) | \(check.agrees ? "agrees" : "disagrees") |\n"
    }
    return out
  }
}

extension Array where Element == NewScreenCost {
  /// What adding one screen costs, as a Markdown table.
  public func markdown() -> String {
    guard !isEmpty else { return "" }
    var out = "Adding one screen (`triptych new feature`, from `Templates/`):\n\n"
    out += "| architecture | source files | source lines | test files | test lines |\n"
    out += "| --- | ---: | ---: | ---: | ---: |\n"
    for cost in self {
      out += "| \(cost.architecture) | \(cost.sourceFiles) | \(cost.sourceLines) |"
      out += " \(cost.testFiles) | \(cost.testLines) |\n"
    }
    return out
  }
}
