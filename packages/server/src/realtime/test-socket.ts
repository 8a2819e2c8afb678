/**
 * A WebSocket client for the server tests (Node's own WebSocket, as a browser's): it keeps every
 * message and waits for the one a test expects, event-driven, with a deadline.
 */
export interface TestSocket {
  /** Every message received so far, parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever each message carries
  messages: any[];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  next(match: (message: any) => boolean, deadlineMs?: number): Promise<any>;
  /** The close code, once the server has closed the socket. */
  closed(deadlineMs?: number): Promise<number>;
  send(message: unknown): void;
  close(): void;
}

export async function openTestSocket(baseUrl: string): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/ws`);
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const messages: any[] = [];
  const waiters = new Set<() => void>();
  let closeCode: number | undefined;
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(String(event.data)));
    wake();
  });
  socket.addEventListener("close", (event) => {
    closeCode = event.code;
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error("socket failed to open")), {
      once: true,
    });
  });

  const waitFor = <T>(read: () => T | undefined, deadlineMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = read();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${deadlineMs} ms; got ${JSON.stringify(messages)}`));
      }, deadlineMs);
      waiters.add(check);
      check();
    });

  return {
    messages,
    next: (match, deadlineMs = 10_000) =>
      waitFor(() => messages.find(match), deadlineMs, "matching message"),
    closed: (deadlineMs = 10_000) => waitFor(() => closeCode, deadlineMs, "close"),
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

/** Opens a socket, signs it in with `token` and waits for the server's answer to that. */
export async function signedInSocket(baseUrl: string, token: string) {
  const socket = await openTestSocket(baseUrl);
  socket.send({ type: "auth", token });
  const answer = await socket.next((m) => m.type === "ready" || m.type === "refused");
  return { socket, answer };
}
