// Testing support for Composable: see TestStore.swift.
