// The TaskPaper format kit: parse, serialize, edit and query TaskPaper outlines exactly as
// birch-outline 0.2.1 (the library behind TaskPaper 3) does. See TaskPaper.docc/TaskPaper.md
// for the overview and the list of deliberate deviations from birch.
