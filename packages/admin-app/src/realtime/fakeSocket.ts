import type { SocketLike } from "./connection";

/**
 * A test double of the browser's WebSocket (not of our server): it records what the app sends and
 * lets a test play the server's side, opening, answering and dropping the line.
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    this.onclose?.({ code });
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server sends a message. */
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The line drops or the server closes it with `code`. */
  drop(code = 1006) {
    this.close(code);
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const made: FakeSocket[] = [];
  return {
    made,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      made.push(socket);
      return socket;
    },
    latest: () => made[made.length - 1]!,
  };
}
