/** A JSON-Patch-like operation; `path` is a JSON Pointer ("/components/3/props/more/show"). */
export type PatchOp =
  | { op: "add"; path: string; value: unknown }
  | { op: "remove"; path: string }
  | { op: "replace"; path: string; value: unknown };

export class PatchError extends Error {
  override readonly name = "PatchError";
}

const escapeToken = (token: string) => token.replace(/~/g, "~0").replace(/\//g, "~1");
const unescapeToken = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapeToken(String(s))}`).join("");
}

export function fromPointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new PatchError(`not a JSON pointer: ${pointer}`);
  return pointer.slice(1).split("/").map(unescapeToken);
}
