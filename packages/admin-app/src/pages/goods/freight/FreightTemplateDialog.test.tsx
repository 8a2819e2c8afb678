import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { fakeServer, ok } from "../../../components/module/moduleFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import {
  FreightTemplateDialog,
  formPath,
  templateFormValues,
  templatePayload,
} from "./FreightTemplateDialog";

describe("the freight template form (issue 36)", () => {
  it("names the rate boxes in column headers and sends a default rate for regions not listed", async () => {
    const server = fakeServer(() => ok({ id: 1 }));
    const onSaved = vi.fn();
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <FreightTemplateDialog open row={null} onClose={vi.fn()} onSaved={onSaved} />
      </ModuleHttpProvider>,
    );
    const dialog = await screen.findByRole("dialog");
    for (const header of ["区域", "首件", "运费（元）", "续件", "续费（元）"])
      expect(within(dialog).getAllByText(header).length).toBeGreaterThan(0);
    expect(within(dialog).getByText("其他地区（默认运费）")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("名称", { exact: false }), {
      target: { value: "默认模板" },
    });
    const rate = (box: string) => within(dialog).getByLabelText(`其他地区（默认运费） ${box}`);
    fireEvent.change(rate("首件"), { target: { value: "1" } });
    fireEvent.change(rate("运费（元）"), { target: { value: "15" } });
    fireEvent.change(rate("续件"), { target: { value: "1" } });
    fireEvent.change(rate("续费（元）"), { target: { value: "8" } });
    // Only the default rate: the empty region row is removed.
    await userEvent.click(within(dialog).getByRole("button", { name: /^删\s*除$/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: /提\s*交/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = server.calls.find((c) => c.path === "/freightTemplate/save")?.body as {
      rules: unknown[];
    };
    expect(body.rules).toEqual([
      { regions: [], first: "1", firstFee: "15", additional: "1", additionalFee: "8" },
    ]);
  });

  it("reads a stored default rate back into its row, and maps the server's rows past it", () => {
    const values = templateFormValues({
      id: 3,
      name: "模板",
      billing: 1,
      rules: [
        { regions: [], first: 1, firstFee: "15.00", additional: 1, additionalFee: "8.00" },
        { regions: ["11"], first: 1, firstFee: "10.00", additional: 1, additionalFee: "5.00" },
      ],
    });
    expect(values.defaultRule).toEqual({
      first: "1",
      firstFee: "15.00",
      additional: "1",
      additionalFee: "8.00",
    });
    expect(values.rules.map((r) => r.regions)).toEqual([["11"]]);
    expect(templatePayload(values).rules).toHaveLength(2);
    expect(formPath("rules[0].firstFee", true)).toEqual(["defaultRule", "firstFee"]);
    expect(formPath("rules[2].first", true)).toEqual(["rules", 1, "first"]);
    expect(formPath("rules[2].first")).toEqual(["rules", 2, "first"]);
  });
});
