import { Image, Space } from "antd";
import { DemoPage } from "../DemoPage";
import { demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

/** /pages/preview: an image viewer: click a picture to open it large, zoom, rotate, go through all. */
export default function PreviewPage() {
  const { t } = usePagesTranslation();
  return (
    <DemoPage intro={t("demos.pages.previewIntro")}>
      <Image.PreviewGroup>
        <Space wrap>
          {Array.from({ length: 8 }, (_, index) => (
            <Image
              // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are numbered by position
              key={index}
              width={160}
              src={demoPicture(index, 800, 600)}
              alt={t("demos.pages.pictureN", { n: index + 1 })}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    </DemoPage>
  );
}
