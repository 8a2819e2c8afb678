import { Card, Empty, List, Radio, Space, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { DemoPage } from "../DemoPage";
import { CATEGORIES, DEMO_GOODS, filterGoods, PRICE_BANDS, type Sort, yuan } from "./demoGoods";
import { demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

/**
 * /pages/filtering: a shop-style filter (category, price band, order) kept in the address, so a
 * reload or a shared link shows the same list; each item opens the hidden details page.
 */
export default function FilteringPage() {
  const { t } = usePagesTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? "all";
  const band = params.get("price") ?? "all";
  const sort = (params.get("sort") ?? "default") as Sort;
  const set = (key: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === "all" || value === "default") next.delete(key);
      else next.set(key, value);
      return next;
    });
  const shown = filterGoods(DEMO_GOODS, { category, band, sort });
  return (
    <DemoPage intro={t("demos.pages.filteringIntro")}>
      <Space orientation="vertical" style={{ width: "100%" }} size="middle">
        <Space wrap>
          <Typography.Text id="filter-category">{t("demos.pages.category")}</Typography.Text>
          <Radio.Group
            aria-labelledby="filter-category"
            optionType="button"
            value={category}
            onChange={(event) => set("category", event.target.value)}
            options={[
              { value: "all", label: t("demos.pages.all") },
              ...CATEGORIES.map((value) => ({ value, label: t(`demos.pages.cat_${value}`) })),
            ]}
          />
        </Space>
        <Space wrap>
          <Typography.Text id="filter-price">{t("demos.pages.price")}</Typography.Text>
          <Radio.Group
            aria-labelledby="filter-price"
            optionType="button"
            value={band}
            onChange={(event) => set("price", event.target.value)}
            options={PRICE_BANDS.map((item) => ({
              value: item.key,
              label: t(`demos.pages.band_${item.key}`),
            }))}
          />
        </Space>
        <Space wrap>
          <Typography.Text id="filter-sort">{t("demos.pages.sort")}</Typography.Text>
          <Radio.Group
            aria-labelledby="filter-sort"
            optionType="button"
            value={sort}
            onChange={(event) => set("sort", event.target.value)}
            options={(["default", "priceUp", "priceDown", "sales"] as const).map((value) => ({
              value,
              label: t(`demos.pages.sort_${value}`),
            }))}
          />
        </Space>
        <Typography.Text type="secondary" role="status">
          {t("demos.pages.resultCount", { count: shown.length })}
        </Typography.Text>
        {shown.length === 0 ? (
          <Empty description={t("demos.pages.noResult")} />
        ) : (
          <List
            grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 4 }}
            dataSource={shown}
            renderItem={(item) => {
              const name = t(`demos.pages.goods_${item.name}`);
              return (
                <List.Item>
                  <Link
                    to={`/pages/filtering/details?id=${item.id}&tagsViewName=${encodeURIComponent(name)}`}
                    aria-label={name}
                  >
                    <Card hoverable cover={<img alt="" src={demoPicture(item.id, 320, 200)} />}>
                      <Card.Meta
                        title={name}
                        description={`${yuan(item.priceCents)} · ${t("demos.pages.salesCount", { count: item.sales })}`}
                      />
                    </Card>
                  </Link>
                </List.Item>
              );
            }}
          />
        )}
      </Space>
    </DemoPage>
  );
}
