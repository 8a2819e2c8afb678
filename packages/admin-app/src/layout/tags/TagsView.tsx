import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  ExpandOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
} from "@ant-design/icons";
import { Button, Dropdown, type MenuProps, theme } from "antd";
import { type DragEvent, type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { currentLanguage } from "../../i18n";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectTags, type TagView, tagMoved, tagTitle } from "../../store/tagsSlice";
import { useLayout } from "../LayoutContext";
import { runTagAction, type TagAction, tagHref } from "./tagActions";

/**
 * The bar of open pages. Each tag opens its page (with the query it had); right-click or the menu
 * at the end offers refresh, close, close others, close all and fullscreen. Tags reorder by drag
 * and drop, or from the keyboard with Alt+← / Alt+→ on a focused tag.
 */
export function TagsView() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useAppSelector(selectTags);
  const { refresh, setMainFullscreen } = useLayout();
  const [dragged, setDragged] = useState<string | null>(null);
  const hintId = useId();
  const language = currentLanguage(i18n);

  const context = { tags, current: pathname, dispatch, navigate, refresh, setMainFullscreen };
  const currentTag = tags.find((tag) => tag.path === pathname);

  const menuFor = (tag: TagView): MenuProps => ({
    items: [
      { key: "refresh", icon: <ReloadOutlined aria-hidden />, label: t("layout.tagRefresh") },
      {
        key: "close",
        icon: <CloseOutlined aria-hidden />,
        label: t("layout.tagClose"),
        disabled: tag.isAffix,
      },
      {
        key: "closeOthers",
        icon: <MinusCircleOutlined aria-hidden />,
        label: t("layout.tagCloseOthers"),
      },
      {
        key: "closeAll",
        icon: <CloseCircleOutlined aria-hidden />,
        label: t("layout.tagCloseAll"),
      },
      { key: "fullscreen", icon: <ExpandOutlined aria-hidden />, label: t("layout.tagFullscreen") },
    ],
    onClick: ({ key }) => runTagAction(key as TagAction, tag, context),
  });

  const move = (tag: TagView, step: -1 | 1) => {
    const index = tags.indexOf(tag);
    const target = tags[index + step];
    if (target) dispatch(tagMoved({ from: tag.path, to: target.path }));
  };

  const onKeyDown = (event: KeyboardEvent, tag: TagView) => {
    if (event.altKey && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      event.preventDefault();
      move(tag, event.key === "ArrowLeft" ? -1 : 1);
    } else if (event.key === "Delete" && !tag.isAffix) {
      event.preventDefault();
      runTagAction("close", tag, context);
    }
  };

  const dropOn = (event: DragEvent, tag: TagView) => {
    event.preventDefault();
    if (dragged && dragged !== tag.path) dispatch(tagMoved({ from: dragged, to: tag.path }));
    setDragged(null);
  };

  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 8,
        padding: "4px 12px",
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <nav aria-label={t("layout.tags")} style={{ flex: 1, minWidth: 0, overflowX: "auto" }}>
        <span id={hintId} hidden>
          {t("layout.tagKeyboardHint")}
        </span>
        <ul style={{ display: "flex", gap: 6, margin: 0, padding: 0, listStyle: "none" }}>
          {tags.map((tag) => {
            const active = tag.path === pathname;
            const title = tagTitle(tag, language, t);
            return (
              <li
                key={tag.path}
                draggable
                onDragStart={(event) => {
                  // Firefox starts a drag only with data set; the path itself travels in state.
                  event.dataTransfer?.setData("text/plain", tag.path);
                  setDragged(tag.path);
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => dropOn(event, tag)}
                onDragEnd={() => setDragged(null)}
                data-tag-path={tag.path}
                style={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: 4,
                  padding: "2px 8px",
                  whiteSpace: "nowrap",
                  borderRadius: token.borderRadiusSM,
                  border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
                  background: active ? token.colorPrimaryBg : undefined,
                  opacity: dragged === tag.path ? 0.5 : 1,
                }}
              >
                <Dropdown menu={menuFor(tag)} trigger={["contextMenu"]}>
                  <a
                    href={tagHref(tag)}
                    aria-current={active ? "page" : undefined}
                    aria-describedby={hintId}
                    onClick={(event) => {
                      event.preventDefault();
                      if (!active) navigate(tagHref(tag));
                    }}
                    onKeyDown={(event) => onKeyDown(event, tag)}
                    style={{ color: active ? token.colorPrimaryText : token.colorText }}
                  >
                    {title}
                  </a>
                </Dropdown>
                {!tag.isAffix && (
                  <button
                    type="button"
                    aria-label={t("layout.tagCloseNamed", { title })}
                    onClick={() => runTagAction("close", tag, context)}
                    style={closeButtonStyle}
                  >
                    <CloseOutlined aria-hidden style={{ fontSize: 10 }} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {currentTag && (
        <Dropdown menu={menuFor(currentTag)} trigger={["click"]}>
          <Button
            size="small"
            icon={<DownOutlined aria-hidden />}
            aria-label={t("layout.tagActions")}
          />
        </Dropdown>
      )}
    </div>
  );
}

const closeButtonStyle = {
  display: "inline-flex",
  padding: 2,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  color: "inherit",
} as const;
