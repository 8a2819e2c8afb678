// A small JSON-over-HTTP client for the simulator: kept-alive connections (a fleet's worth of calls
// must not open a socket each) to the one address it was given, and the time each call took.
import http from "node:http";
import https from "node:https";

export function createHttp(baseUrl, { maxSockets = 64 } = {}) {
  const base = new URL(baseUrl);
  const transport = base.protocol === "https:" ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets });
  const open = new Set();

  /** Answers `{status, json, ms}`; a network failure answers status 0 with the error's code. */
  function request(method, path, { headers = {}, body } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve) => {
      const req = transport.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path,
          method,
          agent,
          headers: {
            accept: "application/json",
            ...(payload
              ? { "content-type": "application/json", "content-length": payload.length }
              : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            let json;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
          });
          res.on("error", (error) =>
            resolve({
              status: 0,
              error: error.code ?? String(error),
              ms: performance.now() - started,
            }),
          );
        },
      );
      open.add(req);
      req.on("close", () => open.delete(req));
      req.on("timeout", () =>
        req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })),
      );
      req.on("error", (error) =>
        resolve({ status: 0, error: error.code ?? String(error), ms: performance.now() - started }),
      );
      if (payload) req.write(payload);
      req.end();
    });
  }

  return {
    request,
    /** Ends every call still waiting (each answers status 0) and the connections. */
    close() {
      for (const req of open) req.destroy(Object.assign(new Error("stopped"), { code: "STOPPED" }));
      agent.destroy();
    },
  };
}
