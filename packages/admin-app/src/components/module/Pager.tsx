import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, InputNumber, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useModuleTranslation } from "./moduleTexts";
import { pagerPages } from "./pagerPages";

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: number[];
  onChange(page: number, pageSize: number): void;
}

/** Spec: 5 page buttons, the total, the page sizes and a jumper. */
const PAGE_BUTTONS = 5;

/** The list page's pager: total, page size, previous, 5 page buttons, next, and "go to page". */
export function Pager({ page, pageSize, total, pageSizes, onChange }: PagerProps) {
  const { t } = useModuleTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState<number | null>(null);
  const go = (target: number) => onChange(Math.min(pageCount, Math.max(1, target)), pageSize);

  return (
    <nav aria-label={t("module.pager")} style={{ marginTop: 16 }}>
      <Space wrap style={{ width: "100%", justifyContent: "flex-end" }}>
        <Typography.Text>{t("module.total", { total })}</Typography.Text>
        <Select
          aria-label={t("module.pageSize")}
          value={pageSize}
          onChange={(size) => onChange(1, size)}
          options={pageSizes.map((size) => ({ value: size, label: t("module.perPage", { size }) }))}
          style={{ width: 110 }}
        />
        <Button
          icon={<LeftOutlined />}
          aria-label={t("module.previousPage")}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        {pagerPages(page, pageCount, PAGE_BUTTONS).map((item) =>
          typeof item === "number" ? (
            <Button
              key={item}
              title={String(item)}
              type={item === page ? "primary" : "default"}
              aria-current={item === page ? "page" : undefined}
              onClick={() => go(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} aria-hidden="true">
              …
            </span>
          ),
        )}
        <Button
          icon={<RightOutlined />}
          aria-label={t("module.nextPage")}
          disabled={page >= pageCount}
          onClick={() => go(page + 1)}
        />
        <Space.Compact>
          <InputNumber
            aria-label={t("module.goTo")}
            min={1}
            max={pageCount}
            precision={0}
            value={jump}
            onChange={(value) => setJump(value)}
            onPressEnter={() => {
              if (jump) go(jump);
              setJump(null);
            }}
            style={{ width: 72 }}
          />
          <Button
            onClick={() => {
              if (jump) go(jump);
              setJump(null);
            }}
          >
            {t("module.goTo")}
          </Button>
        </Space.Compact>
      </Space>
    </nav>
  );
}
