// Page analytics beacons (issue 32, row 48): POST /s/beacon on the built server (PGlite), loaded by
// autocannon with 50 connections for 10 s, each answered 204 at once and counted in memory, the
// writes batched. Then the operator's figures (which first write what is waiting) must count
// every beacon answered 204: throughput is worth nothing if views are lost.
// BEACON_BENCH_SECONDS / _CONNECTIONS change the load (defaults 10 and 50).
import autocannon from "autocannon";
import { report, signInAdmin, startBuiltServer } from "./lib/server.mjs";

const SECONDS = Number(process.env.BEACON_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BEACON_BENCH_CONNECTIONS ?? 50);
const ADMIN_PASSWORD = "Bench-admin-1";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

async function call(url, method, path, token, body) {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  if (json.code !== 0) throw new Error(`${path} refused: ${json.msg}`);
  return json.data;
}

const server = await startBuiltServer({ VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD });
try {
  const token = await signInAdmin(server.url, ADMIN_PASSWORD);
  const settings = { name: "埋点", details: "埋点压测", classification: "activity" };
  const page = await call(server.url, "POST", "/api/page/add", token, {
    ...settings,
    document: {
      schemaVersion: 1,
      settings,
      components: [{ id: "t1", type: "captiontext", props: { name: "标题" } }],
    },
  });
  await call(server.url, "POST", "/api/page/publish", token, { id: page.id });

  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${server.url}/s/beacon`,
        method: "POST",
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE },
        body: JSON.stringify({ page: page.id, kind: "view" }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  const answered = result["2xx"];
  const figures = await call(server.url, "GET", `/api/page/analytics?id=${page.id}`, token);
  console.log(
    `beacons: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${answered} answered 204, ${result.non2xx} non-2xx, ` +
      `${result.errors} errors; ${figures.totals.views} views counted`,
  );
  // autocannon stops with up to one request per connection in flight: the server counted those
  // too, so the count may pass the 204s autocannon saw by at most CONNECTIONS, never fall short.
  const counted = figures.totals.views;
  let ok = report("beacons answered 204, not counted", Math.max(0, answered - counted), "", 0);
  ok =
    report("counted past the 204s seen (in flight at stop)", counted - answered, "", CONNECTIONS) &&
    ok;
  ok = report("beacon p99 latency", result.latency.p99, "ms", 20) && ok;
  if (!ok) console.log("Over budget: on a busy box compare with a quiet run.");
} finally {
  await server.stop();
}
