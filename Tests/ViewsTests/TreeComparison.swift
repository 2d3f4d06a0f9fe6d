import Views

/// Whether the host's tree is what resolving `view` from scratch gives, in every field: what a
/// render that reused and spliced nodes must still show.
func showsTheSame(_ host: ViewHost, as view: some View) -> Bool {
  ViewTreeDiff(from: resolveTree(view), to: host.tree).changes.isEmpty
}
