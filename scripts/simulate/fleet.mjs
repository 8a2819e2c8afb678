// The simulated fleet: every device sends a heartbeat every `intervalSeconds`, the devices spread
// evenly over the interval (so N devices make N / interval calls a second, never a burst), and SOS
// alarms come at random at `sosPerMinute` for the whole fleet (exponential waits, as independent
// events do). Every call goes to `baseUrl` only.
import { createHttp } from "./http.mjs";

/** The value at percentile `p` (0-100) of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(times) {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** A position near `home` that wanders a little: a wearable moves with its user. */
function wander(home, step) {
  return {
    lat: Number((home.lat + Math.sin(step / 7) * 0.01).toFixed(6)),
    lng: Number((home.lng + Math.cos(step / 9) * 0.01).toFixed(6)),
  };
}

export async function runFleet({
  baseUrl,
  devices,
  minutes,
  intervalSeconds = 30,
  sosPerMinute = 0,
  sosFirst = false,
  maxSockets = 64,
  onProgress = () => {},
  progressSeconds = 10,
  drainSeconds = 60,
  signal,
}) {
  const http = createHttp(baseUrl, { maxSockets });
  const count = devices.length;
  const spacingMs = (intervalSeconds * 1000) / count;
  const durationMs = minutes * 60_000;
  const total = Math.floor(durationMs / spacingMs);
  const state = devices.map((device, i) => ({
    device,
    battery: 60 + ((i * 37) % 41),
    home: { lat: 22.5 + ((i * 13) % 100) / 20, lng: 113.9 + ((i * 29) % 100) / 20 },
    beats: 0,
  }));
  const stats = {
    heartbeats: { sent: 0, ok: 0, failed: 0, resent: 0, times: [] },
    sos: { sent: 0, ok: 0, failed: 0, times: [], alarmIds: [] },
    failures: {},
    lateMs: 0,
  };
  const inFlight = new Set();
  const headersOf = (device) => ({
    "x-device-serial": device.serial,
    "x-device-secret": device.secret,
  });

  const track = (promise) => {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
  };

  const record = (kind, answer) => {
    const bucket = stats[kind];
    if (answer.status === 200 && answer.json?.code === 0) {
      bucket.ok++;
      bucket.times.push(answer.ms);
      return true;
    }
    bucket.failed++;
    const reason =
      answer.status === 0 ? answer.error : `${answer.status}/${answer.json?.code ?? "-"}`;
    stats.failures[`${kind} ${reason}`] = (stats.failures[`${kind} ${reason}`] ?? 0) + 1;
    return false;
  };

  const raiseSos = (entry) => {
    stats.sos.sent++;
    const at = wander(entry.home, entry.beats);
    track(
      http
        .request("POST", "/api/device-gateway/sos", { headers: headersOf(entry.device), body: at })
        .then((answer) => {
          if (record("sos", answer)) stats.sos.alarmIds.push(answer.json.data.alarmId);
        }),
    );
  };

  const heartbeat = (entry) => {
    entry.beats++;
    // About 1% a beat down, back to full when it reaches 10% (a charge).
    if (entry.beats % 3 === 0) entry.battery = entry.battery <= 10 ? 100 : entry.battery - 1;
    stats.heartbeats.sent++;
    const body = {
      battery: entry.battery,
      signal: 40 + ((entry.beats * 7 + entry.battery) % 60),
      firmwareVersion: entry.device.firmwareVersion ?? "1.0.0",
      ...wander(entry.home, entry.beats),
    };
    const first = entry.beats === 1;
    const send = () =>
      http.request("POST", "/api/device-gateway/heartbeat", {
        headers: headersOf(entry.device),
        body,
      });
    track(
      send()
        // 503 is "not stored, send again" (devices/API.md): a device sends it once more, as here.
        .then((answer) => {
          if (answer.status !== 503) return answer;
          stats.heartbeats.resent++;
          return send();
        })
        .then((answer) => {
          record("heartbeats", answer);
          if (first && sosFirst && entry === state[0]) raiseSos(entry);
        }),
    );
  };

  const started = performance.now();
  let nextSos =
    sosPerMinute > 0 ? -Math.log(1 - Math.random()) * (60_000 / sosPerMinute) : Infinity;
  let lastProgress = started;
  let k = 0;
  await new Promise((resolve) => {
    const tick = () => {
      if (signal?.aborted) return resolve();
      const now = performance.now();
      const elapsed = now - started;
      // Everything due by now goes out; what the timer woke late for counts as lateness.
      while (k < total && k * spacingMs <= elapsed) {
        stats.lateMs = Math.max(stats.lateMs, elapsed - k * spacingMs);
        heartbeat(state[k % count]);
        k++;
      }
      while (nextSos <= elapsed && nextSos < durationMs) {
        raiseSos(state[Math.floor(Math.random() * count)]);
        nextSos += -Math.log(1 - Math.random()) * (60_000 / sosPerMinute);
      }
      if (now - lastProgress >= progressSeconds * 1000) {
        lastProgress = now;
        onProgress(report(stats, elapsed));
      }
      if (k >= total && elapsed >= durationMs) return resolve();
      const wait =
        k < total ? Math.max(1, k * spacingMs - elapsed) : Math.max(1, durationMs - elapsed);
      setTimeout(tick, Math.min(wait, 100));
    };
    tick();
  });
  // Every call sent gets its answer (or its failure) before the figures are final; calls an
  // overloaded server has not answered within `drainSeconds` count as failed (STOPPED).
  let drained;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => {
      drained = setTimeout(resolve, drainSeconds * 1000);
    }),
  ]);
  clearTimeout(drained);
  http.close();
  await Promise.allSettled([...inFlight]);
  return report(stats, performance.now() - started);
}

function report(stats, elapsedMs) {
  return {
    seconds: Number((elapsedMs / 1000).toFixed(1)),
    heartbeats: {
      sent: stats.heartbeats.sent,
      ok: stats.heartbeats.ok,
      failed: stats.heartbeats.failed,
      resent: stats.heartbeats.resent,
      ...summary(stats.heartbeats.times),
    },
    sos: {
      sent: stats.sos.sent,
      ok: stats.sos.ok,
      failed: stats.sos.failed,
      alarmIds: stats.sos.alarmIds.slice(),
    },
    failures: { ...stats.failures },
    schedulerLateMs: Number(stats.lateMs.toFixed(1)),
  };
}
