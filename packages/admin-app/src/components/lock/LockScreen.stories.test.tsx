import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./LockScreen.stories";

describe("LockScreen stories", () => {
  const { default: meta, ...named } = stories;
  it("has a title", () => expect(meta.title).toBe("Admin/LockScreen"));

  it.each(Object.entries(named))("%s renders the lock with its unlock button", (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: /解锁|Unlock/ })).toBeTruthy();
  });
});
