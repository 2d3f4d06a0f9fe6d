// The Composable runtime: see Reducer.swift and Store.swift.
