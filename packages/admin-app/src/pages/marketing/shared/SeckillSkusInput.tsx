import { Button, InputNumber, Space } from "antd";
import { useEffect, useState } from "react";
import { GoodsSelect, SkuSelect } from "./goodsPicker";
import { MoneyInput } from "./MoneyInput";
import { useMarketingTranslation } from "./useMarketingTranslation";

export interface SeckillLine {
  goodsId?: number | undefined;
  skuId?: number | undefined;
  seckillPriceCents?: number | string | undefined;
  seckillStock?: number | undefined;
}

/** The form value (JSON text, as the server takes it) or a row's `skus` list, as lines. */
export function readLines(value: unknown): SeckillLine[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? (list as SeckillLine[]) : [];
}

/**
 * The SKUs of a seckill: per line a product, one of its SKUs, the seckill price in yuan and the
 * seckill stock. The value is the JSON text of `[{skuId, seckillPriceCents, seckillStock}]`; the
 * server checks every line again (price below the normal price, stock available, no overlap).
 */
export function SeckillSkusInput({
  value,
  onChange,
  id,
}: {
  value?: unknown;
  onChange?(value: string): void;
  id?: string;
}) {
  const { t } = useMarketingTranslation();
  const [lines, setLines] = useState<SeckillLine[]>(() => readLines(value));
  // The row being edited arrives as a list; make it the form's JSON text once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value is converted.
  useEffect(() => {
    if (Array.isArray(value)) onChange?.(JSON.stringify(value.map(pick)));
  }, []);
  const update = (next: SeckillLine[]) => {
    setLines(next);
    onChange?.(JSON.stringify(next.map(pick)));
  };
  const change = (index: number, patch: Partial<SeckillLine>) =>
    update(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <div id={id}>
      {lines.map((line, index) => (
        <Space
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity before a SKU is chosen.
          key={index}
          wrap
          style={{ marginBottom: 8 }}
          data-testid="seckill-line"
        >
          <GoodsSelect
            value={line.goodsId}
            onChange={(goodsId) => change(index, { goodsId, skuId: undefined })}
          />
          <SkuSelect
            goodsId={line.goodsId}
            value={line.skuId}
            onChange={(skuId) => change(index, { skuId })}
          />
          <MoneyInput
            aria-label={t("marketing.seckillPrice")}
            value={line.seckillPriceCents}
            onChange={(seckillPriceCents) => change(index, { seckillPriceCents })}
          />
          <InputNumber
            aria-label={t("marketing.seckillStock")}
            placeholder={t("marketing.seckillStock")}
            min={1}
            precision={0}
            value={line.seckillStock}
            onChange={(stock) => change(index, { seckillStock: stock ?? undefined })}
          />
          <Button type="link" danger onClick={() => update(lines.filter((_, i) => i !== index))}>
            {t("marketing.removeSku")}
          </Button>
        </Space>
      ))}
      <Button onClick={() => update([...lines, {}])}>{t("marketing.addSku")}</Button>
    </div>
  );
}

function pick(line: SeckillLine) {
  return {
    goodsId: line.goodsId,
    skuId: line.skuId,
    seckillPriceCents: line.seckillPriceCents,
    seckillStock: line.seckillStock,
  };
}
