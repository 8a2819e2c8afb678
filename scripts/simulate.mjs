// `npm run simulate -- --devices N --minutes M [--url http://127.0.0.1:8080] [--sos-rate x]`
// A fleet of N simulated devices sending heartbeats (one every --interval seconds each, spread
// evenly) and now and then an SOS alarm to a running Vitrine server, so the device screens can be
// seen alive and the heartbeat load measured. It talks to the one address it is given (loopback by
// default) and to nothing else. Devices need credentials: `--provision` imports N new devices as an
// administrator and keeps their secrets in --secrets; later runs reuse them.
import path from "node:path";
import { parseArgs } from "node:util";
import { runFleet } from "./simulate/fleet.mjs";
import { loadDevices, provisionDevices, saveDevices } from "./simulate/provision.mjs";

const HELP = `Usage: npm run simulate -- --devices N --minutes M [options]

  --devices N       simulated devices (default 10)
  --minutes M       how long to run, fractions allowed (default 1)
  --url URL         the server (default http://127.0.0.1:8080); nothing else is contacted
  --interval S      seconds between two heartbeats of one device (default 30)
  --sos-rate X      SOS alarms per minute across the fleet, at random (default 0)
  --sos-first       the first device raises an SOS right after its first heartbeat
  --secrets FILE    device credentials (default data/simulator/devices.json); also a JSON list
                    of {"serial", "secret"} such as the import screen shows
  --provision       import the devices missing from FILE as a new batch (needs an administrator)
  --user NAME       administrator for --provision (default admin)
  --password PW     their password (default $VITRINE_ADMIN_PASSWORD)
  --sockets N       concurrent connections to the server (default 64)
  --json            print the final figures as JSON
  --quiet           no progress lines
`;

function parse() {
  try {
    return parseArgs({
      options: {
        devices: { type: "string", default: "10" },
        minutes: { type: "string", default: "1" },
        url: { type: "string", default: "http://127.0.0.1:8080" },
        interval: { type: "string", default: "30" },
        "sos-rate": { type: "string", default: "0" },
        "sos-first": { type: "boolean", default: false },
        secrets: { type: "string", default: path.join("data", "simulator", "devices.json") },
        provision: { type: "boolean", default: false },
        user: { type: "string", default: "admin" },
        password: { type: "string" },
        sockets: { type: "string", default: "64" },
        json: { type: "boolean", default: false },
        quiet: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n`);
    console.error(HELP);
    process.exit(2);
  }
}
const { values } = parse();

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

function number(name, { min, integer = false }) {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    console.error(
      `--${name} must be ${integer ? "an integer" : "a number"} of at least ${min}, not "${values[name]}"\n`,
    );
    console.error(HELP);
    process.exit(2);
  }
  return value;
}

const count = number("devices", { min: 1, integer: true });
const minutes = number("minutes", { min: 0.01 });
const intervalSeconds = number("interval", { min: 1 });
const sosPerMinute = number("sos-rate", { min: 0 });
const maxSockets = number("sockets", { min: 1, integer: true });
let url;
try {
  url = new URL(values.url);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http");
} catch {
  console.error(`--url must be an http(s) address, not "${values.url}"`);
  process.exit(2);
}
const log = (line) => {
  if (!values.quiet) console.error(line);
};

let devices = loadDevices(values.secrets, url.origin);
if (devices.length < count) {
  if (!values.provision) {
    console.error(
      `${values.secrets} holds ${devices.length} device(s) for ${url.origin}; ${count} are needed. ` +
        "Add --provision (with an administrator's --password) to import the missing ones.",
    );
    process.exit(2);
  }
  const password = values.password ?? process.env.VITRINE_ADMIN_PASSWORD;
  if (!password) {
    console.error(
      "--provision needs the administrator's password: --password or VITRINE_ADMIN_PASSWORD",
    );
    process.exit(2);
  }
  const added = await provisionDevices(url.origin, {
    count: count - devices.length,
    userName: values.user,
    password,
    log,
  });
  devices = [...devices, ...added];
  saveDevices(values.secrets, url.origin, devices);
  log(`${added.length} device(s) imported; credentials kept in ${values.secrets}`);
}
devices = devices.slice(0, count);

log(
  `simulating ${count} device(s) for ${minutes} min against ${url.origin}: a heartbeat every ${intervalSeconds} s each (${(count / intervalSeconds).toFixed(1)}/s)` +
    (sosPerMinute > 0 ? `, ${sosPerMinute} SOS/min` : ""),
);
const stop = new AbortController();
process.once("SIGINT", () => {
  log("stopping: waiting for the answers still due...");
  stop.abort();
});

const ms = (value) => `${value.toFixed(1)} ms`;
const result = await runFleet({
  baseUrl: url.origin,
  devices,
  minutes,
  intervalSeconds,
  sosPerMinute,
  sosFirst: values["sos-first"],
  maxSockets,
  signal: stop.signal,
  onProgress: (now) =>
    log(
      `  ${now.seconds}s: heartbeats sent ${now.heartbeats.sent}, ok ${now.heartbeats.ok}, failed ${now.heartbeats.failed}, resent ${now.heartbeats.resent}, p50 ${ms(now.heartbeats.p50)}, p99 ${ms(now.heartbeats.p99)}; SOS ${now.sos.ok}/${now.sos.sent}`,
    ),
});

if (values.json) console.log(JSON.stringify(result, null, 1));
else {
  const h = result.heartbeats;
  console.log(`heartbeats: sent ${h.sent}, ok ${h.ok}, failed ${h.failed}`);
  console.log(`latency: p50 ${ms(h.p50)}, p90 ${ms(h.p90)}, p99 ${ms(h.p99)}, max ${ms(h.max)}`);
  console.log(`SOS: sent ${result.sos.sent}, ok ${result.sos.ok}, failed ${result.sos.failed}`);
  for (const [reason, n] of Object.entries(result.failures))
    console.log(`  failed: ${reason} × ${n}`);
  console.log(`scheduler at most ${ms(result.schedulerLateMs)} late`);
}
process.exit(result.heartbeats.failed + result.sos.failed > 0 ? 1 : 0);
