import { type Locale, splitFormOptions } from "@vitrine/editor-core";
import type { CSSProperties, ReactNode } from "react";
import { anchorId } from "./anchor-id";
import { formActionOf, questionField } from "./form-action";
import { records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";
import { usePageId, useRenderSurface } from "./render-surface";
import { SHOP_BLUE } from "./shop-blue";
import { SHOP_RED } from "./shop-red";

const field: CSSProperties = {
  display: "block",
  width: "100%",
  boxSizing: "border-box",
  height: 34,
  padding: "0 8px",
  border: "1px solid #dcdee0",
  borderRadius: 4,
  fontSize: 14,
  background: "#fff",
};

const isRequired = (question: Record<string, unknown>) =>
  question.required === true ||
  question.required === 1 ||
  question.required === "1" ||
  question.required === "true";

/**
 * Form module: its title and questions (0 text, 1 dropdown, 2 single choice, 3 multiple choice;
 * options split at "#"), required ones marked with *. On a published page (its id known) it is a
 * real form that posts without script to the page's form address, fields named q0, q1, …; in the
 * editor and the live preview the inputs are drawn but nothing can be sent.
 */
export function FormModulePreview({
  props,
  locale,
  id,
}: PreviewProps & { id?: string | undefined }) {
  const surface = useRenderSurface();
  const pageId = usePageId();
  const questions = records(props.jsonData);
  const live = surface !== "editor" && pageId !== undefined && id !== undefined;
  const title = str(props.title).trim() || previewText("formTitle", locale);
  const body: ReactNode = (
    <>
      <div style={{ fontSize: 16, fontWeight: 600, color: "#323233", marginBottom: 10 }}>
        {title}
      </div>
      {questions.length === 0 && surface === "editor" && (
        <div style={{ fontSize: 13, color: "#969799", marginBottom: 10 }}>
          {previewText("formEmpty", locale)}
        </div>
      )}
      {questions.map((question, index) => (
        <Question
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the question's field name
          key={index}
          question={question}
          index={index}
          locale={locale}
          live={live}
          labelPrefix={anchorId("vitrine-form", id)}
        />
      ))}
      <button
        type={live ? "submit" : "button"}
        disabled={!live}
        style={{
          display: "block",
          width: "100%",
          height: 38,
          border: 0,
          borderRadius: 19,
          background: SHOP_BLUE,
          color: "#fff",
          fontSize: 15,
          opacity: live || surface === "editor" ? 1 : 0.6,
        }}
      >
        {previewText("formSubmit", locale)}
      </button>
    </>
  );
  const box: CSSProperties = { display: "block", margin: 0, padding: 12, background: "#fff" };
  if (!live)
    return (
      <div data-form-preview="" style={box}>
        {body}
      </div>
    );
  return (
    <form
      method="post"
      action={formActionOf(pageId, id)}
      acceptCharset="utf-8"
      // The storefront's form script shows this under each required question left empty.
      data-sf="form"
      data-msg-required={previewText("formFieldRequired", locale)}
      style={box}
    >
      {body}
    </form>
  );
}

function Question({
  question,
  index,
  locale,
  live,
  labelPrefix,
}: {
  question: Record<string, unknown>;
  index: number;
  locale: Locale;
  live: boolean;
  /** Makes the label ids unique on a page with several forms. */
  labelPrefix: string;
}) {
  const type = num(Number(question.type), 0);
  const name = questionField(index);
  const required = isRequired(question);
  const options = splitFormOptions(question.value1);
  const label = str(question.name);
  const fieldId = `${labelPrefix}-${name}`;
  const mark = required && (
    <abbr
      title={previewText("formRequired", locale)}
      data-required-mark=""
      style={{ color: SHOP_RED, marginRight: 2, textDecoration: "none" }}
    >
      *
    </abbr>
  );
  const disabled = !live;
  let input: ReactNode;
  if (type === 1)
    input = (
      <select
        name={name}
        required={required}
        disabled={disabled}
        defaultValue=""
        aria-labelledby={fieldId}
        style={field}
      >
        <option value="">{previewText("formChoose", locale)}</option>
        {options.map((option, optionIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an operator may type the same option twice
          <option key={optionIndex} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  else if (type === 2 || type === 3)
    input = (
      <fieldset
        aria-labelledby={fieldId}
        style={{
          display: "flex",
          flexWrap: "wrap",
          gap: "6px 14px",
          margin: 0,
          padding: 0,
          border: 0,
        }}
      >
        {options.map((option, optionIndex) => (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: an operator may type the same option twice
            key={optionIndex}
            style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: 14 }}
          >
            <input
              type={type === 2 ? "radio" : "checkbox"}
              name={name}
              value={option}
              disabled={disabled}
              // A single choice needs one ticked option; a browser asks for it when one radio is required.
              required={type === 2 && required && optionIndex === 0}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  else
    input = (
      <input
        type="text"
        name={name}
        required={required}
        disabled={disabled}
        aria-labelledby={fieldId}
        maxLength={500}
        style={field}
      />
    );
  return (
    <div
      data-question={index}
      data-required={required ? "" : undefined}
      style={{ marginBottom: 12 }}
    >
      <div id={fieldId} style={{ fontSize: 14, color: "#323233", marginBottom: 6 }}>
        {mark}
        {label}
      </div>
      {input}
    </div>
  );
}
