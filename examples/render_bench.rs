//! Render time per render inside the BFF's own engine, on one thread: one warm V8 isolate with
//! the embedded server bundle, the same `Engine::render` the pool calls, no HTTP and no queue.
//! Not a test: nothing asserts a time. `bench/run.sh` feeds it a render input captured from a
//! real page (`__ORG_STATE__` of a logged-in list page with its loader data).
//!
//!   render_bench INPUT.json [RENDERS=2000] [WARMUP=500]
//!   render_bench A.json,B.json,… [RENDERS] [WARMUP]   (renders the inputs in turn)
//!   render_bench --export DIR
//!   BENCH_V8_FLAGS=--max-semi-space-size=8 render_bench INPUT.json   (other V8 flags)
//!   BENCH_SSR_JS=/tmp/dist/server/ssr.js render_bench INPUT.json     (another build of the bundle)
//!   BENCH_SSR_JS_B=/tmp/b/server/ssr.js render_bench INPUT.json      (A/B: two builds, in turns)
//!
//! A/B mode answers "is B faster than A" on a host whose speed drifts by tens of percent from one
//! minute to the next: each build has its own isolate on its own thread, and they render in
//! turns (A B, B A, A B, …), so a slow minute slows both alike. It prints an `A …` and a `B …`
//! line and `b_over_a=`, the ratio of their CPU medians.
//!
//!   BENCH_VARY=amount_fen,active render_bench INPUT.json   (every render's figures new: see below)
//!
//! Several inputs are rendered in turn, so a page that remembers what it drew (the data centre's
//! chart SVGs, 48 per isolate) is timed drawing new figures when the inputs outnumber what it
//! keeps. `BENCH_VARY=KEY,…` goes further: before each render (outside the timing) every number
//! under one of the KEYs in the input grows by the render's number, so each render draws figures
//! never drawn before: the data centre's first view with no chart remembered, which
//! `bench/run.sh` times that way.
//!
//! The first prints one line: `renders=… median_us=… p90_us=… p99_us=… …`. The second writes the
//! embedded `server/ssr.js`, `manifest.json` and `routes.json` — the exact build the BFF binary of
//! the same `cargo build` embeds — for the Node peer to serve.

use std::borrow::Cow;
use std::sync::{mpsc, Arc};
use std::time::Instant;

use orgcenter::assets::SSR_BUNDLE;
use orgcenter::render::{platform, Engine};

fn main() {
    let mut args = std::env::args().skip(1);
    let input_file = args
        .next()
        .expect("usage: render_bench INPUT.json [RENDERS] [WARMUP]");
    if input_file == "--export" {
        export(&args.next().expect("usage: render_bench --export DIR"));
        return;
    }
    let renders: usize = args.next().map_or(2000, |n| n.parse().expect("RENDERS"));
    let warmup: usize = args.next().map_or(500, |n| n.parse().expect("WARMUP"));
    let inputs = Inputs::new(
        input_file
            .split(',')
            .map(|file| std::fs::read_to_string(file).expect("read the render input"))
            .collect(),
        std::env::var("BENCH_VARY").ok(),
    );

    // This thread initialises V8, so it may own an isolate (see bff/render/platform.rs).
    // BENCH_V8_FLAGS replaces the BFF's flags, to compare settings (e.g. the semi-space size).
    match std::env::var("BENCH_V8_FLAGS") {
        Ok(flags) => platform::init_with_flags(&flags),
        Err(_) => platform::init(),
    }
    // BENCH_SSR_JS renders another build of the bundle (`node build.mjs --out DIR`), to compare
    // two builds of the frontend in this engine without rebuilding the binary.
    let bundle = std::env::var("BENCH_SSR_JS")
        .map(|file| std::fs::read_to_string(file).expect("read BENCH_SSR_JS"))
        .unwrap_or_else(|_| SSR_BUNDLE.to_owned());
    if let Ok(file) = std::env::var("BENCH_SSR_JS_B") {
        let other = std::fs::read_to_string(file).expect("read BENCH_SSR_JS_B");
        a_b(bundle, other, inputs, renders, warmup);
        return;
    }
    let loaded = Instant::now();
    let mut engine = Engine::new(&bundle, 256 * 1024 * 1024).expect("load ssr.js");
    let load_ms = loaded.elapsed().as_secs_f64() * 1e3;

    let first = Instant::now();
    let html = engine.render(&inputs.get(0)).expect("first render");
    let first_ms = first.elapsed().as_secs_f64() * 1e3;
    // The JIT and the style cache warm up over the first few hundred renders.
    for n in 1..=warmup {
        timed_render(&mut engine, &inputs.get(n));
    }
    // Wall time is what a request waits; this thread's CPU time is the render's own cost and
    // is less disturbed when other processes share the cores.
    let mut wall: Vec<u64> = Vec::with_capacity(renders);
    let mut cpu: Vec<u64> = Vec::with_capacity(renders);
    for n in warmup + 1..=warmup + renders {
        let (c, w) = timed_render(&mut engine, &inputs.get(n));
        cpu.push(c);
        wall.push(w);
    }
    wall.sort_unstable();
    cpu.sort_unstable();
    let mean = wall.iter().sum::<u64>() / wall.len().max(1) as u64;
    println!(
        "renders={renders} median_us={} p90_us={} p99_us={} mean_us={mean} min_us={} cpu_median_us={} html_bytes={} load_ms={load_ms:.0} first_ms={first_ms:.0} rss_kb={}",
        pct(&wall, 0.5),
        pct(&wall, 0.9),
        pct(&wall, 0.99),
        wall[0],
        pct(&cpu, 0.5),
        html.len(),
        rss_kb()
    );
}

/// The render inputs, rendered in turn; with `BENCH_VARY` the n-th render's copy has every number
/// under one of the keys grown by n (made when asked for, outside the timing).
struct Inputs {
    raw: Vec<String>,
    vary: Option<(Vec<serde_json::Value>, Vec<String>)>,
}

impl Inputs {
    fn new(raw: Vec<String>, vary_keys: Option<String>) -> Self {
        let vary = vary_keys.map(|keys| {
            let parsed = raw
                .iter()
                .map(|i| serde_json::from_str(i).expect("a render input is JSON"))
                .collect();
            (parsed, keys.split(',').map(str::to_owned).collect())
        });
        Inputs { raw, vary }
    }

    /// The input of render number `n`.
    fn get(&self, n: usize) -> Cow<'_, str> {
        let turn = n % self.raw.len();
        match &self.vary {
            None => Cow::Borrowed(&self.raw[turn]),
            Some((parsed, keys)) => {
                let mut input = parsed[turn].clone();
                grow(&mut input, keys, n as i64);
                Cow::Owned(input.to_string())
            }
        }
    }
}

/// Adds `by` to every integer under one of `keys`, at any depth.
fn grow(value: &mut serde_json::Value, keys: &[String], by: i64) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                match v.as_i64() {
                    Some(n) if keys.contains(k) => *v = (n + by).into(),
                    _ => grow(v, keys, by),
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| grow(v, keys, by)),
        _ => {}
    }
}

/// One render's (CPU µs of this thread, wall µs).
fn timed_render(engine: &mut Engine, input: &str) -> (u64, u64) {
    let (t, c) = (Instant::now(), thread_cpu_us());
    let out = engine.render(input).expect("render");
    let took = (
        thread_cpu_us().saturating_sub(c),
        t.elapsed().as_micros() as u64,
    );
    std::hint::black_box(out);
    took
}

/// The `p` quantile of sorted values.
fn pct(sorted: &[u64], p: f64) -> u64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// One engine on its own V8 thread: it renders input number n for each n it is sent and answers
/// with that render's (CPU µs, wall µs).
fn engine_thread(
    name: &str,
    bundle: String,
    inputs: Arc<Inputs>,
) -> (mpsc::Sender<usize>, mpsc::Receiver<(u64, u64)>) {
    let (to_engine, jobs) = mpsc::channel::<usize>();
    let (answer, answers) = mpsc::channel();
    platform::spawn_v8_thread(name.to_owned(), move || {
        let mut engine = Engine::new(&bundle, 256 * 1024 * 1024).expect("load ssr.js");
        for n in jobs {
            if answer
                .send(timed_render(&mut engine, &inputs.get(n)))
                .is_err()
            {
                return;
            }
        }
    });
    (to_engine, answers)
}

/// Builds A and B render the same inputs in turns; see the module's A/B paragraph.
fn a_b(a: String, b: String, inputs: Inputs, renders: usize, warmup: usize) {
    let inputs = Arc::new(inputs);
    let engines = [
        engine_thread("bench-a", a, inputs.clone()),
        engine_thread("bench-b", b, inputs.clone()),
    ];
    let mut cpu: [Vec<u64>; 2] = [Vec::with_capacity(renders), Vec::with_capacity(renders)];
    let mut wall: [Vec<u64>; 2] = [Vec::with_capacity(renders), Vec::with_capacity(renders)];
    for round in 0..warmup + renders {
        // Who goes first alternates, so neither always renders right after the other's garbage.
        let order = if round % 2 == 0 { [0, 1] } else { [1, 0] };
        for e in order {
            let (jobs, answers) = &engines[e];
            jobs.send(round).expect("the engine thread is running");
            let (c, w) = answers.recv().expect("the engine thread answers");
            if round >= warmup {
                cpu[e].push(c);
                wall[e].push(w);
            }
        }
    }
    let mut cpu_medians = [0u64; 2];
    for (e, label) in ["A", "B"].into_iter().enumerate() {
        cpu[e].sort_unstable();
        wall[e].sort_unstable();
        cpu_medians[e] = pct(&cpu[e], 0.5);
        println!(
            "{label} renders={renders} median_us={} cpu_median_us={}",
            pct(&wall[e], 0.5),
            cpu_medians[e]
        );
    }
    println!(
        "b_over_a={:.3}",
        cpu_medians[1] as f64 / cpu_medians[0].max(1) as f64
    );
}

fn export(dir: &str) {
    use orgcenter::assets::{CLIENT_MANIFEST, ROUTE_MANIFEST};
    let dir = std::path::Path::new(dir);
    std::fs::create_dir_all(dir.join("server")).expect("create the export directory");
    for (file, text) in [
        ("server/ssr.js", SSR_BUNDLE),
        ("manifest.json", CLIENT_MANIFEST),
        ("routes.json", ROUTE_MANIFEST),
    ] {
        std::fs::write(dir.join(file), text).expect("write an exported file");
    }
}

/// CPU time of the calling thread (Linux `CLOCK_THREAD_CPUTIME_ID`); 0 elsewhere.
fn thread_cpu_us() -> u64 {
    #[cfg(target_os = "linux")]
    {
        #[repr(C)]
        struct Timespec {
            sec: i64,
            nsec: i64,
        }
        extern "C" {
            fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut t = Timespec { sec: 0, nsec: 0 };
        // SAFETY: clock_gettime only writes the struct we pass.
        if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.sec as u64 * 1_000_000 + t.nsec as u64 / 1000;
        }
    }
    0
}

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).map(|v| v.parse().unwrap_or(0)))
        })
        .unwrap_or(0)
}
