import { useCallback, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../workbench/ConfirmDialog";
import { useEditorUi } from "../workbench/editor-context";
import { PickerDialog } from "./PickerDialog";
import { PRODUCT_TYPES, type ProductItem, type ProductSource, type ProductType } from "./sources";
import { useSearch } from "./use-search";

const sameProduct = (a: ProductItem, b: ProductItem) =>
  String(a.id) === String(b.id) && String(a.type) === String(b.type);

/** The type select's value for every type: the picker opens on all the shop's products. */
const ALL = "all";

/**
 * The product picker (spec section 2): a product type (all, or 2, 5 or 11) in a select, a
 * name search through the host's ProductSource, and a tick per product with its thumbnail. It
 * opens on all the shop's products (issue 36: opening on 图书 hid every other product); changing
 * the type clears the choice; cancelling asks first, since the choice is lost.
 */
export function ProductPicker(props: {
  source: ProductSource;
  value: readonly ProductItem[];
  onConfirm: (items: ProductItem[]) => void;
  onCancel: () => void;
}) {
  const { t } = useEditorUi();
  const ids = useId();
  const [type, setType] = useState<ProductType | undefined>(undefined);
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<readonly ProductItem[]>(props.value);
  const [asking, setAsking] = useState(false);
  const source = props.source;
  const { state, search } = useSearch(
    useCallback(
      (query: { type: ProductType | undefined; text: string }) => source.search(query),
      [source],
    ),
  );

  // The first list shows every product.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the picker opens
  useEffect(() => search({ type, text: "" }), []);

  const changeType = (next: ProductType | undefined) => {
    setType(next);
    setChosen([]);
    search({ type: next, text });
  };
  const toggle = (item: ProductItem, on: boolean) =>
    setChosen((list) => (on ? [...list, item] : list.filter((other) => !sameProduct(other, item))));

  return (
    <PickerDialog
      title={t("picker.product.title")}
      onClose={() => setAsking(true)}
      footer={
        <>
          <span className="vt-muted vt-push-left">
            {t("picker.product.chosen").replace("{count}", String(chosen.length))}
          </span>
          <button type="button" onClick={() => setAsking(true)}>
            {t("picker.cancel")}
          </button>
          <button type="button" onClick={() => props.onConfirm([...chosen])}>
            {t("picker.confirm")}
          </button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search({ type, text });
        }}
        className="vt-field__row vt-mb-sm"
      >
        <label htmlFor={`${ids}-type`}>{t("picker.product.type")}</label>
        {/* The editor's own select, not antd's: antd is an optional peer of this package, and a
            host without it could not build (the consumer test installs none). */}
        <select
          id={`${ids}-type`}
          className="vt-input vt-select"
          value={type ?? ALL}
          onChange={(e) =>
            changeType(e.target.value === ALL ? undefined : (Number(e.target.value) as ProductType))
          }
        >
          <option value={ALL}>{t("picker.product.typeAll")}</option>
          {PRODUCT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`picker.product.type${value}`)}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t("picker.product.keyword")}
          placeholder={t("picker.product.keyword")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="vt-grow"
        />
        <button type="submit">{t("picker.search")}</button>
      </form>
      <ProductResults state={state} chosen={chosen} onToggle={toggle} />
      {asking && (
        <ConfirmDialog
          message={t("picker.product.cancelConfirm")}
          confirmLabel={t("action.confirm")}
          cancelLabel={t("action.cancel")}
          onConfirm={props.onCancel}
          onCancel={() => setAsking(false)}
        />
      )}
    </PickerDialog>
  );
}

const NO_PICTURE = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  background: "var(--vitrine-color-fill, #f2f3f5)",
  color: "var(--vitrine-color-text-muted, #86909c)",
} as const;

function ProductResults(props: {
  state: ReturnType<typeof useSearch<unknown, ProductItem>>["state"];
  chosen: readonly ProductItem[];
  onToggle: (item: ProductItem, on: boolean) => void;
}) {
  const { t } = useEditorUi();
  const { state } = props;
  if (state.status === "idle" || state.status === "searching")
    return <p role="status">{t("picker.searching")}</p>;
  if (state.status === "failed") return <p role="alert">{state.message || t("picker.empty")}</p>;
  if (state.items.length === 0) return <p role="status">{t("picker.empty")}</p>;
  return (
    <ul className="vt-list-plain">
      {state.items.map((item) => {
        const checked = props.chosen.some((other) => sameProduct(other, item));
        return (
          <li key={`${item.type}-${item.id}`} className="vt-option-row">
            <label className="vt-field__row">
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => props.onToggle(item, e.target.checked)}
              />
              {item.coverUrl ? (
                <img src={item.coverUrl} alt="" className="vt-thumb-sm" />
              ) : (
                // A product without a picture keeps its row's thumbnail place, with its initial.
                <span aria-hidden="true" className="vt-thumb-sm" style={NO_PICTURE}>
                  {[...item.name][0] ?? ""}
                </span>
              )}
              <span className="vt-grow">{item.name}</span>
              <span className="vt-price">¥{item.price}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
