//! Keeping the process's memory flat: freed memory given back to the system after a burst of
//! renders.

/// Gives back to the system what is free after a burst of renders (an isolate built, dropped or
/// compacted). All of the process's `malloc` is mimalloc's (Cargo.toml: its `override` feature,
/// so V8's parser and compiler zones too), which otherwise keeps freed pages for a while. Before
/// the override, glibc's arenas held V8's zones: peak RSS under the page load was 30–50 MB higher
/// even with its arenas limited to two and `malloc_trim` here (docs/decisions.md).
pub fn trim_allocator() {
    // SAFETY: mi_collect frees only memory no allocation uses, and may be called from any thread.
    unsafe {
        libmimalloc_sys::mi_collect(true);
    }
}
