extension SourceComparison {
  /// The comparison as Markdown tables: one row per variant, then the feature folders with
  /// one column per variant — for the README, CI logs and artefacts.
  ///
  /// ```swift
  /// print(try SourceComparison.measure(packageAt: root).markdown())
  /// ```
  public func markdown() -> String {
    var out =
      "| variant | files | code lines | comment lines | types | protocols"
      + " | feature code | wiring code | test files | test lines | test set-up lines | tests"
      + " | kit code |\n"
    out += "| --- |" + String(repeating: " ---: |", count: 12) + "\n"
    for variant in variants {
      let s = variant.sources
      let t = variant.tests
      let cells = [
        s.files, s.codeLines, s.commentLines, s.types, s.protocols, variant.featureCodeLines,
        variant.wiringCodeLines, t.files, t.codeLines, variant.testSupportCodeLines, t.tests,
        variant.kitSources.codeLines,
      ].map(String.init)
      out += "| \(variant.displayName) | " + cells.joined(separator: " | ") + " |\n"
    }
    out += "\nCode per feature folder (files / code lines):\n\n"
    out += "| folder | " + variants.map(\.displayName).joined(separator: " | ") + " |\n"
    out += "| --- |" + String(repeating: " ---: |", count: variants.count) + "\n"
    for folder in folderNames {
      let cells = variants.map { variant in
        guard let tally = variant.folders.first(where: { $0.name == folder })?.tally else {
          return "—"
        }
        return "\(tally.files) / \(tally.codeLines)"
      }
      out += "| \(folder) | " + cells.joined(separator: " | ") + " |\n"
    }
    out += "\n" + notes
    return out
  }

  /// Every folder some variant has, in first-seen order.
  private var folderNames: [String] {
    var seen: [String] = []
    for folder in variants.flatMap(\.folders) where !seen.contains(folder.name) {
      seen.append(folder.name)
    }
    return seen
  }

  private var notes: String {
    var lines = [
      "Wiring: files in `App/`, `*Module(s).swift`, `*Contracts.swift`, `*Router.swift` and"
        + " bridges; feature code is the rest. Test set-up: test files named for fixtures,"
        + " spies, stubs, support or recorders. Kit code: the code lines of the kits each"
        + " variant is written on (shared, paid once per team)."
    ]
    let hybrids = variants.filter { !$0.reuses.isEmpty }
    if !hybrids.isEmpty {
      lines.append(
        "Hybrids count only their own module; they show screens of "
          + hybrids.map { "\($0.displayName): \($0.reuses.joined(separator: ", "))" }
          .joined(separator: "; ") + ".")
    }
    if !missing.isEmpty {
      lines.append("Not in this tree: \(missing.joined(separator: ", ")).")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
