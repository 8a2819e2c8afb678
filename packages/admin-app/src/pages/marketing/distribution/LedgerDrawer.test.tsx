import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { fakeServer, ok } from "../../../components/module/moduleFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { LedgerDrawer } from "./LedgerDrawer";

describe("a distributor's commission ledger", () => {
  it("shows each credit and reversal with its order, level and amount in yuan", async () => {
    const server = fakeServer((call) => {
      if (call.path === "/distribution/ledger" && call.search.get("id") === "7")
        return ok({
          total: 2,
          data: [
            {
              id: 2,
              orderNo: "20261202ABCD",
              level: 1,
              kind: "reversal",
              cents: -1000,
              at: "2026-12-02T02:00:00.000Z",
            },
            {
              id: 1,
              orderNo: "20261202ABCD",
              level: 1,
              kind: "credit",
              cents: 2290,
              at: "2026-12-01T02:00:00.000Z",
            },
          ],
        });
      return ok(null);
    });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <LedgerDrawer distributorId={7} onClose={() => undefined} />
      </ModuleHttpProvider>,
    );
    const credit = (await screen.findByText("22.90")).closest("tr") as HTMLElement;
    expect(credit.textContent).toContain("20261202ABCD");
    expect(credit.textContent).toContain("一级");
    expect(credit.textContent).toContain("佣金");
    const reversal = screen.getByText("退款冲销").closest("tr") as HTMLElement;
    expect(reversal.textContent).toContain("-10.00");
  });
});
