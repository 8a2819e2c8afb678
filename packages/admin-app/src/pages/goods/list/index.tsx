import { message } from "antd";
import { lazy, Suspense, useState } from "react";
import { PageLoading } from "../../../components/PageLoading";
import { useGoodsTranslation } from "../goodsTexts";
import type { WizardMode } from "../wizard/GoodsWizard";
import { GoodsListView } from "./GoodsListView";

// The wizard (SKU editor, rich text editor, media library) loads when it is first opened.
const GoodsWizard = lazy(() =>
  import("../wizard/GoodsWizard").then((m) => ({ default: m.GoodsWizard })),
);

/**
 * Goods › list (menu path goods/list/index): the list, and in its place the add / edit / copy
 * wizard; leaving the wizard shows the list again as it was left, reloaded after a save.
 */
export default function GoodsListPage() {
  const [wizard, setWizard] = useState<{ mode: WizardMode; key: number } | null>(null);
  const [listKey, setListKey] = useState(0);
  const { t } = useGoodsTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const open = (mode: WizardMode) => setWizard({ mode, key: Date.now() });
  return (
    <>
      {noticeHolder}
      {wizard ? (
        <Suspense fallback={<PageLoading />}>
          <GoodsWizard
            key={wizard.key}
            mode={wizard.mode}
            onClose={(saved) => {
              setWizard(null);
              if (saved) {
                notice.success(t("goods.done.saved"));
                setListKey((k) => k + 1);
              }
            }}
          />
        </Suspense>
      ) : null}
      <div style={wizard ? { display: "none" } : undefined}>
        <GoodsListView
          reload={listKey}
          onAdd={() => open({ kind: "add" })}
          onEdit={(row) => open({ kind: "edit", id: row.id, name: row.name })}
          onCopy={(row) => open({ kind: "copy", id: row.id, name: row.name })}
        />
      </div>
    </>
  );
}
