import Foundation
import TaskManagerViews
import Views

/// What it costs, per architecture, to put a screen into a given state: the lines of each
/// preview (the median over the variant's previews), and every line of its `Previews/` folder
/// (shared set-up and stubs included) per preview.
///
/// ```swift
/// let costs = PreviewCost.measure(TaskManagerVariants.available)
/// print(costs.markdown())
/// ```
public struct PreviewCost: Codable, Equatable, Sendable {
  public var architecture: String
  public var displayName: String
  public var previews: Int
  /// The median of the previews' own lines (from `Preview(` to its closing bracket).
  public var medianLines: Int
  /// Code lines (not blank, not comments) of the module's `Previews/` folder.
  public var folderLines: Int

  /// ``folderLines`` per preview: the preview and its share of the set-up it calls.
  public var linesPerPreview: Double { Double(folderLines) / Double(max(1, previews)) }

  /// One row per variant whose previews' sources are on this machine.
  public static func measure(_ variants: [TaskManagerVariant]) -> [PreviewCost] {
    variants.compactMap { variant in
      let lines = variant.previews.compactMap(PreviewSource.lines(of:))
      guard let median = PreviewSource.median(lines), let first = variant.previews.first else {
        return nil
      }
      let folder = URL(fileURLWithPath: first.filePath).deletingLastPathComponent()
      return PreviewCost(
        architecture: variant.architecture.rawValue,
        displayName: variant.architecture.displayName, previews: variant.previews.count,
        medianLines: median, folderLines: codeLines(in: folder))
    }
  }

  private static func codeLines(in folder: URL) -> Int {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".swift") } ?? []
    return files.reduce(0) { total, file in
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      return total
        + text.split(separator: "\n").filter { line in
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }
  }

  /// "VIPER requires many mock objects; TCA a simple setup", checked on the whole-app
  /// variants (the hybrids borrow their halves): it agrees when VIPER's previews cost the most
  /// lines each and TCA's the fewest.
  public static func claimCheck(_ costs: [PreviewCost]) -> ClaimCheck? {
    let apps = costs.filter {
      ["tca", "viper", "mvvm", "mvvm-state", "mvc"].contains($0.architecture)
    }
    guard let viper = apps.first(where: { $0.architecture == "viper" }),
      let tca = apps.first(where: { $0.architecture == "tca" })
    else { return nil }
    let each = apps.map { "\($0.displayName) \(oneDecimal($0.linesPerPreview))" }
    return ClaimCheck(
      claim: "Putting a screen into a state: VIPER needs many mock objects, TCA a simple set-up",
      measurement: "lines per preview, set-up included: " + each.joined(separator: ", ")
        + " (median of the previews alone: "
        + apps.map { "\($0.displayName) \($0.medianLines)" }.joined(separator: ", ") + ")",
      agrees: apps.allSatisfy {
        $0.linesPerPreview <= viper.linesPerPreview && $0.linesPerPreview >= tca.linesPerPreview
      })
  }

  private static func oneDecimal(_ value: Double) -> String { String(format: "%.1f", value) }
}

extension Array where Element == PreviewCost {
  /// The costs as a Markdown table.
  public func markdown() -> String {
    guard !isEmpty else { return "" }
    var out = "Putting a screen into a state (the variants' previews, `/gallery`):\n\n"
    out +=
      "| architecture | previews | median lines per preview | Previews/ lines | per preview |\n"
    out += "| --- | ---: | ---: | ---: | ---: |\n"
    for cost in self {
      out += "| \(cost.displayName) | \(cost.previews) | \(cost.medianLines) |"
      out += " \(cost.folderLines) | \(String(format: "%.1f", cost.linesPerPreview)) |\n"
    }
    return out
  }
}
