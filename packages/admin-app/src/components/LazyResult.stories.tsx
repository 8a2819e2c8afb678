import { Button } from "antd";
import { LazyResult } from "./LazyResult";

export default { title: "Admin/LazyResult" };

/** The not-found illustration, as /decorate/:id shows for an id that is not a number. */
export const NotFound = () => <LazyResult status="404" title="页面不存在" />;

/** A load failure with its way out, as the editor screen shows when the page cannot be read. */
export const LoadFailed = () => (
  <LazyResult status="warning" title="页面加载失败" extra={<Button type="primary">重试</Button>} />
);
