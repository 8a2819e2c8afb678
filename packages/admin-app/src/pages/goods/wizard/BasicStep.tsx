import { Form, Input, Radio, Switch } from "antd";
import type { CategoryNode } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { CategoryCascader } from "../shared/CategoryCascader";
import { MediaPicker } from "../shared/MediaPicker";
import { PRODUCT_TYPES } from "../shared/productTypes";

const LINK = /^https?:\/\/\S+$/i;

/** Step 0 商品信息: type, category, name, unit, carousel, video, status. */
export function BasicStep({ categories }: { categories: CategoryNode[] }) {
  const { t } = useGoodsTranslation();
  const hasVideo = Form.useWatch("hasVideo");
  const videoSource = Form.useWatch("videoSource");
  return (
    <>
      <Form.Item name="type" label={t("goods.field.type")}>
        <Radio.Group
          optionType="button"
          options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`goods.type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="categoryPath"
        label={t("goods.field.category")}
        rules={[
          { required: true, type: "array", min: 1, message: t("goods.field.categoryRequired") },
        ]}
      >
        <CategoryCascader tree={categories} label={t("goods.field.category")} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t("goods.field.name")}
        rules={[
          { required: true, whitespace: true, message: t("goods.field.nameRequired") },
          { max: 100 },
        ]}
      >
        <Input allowClear placeholder={t("goods.field.nameRequired")} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="unit"
        label={t("goods.field.unit")}
        rules={[{ required: true, whitespace: true, message: t("goods.field.unitRequired") }]}
      >
        <Input allowClear placeholder={t("goods.field.unitPlaceholder")} maxLength={10} />
      </Form.Item>
      <Form.Item name="images" label={t("goods.field.banner")} extra={t("goods.field.bannerHint")}>
        <MediaPicker max={10} label={t("goods.field.banner")} />
      </Form.Item>
      <Form.Item name="hasVideo" label={t("goods.field.isVideo")} valuePropName="checked">
        <Switch checkedChildren={t("goods.field.on")} unCheckedChildren={t("goods.field.off")} />
      </Form.Item>
      {hasVideo ? (
        <>
          <Form.Item name="videoSource" label={t("goods.field.videoType")}>
            <Radio.Group
              options={[
                { value: "local", label: t("goods.field.videoLocal") },
                { value: "link", label: t("goods.field.videoLink") },
              ]}
            />
          </Form.Item>
          {videoSource === "link" ? (
            <Form.Item
              name="videoLink"
              label={t("goods.field.videoUrl")}
              rules={[{ pattern: LINK, message: t("goods.field.videoUrlInvalid") }]}
            >
              <Input placeholder={t("goods.field.videoUrlPlaceholder")} />
            </Form.Item>
          ) : (
            <Form.Item name="videoLocal" label={t("goods.field.video")}>
              <MediaPicker max={1} type="video" label={t("goods.field.videoPick")} />
            </Form.Item>
          )}
        </>
      ) : null}
      <Form.Item name="status" label={t("goods.field.status")}>
        <Radio.Group
          options={[
            { value: 1, label: t("goods.status.on") },
            { value: 0, label: t("goods.status.off") },
          ]}
        />
      </Form.Item>
    </>
  );
}
