import { Form, Input, InputNumber } from "antd";
import { FreightRegionRows } from "./FreightRegionRows";
import type { FreeValues } from "./freightTemplateValues";
import { type Billing, useFreightBoxRules } from "./useFreightBoxRules";

export interface FreightFreeRowsProps {
  billing: Billing;
  /** The free-shipping rows as typed, so a region sits in one of them only. */
  free: FreeValues[] | undefined;
}

/** The free-shipping rows: regions, and the count or amount from which delivery is free. */
export function FreightFreeRows({ billing, free }: FreightFreeRowsProps) {
  const { t, money } = useFreightBoxRules(billing);
  return (
    <Form.Item label={t("goods.freight.free")}>
      <FreightRegionRows
        name="freeRules"
        regionLabel={t("goods.freight.free")}
        takenBy={(index) =>
          new Set((free ?? []).filter((_, i) => i !== index).flatMap((r) => r?.regions ?? []))
        }
        boxes={(index) => (
          <>
            <Form.Item name={[index, "minQuantity"]} noStyle>
              <InputNumber
                min={0}
                aria-label={t(`goods.freight.freeCount.${billing}`)}
                placeholder={t(`goods.freight.freeCount.${billing}`)}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item
              name={[index, "minAmount"]}
              rules={[money(t("goods.freight.freeAmount"))]}
              noStyle
            >
              <Input
                aria-label={t("goods.freight.freeAmount")}
                placeholder={t("goods.freight.freeAmount")}
                style={{ width: 140 }}
              />
            </Form.Item>
          </>
        )}
        addLabel={t("goods.freight.addFree")}
        newRow={() => ({ regions: [], minQuantity: "", minAmount: "" })}
      />
    </Form.Item>
  );
}
