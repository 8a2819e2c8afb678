import { useCallback, useId, useState } from "react";
import { useEditorUi } from "../workbench/editor-context";
import { isHttpAddress } from "./external-link";
import type { InternalLinkValue, PageLink } from "./sources";
import { useSearch } from "./use-search";

export const INTERNAL = "10";
export const EXTERNAL = "11";

const pageOf = (value: unknown): InternalLinkValue | undefined => {
  const link = value as Partial<InternalLinkValue> | null | undefined;
  return link && typeof link === "object" && link.pageId !== undefined
    ? (link as InternalLinkValue)
    : undefined;
};
const addressOf = (value: unknown): string => {
  if (typeof value === "string") return value;
  const link = value as { externalLink?: unknown } | null | undefined;
  return typeof link?.externalLink === "string" ? link.externalLink : "";
};

/**
 * A link: internal ("10", one of the host's published pages, chosen from a search through its
 * PageSource) or external ("11", a typed address kept only when it is http or https). The target
 * is stored as the original did, an object: `{pageId, name, url}` or `{externalLink}`. The
 * caller keeps the type and clears the target when the type changes (in one change of its object).
 */
export function LinkPicker(props: {
  label: string;
  linkType: unknown;
  onLinkTypeChange: (type: string) => void;
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
  error?: string | undefined;
}) {
  const { t } = useEditorUi();
  const id = useId();
  const internal = String(props.linkType ?? INTERNAL) !== EXTERNAL;
  return (
    <fieldset className="vt-group">
      <legend>{props.label}</legend>
      <div role="radiogroup" aria-label={t("picker.link.type")} className="vt-mb-sm">
        {[INTERNAL, EXTERNAL].map((type) => (
          <label key={type} className="vt-radio">
            <input
              type="radio"
              name={`${id}-type`}
              checked={internal === (type === INTERNAL)}
              onChange={() => props.onLinkTypeChange(type)}
            />
            {t(type === INTERNAL ? "option.internal" : "option.external")}
          </label>
        ))}
      </div>
      {internal ? (
        <InternalLink value={props.value} onChange={props.onChange} />
      ) : (
        <ExternalLink value={props.value} onChange={props.onChange} />
      )}
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
    </fieldset>
  );
}

function InternalLink(props: {
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const { t, pageSource } = useEditorUi();
  const [text, setText] = useState("");
  const { state, search } = useSearch(
    useCallback((query: string) => pageSource?.search(query) ?? Promise.resolve([]), [pageSource]),
  );
  const chosen = pageOf(props.value);
  if (!pageSource) return <p className="vt-muted">{t("picker.link.noPages")}</p>;
  const choose = (page: PageLink) =>
    props.onChange({ pageId: page.id, name: page.name, url: page.url });
  return (
    <div>
      {chosen && (
        <p className="vt-mb-sm">{t("picker.link.chosen").replace("{name}", chosen.name)}</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
        className="vt-field__row"
      >
        <input
          type="search"
          aria-label={t("picker.link.searchPages")}
          placeholder={t("picker.link.searchPages")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="vt-input vt-grow"
        />
        <button type="submit">{t("picker.search")}</button>
      </form>
      {state.status === "searching" && <p role="status">{t("picker.searching")}</p>}
      {state.status === "failed" && <p role="alert">{state.message || t("picker.empty")}</p>}
      {state.status === "done" &&
        (state.items.length === 0 ? (
          <p role="status">{t("picker.empty")}</p>
        ) : (
          <ul className="vt-list-plain vt-mt-sm">
            {state.items.map((page) => (
              <li key={String(page.id)}>
                <button
                  type="button"
                  aria-pressed={chosen?.pageId === page.id}
                  onClick={() => choose(page)}
                  className="vt-option"
                >
                  {page.name}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function ExternalLink(props: {
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const { t } = useEditorUi();
  const id = useId();
  // What is typed; the document gets it only once it is an http(s) address (or emptied).
  const stored = addressOf(props.value);
  const [draft, setDraft] = useState(stored);
  // The stored address this draft stands for: when the document changes it from elsewhere (undo,
  // an import), the draft follows.
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    setShown(stored);
    setDraft(stored);
  }
  const bad = draft.trim() !== "" && !isHttpAddress(draft);
  const change = (text: string) => {
    setDraft(text);
    const next = text.trim() === "" ? "" : isHttpAddress(text) ? text.trim() : null;
    if (next === null) return;
    setShown(next);
    props.onChange(next === "" ? {} : { externalLink: next });
  };
  return (
    <div>
      <label htmlFor={id} className="vt-field__label">
        {t("picker.link.address")}
      </label>
      <input
        id={id}
        type="url"
        value={draft}
        placeholder="https://"
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(e) => change(e.target.value)}
        className="vt-input"
      />
      {bad && (
        <div id={`${id}-error`} role="alert" className="vt-field__error">
          {t("picker.link.invalid")}
        </div>
      )}
    </div>
  );
}
