import { parsePercentBp } from "@vitrine/contract";
import { useMemo } from "react";
import type { ModulePageDeclaration } from "../../../components/module";
import { currentLanguage } from "../../../i18n";
import { ActivityListPage } from "../shared/ActivityListPage";
import { belowThresholdRule } from "../shared/discountFormRules";
import {
  dateTimeField,
  endTimeField,
  moneyField,
  wholeNumberField,
  yuanCell,
} from "../shared/fieldInputs";
import { moneyRule } from "../shared/MoneyInput";
import { ScopeIdsInput } from "../shared/ScopeIdsInput";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

type Values = Record<string, unknown>;

/** Marketing › coupons: 满减 / 折扣 / 无门槛, validity, scope, claim window, status tabs. */
export default function CouponPage() {
  const { t, i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
  const declaration = useMemo<ModulePageDeclaration>(() => {
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
          // 满减: less off than the threshold (满10减20 is refused), as the server's rule.
          amountCents: moneyField(language, {
            visible: (v: Values) => v.kind !== 2,
            rules: [
              moneyRule(language),
              belowThresholdRule(language, (form) => form.getFieldValue("kind") === 1),
            ],
            // A changed threshold or kind checks the amount again: no stale message.
            dependencies: ["thresholdCents", "kind"],
          }),
          thresholdCents: moneyField(language, { visible: (v: Values) => v.kind !== 3 }),
          capCents: moneyField(language, { visible: (v: Values) => v.kind === 2 }),
          percentOff: {
            visible: (v: Values) => v.kind === 2,
            rules: [
              {
                validator: async (_: unknown, value: unknown) => {
                  if (
                    value === undefined ||
                    value === "" ||
                    parsePercentBp(String(value)) !== undefined
                  )
                    return;
                  throw new Error(t("marketing.percentRule"));
                },
              },
            ],
          },
          validFrom: { ...dateTimeField, visible: (v: Values) => v.validityType === 1 },
          validTo: endTimeField(language, { visible: (v: Values) => v.validityType === 1 }),
          validDays: { ...wholeNumberField, visible: (v: Values) => v.validityType === 2 },
          total: wholeNumberField,
          perUserLimit: wholeNumberField,
          scopeIds: {
            input: () => <ScopeIdsInput />,
            visible: (v: Values) => v.scope === 2 || v.scope === 3,
          },
          startAt: dateTimeField,
          endAt: endTimeField(language),
        },
      },
    };
  }, [t, language]);
  return <ActivityListPage module="coupon" declaration={declaration} />;
}
