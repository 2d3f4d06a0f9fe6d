/// Why `triptych new` wrote nothing, in words for the command line.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
  case notAnIdentifier(String)
  case unknownArchitecture(String)
  case noTemplates(architecture: String, folder: String)
  case templatesNotFound(String)
  case alreadyExists(String)
  case noModule(packageRoot: String, candidates: [String])
  case moduleNotFound(module: String, folder: String)
  case badTemplate(file: String, reason: String)
  case cannotWrite(file: String, reason: String)
  case notAKitsCheckout(String)
  case notWirable(feature: String, architecture: String, root: String)
  case alreadyWired(feature: String, file: String)
  case uncommittedChanges([String])
  case noManifestMarker(String)
  case featureCount(Int)

  public var description: String {
    switch self {
    case .notAnIdentifier(let name):
      "“\(name)” is not a type name: use letters, digits and _, starting with a capital letter "
        + "(e.g. Profile), and not a Swift keyword."
    case .unknownArchitecture(let name):
      "Unknown architecture “\(name)”: choose one of \(FeatureArchitecture.names)."
    case .noTemplates(let architecture, let folder):
      "No templates for \(architecture) yet (looked for \(folder)); `triptych new --list` "
        + "shows the ones there are."
    case .templatesNotFound(let folder):
      "No template directory at \(folder): pass --templates DIR."
    case .alreadyExists(let path):
      "\(path) already exists: nothing was written (--force overwrites the generated files)."
    case .noModule(let root, let candidates):
      candidates.isEmpty
        ? "No target in \(root)/Sources with a test folder Tests/<target>Tests: pass --module."
        : "Several targets in \(root)/Sources (\(candidates.joined(separator: ", "))): "
          + "pass --module."
    case .moduleNotFound(let module, let folder):
      "No target \(module): \(folder) does not exist."
    case .badTemplate(let file, let reason):
      "Template \(file) cannot be read: \(reason)"
    case .cannotWrite(let file, let reason):
      "Cannot write \(file): \(reason)"
    case .notAKitsCheckout(let path):
      "\(path) is not a Triptych checkout (it has no Sources/Views): pass --kits with the "
        + "folder you cloned Triptych into, or --kits-url."
    case .notWirable(let feature, let architecture, let root):
      "\(feature) (\(architecture)) cannot be wired into a root written in \(root)."
    case .alreadyWired(let feature, let file):
      "\(feature) is already wired into \(file): nothing was written (choose another name)."
    case .uncommittedChanges(let files):
      "\(files.joined(separator: ", ")) \(files.count == 1 ? "has" : "have") uncommitted "
        + "changes: commit or stash them first, so the feature's edits can be told apart "
        + "(--force writes anyway). Nothing was written."
    case .noManifestMarker(let marker):
      "Package.swift has no “\(marker)” line: this app keeps a module per feature but its "
        + "manifest was changed by hand; add the line where new targets should go."
    case .featureCount(let count):
      "--features \(count): an app has 1 to 1000 features."
    }
  }
}
