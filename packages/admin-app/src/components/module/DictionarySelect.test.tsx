import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { DictionarySelect } from "./DictionarySelect";
import { ModuleHttpProvider } from "./ModuleHttpContext";
import { fakeServer, ok } from "./moduleFixtures";

describe("DictionarySelect", () => {
  it("offers the active items of the named dictionary type", async () => {
    const server = fakeServer((call) =>
      call.path === "/dic/options"
        ? ok([
            { label: "电池", value: "1" },
            { label: "电极", value: "2" },
          ])
        : ok(null),
    );
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <DictionarySelect code="part_kind" type="integer" aria-label="部件" />
      </ModuleHttpProvider>,
    );
    await userEvent.click(screen.getByLabelText("部件"));
    expect(await screen.findByText("电极")).toBeTruthy();
    expect(server.calls.find((c) => c.path === "/dic/options")?.body).toEqual({
      code: "part_kind",
    });
  });
});
