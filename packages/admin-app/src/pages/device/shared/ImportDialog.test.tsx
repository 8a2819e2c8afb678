import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { ImportReport } from "./deviceApi";
import { ImportDialog, ImportReportView } from "./ImportDialog";

const report: ImportReport = {
  total: 4,
  valid: 1,
  invalid: 3,
  imported: 1,
  rows: [
    { row: 2, serial: "SN-GOOD-0001", ok: true, errors: [] },
    { row: 3, serial: "SN-GOOD-0001", ok: false, errors: ["序列号在文件中重复（第 2 行）"] },
    { row: 4, serial: "bad serial", ok: false, errors: ["序列号格式不正确"] },
    { row: 5, serial: "", ok: false, errors: ["序列号不能为空", "型号不能为空"] },
  ],
  secrets: [{ serial: "SN-GOOD-0001", secret: "s3cr3t-once" }],
};

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .filter((row) => row.querySelector("td"));

describe("import report", () => {
  it("sums up the rows, lists the bad ones first with every reason, and shows the new secrets once", async () => {
    renderWithProviders(<ImportReportView report={report} />);
    expect(screen.getByText("共 4 行：有效 1 行，错误 3 行，已导入 1 行")).toBeTruthy();
    const table = screen.getByRole("table", { name: "导入设备" });
    // With errors, only the bad rows are listed at first.
    expect(bodyRows(table)).toHaveLength(3);
    expect(within(table).getByText("序列号不能为空；型号不能为空")).toBeTruthy();
    expect(within(table).getByText("bad serial")).toBeTruthy();

    await userEvent.click(screen.getByRole("switch", { name: "只看错误行" }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    expect(within(table).getByText("通过")).toBeTruthy();

    const secrets = screen.getByRole("region", { name: "设备密钥（只显示这一次）" });
    expect(within(secrets).getByText("s3cr3t-once")).toBeTruthy();
  });

  it("says nothing was imported when all-or-nothing refused the file", () => {
    renderWithProviders(<ImportReportView report={{ ...report, imported: 0, secrets: [] }} />);
    expect(screen.getByText("因存在错误行，未导入任何设备")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "设备密钥（只显示这一次）" })).toBeNull();
  });

  it("uploads the chosen .xlsx with the all-or-nothing choice and shows the server's refusal in place", async () => {
    const sent: Array<{ name: string; allOrNothing: boolean }> = [];
    const api = {
      importFile: async (file: File, allOrNothing: boolean) => {
        sent.push({ name: file.name, allOrNothing });
        throw new Error("缺少必填列：型号");
      },
      template: async () => ({ blob: new Blob([]), fileName: "template.xlsx" }),
    };
    renderWithProviders(<ImportDialog open api={api} onClose={() => {}} onImported={() => {}} />);
    const input = screen.getByLabelText("选择文件") as HTMLInputElement;
    await userEvent.upload(input, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await screen.findByText("只能上传 .xlsx 文件")).toBeTruthy();

    await userEvent.upload(input, new File(["x"], "batch.xlsx"));
    await userEvent.click(screen.getByRole("checkbox", { name: "有任何错误行时全部不导入" }));
    await userEvent.click(screen.getByRole("button", { name: "开始导入" }));
    expect(await screen.findByText("缺少必填列：型号")).toBeTruthy();
    expect(sent).toEqual([{ name: "batch.xlsx", allOrNothing: true }]);
  });
});
