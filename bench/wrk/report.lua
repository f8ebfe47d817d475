-- wrk script: sends the session cookie from BENCH_COOKIE (if set) and prints one parsable line:
-- RESULT rps=… p50_us=… p90_us=… p99_us=… requests=… errors=… non2xx=…
local cookie = os.getenv("BENCH_COOKIE")
if cookie and cookie ~= "" then
  wrk.headers["Cookie"] = cookie
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT rps=%.1f p50_us=%d p90_us=%d p99_us=%d requests=%d errors=%d non2xx=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(90),
    latency:percentile(99), summary.requests, errors, summary.errors.status))
end
