import { inviteLink, parsePercentBp } from "@vitrine/contract";
import { Button, Tabs, Typography } from "antd";
import { useMemo, useState } from "react";
import { ModuleListPage, type ModulePageDeclaration } from "../../../components/module";
import { currentLanguage } from "../../../i18n";
import { commissionTotalRule } from "../shared/discountFormRules";
import { yuanCell } from "../shared/fieldInputs";
import { GoodsSelect } from "../shared/goodsPicker";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";
import { DistributionSettings } from "./DistributionSettings";
import { LedgerDrawer } from "./LedgerDrawer";

/** Marketing › distribution: settings, per-goods rates and the distributors with their earnings. */
export default function DistributionPage() {
  const { t, i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const goodsRates = useMemo<ModulePageDeclaration>(() => {
    const percentRule = {
      validator: async (_: unknown, value: unknown) => {
        if (value === undefined || value === "" || parsePercentBp(String(value)) !== undefined)
          return;
        throw new Error(t("marketing.percentRule"));
      },
    };
    return {
      columns: ["goodsId", "level1Rate", "level2Rate", "createdAt"],
      cells: { goodsId: (value, row) => String(row.goodsName || value) },
      form: {
        defaults: () => ({ level2Rate: "0" }),
        fields: {
          goodsId: { input: () => <GoodsSelect /> },
          level1Rate: { rules: [percentRule] },
          // Both levels of a sale together at most 100%, as the server's rule.
          level2Rate: {
            rules: [percentRule, commissionTotalRule(language, ["level1Rate", "level2Rate"])],
            dependencies: ["level1Rate"],
          },
        },
      },
    };
  }, [t, language]);
  const distributors = useMemo<ModulePageDeclaration>(
    () => ({
      cells: { earningsCents: yuanCell, withdrawnCents: yuanCell },
      rowActions: (row) => (
        <>
          <Button type="link" size="small" onClick={() => setLedgerOf(Number(row.id))}>
            {t("marketing.ledger")}
          </Button>
          {/* The link the distributor shares: a shopper's first sign-in by it binds them. */}
          <Typography.Text
            copyable={{ text: `${window.location.origin}${inviteLink(Number(row.appUserId))}` }}
          >
            {t("marketing.inviteLink")}
          </Typography.Text>
        </>
      ),
    }),
    [t],
  );
  return (
    <>
      <DistributionSettings />
      <Tabs
        items={[
          {
            key: "goods",
            label: t("marketing.goodsRates"),
            children: <ModuleListPage module="distributionGoods" declaration={goodsRates} />,
          },
          {
            key: "distributors",
            label: t("marketing.distributors"),
            children: <ModuleListPage module="distributor" declaration={distributors} />,
          },
        ]}
      />
      <LedgerDrawer distributorId={ledgerOf} onClose={() => setLedgerOf(null)} />
    </>
  );
}
