import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDefaultHasher } from "./hasher";

/** A Worker whose script never loads, as under a `worker-src` policy that refuses it. */
class UnloadableWorker extends EventTarget {
  terminated = false;
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(Object.assign(new Event("error"), { message: "blocked" })));
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

class ForbiddenWorker {
  constructor() {
    throw new DOMException("refused by policy", "SecurityError");
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("createDefaultHasher", () => {
  it.each([
    ["cannot load its script", UnloadableWorker],
    ["is refused at construction", ForbiddenWorker],
  ])("hashes on the calling thread when the worker %s", async (_case, WorkerClass) => {
    vi.stubGlobal("Worker", WorkerClass);
    const bytes = randomBytes(1_048_576 + 7);
    const progress: number[] = [];
    const hex = await createDefaultHasher("/hash-worker.js").hash(
      new Blob([bytes]),
      (n) => progress.push(n),
      new AbortController().signal,
    );
    expect(hex).toBe(createHash("md5").update(bytes).digest("hex"));
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it("hashes on the calling thread where there is no Worker at all", async () => {
    vi.stubGlobal("Worker", undefined);
    const hex = await createDefaultHasher().hash(
      new Blob(["abc"]),
      () => {},
      new AbortController().signal,
    );
    expect(hex).toBe("900150983cd24fb0d6963f7d28e17f72");
  });
});
