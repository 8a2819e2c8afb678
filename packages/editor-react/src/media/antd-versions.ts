import { version } from "antd";

/**
 * The dialogs run on antd 5 and 6 (the optional peer is `^5 || ^6`, issue 35). The one prop they
 * use that was renamed: Alert's heading is `message` in antd 5 and `title` in antd 6, which warns
 * that `message` is deprecated.
 */
export const alertTitle = (text: string): { title: string } | { message: string } =>
  version.startsWith("5.") ? { message: text } : { title: text };
