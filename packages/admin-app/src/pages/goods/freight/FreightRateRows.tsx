import { Form, Space } from "antd";
import { FreightRateInputs } from "./FreightRateInputs";
import { FreightRegionRows } from "./FreightRegionRows";
import { newRateRow } from "./freightTemplateValues";
import { type Billing, useFreightBoxRules, WIDTHS } from "./useFreightBoxRules";

export interface FreightRateRowsProps {
  billing: Billing;
  /** The regions other rows (and the not-delivered list) hold, for region row `index`. */
  takenBy(index: number): ReadonlySet<string>;
}

/**
 * The delivery areas: column headers, the default rate for regions no row lists, then one row
 * per group of regions with its rates.
 */
export function FreightRateRows({ billing, takenBy }: FreightRateRowsProps) {
  const { t, unit } = useFreightBoxRules(billing);
  return (
    <Form.Item label={t("goods.freight.areas")} required>
      {/* Column headers over the rate boxes (issue 36: four unnamed boxes a row). */}
      <Space aria-hidden="true" className="freight-rate-header" style={{ marginBottom: 4 }}>
        <strong style={{ display: "inline-block", width: WIDTHS.regions }}>
          {t("goods.freight.region")}
        </strong>
        <strong style={{ display: "inline-block", width: WIDTHS.first }}>{unit("first")}</strong>
        <strong style={{ display: "inline-block", width: WIDTHS.firstFee }}>
          {t("goods.freight.firstPrice")}
        </strong>
        <strong style={{ display: "inline-block", width: WIDTHS.additional }}>
          {unit("next")}
        </strong>
        <strong style={{ display: "inline-block", width: WIDTHS.additionalFee }}>
          {t("goods.freight.nextPrice")}
        </strong>
      </Space>
      <Space align="start" wrap style={{ marginBottom: 8 }}>
        <span style={{ display: "inline-block", width: WIDTHS.regions, lineHeight: "32px" }}>
          {t("goods.freight.otherRegions")}
        </span>
        <FreightRateInputs
          path={["defaultRule"]}
          billing={billing}
          labelOf={(column) => `${t("goods.freight.otherRegions")} ${column}`}
        />
      </Space>
      <FreightRegionRows
        name="rules"
        regionLabel={t("goods.freight.region")}
        takenBy={takenBy}
        boxes={(index) => (
          <FreightRateInputs
            path={[index]}
            billing={billing}
            labelOf={(column) => `${column} ${index + 1}`}
          />
        )}
        addLabel={t("goods.freight.addArea")}
        newRow={newRateRow}
      />
    </Form.Item>
  );
}
