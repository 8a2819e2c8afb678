import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { FieldInput } from "./FieldInput";
import { ModuleHttpProvider } from "./ModuleHttpContext";
import { column, fakeServer, ok } from "./moduleFixtures";

/** The status column as the server describes it: declared options and the `status` dictionary. */
const status = column("status", "状态", {
  type: "integer",
  dictionary: "status",
  options: [
    { value: 1, label: "启用" },
    { value: 0, label: "禁用" },
  ],
});

/** A server whose `status` dictionary holds `items`, which the test may edit between renders. */
function dictionaryServer(items: { label: string; value: string }[]) {
  return fakeServer((call) =>
    call.path === "/dic/options" && (call.body as { code: string }).code === "status"
      ? ok(items)
      : ok([]),
  );
}

async function openStatusSelect(server: ReturnType<typeof fakeServer>) {
  const view = renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <FieldInput column={status} aria-label="状态" />
    </ModuleHttpProvider>,
  );
  await userEvent.click(screen.getByLabelText("状态"));
  return view;
}

describe("FieldInput", () => {
  it("offers the dictionary's items, and an edited item's new label, over the declared options", async () => {
    const items = [
      { label: "在用", value: "1" },
      { label: "禁用", value: "0" },
    ];
    const server = dictionaryServer(items);
    const first = await openStatusSelect(server);
    expect(await screen.findByText("在用")).toBeTruthy();
    expect(screen.queryByText("启用")).toBeNull();
    first.unmount();

    // An operator renames the item on the dictionary screen; the next form offers the new name.
    items[0] = { label: "在职", value: "1" };
    await openStatusSelect(server);
    expect(await screen.findByText("在职")).toBeTruthy();
    expect(screen.queryByText("在用")).toBeNull();
    expect(server.calls.filter((c) => c.path === "/dic/options")).toHaveLength(2);
  });

  it("offers the declared options when the dictionary has no items", async () => {
    await openStatusSelect(dictionaryServer([]));
    expect(await screen.findByText("启用")).toBeTruthy();
    expect(screen.getByText("禁用")).toBeTruthy();
  });

  it("sends a chosen dictionary item as a number for an integer column", async () => {
    const server = dictionaryServer([{ label: "在用", value: "1" }]);
    let chosen: unknown;
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <FieldInput
          column={status}
          aria-label="状态"
          onChange={(value: unknown) => {
            chosen = value;
          }}
        />
      </ModuleHttpProvider>,
    );
    await userEvent.click(screen.getByLabelText("状态"));
    await userEvent.click(await screen.findByText("在用"));
    expect(chosen).toBe(1);
  });

  it("answers null when an integer box is cleared", async () => {
    const changes: unknown[] = [];
    renderWithProviders(
      <FieldInput
        column={column("appUserId", "绑定用户", { type: "integer", min: 1 })}
        aria-label="绑定用户"
        defaultValue={42}
        onChange={(value: unknown) => changes.push(value)}
      />,
    );
    await userEvent.clear(screen.getByLabelText("绑定用户"));
    expect(changes.at(-1)).toBeNull();
  });

  it("keeps an out-of-range number as typed, for the form's rule to refuse, instead of changing it", async () => {
    const changes: unknown[] = [];
    renderWithProviders(
      <FieldInput
        column={column("groupSize", "成团人数", { type: "integer", min: 2, max: 100 })}
        aria-label="成团人数"
        onChange={(value: unknown) => changes.push(value)}
      />,
    );
    const box = screen.getByLabelText("成团人数");
    await userEvent.type(box, "1");
    await userEvent.tab();
    expect((box as HTMLInputElement).value).toBe("1");
    expect(changes.at(-1)).toBe(1);
  });
});
