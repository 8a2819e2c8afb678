import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../api/HttpError";
import { renderWithProviders } from "../../test/renderWithProviders";
import { ModuleFormDialog, type ModuleFormDialogProps } from "./ModuleFormDialog";
import { column, organizeMeta } from "./moduleFixtures";
import type { ModuleMeta } from "./moduleTypes";

function renderDialog(
  save: (values: Record<string, unknown>) => Promise<unknown>,
  shape: Partial<Pick<ModuleFormDialogProps, "fields" | "order" | "meta" | "row">> = {},
) {
  const onSaved = vi.fn();
  renderWithProviders(
    <ModuleFormDialog
      open
      meta={organizeMeta}
      api={{ save }}
      row={null}
      onClose={() => undefined}
      onSaved={onSaved}
      {...shape}
    />,
  );
  return { onSaved };
}

/** A refusal as the app's client reports it: the first message, and every field's in `data`. */
const refusedWith = (errors: { field: string; message: string }[]) =>
  new HttpError("business", errors[0]?.message ?? "", { code: 1, data: { errors } });

describe("ModuleFormDialog", () => {
  it("names the required fields the server describes before sending anything", async () => {
    const save = vi.fn(async () => null);
    renderDialog(save);
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    // Each field's rule settles on its own: each message is waited for.
    expect(await screen.findByText("请输入名称")).toBeTruthy();
    expect(await screen.findByText("请输入描述")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the typed values and reports the save", async () => {
    const save = vi.fn(async () => null);
    const { onSaved } = renderDialog(save);
    await userEvent.type(screen.getByLabelText("名称"), "华东");
    await userEvent.type(screen.getByLabelText("描述"), "华东区域");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ name: "华东", description: "华东区域" }),
    );
  });

  it("shows the server's message next to the field it names", async () => {
    const save = vi.fn(async () => {
      throw new HttpError("business", "名称已存在", { code: 1 });
    });
    const { onSaved } = renderDialog(save);
    await userEvent.type(screen.getByLabelText("名称"), "华东");
    await userEvent.type(screen.getByLabelText("描述"), "华东区域");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    const message = await screen.findByText("名称已存在");
    const item = message.closest(".ant-form-item") as HTMLElement;
    expect(item.querySelector("#organize-form_name")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("places each of the server's listed field errors on its own field", async () => {
    const save = vi.fn(async () => {
      throw Object.assign(new Error("x"), {
        data: { errors: [{ field: "description", message: "描述不能是这个" }] },
      });
    });
    renderDialog(save);
    await userEvent.type(screen.getByLabelText("名称"), "华东");
    await userEvent.type(screen.getByLabelText("描述"), "华东区域");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    const message = await screen.findByText("描述不能是这个");
    expect(
      (message.closest(".ant-form-item") as HTMLElement).querySelector(
        "#organize-form_description",
      ),
    ).toBeTruthy();
  });

  it("shows an error about a field hidden by its declaration above the form", async () => {
    const save = vi.fn(async () => {
      throw refusedWith([
        { field: "name", message: "名称已存在" },
        { field: "status", message: "状态不能是这个" },
      ]);
    });
    renderDialog(save, { fields: { status: { visible: () => false } } });
    await userEvent.type(screen.getByLabelText("名称"), "华东");
    await userEvent.type(screen.getByLabelText("描述"), "华东区域");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    const alert = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(alert.textContent).toContain("状态不能是这个");
    // The shown field's message stays under that field, not in the general alert.
    expect(alert.textContent).not.toContain("名称已存在");
    const named = screen.getByText("名称已存在").closest(".ant-form-item") as HTMLElement;
    expect(named.querySelector("#organize-form_name")).toBeTruthy();
  });

  it("shows an error about a field left out of the form's order above the form", async () => {
    const save = vi.fn(async () => {
      throw refusedWith([{ field: "description", message: "请输入描述" }]);
    });
    renderDialog(save, { order: ["name", "status"] });
    await userEvent.type(screen.getByLabelText("名称"), "华东");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    const alert = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(alert.textContent).toContain("请输入描述");
  });

  it("sends a cleared optional integer field as null, so a device can be unbound", async () => {
    const deviceMeta: ModuleMeta = {
      ...organizeMeta,
      module: "device",
      columns: [
        column("serial", "序列号", { required: true }),
        column("appUserId", "绑定用户", { type: "integer", min: 1 }),
        column("producedOn", "生产日期", { type: "datetime" }),
        column("signal", "信号", { type: "integer" }),
      ],
    };
    const save = vi.fn(async (_values: Record<string, unknown>) => null);
    const { onSaved } = renderDialog(save, {
      meta: deviceMeta,
      row: { id: 7, serial: "SN-00000007", appUserId: 42, producedOn: "2024-03-01" },
    });
    const input = screen.getByLabelText("绑定用户");
    await waitFor(() => expect((input as HTMLInputElement).value).toBe("42"));
    await userEvent.clear(input);
    await userEvent.clear(screen.getByLabelText("生产日期"));
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      id: 7,
      serial: "SN-00000007",
      appUserId: null,
      producedOn: null,
    });
    // The row had no signal: it is not sent (JSON drops undefined), so nothing the operator left
    // alone is emptied.
    expect(save.mock.calls[0]?.[0].signal).toBeUndefined();
  });
});
