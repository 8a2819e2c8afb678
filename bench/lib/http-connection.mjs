// One kept-alive HTTP/1.1 connection for load generators: a request at a time, the answer's body
// as a Buffer. It does only what a benchmark of our own server needs (Content-Length answers), so
// that the load generator, which shares this machine's cores with the server and the database,
// takes as little of their CPU as it can: about a third of node:http's cost per call.
import net from "node:net";

const HEADER_END = Buffer.from("\r\n\r\n");

export async function openHttpConnection(url) {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const hostHeader = `${hostname}:${port}`;
  let pending;
  let buffered = Buffer.alloc(0);

  const fail = (error) => {
    const waiting = pending;
    pending = undefined;
    waiting?.reject(error);
  };
  socket.on("error", fail);
  socket.on("close", () => fail(new Error("the server closed the connection")));
  socket.on("data", (chunk) => {
    if (!pending) return fail(new Error("data arrived with no request waiting"));
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const headerEnd = buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = buffered.toString("latin1", 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return fail(new Error(`an answer without Content-Length: ${head.slice(0, 200)}`));
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (buffered.length < bodyEnd) return;
    const body = buffered.subarray(bodyStart, bodyEnd);
    buffered = buffered.subarray(bodyEnd);
    const waiting = pending;
    pending = undefined;
    waiting.resolve({ status, body });
  });

  return {
    /** Sends one request and answers `{status, body}` once its whole body has arrived. */
    request(method, path, headers, body = "") {
      if (pending) return Promise.reject(new Error("one request at a time on a connection"));
      const payload = Buffer.from(body);
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostHeader}\r\ncontent-length: ${payload.length}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(Buffer.concat([Buffer.from(`${head}\r\n`, "latin1"), payload]));
      });
    },
    close() {
      socket.removeAllListeners("close");
      socket.destroy();
    },
  };
}
