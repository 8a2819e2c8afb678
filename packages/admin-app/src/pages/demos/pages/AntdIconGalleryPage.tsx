import * as AntdIcons from "@ant-design/icons";
import { createElement } from "react";
import { DemoPage } from "../DemoPage";
import { IconGallery } from "./IconGallery";
import { useGalleryLabels } from "./useGalleryLabels";

// The whole set, on this route only: the gallery is where an operator looks an icon up.
const ICONS = Object.entries(AntdIcons)
  .filter(([name, value]) => /^[A-Z]\w+(Outlined|Filled|TwoTone)$/.test(name) && !!value)
  .map(([name, value]) => ({
    name,
    icon: createElement(value as typeof AntdIcons.HomeOutlined),
  }));

/** /pages/element: the Ant Design icon set the back-office is drawn with. */
export default function AntdIconGalleryPage() {
  const { t, labels } = useGalleryLabels();
  return (
    <DemoPage intro={t("demos.pages.elementIntro")}>
      <IconGallery icons={ICONS} labels={labels} />
    </DemoPage>
  );
}
