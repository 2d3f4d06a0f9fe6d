import Foundation
import TaskManagerDomain
import WebHost

/// A horizontal bar chart as inline SVG: one bar per variant, each architecture in its own
/// colour (the same on every chart), the value written at the bar's end. No script, no
/// external assets, no style attributes (the page's Content-Security-Policy allows none).
///
/// ```swift
/// BarChart.svg(title: "Code lines", unit: "lines", bars: [.init(label: "TCA", value: 1122)])
/// ```
enum BarChart {
  struct Bar {
    var label: String
    var value: Double
    /// Picks the colour: the same architecture has the same colour on every chart.
    var architecture: String
    /// Text after the value: a spread (`498–612`), say.
    var note: String? = nil
    /// Counts only part of what the other bars count (a hybrid's own glue code): drawn pale
    /// and outlined, after a gap.
    var isPartial = false
  }

  /// One colour per architecture, in the picker's order; colour-blind-safe (Okabe–Ito).
  static let palette = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#7F7F7F", "#F0E442",
  ]

  static func svg(title: String, unit: String, bars: [Bar]) -> String {
    let labelWidth = 150.0
    let barArea = 360.0
    let rowHeight = 22.0
    let width = labelWidth + barArea + 230
    let gap = bars.contains(where: \.isPartial) ? rowHeight / 2 : 0
    let height = rowHeight * Double(bars.count) + 30 + gap
    let largest = max(bars.map(\.value).max() ?? 0, 1)
    var out = #"<figure class="chart"><figcaption>"#
    out += HTMLText.escaped(title) + "</figcaption>"
    // The picture is for the eye; assistive technology reads the same values as a table.
    out += #"<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="\#(Int(width))""#
    out += #" height="\#(Int(height))" viewBox="0 0 \#(Int(width)) \#(Int(height))">"#
    for (index, bar) in bars.enumerated() {
      let y = 10 + Double(index) * rowHeight + (bar.isPartial ? gap : 0)
      let length = max(1, barArea * bar.value / largest)
      let colour = colour(for: bar.architecture)
      out += #"<text x="0" y="\#(Int(y + 14))" font-size="13">"#
      out += HTMLText.escaped(bar.label) + "</text>"
      out += #"<rect x="\#(Int(labelWidth))" y="\#(Int(y))" width="\#(Int(length))""#
      out += #" height="16" fill="\#(colour)""#
      if bar.isPartial {
        out += #" fill-opacity="0.35" stroke="\#(colour)" stroke-dasharray="3 2""#
      }
      out += "><title>"
      out += HTMLText.escaped("\(bar.label): \(formatted(bar.value)) \(unit)") + "</title></rect>"
      out += #"<text x="\#(Int(labelWidth + length + 6))" y="\#(Int(y + 14))" font-size="13">"#
      out += HTMLText.escaped("\(formatted(bar.value)) \(unit)" + (bar.note.map { " " + $0 } ?? ""))
      out += "</text>"
    }
    return out + "</svg>" + table(title: title, unit: unit, bars: bars) + "</figure>"
  }

  /// The chart's values as a table only screen readers see.
  static func table(title: String, unit: String, bars: [Bar]) -> String {
    var out = #"<table class="visually-hidden"><caption>"#
    out += HTMLText.escaped(title) + #"</caption><thead><tr><th scope="col">Variant</th>"#
    out += #"<th scope="col">"# + HTMLText.escaped(unit) + "</th></tr></thead><tbody>"
    for bar in bars {
      out += #"<tr><th scope="row">"# + HTMLText.escaped(bar.label) + "</th><td>"
      out += HTMLText.escaped(formatted(bar.value) + (bar.note.map { " " + $0 } ?? ""))
      out += "</td></tr>"
    }
    return out + "</tbody></table>"
  }

  static func colour(for architecture: String) -> String {
    let order = Architecture.allCases.map(\.rawValue)
    return palette[(order.firstIndex(of: architecture) ?? order.count) % palette.count]
  }

  private static func formatted(_ value: Double) -> String {
    value >= 100 || value == value.rounded()
      ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }
}
