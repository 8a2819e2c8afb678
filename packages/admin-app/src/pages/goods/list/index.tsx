import { message } from "antd";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ListReturn, wizardHref } from "../add/wizardRoute";
import { useGoodsTranslation } from "../goodsTexts";
import { GoodsListView } from "./GoodsListView";

/**
 * Goods › list (menu path goods/list/index). Add, edit and copy open the wizard's own route and
 * tab (issue 36); coming back from a save, the list says so once (the router state is cleared, so
 * a reload does not say it again).
 */
export default function GoodsListPage() {
  const { t } = useGoodsTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = (location.state as ListReturn | null)?.saved === true;
  useEffect(() => {
    if (!saved) return;
    notice.success(t("goods.done.saved"));
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [saved, notice, t, navigate, location.pathname, location.search]);
  return (
    <>
      {noticeHolder}
      <GoodsListView
        onAdd={() => navigate(wizardHref({ kind: "add" }))}
        onEdit={(row) => navigate(wizardHref({ kind: "edit", id: row.id }))}
        onCopy={(row) => navigate(wizardHref({ kind: "copy", id: row.id }))}
      />
    </>
  );
}
