// Writes the HAProxy config from haproxy.cfg.template and runs HAProxy on it (the cluster script
// and the cross-process test share this, so both run the config docs/DEPLOYMENT.md shows).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const templatePath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "haproxy.cfg.template",
);

/** The HAProxy binary: HAPROXY, else Debian's, else whatever `haproxy` is on the PATH. */
export function haproxyBinary(env = process.env) {
  if (env.HAPROXY) return env.HAPROXY;
  return fs.existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";
}

/**
 * The config text: `bind` as HAProxy spells it (`127.0.0.1:8080`, `:8080`), `servers` the Vitrine
 * processes ({ name, host, port }).
 */
export function renderHaproxyConfig({ bind, servers }) {
  const lines = servers.map(({ name, host, port }) => `  server ${name} ${host}:${port} check`);
  return fs
    .readFileSync(templatePath, "utf8")
    .replace("{{BIND}}", bind)
    .replace("{{SERVERS}}", lines.join("\n"));
}

/** Resolves once something accepts connections on host:port (or rejects after `boundMs`). */
export async function waitForPort(host, port, boundMs = 30_000) {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Writes the config to `file`, checks it (`haproxy -c`), and runs HAProxy in the foreground
 * (`-db`) on it. Resolves with the child once the bind port accepts connections.
 */
export async function startHaproxy({ file, bind, servers, host, port, stdio = "inherit" }) {
  fs.writeFileSync(file, renderHaproxyConfig({ bind, servers }));
  const binary = haproxyBinary();
  const check = spawn(binary, ["-c", "-q", "-f", file], { stdio: "inherit" });
  const checked = await new Promise((resolve) => check.on("exit", (code) => resolve(code)));
  if (checked !== 0) throw new Error(`HAProxy refused ${file} (haproxy -c exited ${checked})`);
  // Its own process group, so a terminal's Ctrl+C (which would stop it at once) reaches only
  // the caller, which stops it after the servers have drained.
  const child = spawn(binary, ["-db", "-f", file], { stdio, detached: true });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await Promise.race([
    waitForPort(host, port),
    exited.then((code) => {
      throw new Error(`HAProxy exited (${code}) before listening on ${host}:${port}`);
    }),
  ]);
  return { child, exited };
}
