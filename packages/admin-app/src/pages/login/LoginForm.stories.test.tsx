import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./LoginForm.stories";

/** The stories bring their own providers: each must render on its own, as Storybook and Ladle do. */
describe("LoginForm stories", () => {
  const { default: meta, ...named } = stories;

  it("has a title", () => {
    expect(meta.title).toBe("Admin/LoginForm");
  });

  it.each(Object.entries(named))("%s renders the form standalone", (_name, Story) => {
    const { container } = render(<Story />);
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(container.querySelector('input[type="password"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]')).not.toBeNull();
  });
});
