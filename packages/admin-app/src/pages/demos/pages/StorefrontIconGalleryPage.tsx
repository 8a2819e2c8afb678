import { TAB_ICONS } from "@vitrine/editor-react";
import { createElement } from "react";
import { DemoPage } from "../DemoPage";
import { IconGallery } from "./IconGallery";
import { useGalleryLabels } from "./useGalleryLabels";

const ICONS = Object.entries(TAB_ICONS).map(([name, icon]) => ({
  name,
  icon: createElement(icon, { size: 24, "aria-hidden": true }),
}));

/** /pages/awesome: the storefront's icon set (lucide), the names a tab bar stores. */
export default function StorefrontIconGalleryPage() {
  const { t, labels } = useGalleryLabels();
  return (
    <DemoPage intro={t("demos.pages.awesomeIntro")}>
      <IconGallery icons={ICONS} labels={labels} />
    </DemoPage>
  );
}
