//! Giving freed memory back to the system after a burst of renders.

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
