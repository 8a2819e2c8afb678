import { Button, Descriptions, Empty, Image, Space } from "antd";
import { Link, useSearchParams } from "react-router";
import { DemoPage } from "../DemoPage";
import { DEMO_GOODS, yuan } from "./demoGoods";
import { demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

/**
 * /pages/filtering/details and /pages/filtering/details1: the hidden details pages the filtering
 * list opens, reading the item from the address (`id`), their tag titled by `tagsViewName`.
 */
export default function FilteringDetailsPage() {
  const { t } = usePagesTranslation();
  const [params] = useSearchParams();
  const item = DEMO_GOODS.find((goods) => String(goods.id) === params.get("id"));
  return (
    <DemoPage intro={t("demos.pages.detailsIntro")}>
      {item ? (
        <Space align="start" wrap size="large">
          <Image
            width={320}
            src={demoPicture(item.id, 640, 400)}
            alt={t(`demos.pages.goods_${item.name}`)}
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t("demos.pages.itemName")}>
              {t(`demos.pages.goods_${item.name}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t("demos.pages.category")}>
              {t(`demos.pages.cat_${item.category}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t("demos.pages.price")}>
              {yuan(item.priceCents)}
            </Descriptions.Item>
            <Descriptions.Item label={t("demos.pages.sales")}>{item.sales}</Descriptions.Item>
          </Descriptions>
        </Space>
      ) : (
        <Empty description={t("demos.pages.noSuchItem")} />
      )}
      <Button style={{ marginTop: 16 }}>
        <Link to="/pages/filtering">{t("demos.pages.backToList")}</Link>
      </Button>
    </DemoPage>
  );
}
