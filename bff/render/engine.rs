//! One V8 isolate holding the evaluated server bundle, and one render call on it.
//!
//! `ssr_rs::Ssr` keeps every render's handles in one long-lived scope (memory grows with each
//! render), has no heap limit, no way to stop a runaway render and no exception text
//! (`../shared/research/ssr-and-bff.md` §1.3). So we use the V8 that `ssr_rs` re-exports and
//! initialises, and add what it lacks: a handle scope and a `TryCatch` per render, a heap limit
//! whose near-limit callback stops the script, and a thread-safe handle for the watchdog.

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering};

use ssr_rs::v8;

/// Why a render produced no HTML. Every variant makes the page fall back to client rendering.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum RenderError {
    #[error("the server bundle did not load: {0}")]
    Load(String),
    #[error("the render threw: {0}")]
    Threw(String),
    #[error("the render ran past its time budget and was stopped")]
    Timeout,
    #[error("the render reached the heap limit and was stopped")]
    HeapLimit,
    #[error("the render returned something other than a string")]
    NotAString,
    #[error("every render thread is busy")]
    Busy,
    #[error("the render pool is not running")]
    PoolGone,
}

/// Shared with V8's near-heap-limit callback, which may fire in the middle of a render.
struct HeapGuard {
    handle: v8::IsolateHandle,
    hit: AtomicBool,
}

unsafe extern "C" fn near_heap_limit(data: *mut c_void, current: usize, _initial: usize) -> usize {
    // SAFETY: `data` is the `HeapGuard` boxed in `Engine`, which outlives the isolate.
    let guard = unsafe { &*(data as *const HeapGuard) };
    guard.hit.store(true, Ordering::SeqCst);
    guard.handle.terminate_execution();
    // Give the terminating script room to unwind instead of aborting the process; the isolate
    // is thrown away right after.
    current + current / 2
}

pub struct Engine {
    // Field order is drop order: the handles into the isolate go before the isolate itself,
    // and the guard its callback points to goes after it.
    function: v8::Global<v8::Function>,
    context: v8::Global<v8::Context>,
    isolate: v8::OwnedIsolate,
    heap_guard: Box<HeapGuard>,
    renders: u64,
}

impl Engine {
    /// Evaluates `source` (an IIFE assigning `var SSR = {render}`) in a fresh isolate.
    pub fn new(source: &str, heap_limit_bytes: usize) -> Result<Self, RenderError> {
        let params = v8::CreateParams::default().heap_limits(0, heap_limit_bytes);
        let mut isolate = v8::Isolate::new(params);
        let heap_guard = Box::new(HeapGuard {
            handle: isolate.thread_safe_handle(),
            hit: AtomicBool::new(false),
        });
        let guard_ptr = &*heap_guard as *const HeapGuard as *mut c_void;
        isolate.add_near_heap_limit_callback(near_heap_limit, guard_ptr);

        let (context, function) = {
            let scope = &mut v8::HandleScope::new(&mut isolate);
            let context = v8::Context::new(scope, Default::default());
            let scope = &mut v8::ContextScope::new(scope, context);
            let tc = &mut v8::TryCatch::new(scope);
            let code = v8::String::new(tc, &format!("{source};\nSSR")).ok_or_else(|| {
                RenderError::Load("the bundle is too large for a V8 string".into())
            })?;
            let exports = v8::Script::compile(tc, code, None)
                .and_then(|script| script.run(tc))
                .ok_or_else(|| RenderError::Load(exception_text(tc)))?;
            let exports = exports
                .to_object(tc)
                .ok_or_else(|| RenderError::Load("the bundle defines no SSR object".into()))?;
            let key = v8::String::new(tc, "render").expect("a short ASCII string");
            let render = exports
                .get(tc, key.into())
                .and_then(|value| v8::Local::<v8::Function>::try_from(value).ok())
                .ok_or_else(|| RenderError::Load("SSR.render is not a function".into()))?;
            (v8::Global::new(tc, context), v8::Global::new(tc, render))
        };

        Ok(Self {
            function,
            context,
            isolate,
            heap_guard,
            renders: 0,
        })
    }

    /// A handle the watchdog may use from another thread to stop the current render.
    pub fn thread_safe_handle(&self) -> v8::IsolateHandle {
        self.isolate.thread_safe_handle()
    }

    pub fn renders(&self) -> u64 {
        self.renders
    }

    /// Calls `SSR.render(input)`. Every handle made here dies with the scope at the end of the call.
    pub fn render(&mut self, input: &str) -> Result<String, RenderError> {
        self.renders += 1;
        let scope = &mut v8::HandleScope::new(&mut self.isolate);
        let context = v8::Local::new(scope, &self.context);
        let scope = &mut v8::ContextScope::new(scope, context);
        let tc = &mut v8::TryCatch::new(scope);
        let render = v8::Local::new(tc, &self.function);
        let arg = v8::String::new(tc, input)
            .ok_or_else(|| RenderError::Threw("the render input is too large".into()))?;
        let receiver = v8::undefined(tc).into();
        match render.call(tc, receiver, &[arg.into()]) {
            Some(value) if value.is_string() => Ok(value.to_rust_string_lossy(tc)),
            Some(_) => Err(RenderError::NotAString),
            None if self.heap_guard.hit.load(Ordering::SeqCst) => Err(RenderError::HeapLimit),
            None if tc.has_terminated() => Err(RenderError::Timeout),
            None => Err(RenderError::Threw(exception_text(tc))),
        }
    }

    /// Tells V8 the process is idle and short of memory: it collects garbage fully and gives
    /// free heap pages back to the system.
    pub fn release_memory(&mut self) {
        self.isolate.low_memory_notification();
    }

    /// After a stopped render the isolate is in an unknown state and must not be reused.
    pub fn was_stopped(&self) -> bool {
        self.heap_guard.hit.load(Ordering::SeqCst) || self.isolate.is_execution_terminating()
    }
}

fn exception_text(tc: &mut v8::TryCatch<v8::HandleScope>) -> String {
    let Some(exception) = tc.exception() else {
        return "no exception object".into();
    };
    let message = exception.to_rust_string_lossy(tc);
    match tc.stack_trace() {
        Some(stack) => {
            let stack = stack.to_rust_string_lossy(tc);
            // The first line of the stack repeats the message; keep the next four frames.
            let first_frames: Vec<&str> = stack
                .lines()
                .enumerate()
                .filter(|(i, _)| (1..=4).contains(i))
                .map(|(_, l)| l)
                .collect();
            format!("{message} | {}", first_frames.join(" "))
        }
        None => message,
    }
}
