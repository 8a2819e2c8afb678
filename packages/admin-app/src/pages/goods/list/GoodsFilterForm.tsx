import { Button, DatePicker, Form, Input, Select, Space } from "antd";
import { useState } from "react";
import { currentLanguage } from "../../../i18n";
import type { CategoryNode, GoodsTab } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { CategoryCascader } from "../shared/CategoryCascader";
import { type GoodsFilterValues, priceRangeProblem, TABS_WITH_STATUS } from "./goodsFilters";

/** Every filter box empty (重置). */
const NO_FILTER_VALUES: Record<keyof GoodsFilterValues, undefined> = {
  name: undefined,
  categoryPath: undefined,
  priceMin: undefined,
  priceMax: undefined,
  status: undefined,
  created: undefined,
};

/** The lowest and highest price boxes, side by side; each box's label key is its field name. */
const PRICE_BOXES = ["priceMin", "priceMax"] as const;

export interface GoodsFilterFormProps {
  tab: GoodsTab;
  categories: CategoryNode[];
  /** The filters remembered from the last visit; read once, as the form's initial values. */
  remembered: GoodsFilterValues;
  /** The boxes as typed, once the price range is one a product can match. */
  onSearch(values: GoodsFilterValues): void;
}

/** The goods list's filter bar: name, category, price range, status (where it varies), created. */
export function GoodsFilterForm({ tab, categories, remembered, onSearch }: GoodsFilterFormProps) {
  const { t, i18n } = useGoodsTranslation();
  const language = currentLanguage(i18n);
  const [form] = Form.useForm<GoodsFilterValues>();
  const [initialValues] = useState(remembered);
  /** Why the price boxes were not applied (not an amount, or reversed), shown under them. */
  const [priceProblem, setPriceProblem] = useState<string>();

  return (
    <Form
      // Its own prefix (goodsFilter_name), apart from the wizard's fields.
      name="goodsFilter"
      form={form}
      initialValues={initialValues}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => {
        const problem = priceRangeProblem(
          values,
          { min: t("goods.filter.priceMin"), max: t("goods.filter.priceMax") },
          language,
          (from, to) => t("goods.filter.priceReversed", { from, to }),
        );
        setPriceProblem(problem);
        if (problem) return;
        onSearch(values);
      }}
    >
      <Form.Item name="name" label={t("goods.filter.name")}>
        <Input
          allowClear
          aria-label={t("goods.filter.name")}
          placeholder={t("goods.filter.namePlaceholder")}
        />
      </Form.Item>
      <Form.Item name="categoryPath" label={t("goods.filter.category")}>
        <CategoryCascader tree={categories} label={t("goods.filter.category")} />
      </Form.Item>
      <Form.Item
        label={t("goods.filter.price")}
        validateStatus={priceProblem ? "error" : undefined}
        help={priceProblem}
      >
        <Space.Compact>
          {PRICE_BOXES.map((name) => (
            <Form.Item key={name} name={name} noStyle>
              <Input
                inputMode="decimal"
                aria-label={t(`goods.filter.${name}`)}
                placeholder={t(`goods.filter.${name}`)}
                style={{ width: 100 }}
              />
            </Form.Item>
          ))}
        </Space.Compact>
      </Form.Item>
      {TABS_WITH_STATUS.has(tab) ? (
        <Form.Item name="status" label={t("goods.filter.status")}>
          <Select
            allowClear
            aria-label={t("goods.filter.status")}
            style={{ width: 120 }}
            options={[
              { value: 1, label: t("goods.status.on") },
              { value: 0, label: t("goods.status.off") },
            ]}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="created" label={t("goods.filter.created")}>
        <DatePicker.RangePicker
          aria-label={t("goods.filter.created")}
          placeholder={[t("goods.filter.from"), t("goods.filter.to")]}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t("goods.search")}
          </Button>
          <Button
            onClick={() => {
              // Not to the initial values: after coming back those are the remembered filters.
              form.resetFields();
              form.setFieldsValue(NO_FILTER_VALUES);
              setPriceProblem(undefined);
              onSearch({});
            }}
          >
            {t("goods.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
