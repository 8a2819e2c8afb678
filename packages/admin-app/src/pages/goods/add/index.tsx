import { Button, Result } from "antd";
import { lazy, Suspense, useContext, useState } from "react";
import { ReactReduxContext } from "react-redux";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageLoading } from "../../../components/PageLoading";
import { useTagName } from "../../../layout/tags/useTagName";
import { tagClosed } from "../../../store/tagsSlice";
import { useGoodsTranslation } from "../goodsTexts";
import { LIST_PATH, type ListReturn, wizardModeFrom } from "./wizardRoute";

// The wizard (SKU editor, rich text editor, media library) is its own chunk.
const GoodsWizard = lazy(() =>
  import("../wizard/GoodsWizard").then((m) => ({ default: m.GoodsWizard })),
);

/**
 * Goods › add / edit / copy (menu path goods/add/index, hidden): the wizard in its own tab. The
 * query says what it opens (?type=edit&id=7), so a reload opens the same product. Leaving it
 * closes its tag and returns to the list, which says so when it was saved.
 */
export default function GoodsAddPage() {
  const { t } = useGoodsTranslation();
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const store = useContext(ReactReduxContext)?.store;
  const mode = wizardModeFrom(query);
  // The tab reads 添加商品 / 编辑:<name> instead of the route's title.
  const [title, setTitle] = useState<string>();
  useTagName(title);
  const close = (saved: boolean) => {
    store?.dispatch(tagClosed(pathname));
    navigate(LIST_PATH, { state: { saved } satisfies ListReturn });
  };
  if (!mode) {
    return (
      <Result
        status="warning"
        title={t("goods.wizard.loadFailed")}
        extra={<Button onClick={() => close(false)}>{t("goods.wizard.back")}</Button>}
      />
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      {/* A new address in the same tab (edit another product) starts a new wizard. */}
      <GoodsWizard key={search} mode={mode} onClose={close} onTitle={setTitle} />
    </Suspense>
  );
}
