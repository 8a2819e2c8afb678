import { useMemo } from "react";
import type { ModulePageDeclaration } from "../../../components/module";
import { ActivityListPage } from "../shared/ActivityListPage";
import { dateTimeField, moneyField, yuanCell } from "../shared/fieldInputs";
import { isPercent } from "../shared/money";
import { ScopeIdsInput } from "../shared/ScopeIdsInput";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

type Values = Record<string, unknown>;

/** Marketing › coupons: 满减 / 折扣 / 无门槛, validity, scope, claim window, status tabs. */
export default function CouponPage() {
  const { t } = useMarketingTranslation();
  const declaration = useMemo<ModulePageDeclaration>(() => {
    const money = t("marketing.moneyRule");
    return {
      columns: [
        "name",
        "kind",
        "amountCents",
        "thresholdCents",
        "percentOff",
        "total",
        "leftCount",
        "perUserLimit",
        "scope",
        "startAt",
        "endAt",
        "phase",
      ],
      filters: ["name", "kind", "scope", "startAt"],
      cells: { amountCents: yuanCell, thresholdCents: yuanCell },
      form: {
        order: [
          "name",
          "kind",
          "amountCents",
          "thresholdCents",
          "percentOff",
          "capCents",
          "total",
          "perUserLimit",
          "validityType",
          "validFrom",
          "validTo",
          "validDays",
          "scope",
          "scopeIds",
          "startAt",
          "endAt",
          "description",
        ],
        defaults: () => ({ kind: 1, perUserLimit: 1, validityType: 1, scope: 1, validDays: 7 }),
        fields: {
          amountCents: moneyField(money, { visible: (v: Values) => v.kind !== 2 }),
          thresholdCents: moneyField(money, { visible: (v: Values) => v.kind !== 3 }),
          capCents: moneyField(money, { visible: (v: Values) => v.kind === 2 }),
          percentOff: {
            visible: (v: Values) => v.kind === 2,
            rules: [
              {
                validator: async (_: unknown, value: unknown) => {
                  if (value === undefined || value === "" || isPercent(String(value))) return;
                  throw new Error(t("marketing.percentRule"));
                },
              },
            ],
          },
          validFrom: { ...dateTimeField, visible: (v: Values) => v.validityType === 1 },
          validTo: { ...dateTimeField, visible: (v: Values) => v.validityType === 1 },
          validDays: { visible: (v: Values) => v.validityType === 2 },
          scopeIds: {
            input: () => <ScopeIdsInput />,
            visible: (v: Values) => v.scope === 2 || v.scope === 3,
          },
          startAt: dateTimeField,
          endAt: dateTimeField,
        },
      },
    };
  }, [t]);
  return <ActivityListPage module="coupon" declaration={declaration} />;
}
