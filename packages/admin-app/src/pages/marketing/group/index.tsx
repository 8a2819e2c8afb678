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

/** Marketing › group buying: one SKU at a group price, group size 2-100, hours to fill. */
export default function GroupPage() {
  const { i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: [
        "name",
        "skuId",
        "groupPriceCents",
        "groupSize",
        "hoursOpen",
        "perUserLimit",
        "startAt",
        "endAt",
        "phase",
      ],
      filters: ["name", "startAt"],
      cells: { skuId: skuCell, groupPriceCents: yuanCell },
      form: {
        order: [
          "name",
          "goodsId",
          "skuId",
          "groupPriceCents",
          "groupSize",
          "hoursOpen",
          "perUserLimit",
          "startAt",
          "endAt",
          "description",
        ],
        defaults: () => ({ groupSize: 2, hoursOpen: 24, perUserLimit: 1 }),
        fields: {
          ...goodsAndSkuFields,
          groupPriceCents: moneyField(language),
          startAt: dateTimeField,
          endAt: endTimeField(language),
          groupSize: wholeNumberField,
          hoursOpen: wholeNumberField,
          perUserLimit: wholeNumberField,
        },
      },
    }),
    [language],
  );
  return <ActivityListPage module="groupBuy" declaration={declaration} />;
}
