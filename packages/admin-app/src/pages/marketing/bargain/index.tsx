import { useMemo } from "react";
import type { ModulePageDeclaration } from "../../../components/module";
import { ActivityListPage } from "../shared/ActivityListPage";
import {
  dateTimeField,
  goodsAndSkuFields,
  moneyField,
  skuCell,
  yuanCell,
} from "../shared/fieldInputs";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

/** Marketing › bargains: one SKU from a starting price to a floor in a number of helps. */
export default function BargainPage() {
  const { t } = useMarketingTranslation();
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: [
        "name",
        "skuId",
        "startPriceCents",
        "floorPriceCents",
        "helpersNeeded",
        "hoursOpen",
        "startAt",
        "endAt",
        "phase",
      ],
      filters: ["name", "startAt"],
      cells: { skuId: skuCell, startPriceCents: yuanCell, floorPriceCents: yuanCell },
      form: {
        order: [
          "name",
          "goodsId",
          "skuId",
          "startPriceCents",
          "floorPriceCents",
          "helpersNeeded",
          "hoursOpen",
          "startAt",
          "endAt",
          "description",
        ],
        defaults: () => ({ helpersNeeded: 5, hoursOpen: 24 }),
        fields: {
          ...goodsAndSkuFields,
          startPriceCents: moneyField(t("marketing.moneyRule")),
          floorPriceCents: moneyField(t("marketing.moneyRule")),
          startAt: dateTimeField,
          endAt: dateTimeField,
        },
      },
    }),
    [t],
  );
  return <ActivityListPage module="bargain" declaration={declaration} />;
}
