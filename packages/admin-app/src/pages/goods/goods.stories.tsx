import { createMemoryMediaApi } from "@vitrine/editor-react";
import type { MediaRecord } from "@vitrine/media-uploader";
import { useState } from "react";
import { ModuleHttpProvider } from "../../components/module";
import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { GoodsListView } from "./list/GoodsListView";
import { CategoryCascader } from "./shared/CategoryCascader";
import { MediaPicker } from "./shared/MediaPicker";
import { GoodsMediaApiProvider } from "./shared/mediaApi";
import { CATEGORY_TREE, fakeGoodsServer } from "./testing/fakeGoodsServer";
import { GoodsWizard } from "./wizard/GoodsWizard";

export default { title: "Admin/Goods" };

const log = (what: string) => (value: unknown) => console.info(what, value);

const picture = (id: number, fileName: string): MediaRecord => ({
  id,
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#${(id * 2345).toString(16).slice(0, 6).padEnd(6, "8")}"/></svg>`)}`,
  fileName,
  md5: fileName,
  ext: "svg",
  type: "image",
  size: 100,
  cate_id: 0,
  create_time: "2026-11-26 10:00:00",
});

function Frame({
  children,
  language = "zh-cn",
}: {
  children: React.ReactNode;
  language?: Language;
}) {
  const server = fakeGoodsServer();
  const media = createMemoryMediaApi({ media: [picture(1, "杯子.svg"), picture(2, "背包.svg")] });
  return (
    <UiProviders i18n={createI18n({ language })}>
      <ModuleHttpProvider client={server.http}>
        <GoodsMediaApiProvider api={media}>{children}</GoodsMediaApiProvider>
      </ModuleHttpProvider>
    </UiProviders>
  );
}

function PickerDemo({ max }: { max: number }) {
  const [urls, setUrls] = useState<string[]>([]);
  return <MediaPicker max={max} label="商品轮播图" value={urls} onChange={setUrls} />;
}

/** Up to 10 carousel pictures from the media library; the add tile hides when full. */
export const CarouselImages = () => (
  <Frame>
    <PickerDemo max={10} />
  </Frame>
);

/** One picture: choosing again replaces it. */
export const SingleImage = () => (
  <Frame>
    <PickerDemo max={1} />
  </Frame>
);

/** The 3-level category tree; a parent shows how many children it holds. */
export const Categories = () => (
  <Frame>
    <CategoryCascader tree={CATEGORY_TREE} label="商品分类" onChange={log("category")} />
  </Frame>
);

/** The goods list over an in-memory server: tabs with counts, filters, switch, recycle bin. */
export const GoodsList = () => (
  <Frame>
    <GoodsListView onAdd={() => log("add")(null)} onEdit={log("edit")} onCopy={log("copy")} />
  </Frame>
);

/** The wizard editing a product with 2 colours × 2 sizes. */
export const EditWizard = () => (
  <Frame>
    <GoodsWizard mode={{ kind: "edit", id: 7, name: "纯棉T恤" }} onClose={log("close")} />
  </Frame>
);

/** The add wizard in English. */
export const AddWizardEnglish = () => (
  <Frame language="en">
    <GoodsWizard mode={{ kind: "add" }} onClose={log("close")} />
  </Frame>
);
