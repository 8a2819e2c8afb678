import { useMemo } from "react";
import type { ModulePageDeclaration } from "../../../components/module";
import { currentLanguage } from "../../../i18n";
import { ActivityListPage } from "../shared/ActivityListPage";
import {
  dateTimeField,
  endTimeField,
  goodsAndSkuFields,
  moneyField,
  skuCell,
  wholeNumberField,
  yuanCell,
} from "../shared/fieldInputs";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

/** Marketing › bargains: one SKU from a starting price to a floor in a number of helps. */
export default function BargainPage() {
  const { i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
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
          startPriceCents: moneyField(language),
          floorPriceCents: moneyField(language),
          startAt: dateTimeField,
          endAt: endTimeField(language),
          helpersNeeded: wholeNumberField,
          hoursOpen: wholeNumberField,
        },
      },
    }),
    [language],
  );
  return <ActivityListPage module="bargain" declaration={declaration} />;
}
