import { ExportOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { LazyResult as Result } from "../../components/LazyResult";

/**
 * A menu entry with an external link, opened by address (the menu itself opens it in a new tab):
 * browsers block pop-ups that no click started, so the page offers the click.
 */
export function LinkView({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ExportOutlined aria-hidden />}
      title={title}
      subTitle={t("layout.linkIntro")}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener noreferrer">
          {t("layout.openLink")}
        </Button>
      }
    />
  );
}
