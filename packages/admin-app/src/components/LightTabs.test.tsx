import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LightTabs } from "./LightTabs";

const items = [
  { key: "a", label: "Account", content: <p>account form</p> },
  { key: "b", label: "Mobile", content: <p>mobile form</p> },
  { key: "c", label: "QR", content: <p>qr code</p> },
];

describe("LightTabs", () => {
  it("shows the first tab's panel, named by its tab", () => {
    render(<LightTabs items={items} label="Sign-in methods" />);
    expect(screen.getByRole("tablist", { name: "Sign-in methods" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Account" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Account" }).textContent).toBe("account form");
    expect(screen.queryByText("mobile form")).toBeNull();
  });

  it("switches by click and by arrow keys, Home and End, moving focus along", async () => {
    const user = userEvent.setup();
    render(<LightTabs items={items} label="Sign-in methods" />);
    await user.click(screen.getByRole("tab", { name: "Mobile" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("mobile form");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "QR" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("qr code");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("account form");
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel").textContent).toBe("qr code");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tabpanel").textContent).toBe("account form");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel").textContent).toBe("qr code");
  });

  it("keeps only the selected tab in the Tab order", () => {
    render(<LightTabs items={items} label="Sign-in methods" />);
    const tabIndexes = screen.getAllByRole("tab").map((tab) => tab.getAttribute("tabindex"));
    expect(tabIndexes).toEqual(["0", "-1", "-1"]);
  });
});
