import { Button, Form, Space } from "antd";
import type { ReactNode } from "react";
import { RegionSelect } from "./RegionSelect";
import { useFreightBoxRules, WIDTHS } from "./useFreightBoxRules";

export interface FreightRegionRowsProps {
  /** The form list: "rules" or "freeRules". */
  name: string;
  /** The region box's accessible name, numbered by row. */
  regionLabel: string;
  /** The regions row `index` may not take (they sit in another row). */
  takenBy(index: number): ReadonlySet<string>;
  /** The row's boxes after its regions. */
  boxes(index: number): ReactNode;
  /** The button adding a row, and the row it adds. */
  addLabel: string;
  newRow(): object;
}

/** A list of region rows (delivery or free shipping): regions, the row's boxes, remove; add. */
export function FreightRegionRows(props: FreightRegionRowsProps) {
  const { name, regionLabel, takenBy, boxes, addLabel, newRow } = props;
  const { t, regionsRequired } = useFreightBoxRules();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap style={{ marginBottom: 8 }}>
              <Form.Item
                name={[field.name, "regions"]}
                rules={[regionsRequired]}
                style={{ width: WIDTHS.regions, marginBottom: 0 }}
              >
                <RegionSelect
                  label={`${regionLabel} ${field.name + 1}`}
                  taken={takenBy(field.name)}
                />
              </Form.Item>
              {boxes(field.name)}
              <Button danger type="link" onClick={() => remove(field.name)}>
                {t("goods.freight.remove")}
              </Button>
            </Space>
          ))}
          <Button onClick={() => add(newRow())}>{addLabel}</Button>
        </>
      )}
    </Form.List>
  );
}
