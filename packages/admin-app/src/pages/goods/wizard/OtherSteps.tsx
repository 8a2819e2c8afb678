import { RichTextEditor } from "@vitrine/editor-react/rich-text";
import { Alert, Checkbox, DatePicker, Form, Input, Radio, Select, Space, Switch } from "antd";
import { useCallback } from "react";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import type { FreightTemplateRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { decimalRule, moneyRule, wholeRule } from "./rules";

/** The rich text editor of the page editor (Lexical, the same sanitiser) as a form control. */
function DetailsEditor({ value, onChange }: { value?: string; onChange?(html: string): void }) {
  const { t } = useGoodsTranslation();
  const http = useModuleHttp();
  const uploadImage = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return (await http.post<{ url: string }>("/upload/wang_image", form)).url;
    },
    [http],
  );
  return (
    <RichTextEditor
      label={t("goods.field.details")}
      value={value ?? ""}
      onChange={(html) => onChange?.(html)}
      uploadImage={uploadImage}
      labels={{
        toolbar: t("goods.rich.toolbar"),
        bold: t("goods.rich.bold"),
        italic: t("goods.rich.italic"),
        underline: t("goods.rich.underline"),
        image: t("goods.rich.image"),
      }}
    />
  );
}

/** Step 2 商品详情. */
export function DetailsStep() {
  const { t } = useGoodsTranslation();
  return (
    <Form.Item name="description" label={t("goods.field.details")}>
      <DetailsEditor />
    </Form.Item>
  );
}

/** Step 3 物流设置: delivery, fixed fee or a freight template, weight and volume. */
export function LogisticsStep({ templates }: { templates: FreightTemplateRow[] }) {
  const { t, i18n } = useGoodsTranslation();
  const freightMode = Form.useWatch("freightMode");
  const decimal = decimalRule(t("goods.field.decimal"));
  return (
    <>
      <Form.Item
        name="deliveryMethods"
        label={t("goods.field.logisticsType")}
        rules={[
          {
            required: true,
            type: "array",
            min: 1,
            message: t("goods.field.logisticsTypeRequired"),
          },
        ]}
      >
        <Checkbox.Group
          options={[
            { value: "express", label: t("goods.field.express") },
            { value: "pickup", label: t("goods.field.pickup") },
          ]}
        />
      </Form.Item>
      <Form.Item name="freightMode" label={t("goods.field.freightType")}>
        <Radio.Group
          options={[
            { value: 1, label: t("goods.field.freightFixed") },
            { value: 2, label: t("goods.field.freightTemplate") },
          ]}
        />
      </Form.Item>
      {freightMode === 2 ? (
        <Form.Item
          name="freightTemplateId"
          label={t("goods.field.template")}
          rules={[{ required: true, message: t("goods.field.templateRequired") }]}
        >
          <Select
            aria-label={t("goods.field.template")}
            allowClear
            placeholder={t("goods.field.templatePlaceholder")}
            options={templates.map((row) => ({ value: row.id, label: row.name }))}
            style={{ width: 240 }}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="freightFee"
          label={t("goods.field.freightPrice")}
          rules={[moneyRule(t("goods.field.freightPrice"), i18n.language)]}
        >
          <Input
            inputMode="decimal"
            placeholder={t("goods.field.freightPricePlaceholder")}
            style={{ width: 200 }}
          />
        </Form.Item>
      )}
      <Form.Item name="weight" label={t("goods.field.weight")} rules={[decimal]}>
        <Input inputMode="decimal" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="volume" label={t("goods.field.volume")} rules={[decimal]}>
        <Input inputMode="decimal" style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}

/** Step 4 营销设置: bought count, sort, points, purchase limit, pre-sale, recommendation. */
export function MarketingStep() {
  const { t } = useGoodsTranslation();
  const limited = Form.useWatch("limited");
  const limitMode = Form.useWatch("purchaseLimitMode");
  const presale = Form.useWatch("presale");
  const whole = wholeRule(t("goods.field.wholeNumber"));
  const onOff = {
    checkedChildren: t("goods.field.on"),
    unCheckedChildren: t("goods.field.off"),
  };
  return (
    <>
      <Form.Item name="virtualSales" label={t("goods.field.virtualSales")} rules={[whole]}>
        <Input
          inputMode="numeric"
          placeholder={t("goods.field.virtualSalesPlaceholder")}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="sort" label={t("goods.field.sort")} rules={[whole]}>
        <Input inputMode="numeric" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="points" label={t("goods.field.points")} rules={[whole]}>
        <Input inputMode="numeric" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="limited" label={t("goods.field.limit")} valuePropName="checked">
        <Switch {...onOff} />
      </Form.Item>
      {limited ? (
        <>
          <Form.Item name="purchaseLimitMode" label={t("goods.field.limitType")}>
            <Radio.Group
              options={[
                { value: 1, label: t("goods.field.limitOnce") },
                { value: 2, label: t("goods.field.limitForever") },
              ]}
            />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t(
              limitMode === 2 ? "goods.field.limitForeverNote" : "goods.field.limitOnceNote",
            )}
          />
          <Form.Item label={t("goods.field.limitCount")}>
            <Space>
              <Form.Item name="purchaseLimit" noStyle rules={[whole]}>
                <Input
                  inputMode="numeric"
                  aria-label={t("goods.field.limitCount")}
                  style={{ width: 160 }}
                />
              </Form.Item>
              {t("goods.field.piece")}
            </Space>
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="presale" label={t("goods.field.preSale")} valuePropName="checked">
        <Switch {...onOff} />
      </Form.Item>
      {presale ? (
        <>
          <Form.Item
            name="presaleRange"
            label={t("goods.field.preSaleTime")}
            rules={[{ required: true, message: t("goods.field.preSaleTimeRequired") }]}
          >
            <DatePicker.RangePicker
              showTime
              placeholder={[t("goods.field.start"), t("goods.field.end")]}
            />
          </Form.Item>
          <Form.Item label={t("goods.field.shipDays")}>
            <Space>
              {t("goods.field.shipDaysBefore")}
              <Form.Item name="presaleShipDays" noStyle rules={[whole]}>
                <Input
                  inputMode="numeric"
                  aria-label={t("goods.field.shipDays")}
                  style={{ width: 100 }}
                />
              </Form.Item>
              {t("goods.field.shipDaysAfter")}
            </Space>
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="recommend" label={t("goods.field.recommend")}>
        <Checkbox.Group
          options={[
            { value: 1, label: t("goods.field.hot") },
            { value: 2, label: t("goods.field.promotion") },
            { value: 3, label: t("goods.field.best") },
          ]}
        />
      </Form.Item>
    </>
  );
}

/** Step 5 其他设置 (SEO). */
export function SeoStep() {
  const { t } = useGoodsTranslation();
  return (
    <>
      <Form.Item name="seoKeywords" label={t("goods.field.keywords")} rules={[{ max: 200 }]}>
        <Input placeholder={t("goods.field.keywordsPlaceholder")} maxLength={200} />
      </Form.Item>
      <Form.Item name="seoDescription" label={t("goods.field.description")}>
        <Input.TextArea
          rows={6}
          maxLength={500}
          showCount
          placeholder={t("goods.field.descriptionPlaceholder")}
        />
      </Form.Item>
    </>
  );
}
