import { useMemo } from "react";
import type { ModulePageDeclaration, ModuleRow } from "../../../components/module";
import { currentLanguage } from "../../../i18n";
import { ActivityListPage } from "../shared/ActivityListPage";
import { dateTimeField, endTimeField, wholeNumberField, yuanText } from "../shared/fieldInputs";
import { readLines, SeckillSkusInput } from "../shared/SeckillSkusInput";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

/** Marketing › seckill: a window, SKUs with their seckill price and stock, status tabs. */
export default function SeckillPage() {
  const { t, i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: ["name", "skus", "perUserLimit", "startAt", "endAt", "phase", "stockState"],
      filters: ["name", "startAt"],
      cells: {
        skus: (_: unknown, row: ModuleRow) => (
          <div style={{ whiteSpace: "pre-line", minWidth: 220 }}>
            {readLines(row.skus)
              .map((line) => {
                const l = line as Record<string, unknown>;
                const planned = t("marketing.skuLine", {
                  goods: String(l.goodsName ?? ""),
                  spec: String(l.specText ?? ""),
                  price: yuanText(l.seckillPriceCents),
                  stock: String(l.seckillStock ?? ""),
                });
                // What app users took and what is left of it (the server's `sold` and `left`).
                return typeof l.sold === "number"
                  ? planned + t("marketing.skuSold", { sold: l.sold, left: String(l.left ?? "") })
                  : planned;
              })
              .join("\n")}
          </div>
        ),
      },
      form: {
        order: ["name", "skus", "perUserLimit", "startAt", "endAt", "description"],
        defaults: () => ({ perUserLimit: 1, skus: "[]" }),
        fields: {
          skus: { input: () => <SeckillSkusInput /> },
          startAt: dateTimeField,
          endAt: endTimeField(language),
          perUserLimit: wholeNumberField,
        },
      },
    }),
    [t, language],
  );
  return <ActivityListPage module="seckill" declaration={declaration} />;
}
