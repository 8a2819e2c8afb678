import { HomeOutlined, SettingOutlined, UserOutlined } from "@ant-design/icons";
import { IconGallery } from "./IconGallery";

export default { title: "Admin/Demos/IconGallery" };

const icons = [
  { name: "HomeOutlined", icon: <HomeOutlined /> },
  { name: "SettingOutlined", icon: <SettingOutlined /> },
  { name: "UserOutlined", icon: <UserOutlined /> },
];

const labels = {
  search: "搜索图标",
  empty: "没有匹配的图标",
  copied: "已复制 {{name}}",
  copyFailed: "复制失败",
  count: "共 {{count}} 个图标",
};

/** Three icons; a click copies the name (here to nowhere). */
export const ThreeIcons = () => <IconGallery icons={icons} labels={labels} copy={async () => {}} />;
/** A search that matches nothing shows the empty state. */
export const NoMatch = () => <IconGallery icons={[]} labels={labels} copy={async () => {}} />;
