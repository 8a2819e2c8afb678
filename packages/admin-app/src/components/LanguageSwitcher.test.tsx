import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Empty } from "antd";
import { beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../i18n";
import { renderWithProviders } from "../test/renderWithProviders";
import { createPrefixedStorage } from "../utils/storage";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { UiProviders } from "./UiProviders";

describe("LanguageSwitcher", () => {
  beforeEach(() => localStorage.clear());

  const emptyText = (container: HTMLElement) =>
    container.querySelector(".ant-empty-description")?.textContent;

  it("switches our texts, antd's texts and <html lang> live, and remembers the choice", async () => {
    const user = userEvent.setup();
    const i18n = createI18n({ storage: createPrefixedStorage() });
    const { container } = render(
      <UiProviders i18n={i18n}>
        <LanguageSwitcher />
        {/* antd's own text, from its locale: the empty-state description. */}
        <Empty />
      </UiProviders>,
    );
    expect(emptyText(container)).toBe("暂无数据");
    expect(document.documentElement.lang).toBe("zh-CN");

    await user.selectOptions(screen.getByLabelText("语言"), "en");
    expect(screen.getByLabelText("Language")).toBeTruthy();
    expect(emptyText(container)).toBe("No data");
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("vitrine:lang")).toBe('"en"');

    await user.selectOptions(screen.getByLabelText("Language"), "zh-tw");
    expect(screen.getByLabelText("語言")).toBeTruthy();
    expect(emptyText(container)).toBe("暫無資料");
    expect(document.documentElement.lang).toBe("zh-TW");
  });

  it("offers the three languages by their own names", () => {
    renderWithProviders(<LanguageSwitcher />);
    const names = screen.getAllByRole("option").map((option) => option.textContent);
    expect(names).toEqual(["简体中文", "English", "繁體中文"]);
  });
});
