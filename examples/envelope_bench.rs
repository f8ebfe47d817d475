//! What the proxy spends per upstream answer to find the envelope's `code`: the full parse into a
//! `serde_json::Value` (what it did) against `envelope_code_of` (what it does), on the bench's
//! fixed answer and on a 10-row message list. Counts allocations (exact) and times both,
//! interleaved, so a shared machine skews both sides alike. Not a test: nothing asserts a time.
//!
//!   cargo run --release --example envelope_bench [ITERATIONS=200000]

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use orgcenter_core::envelope::{envelope_code, envelope_code_of, parse_envelope};

/// The system allocator, counting calls.
struct Counting;
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn message_list() -> Vec<u8> {
    let rows: Vec<String> = (0..10)
        .map(|i| {
            format!(
                r#"{{"id":{i},"title":"关于第{i}期项目执行报告的提醒","content":"请于本月底前提交项目执行报告，逾期将影响后续拨款。","type":2,"is_read":0,"create_time":1763600000,"sender":"平台管理员"}}"#
            )
        })
        .collect();
    format!(
        r#"{{"code":200,"msg":"ok","data":{{"total":25,"page":1,"limit":10,"list":[{}]}}}}"#,
        rows.join(",")
    )
    .into_bytes()
}

fn measure(bytes: &[u8], iterations: usize, f: &dyn Fn(&[u8]) -> i64) -> (f64, f64) {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let started = Instant::now();
    for _ in 0..iterations {
        black_box(f(black_box(bytes)));
    }
    let ns = started.elapsed().as_nanos() as f64 / iterations as f64;
    let allocs = (ALLOCATIONS.load(Ordering::Relaxed) - before) as f64 / iterations as f64;
    (ns, allocs)
}

fn main() {
    let iterations: usize = std::env::args()
        .nth(1)
        .map_or(200_000, |n| n.parse().expect("ITERATIONS"));
    let full = |b: &[u8]| envelope_code(&parse_envelope(b).unwrap()).unwrap();
    let head = |b: &[u8]| envelope_code_of(b).unwrap();
    let fixed =
        r#"{"code":200,"msg":"ok","data":{"id":1,"name":"北京春晖公益基金会","un_read":3}}"#
            .as_bytes();
    let list = message_list();
    for (label, bytes) in [("fixed answer", fixed), ("10-row list", &list)] {
        let (mut full_ns, mut head_ns) = (Vec::new(), Vec::new());
        let (mut full_allocs, mut head_allocs) = (0.0, 0.0);
        for _ in 0..5 {
            let (ns, a) = measure(bytes, iterations / 5, &full);
            full_ns.push(ns);
            full_allocs = a;
            let (ns, a) = measure(bytes, iterations / 5, &head);
            head_ns.push(ns);
            head_allocs = a;
        }
        full_ns.sort_by(f64::total_cmp);
        head_ns.sort_by(f64::total_cmp);
        println!(
            "{label} ({} bytes): full parse {:.0} ns, {full_allocs:.0} allocations; code only {:.0} ns, {head_allocs:.0} allocations",
            bytes.len(),
            full_ns[2],
            head_ns[2],
        );
    }
}
