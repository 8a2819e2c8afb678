// Reads Chromium's own trace of typed keys: for each key, the frame that showed it and how many
// frames began, after the key had reached the page, without it.
//
// Why frames and not milliseconds: frames begin on the display's clock (every 16.7 ms here), so a key
// that reaches the page just after a frame began waits up to 16.7 ms for the next one whatever the
// page does; a page that only copies the key into a paragraph is presented 20 ms or more after some
// keys too. What a page decides is whether the frame after the key already shows it, or whether its
// work makes the key miss that frame and wait for another. "At most one frame" is that.
//
// Trace events used (categories "benchmark" and "viz"):
// - EventLatency (one per key press, from the key's OS time to the presentation of the frame that
//   showed it) and its stage RendererMainProcessing (the page's main thread handling the key);
// - PipelineReporter (one per frame, from the frame's begin to its presentation): the key's frame is
//   the one presented when the key's EventLatency ends;
// - DelayBasedBeginFrameSource::OnTimerTick: the display clock's ticks, each of which begins a frame.

export const KEY_FRAME_TRACE_CATEGORIES = ["benchmark", "viz"];

/** A frame whose report says it reached the screen (all or part of it). */
const presented = (frame) =>
  /STATE_PRESENTED/.test(
    String(frame.args?.frame_reporter?.state ?? frame.args?.data?.state ?? ""),
  );

/** Pairs the trace's async begin/end events into spans {name, ts, end, args} (µs). */
function asyncSpans(events) {
  const open = new Map();
  const spans = [];
  const sorted = events.filter((e) => e.ph === "b" || e.ph === "e").sort((a, b) => a.ts - b.ts);
  for (const event of sorted) {
    const key = `${event.cat}|${event.id2?.local ?? event.id2?.global ?? event.id}|${event.name}`;
    if (event.ph === "b") {
      const stack = open.get(key) ?? [];
      stack.push(event);
      open.set(key, stack);
      continue;
    }
    const begin = open.get(key)?.pop();
    if (begin) spans.push({ name: event.name, ts: begin.ts, end: event.ts, args: begin.args });
  }
  return spans;
}

/**
 * One record per key press found in the trace:
 * - `presentedMs`: from the key to the presentation of the frame that showed it (Chrome's own
 *   figure, as Event Timing reports it but to the microsecond);
 * - `toFrameMs`: from the key to the begin of that frame;
 * - `framesMissed`: display ticks between the key reaching the page's main thread and that frame's
 *   begin (0: the first frame after the key showed it).
 * Keys whose frame cannot be found (presented with no frame of the page's, e.g. nothing changed) are
 * left out; `unmatched` counts them.
 */
export function keyFrames(traceEvents) {
  const spans = asyncSpans(traceEvents);
  const frames = spans.filter((s) => s.name === "PipelineReporter");
  const mainProcessing = spans.filter((s) => s.name === "RendererMainProcessing");
  const ticks = traceEvents
    .filter((e) => e.name === "DelayBasedBeginFrameSource::OnTimerTick")
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const keys = spans.filter(
    (s) => s.name === "EventLatency" && JSON.stringify(s.args ?? {}).includes("KEY_PRESSED"),
  );
  const records = [];
  let unmatched = 0;
  for (const key of keys) {
    // The frame presented when the key's latency ends: the one ending then (the latest-begun one,
    // when a main frame and a compositor-only frame end together). Now and then Chromium ends a
    // key's latency 2-3 ms after the report of the frame that showed it; then that frame is the last
    // presented one that ended within 5 ms before.
    const frame =
      frames.filter((f) => Math.abs(f.end - key.end) < 50).sort((a, b) => b.ts - a.ts)[0] ??
      frames
        .filter((f) => presented(f) && f.end <= key.end && key.end - f.end < 5000)
        .sort((a, b) => b.end - a.end)[0];
    if (!frame) {
      unmatched++;
      continue;
    }
    const reached = mainProcessing.find((m) => m.ts >= key.ts && m.end <= key.end)?.ts ?? key.ts;
    // A tick within half a millisecond of the frame's begin is that frame's own.
    const framesMissed = ticks.filter((t) => t > reached && t < frame.ts - 500).length;
    records.push({
      presentedMs: (key.end - key.ts) / 1000,
      toFrameMs: (frame.ts - key.ts) / 1000,
      framesMissed,
    });
  }
  return { records, unmatched };
}
