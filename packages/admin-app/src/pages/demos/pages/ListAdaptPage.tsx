import { Card, List, Tag } from "antd";
import { DemoPage } from "../DemoPage";
import { DEMO_GOODS, yuan } from "./demoGoods";
import { demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

/** /pages/listAdapt: a card list whose columns follow the screen (1 on a phone up to 6 wide). */
export default function ListAdaptPage() {
  const { t } = usePagesTranslation();
  return (
    <DemoPage intro={t("demos.pages.listAdaptIntro")}>
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 4, xl: 5, xxl: 6 }}
        dataSource={DEMO_GOODS.slice(0, 12)}
        renderItem={(item) => (
          <List.Item>
            <Card size="small" cover={<img alt="" src={demoPicture(item.id, 320, 200)} />}>
              <Card.Meta
                title={t(`demos.pages.goods_${item.name}`)}
                description={yuan(item.priceCents)}
              />
              <Tag style={{ marginTop: 8 }}>{t(`demos.pages.cat_${item.category}`)}</Tag>
            </Card>
          </List.Item>
        )}
      />
    </DemoPage>
  );
}
