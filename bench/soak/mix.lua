-- The soak traffic: mostly API calls (fast, with injected latency), some with upstream resets,
-- a few past the timeout, and server-rendered pages. Every request carries a session cookie.
local paths = {
  "/api/organization/common/project_list?pageNum=1&pageSize=10",
  "/api/organization/common/project_list?pageNum=1&pageSize=10",
  "/api/organization/message/get_statistical_msg",
  "/api/soak/reset",
  "/dashboard",
  "/messageNotice/index",
}
local slow_every = 200
local n = 0

request = function()
  n = n + 1
  local path
  if n % slow_every == 0 then
    path = "/api/soak/slow"
  else
    path = paths[math.random(#paths)]
  end
  return wrk.format("GET", path, { ["Cookie"] = "token_org=soak-session-token" })
end
