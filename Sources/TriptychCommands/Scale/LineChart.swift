import Foundation
import WebHost

/// A line chart as standalone SVG: x is the number of features (the sizes equally spaced, as
/// they grow by factors), y a figure from zero, one curve per architecture in its colour
/// (the bar charts' colours), dashed for the module-per-feature layout. No script, no style
/// attributes, so `/compare`'s Content-Security-Policy lets it in.
///
/// ```swift
/// LineChart.svg(title: "Clean build", unit: "s", sizes: [1, 10], curves: [
///   .init(label: "tca", architecture: "tca", isDashed: false, points: [1: 4.2, 10: 9.8]),
/// ])
/// ```
enum LineChart {
  struct Curve {
    var label: String
    var architecture: String
    var isDashed: Bool
    /// Value by number of features; sizes without a value are skipped.
    var points: [Int: Double]
  }

  static func svg(title: String, unit: String, sizes: [Int], curves: [Curve]) -> String {
    let left = 60.0
    let plotWidth = 420.0
    let plotHeight = 200.0
    let top = 24.0
    let legendWidth = 230.0
    let width = left + plotWidth + 20 + legendWidth
    let height = top + plotHeight + 40
    let largest = max(curves.flatMap(\.points.values).max() ?? 0, 1e-9)
    func x(_ size: Int) -> Double {
      guard let index = sizes.firstIndex(of: size) else { return left }
      return sizes.count == 1
        ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(sizes.count - 1)
    }
    func y(_ value: Double) -> Double { top + plotHeight * (1 - value / largest) }
    var out = #"<svg xmlns="http://www.w3.org/2000/svg" role="img" width="\#(Int(width))""#
    out += #" height="\#(Int(height))" viewBox="0 0 \#(Int(width)) \#(Int(height))">"#
    out += "<title>" + HTMLText.escaped("\(title) (\(unit))") + "</title>"
    out += #"<text x="0" y="14" font-size="13" font-weight="bold" fill="currentColor">"#
    out += HTMLText.escaped("\(title) (\(unit))") + "</text>"
    // Axes: zero and the largest value on y, the sizes on x.
    out += line(left, top, left, top + plotHeight, colour: "#999")
    out += line(left, top + plotHeight, left + plotWidth, top + plotHeight, colour: "#999")
    out += label(left - 6, top + 4, formatted(largest), anchor: "end")
    out += label(left - 6, top + plotHeight, "0", anchor: "end")
    for size in sizes {
      out += label(x(size), top + plotHeight + 16, "\(size)", anchor: "middle")
    }
    out += label(left + plotWidth / 2, top + plotHeight + 34, "features", anchor: "middle")
    for (index, curve) in curves.enumerated() {
      let colour = BarChart.colour(for: curve.architecture)
      let points = sizes.compactMap { size in curve.points[size].map { (x(size), y($0)) } }
      if points.count > 1 {
        out += #"<polyline fill="none" stroke="\#(colour)" stroke-width="2""#
        if curve.isDashed { out += #" stroke-dasharray="6 3""# }
        out += #" points=""# + points.map { "\(Int($0.0)),\(Int($0.1))" }.joined(separator: " ")
        out += #""/>"#
      }
      for point in points {
        out += #"<circle cx="\#(Int(point.0))" cy="\#(Int(point.1))" r="3" fill="\#(colour)"/>"#
      }
      let legendY = top + 14 + Double(index) * 18
      let legendX = left + plotWidth + 20
      out += #"<line x1="\#(Int(legendX))" y1="\#(Int(legendY - 4))" x2="\#(Int(legendX + 24))""#
      out += #" y2="\#(Int(legendY - 4))" stroke="\#(colour)" stroke-width="2""#
      if curve.isDashed { out += #" stroke-dasharray="6 3""# }
      out += "/>"
      out += label(legendX + 30, legendY, curve.label, anchor: "start")
    }
    return out + "</svg>"
  }

  private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, colour: String)
    -> String
  {
    #"<line x1="\#(Int(x1))" y1="\#(Int(y1))" x2="\#(Int(x2))" y2="\#(Int(y2))" stroke="\#(colour)"/>"#
  }

  private static func label(_ x: Double, _ y: Double, _ text: String, anchor: String) -> String {
    #"<text x="\#(Int(x))" y="\#(Int(y))" font-size="12" fill="currentColor" text-anchor="\#(anchor)">"#
      + HTMLText.escaped(text) + "</text>"
  }

  static func formatted(_ value: Double) -> String {
    if value >= 100 || value == value.rounded() { return String(Int(value.rounded())) }
    return value >= 1 ? String(format: "%.1f", value) : String(format: "%.2f", value)
  }
}
