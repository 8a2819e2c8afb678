import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OWN_LABEL } from "./discountFormRules";
import { moneyRule } from "./MoneyInput";
import * as stories from "./MoneyInput.stories";

describe("MoneyInput", () => {
  it("shows cents as yuan and keeps what is typed in cents", async () => {
    render(<stories.WithAmount />);
    const input = (await screen.findByLabelText("amount")) as HTMLInputElement;
    expect(input.value).toBe("19.90");
    await userEvent.clear(input);
    await userEvent.type(input, "0.05");
    expect(screen.getByTestId("stored").textContent).toBe("5");
    await userEvent.type(input, "1");
    // Three decimals are not money: the text is kept for the form's rule to refuse.
    expect(screen.getByTestId("stored").textContent).toBe('"0.051"');
  });

  it("says the unit in the operator's language", async () => {
    render(<stories.English />);
    expect(await screen.findByText("yuan")).toBeTruthy();
  });

  it("refuses what is not money with the contract's message, the limit in 元", async () => {
    const rule = moneyRule("zh-cn");
    await expect(rule.validator(null, 1990)).resolves.toBeUndefined();
    await expect(rule.validator(null, undefined)).resolves.toBeUndefined();
    // antd puts the field's label for OWN_LABEL ("${label}").
    await expect(rule.validator(null, "0.051")).rejects.toThrow(`${OWN_LABEL}最多两位小数`);
    await expect(rule.validator(null, "-1")).rejects.toThrow(`${OWN_LABEL}不能为负数`);
    await expect(moneyRule("en").validator(null, "2000000")).rejects.toThrow(
      `${OWN_LABEL} cannot be above ¥1000000.00`,
    );
  });
});
