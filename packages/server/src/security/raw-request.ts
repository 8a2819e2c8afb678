import http from "node:http";

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * One HTTP request whose path is sent exactly as written: fetch() and URL normalise dot segments,
 * doubled slashes and case of escapes away, which is exactly what these tests need to send.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  options: { token?: string | undefined; body?: string | undefined; contentType?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { "accept-language": "en" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) {
    headers["content-type"] = options.contentType ?? "application/json";
    headers["content-length"] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port: Number(port), method, path: rawPath, headers, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A few kept-alive sockets: thousands of calls would otherwise each open one. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Runs `tasks` `width` at a time, in order of start. */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}
