//! Keeping the process's memory flat: fewer malloc arenas, and freed memory given back to the
//! system after a burst of renders.

/// glibc gives every thread that allocates concurrently an arena of its own (up to 8 per core):
/// V8's compiler and GC threads, the render threads and actix's workers each grow one, and
/// memory freed in one arena is not reused by another. Two arenas measured 28 MB less peak RSS
/// under the page load and flat RSS over 100 000 renders, at no measurable cost in throughput
/// (docs/performance.md). Call before any thread is started; `MALLOC_ARENA_MAX` in the
/// environment still wins.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        if std::env::var_os("MALLOC_ARENA_MAX").is_some() {
            return;
        }
        extern "C" {
            fn mallopt(param: i32, value: i32) -> i32;
        }
        const M_ARENA_MAX: i32 = -8;
        // SAFETY: mallopt only changes allocator tuning; called before other threads exist.
        unsafe {
            mallopt(M_ARENA_MAX, 2);
        }
    }
}

/// glibc keeps freed memory in per-thread arenas; after a burst of large render strings the
/// process would stay at its peak size. `malloc_trim` returns what is free. Other C libraries
/// do not need (or have) it.
pub fn trim_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        extern "C" {
            fn malloc_trim(pad: usize) -> i32;
        }
        // SAFETY: malloc_trim only releases free memory; it touches no live allocation.
        unsafe {
            malloc_trim(0);
        }
    }
}
