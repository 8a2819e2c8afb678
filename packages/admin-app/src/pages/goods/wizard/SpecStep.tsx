import { SkuEditor, type SkuEditorValue } from "@vitrine/sku/react";
import { Alert, Button, Form, Input, Radio } from "antd";
import { useState } from "react";
import type { Language } from "../../../i18n/languages";
import type { GoodsApi } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { MediaPicker } from "../shared/MediaPicker";
import { mergePick } from "./mergePick";
import { marginRule, moneyRule, wholeRule } from "./rules";
import { SpecLibraryDialog } from "./SpecLibraryDialog";

export interface SpecStepProps {
  api: GoodsApi;
  locale: Language;
  sku: SkuEditorValue;
  onSkuChange(value: SkuEditorValue): void;
  /** Refusals about the variants (a row, a group), from the client's check or the server. */
  variantErrors: string[];
}

/** Step 1 规格库存: one price and stock, or spec groups and their combinations. */
export function SpecStep({ api, locale, sku, onSkuChange, variantErrors }: SpecStepProps) {
  const { t } = useGoodsTranslation();
  const specMode = Form.useWatch("specMode");
  const [libraryOpen, setLibraryOpen] = useState(false);
  const money = (label: string) => moneyRule(label, locale);
  const whole = wholeRule(t("goods.field.wholeNumber"));
  return (
    <>
      <Form.Item name="specMode" label={t("goods.field.specType")}>
        <Radio.Group
          options={[
            { value: 1, label: t("goods.field.single") },
            { value: 2, label: t("goods.field.multi") },
          ]}
        />
      </Form.Item>
      {specMode === 2 ? (
        <div style={{ marginBottom: 24 }}>
          <Button onClick={() => setLibraryOpen(true)} style={{ marginBottom: 12 }}>
            {t("goods.field.fromLibrary")}
          </Button>
          {variantErrors.length > 0 ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              title={variantErrors.join("；")}
            />
          ) : null}
          <SkuEditor
            value={sku}
            onChange={onSkuChange}
            locale={locale}
            tableHeight={360}
            renderImagePicker={({ value, onChange, maxHeight }) => (
              <MediaPicker
                max={1}
                maxHeight={maxHeight}
                label={t("goods.field.image")}
                value={value ? [value] : []}
                onChange={(urls) => onChange(urls[0] ?? "")}
              />
            )}
          />
          <SpecLibraryDialog
            open={libraryOpen}
            api={api}
            onClose={() => setLibraryOpen(false)}
            onPick={(pick) => {
              onSkuChange(mergePick(sku, pick));
              setLibraryOpen(false);
            }}
          />
        </div>
      ) : (
        <>
          <Form.Item name="mainImage" label={t("goods.field.image")}>
            <MediaPicker max={1} label={t("goods.field.image")} />
          </Form.Item>
          <Form.Item
            name="price"
            label={t("goods.field.price")}
            rules={[
              { required: true, message: t("goods.field.money") },
              money(t("goods.field.price")),
            ]}
          >
            <Input inputMode="decimal" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="originalPrice"
            label={t("goods.field.marketPrice")}
            dependencies={["price"]}
            rules={[money(t("goods.field.marketPrice")), marginRule("originalPrice", locale)]}
          >
            <Input inputMode="decimal" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="costPrice"
            label={t("goods.field.costPrice")}
            dependencies={["price"]}
            rules={[money(t("goods.field.costPrice")), marginRule("costPrice", locale)]}
          >
            <Input inputMode="decimal" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="stock"
            label={t("goods.field.stock")}
            rules={[{ required: true, message: t("goods.field.wholeNumber") }, whole]}
          >
            <Input inputMode="numeric" style={{ width: 200 }} />
          </Form.Item>
        </>
      )}
    </>
  );
}
