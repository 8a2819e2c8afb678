import { centsToYuan } from "@vitrine/contract";
import { Select } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { useMarketingTranslation } from "./useMarketingTranslation";

interface GoodsRow {
  id: number;
  name: string;
}

export interface SkuRow {
  id: number;
  specText: string;
  priceCents: number;
  stock: number;
}

/** Goods chosen by typing part of a name (the goods area's list call, `POST /goods/index`). */
export function GoodsSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?(value: number | undefined): void;
  id?: string;
}) {
  const { t } = useMarketingTranslation();
  const http = useModuleHttp();
  const [options, setOptions] = useState<GoodsRow[]>([]);
  const [name, setName] = useState("");
  useEffect(() => {
    let live = true;
    http
      .post<{ data: GoodsRow[] }>("/goods/index", { name, limit: 20 }, { quiet: true })
      .then((answer) => {
        if (live) setOptions(answer.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, name]);
  // The goods of a row being edited may not be among the first 20: its name comes from `info`.
  useEffect(() => {
    if (!value || options.some((o) => o.id === value)) return;
    let live = true;
    http
      .get<GoodsRow>("/goods/info", { id: value }, { quiet: true })
      .then((row) => {
        if (live) setOptions((current) => [row, ...current.filter((o) => o.id !== row.id)]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, value, options]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      value={value ?? undefined}
      placeholder={t("marketing.chooseGoods")}
      notFoundContent={t("marketing.noGoods")}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      onChange={(next) => onChange?.(next ?? undefined)}
      style={{ minWidth: 200 }}
    />
  );
}

/** The SKUs of one product (`GET /goods/detail`), each with its normal price and stock. */
export function useSkus(goodsId: number | null | undefined): SkuRow[] {
  const http = useModuleHttp();
  const [skus, setSkus] = useState<SkuRow[]>([]);
  useEffect(() => {
    if (!goodsId) {
      setSkus([]);
      return;
    }
    let live = true;
    http
      .get<{ skus: SkuRow[] }>("/goods/detail", { id: goodsId }, { quiet: true })
      .then((detail) => live && setSkus(detail.skus))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, goodsId]);
  return skus;
}

export function SkuSelect({
  goodsId,
  value,
  onChange,
  id,
}: {
  goodsId: number | null | undefined;
  value?: number | null;
  onChange?(value: number | undefined, sku: SkuRow | undefined): void;
  id?: string;
}) {
  const { t } = useMarketingTranslation();
  const skus = useSkus(goodsId);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      placeholder={t("marketing.chooseSku")}
      options={skus.map((s) => ({
        value: s.id,
        label: `${s.specText || "—"} · ${t("marketing.price", { price: centsToYuan(s.priceCents), stock: s.stock })}`,
      }))}
      onChange={(next) =>
        onChange?.(
          next,
          skus.find((s) => s.id === next),
        )
      }
      style={{ minWidth: 240 }}
    />
  );
}
