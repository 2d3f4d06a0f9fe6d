import WebHost

extension ScaleReport {
  /// `/compare`'s "At scale" section: the last `scale` run's curves and the claims' verdicts,
  /// or how to produce them. The charts' values are in a table screen readers read.
  static func html(_ run: ScaleRun?) -> String {
    var out = "<h2>At scale</h2>"
    guard let run, !run.measurements.isEmpty else {
      out += "<p>Not measured yet: <code>swift run -c release triptych-bench scale</code> "
      out += "generates each architecture's app with 1 to 200 features, builds, tests and "
      out += "runs them, and writes <code>Docs/Scale.md</code> and the figures shown here.</p>"
      return out
    }
    let report = ScaleReport(run: run)
    out += "<p>Apps of \(report.sizes.map(String.init).joined(separator: ", ")) features, "
    out += "generated in every architecture and measured by <code>"
    out += HTMLText.escaped(run.command) + "</code>, " + HTMLText.escaped(run.date) + ", "
    out += HTMLText.escaped(run.machine) + ". Solid lines: one module; dashed: a module per "
    out += "feature.</p><div class=\"compare-grid\">"
    for metric in Self.metrics {
      let curves = report.curves(metric)
      guard curves.contains(where: { !$0.points.isEmpty }) else { continue }
      // Not `chart`: that class is the comparison's bar charts, one bar per variant.
      out += #"<figure class="scale-chart"><div aria-hidden="true">"#
      out += LineChart.svg(
        title: metric.title, unit: metric.unit, sizes: report.sizes, curves: curves)
      out += "</div>" + table(metric, curves: curves, sizes: report.sizes) + "</figure>"
    }
    out += "</div><table class=\"claims\"><caption>The claims about scale, checked</caption>"
    out += "<thead><tr><th>claim</th><th>measured here</th><th>verdict</th></tr></thead><tbody>"
    for check in ScaleClaim.checks(run) {
      out += "<tr><td>\(HTMLText.escaped(check.claim))</td>"
      out += "<td>\(HTMLText.escaped(check.figure))</td>"
      out += "<td>\(HTMLText.escaped(check.verdict.rawValue))</td></tr>"
    }
    return out + "</tbody></table>"
  }

  private static func table(_ metric: Metric, curves: [LineChart.Curve], sizes: [Int]) -> String {
    var out = #"<table class="visually-hidden"><caption>"#
    out += HTMLText.escaped("\(metric.title) (\(metric.unit))") + "</caption><thead><tr>"
    out += #"<th scope="col">variant</th>"#
    for size in sizes { out += #"<th scope="col">\#(size) features</th>"# }
    out += "</tr></thead><tbody>"
    for curve in curves {
      out += #"<tr><th scope="row">"# + HTMLText.escaped(curve.label) + "</th>"
      for size in sizes {
        out += "<td>" + (curve.points[size].map(LineChart.formatted) ?? "–") + "</td>"
      }
      out += "</tr>"
    }
    return out + "</tbody></table>"
  }
}
