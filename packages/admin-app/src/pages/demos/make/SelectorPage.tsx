import { Button, Empty, Input, Space, Typography } from "antd";
import { useState } from "react";
import { MENU_ICON_NAMES, MenuIcon } from "../../../layout/menuIcons";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";

/** /make/selector: the icon selector over the icons a menu entry can use. */
export default function SelectorPage() {
  const { t } = useDemoTranslation();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(needle));
  return (
    <DemoPage intro={t("demos.make.selectorIntro")}>
      <Space orientation="vertical" style={{ width: "100%" }}>
        <Input.Search
          aria-label={t("demos.make.search")}
          placeholder={t("demos.make.search")}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text strong role="status">
          {chosen ? t("demos.make.chosen", { name: chosen }) : t("demos.make.noneChosen")}
        </Typography.Text>
        {shown.length === 0 ? (
          <Empty description={t("demos.make.noIcon")} />
        ) : (
          <Space wrap>
            {shown.map((name) => (
              <Button
                key={name}
                aria-pressed={chosen === name}
                type={chosen === name ? "primary" : "default"}
                icon={<MenuIcon name={name} />}
                onClick={() => setChosen(name)}
              >
                {name}
              </Button>
            ))}
          </Space>
        )}
      </Space>
    </DemoPage>
  );
}
