// A ForEach inside a lazy container (List, LazyVStack…) shows the container's window of
// rows, not all its data: the window grows as the host asks for more.
extension ForEachNode {
    /// How many rows to show: all, unless this ForEach follows a lazy container's window.
    func lazyLimit(total: Int) -> Int {
        guard let window = inputs.environment.lazyWindowUntracked else { return total }
        if window.follower == nil || window.follower?.isMounted == false { window.follower = self }
        guard window.follower === self else { return total }
        window.report(total: total)
        let saved = DependencyTracking.enter(self)
        defer { DependencyTracking.leave(saved) }
        return min(total, window.read())
    }
}
