import { Button } from "antd";
import { LazyAlert } from "./LazyAlert";

export default { title: "Admin/LazyAlert" };

/** The warning the page editor shows when someone else saved the page meanwhile. */
export const ChangedElsewhere = () => (
  <LazyAlert
    type="warning"
    showIcon
    title="页面已被他人修改"
    action={<Button size="small">重新加载</Button>}
  />
);
