import { render, screen } from "@testing-library/react";
import { LOCALES } from "@vitrine/editor-core";
import { fieldMessages } from "@vitrine/editor-core/field-messages";
import { describe, expect, it } from "vitest";
import { ProductListPreview } from "./ProductListPreview";
import { cornerMarkText } from "./product-marks";
import { propsOf } from "./story-props";

const product = [{ name: "Green tea", price: 12, coverUrl: "" }];

describe("product corner marks", () => {
  it("are drawn in English on an English page", () => {
    for (const [type, text] of [
      [0, "New"],
      [1, "Hot"],
      [2, "NEW"],
      [3, "HOT"],
    ] as const) {
      const view = render(
        <ProductListPreview
          locale="en"
          props={propsOf("listswitching", { imageList: product, commoditycornertype: type })}
        />,
      );
      expect(screen.getByText(text).dataset.cornerMark).toBeDefined();
      expect(view.container.textContent).not.toMatch(/新品|热卖/);
      view.unmount();
    }
  });

  it("read as the panel's choice labels in every language", () => {
    for (const locale of LOCALES) {
      const labels = fieldMessages(locale);
      for (const type of [0, 1, 2, 3])
        expect(cornerMarkText(type, locale), `${locale} ${type}`).toBe(
          labels[`option.listswitching.commoditycornertype.${type}`],
        );
    }
  });
});
