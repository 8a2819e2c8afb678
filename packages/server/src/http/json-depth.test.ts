import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth.js";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 4)).toBe(false);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(nested(100_000), 64)).toBe(true);
  });
});
