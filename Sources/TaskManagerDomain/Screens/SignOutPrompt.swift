/// The question asked when Sign Out would throw away text typed on the Text tab and not
/// saved, worded once. "Keep Editing" returns to the Text tab with the text as it was;
/// "Discard and Sign Out" signs out. Without unsaved text, Sign Out asks nothing.
///
/// ```swift
/// if text.hasUnsavedChanges {
///   // present SignOutPrompt.title / .message with .keepLabel (cancel) and .discardLabel
/// }
/// ```
public enum SignOutPrompt {
  public static let title = "Discard your unsaved text?"
  public static let message =
    "The Text tab has changes you have not saved. Signing out now throws them away."
  public static let keepLabel = "Keep Editing"
  public static let discardLabel = "Discard and Sign Out"
}
