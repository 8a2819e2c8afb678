import { Button, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLayout } from "../../../layout/LayoutContext";
import { runTagAction, tagHref } from "../../../layout/tags/tagActions";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectTags } from "../../../store/tagsSlice";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

/** Pages a tag can be opened for: open to every signed-in user, so the demo works for common too. */
const TARGETS = [
  { path: "/fun/countup", title: "router.funCountup" },
  { path: "/fun/qrcode", title: "router.funQrcode" },
  { path: "/fun/clipboard", title: "router.funClipboard" },
];

/**
 * /fun/tagsView: drives the tags view through the same actions as its context menu, and renames
 * this page's tag with `tagsViewName`, the query parameter every tag reads its title from.
 */
export default function TagsViewDemoPage() {
  const { t } = useFunTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const tags = useAppSelector(selectTags);
  const { refresh, setMainFullscreen } = useLayout();
  const [name, setName] = useState("");
  // Made once per mount: a refresh remounts the page, so the time shows that it happened.
  const [madeAt] = useState(() => new Date().toLocaleTimeString());
  const context = { tags, current: pathname, dispatch, navigate, refresh, setMainFullscreen };
  const here = tags.find((tag) => tag.path === pathname);

  const act = (action: "refresh" | "closeOthers" | "closeAll") => {
    if (here) runTagAction(action, here, context);
    else if (action === "refresh") refresh(pathname);
  };

  return (
    <DemoPage intro={t("demos.fun.tagsIntro")}>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Text type="secondary">
          {t("demos.fun.refreshedAt", { time: madeAt })}
        </Typography.Text>
        <Space wrap aria-label={t("demos.fun.openPage")}>
          {TARGETS.map((target) => (
            <Button key={target.path} onClick={() => navigate(target.path)}>
              {t("demos.fun.openThis", { title: tApp(target.title) })}
            </Button>
          ))}
        </Space>
        <Space wrap>
          <Button onClick={() => act("refresh")}>{t("demos.fun.refreshThis")}</Button>
          <Button onClick={() => act("closeOthers")}>{t("demos.fun.closeOthers")}</Button>
          <Button onClick={() => act("closeAll")}>{t("demos.fun.closeAll")}</Button>
        </Space>
        <Space.Compact style={{ maxWidth: 420 }}>
          <Input
            aria-label={t("demos.fun.renameLabel")}
            placeholder={t("demos.fun.renameLabel")}
            value={name}
            maxLength={20}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            type="primary"
            disabled={!name.trim()}
            onClick={() =>
              navigate(tagHref({ path: pathname, query: { tagsViewName: name.trim() } }))
            }
          >
            {t("demos.fun.rename")}
          </Button>
        </Space.Compact>
        <Typography.Text>{t("demos.fun.openTags", { count: tags.length })}</Typography.Text>
        <Space wrap>
          {tags
            .filter((tag) => !tag.isAffix && tag.path !== pathname)
            .map((tag) => (
              <Button
                key={tag.path}
                size="small"
                onClick={() => runTagAction("close", tag, context)}
                aria-label={`${t("demos.fun.closeTag")} ${tag.path}`}
              >
                {t("demos.fun.closeTag")} {tag.path}
              </Button>
            ))}
        </Space>
      </Space>
    </DemoPage>
  );
}
