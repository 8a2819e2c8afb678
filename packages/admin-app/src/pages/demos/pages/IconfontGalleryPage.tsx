import { MENU_ICON_NAMES, MenuIcon } from "../../../layout/menuIcons";
import { DemoPage } from "../DemoPage";
import { IconGallery } from "./IconGallery";
import { useGalleryLabels } from "./useGalleryLabels";

const ICONS = MENU_ICON_NAMES.map((name) => ({ name, icon: <MenuIcon name={name} /> }));

/** /pages/iocnfont: the icons a menu entry can show (the menu form's icon picker offers these). */
export default function IconfontGalleryPage() {
  const { t, labels } = useGalleryLabels();
  return (
    <DemoPage intro={t("demos.pages.iconfontIntro")}>
      <IconGallery icons={ICONS} labels={labels} />
    </DemoPage>
  );
}
