import { GOODS_TABS } from "@vitrine/contract";
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  message,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
} from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { filterParams } from "../../../components/module/moduleApi";
import { Pager } from "../../../components/module/Pager";
import { saveDownload } from "../../../components/module/saveDownload";
import { sortParams } from "../../../components/module/tableSort";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { type ListState, useModuleList } from "../../../components/module/useModuleList";
import { currentLanguage } from "../../../i18n";
import { formatDateTime, operatorTimeZone } from "../../../utils/formatDateTime";
import { useAnalyticsTranslation } from "../../decorate/analytics/analyticsTexts";
import { ProductAnalyticsDialog } from "../../decorate/analytics/ProductAnalyticsDialog";
import {
  type CategoryNode,
  createGoodsApi,
  type GoodsCounts,
  type GoodsRow,
  type GoodsTab,
} from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { CategoryCascader } from "../shared/CategoryCascader";
import {
  type GoodsFilterValues,
  priceRangeProblem,
  TABS_WITH_STATUS,
  toGoodsFilters,
} from "./goodsFilters";
import { goodsListMemory } from "./rememberedListState";

const TABS: readonly GoodsTab[] = GOODS_TABS;
const PAGE_SIZES = [10, 20, 30, 50, 100, 200];
/** The name column's width: names longer than this end in an ellipsis. */
const NAME_WIDTH = 240;
/** Columns the server sorts by (API.md), keyed by the column showing them. */
const SORTABLE: Record<string, string> = {
  id: "id",
  price: "minPriceCents",
  sales: "sales",
  stockTotal: "stockTotal",
  sort: "sort",
  createdAt: "createdAt",
};

/** Every filter box empty (重置). */
const NO_FILTER_VALUES: Record<keyof GoodsFilterValues, undefined> = {
  name: undefined,
  categoryPath: undefined,
  priceMin: undefined,
  priceMax: undefined,
  status: undefined,
  created: undefined,
};

/** A page of goods with the tabs' counts, asked for together so they agree. */
type GoodsAnswer = { data: GoodsRow[]; total: number; counts: GoodsCounts | null };

export interface GoodsListViewProps {
  onAdd(): void;
  onEdit(row: GoodsRow): void;
  onCopy(row: GoodsRow): void;
  /** A new value reloads the rows (after the wizard saved). */
  reload?: number;
}

/**
 * The goods list (reference section 1, its faults fixed): tabs by sale state with their counts,
 * filters that filter, the on/off-sale switch saved on the server, copy and edit in the wizard,
 * the recycle bin with restore and permanent delete, and the export of what the filters match.
 */
export function GoodsListView({ onAdd, onEdit, onCopy, reload = 0 }: GoodsListViewProps) {
  const { t, i18n } = useGoodsTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  // A product's analytics (its page's views, visitors, and views led there from published pages).
  const { t: ta } = useAnalyticsTranslation();
  const [figuresOf, setFiguresOf] = useState<{ id: number; name: string } | null>(null);
  const api = useMemo(() => createGoodsApi(http), [http]);
  const granted = useGrantedButtons();
  const may = (action: string) => granted.length === 0 || granted.includes(`goods:${action}`);
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [form] = Form.useForm<GoodsFilterValues>();

  const [counts, setCounts] = useState<GoodsCounts | null>(null);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  /** Why the price boxes were not applied (not an amount, or reversed), shown under them. */
  const [priceProblem, setPriceProblem] = useState<string>();

  useEffect(() => {
    api.categories().then(setCategories, () => {});
  }, [api]);

  const fetchGoods = useCallback(
    async ({ page, limit, tab, order, filters }: ListState<GoodsFilterValues, GoodsTab>) => {
      const [answer, tabCounts] = await Promise.all([
        api.index({ page, limit, tab, ...sortParams(order), ...toGoodsFilters(filters, tab) }),
        api.counts().catch(() => null),
      ]);
      return { data: answer.data as GoodsRow[], total: answer.total, counts: tabCounts };
    },
    [api],
  );
  // Where the operator left the list in this tab: back from the wizard, the same page and filters.
  const list = useModuleList<GoodsRow, GoodsFilterValues, GoodsTab, GoodsAnswer>({
    fetch: fetchGoods,
    initial: { tab: "onSale" },
    remember: goodsListMemory,
    sortFields: SORTABLE,
    reloadKey: reload,
    onLoaded: (answer) => setCounts(answer.counts),
  });
  const { tab, order } = list;
  const filters = useMemo(() => toGoodsFilters(list.filters, tab), [list.filters, tab]);
  // The filter form shows what was remembered; read once, as the form's initial values.
  const [rememberedFilters] = useState(list.filters);

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notice.success(done);
      await list.reload();
    } catch {
      // Shown by the client (a refusal's message).
    }
  }

  const confirm = (content: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: t("goods.confirm.tip"),
      content,
      okText: t("goods.confirm.ok"),
      cancelText: t("goods.confirm.cancel"),
      onOk,
    });

  async function exportRows() {
    try {
      const file = await http.download("/goods/index", {
        params: {
          is_down: 1,
          format: "xlsx",
          tab,
          ...filterParams(filters),
          order_field: order?.field,
          order_type: order?.type,
          tz: operatorTimeZone(),
        },
      });
      saveDownload(file, "goods.xlsx");
    } catch {
      // Shown by the client.
    }
  }

  const recycle = tab === "recycle";
  const columns: TableColumnsType<GoodsRow> = [
    { key: "id", dataIndex: "id", title: t("goods.column.id"), width: 80 },
    {
      key: "mainImage",
      dataIndex: "mainImage",
      title: t("goods.column.image"),
      render: (url: string, row) =>
        url ? (
          <img src={url} alt={row.name} style={{ width: 36, height: 36, objectFit: "cover" }} />
        ) : (
          "-"
        ),
    },
    {
      // A long name is cut with an ellipsis (the whole name on hover), so it cannot push the type,
      // price, stock and status out of view (issue 36).
      key: "name",
      dataIndex: "name",
      title: t("goods.column.name"),
      width: NAME_WIDTH,
      ellipsis: { showTitle: false },
      render: (name: string) => (
        <Tooltip title={name} placement="topLeft">
          <span
            style={{
              display: "block",
              overflow: "hidden",
              textOverflow: "ellipsis",
              whiteSpace: "nowrap",
            }}
          >
            {name}
          </span>
        </Tooltip>
      ),
    },
    {
      key: "type",
      dataIndex: "type",
      title: t("goods.column.type"),
      render: (type: number) => (
        <Tag>{t(`goods.type.${type}`, { defaultValue: String(type) })}</Tag>
      ),
    },
    { key: "price", dataIndex: "price", title: t("goods.column.price") },
    { key: "sales", dataIndex: "sales", title: t("goods.column.sales") },
    { key: "stockTotal", dataIndex: "stockTotal", title: t("goods.column.stock") },
    { key: "sort", dataIndex: "sort", title: t("goods.column.sort") },
    {
      key: recycle ? "deletedAt" : "createdAt",
      dataIndex: recycle ? "deletedAt" : "createdAt",
      title: t(recycle ? "goods.column.deletedAt" : "goods.column.createdAt"),
      render: (iso: string | null) => (iso ? formatDateTime(iso, language) : "-"),
    },
    {
      key: "status",
      dataIndex: "status",
      title: t("goods.column.status"),
      render: (status: number, row) =>
        !recycle && may("status") ? (
          <Switch
            size="small"
            checked={status === 1}
            checkedChildren={t("goods.status.on")}
            unCheckedChildren={t("goods.status.off")}
            aria-label={`${t("goods.column.status")} ${row.name}`}
            onChange={(on) =>
              run(
                () => api.setStatus(row.id, on ? 1 : 0),
                t(on ? "goods.done.onSale" : "goods.done.offSale"),
              )
            }
          />
        ) : (
          <Tag color={status === 1 ? "green" : "red"}>
            {t(status === 1 ? "goods.status.on" : "goods.status.off")}
          </Tag>
        ),
    },
    {
      key: "actions",
      title: t("goods.column.actions"),
      fixed: "right",
      render: (_: unknown, row) =>
        recycle ? (
          <Space size="small">
            {may("del") ? (
              <>
                <Button
                  type="link"
                  size="small"
                  onClick={() => run(() => api.restore([row.id]), t("goods.done.restored"))}
                >
                  {t("goods.action.restore")}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirm(t("goods.confirm.destroy", { name: row.name }), () =>
                      run(() => api.purge([row.id]), t("goods.done.destroyed")),
                    )
                  }
                >
                  {t("goods.action.destroy")}
                </Button>
              </>
            ) : null}
          </Space>
        ) : (
          <Space size="small">
            <Button
              type="link"
              size="small"
              aria-label={`${ta("pageAnalytics.open")} ${row.name}`}
              onClick={() => setFiguresOf(row)}
            >
              {ta("pageAnalytics.open")}
            </Button>
            {may("add") ? (
              <Button type="link" size="small" onClick={() => onCopy(row)}>
                {t("goods.action.copy")}
              </Button>
            ) : null}
            {may("edit") ? (
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                {t("goods.action.edit")}
              </Button>
            ) : null}
            {may("del") ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm(t("goods.confirm.delete", { name: row.name }), () =>
                    run(() => api.remove([row.id]), t("goods.done.deleted")),
                  )
                }
              >
                {t("goods.action.delete")}
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];
  for (const column of columns) {
    const key = String(column.key);
    if (key in SORTABLE) {
      column.sorter = true;
      column.sortOrder = list.sortOrderOf(key);
    }
  }

  const tabLabel = (key: GoodsTab) => {
    const count = counts?.[key];
    return count === undefined ? t(`goods.tab.${key}`) : `${t(`goods.tab.${key}`)} (${count})`;
  };

  return (
    <Card>
      {noticeHolder}
      {modalHolder}
      <Form
        // Its own prefix (goodsFilter_name), apart from the wizard's fields.
        name="goodsFilter"
        form={form}
        initialValues={rememberedFilters}
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
          list.search(values);
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
            <Form.Item name="priceMin" noStyle>
              <Input
                inputMode="decimal"
                aria-label={t("goods.filter.priceMin")}
                placeholder={t("goods.filter.priceMin")}
                style={{ width: 100 }}
              />
            </Form.Item>
            <Form.Item name="priceMax" noStyle>
              <Input
                inputMode="decimal"
                aria-label={t("goods.filter.priceMax")}
                placeholder={t("goods.filter.priceMax")}
                style={{ width: 100 }}
              />
            </Form.Item>
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
                list.search({});
              }}
            >
              {t("goods.reset")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 8 }}>
        {may("add") ? (
          <Button type="primary" onClick={onAdd}>
            {t("goods.add")}
          </Button>
        ) : null}
        {may("export") ? <Button onClick={exportRows}>{t("goods.export")}</Button> : null}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => list.changeTab(key as GoodsTab)}
        items={TABS.map((key) => ({ key, label: tabLabel(key) }))}
      />
      {tab === "lowStock" && counts ? (
        <p style={{ color: "#888", marginTop: 0 }}>
          {t("goods.lowStockHint", { threshold: counts.lowStockThreshold })}
        </p>
      ) : null}
      <Table<GoodsRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        onChange={list.onTableChange}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("module.empty") }}
      />
      <Pager
        page={list.page}
        pageSize={list.limit}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onChange={list.changePage}
      />
      {figuresOf ? (
        <ProductAnalyticsDialog
          product={figuresOf}
          http={http}
          onClose={() => setFiguresOf(null)}
        />
      ) : null}
    </Card>
  );
}
