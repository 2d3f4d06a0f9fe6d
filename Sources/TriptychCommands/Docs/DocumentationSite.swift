import Foundation
import WebHost

/// The documentation site: every DocC catalog of the package in one static site, built by
/// `triptych docs` for hosting under `/docs` and served there by `triptych serve --docs PATH`.
///
/// ```swift
/// DocumentationSite.catalogs.first  // "Composable"
/// DocumentationSite.staticFolder(URL(fileURLWithPath: ".build/documentation-site")).path
/// // "/docs"
/// ```
public enum DocumentationSite {
  /// The targets whose documentation the site holds: the kits (each with its symbols, and most
  /// with a catalog of articles), the TaskManager's modules, and the catalogs that are not
  /// code to take home, such as the tutorial, whose target has almost no public symbols. The
  /// one list both `triptych docs` and CI build.
  public static let catalogs = DocumentationCoverage.kits + app + guides

  /// The TaskManager's modules: the domain, the shared views, each variant and each hybrid.
  public static let app = [
    "TaskManagerDomain", "TaskManagerViews", "TaskManagerTCA", "TaskManagerVIPER",
    "TaskManagerMVVM", "TaskManagerMVVMState", "TaskManagerMVC", "TaskManagerMVCViper",
    "TaskManagerViperTCA",
  ]

  /// Catalogs of targets that are not kits: tutorials and articles.
  public static let guides = ["LoginTutorial"]

  /// Where the site is hosted: its pages' links and script start with `/docs/`.
  static let hostingBasePath = "docs"

  /// The site's address on the server, as the app's pages link to it.
  static let link = "/" + hostingBasePath + "/"

  /// Where `triptych docs` writes the site unless told otherwise: inside the package's build
  /// folder, which git ignores.
  static func defaultOutput(package: URL) -> URL {
    package.appendingPathComponent(".build/documentation-site")
  }

  /// The site at `folder`, as `triptych serve` serves it; the pages' one inline script (their
  /// base URL) is allowed by its hash.
  static func staticFolder(_ folder: URL) -> StaticFolder {
    StaticFolder(path: "/" + hostingBasePath, folder: folder)
  }

  /// What `serve --docs PATH` says when `PATH` is no site: what is wrong and how to build one.
  static func problem(_ problem: StaticFolder.Problem) -> String {
    let advice = "Build the site with `triptych docs` and pass the folder it prints."
    return switch problem {
    case .missing(let path): "--docs: there is no folder at \(path). \(advice)"
    case .notAFolder(let path): "--docs: \(path) is a file, not a folder. \(advice)"
    case .noIndex(let path):
      "--docs: \(path) has no index.html, so it is not a documentation site. \(advice)"
    }
  }

  /// The page at the site's top: DocC's pages live under `documentation/` and `tutorials/`, and
  /// its renderer has nothing to show at the top, so the top sends the browser on to the
  /// landing page that lists every module, without script (its policy allows none inline
  /// that it does not know).
  static let topPage = """
    <!doctype html><html lang="en"><head><meta charset="utf-8">
    <title>Triptych documentation</title>
    <meta http-equiv="refresh" content="0; url=documentation/">
    </head><body><p><a href="documentation/">Triptych documentation</a></p></body></html>

    """
}
