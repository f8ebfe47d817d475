//! The render pool against small hand-written bundles that misbehave on purpose.

use std::sync::Arc;
use std::time::{Duration, Instant};

use orgcenter::render::{PoolConfig, RenderError, RenderPool};

const BUNDLE: &str = r#"var SSR = (() => ({ render(input) {
  if (input === "loop") { for (;;) {} }
  if (input === "throw") { throw new Error("页面渲染出错"); }
  if (input === "heap") { const a = []; for (;;) { a.push(new Array(100000).fill(1)); } }
  if (input === "number") { return 42; }
  return "<p>" + input + "</p>";
} }))();"#;

fn pool(timeout_ms: u64) -> RenderPool {
    RenderPool::start(
        Arc::from(BUNDLE),
        PoolConfig {
            threads: 1,
            timeout: Duration::from_millis(timeout_ms),
            heap_limit_bytes: 64 * 1024 * 1024,
            recycle_after: 1000,
            compact_after: 0,
            queue: 8,
            warmup_input: None,
        },
    )
}

#[actix_web::test]
async fn a_render_returns_the_bundles_html() {
    let pool = pool(1000);
    assert_eq!(pool.render("你好".into()).await, Ok("<p>你好</p>".into()));
}

#[actix_web::test]
async fn a_render_that_loops_forever_is_stopped_and_the_next_render_succeeds() {
    let pool = pool(200);
    let started = Instant::now();
    assert_eq!(pool.render("loop".into()).await, Err(RenderError::Timeout));
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "stopped after {:?}",
        started.elapsed()
    );
    assert_eq!(pool.render("ok".into()).await, Ok("<p>ok</p>".into()));
}

#[actix_web::test]
async fn a_render_that_throws_reports_the_exception_and_the_pool_keeps_working() {
    let pool = pool(1000);
    match pool.render("throw".into()).await {
        Err(RenderError::Threw(message)) => assert!(message.contains("页面渲染出错"), "{message}"),
        other => panic!("expected Threw, got {other:?}"),
    }
    assert_eq!(
        pool.render("number".into()).await,
        Err(RenderError::NotAString)
    );
    assert_eq!(pool.render("ok".into()).await, Ok("<p>ok</p>".into()));
}

#[actix_web::test]
async fn a_render_that_exhausts_its_heap_is_stopped_without_taking_the_process_down() {
    let pool = pool(10_000);
    let result = pool.render("heap".into()).await;
    assert!(
        matches!(
            result,
            Err(RenderError::HeapLimit) | Err(RenderError::Timeout)
        ),
        "{result:?}"
    );
    assert_eq!(pool.render("ok".into()).await, Ok("<p>ok</p>".into()));
}

#[actix_web::test]
async fn a_bundle_without_a_render_function_fails_every_render_without_panicking() {
    let broken = RenderPool::start(
        Arc::from("var SSR = { notRender: 1 };"),
        PoolConfig {
            threads: 1,
            timeout: Duration::from_secs(1),
            heap_limit_bytes: 32 << 20,
            recycle_after: 10,
            compact_after: 0,
            queue: 4,
            warmup_input: None,
        },
    );
    assert!(matches!(
        broken.render("x".into()).await,
        Err(RenderError::Load(_))
    ));
}

#[actix_web::test]
async fn an_isolate_hands_memory_back_every_compact_after_renders_and_keeps_rendering() {
    let pool = RenderPool::start(
        Arc::from(BUNDLE),
        PoolConfig {
            threads: 1,
            timeout: Duration::from_secs(1),
            heap_limit_bytes: 64 * 1024 * 1024,
            recycle_after: 1000,
            compact_after: 3,
            queue: 8,
            warmup_input: None,
        },
    );
    for i in 0..7 {
        assert_eq!(pool.render(format!("{i}")).await, Ok(format!("<p>{i}</p>")));
    }
    let stats = pool.stats();
    assert_eq!(
        stats.compactions.load(std::sync::atomic::Ordering::Relaxed),
        2
    );
    assert_eq!(stats.recycles.load(std::sync::atomic::Ordering::Relaxed), 0);
}
