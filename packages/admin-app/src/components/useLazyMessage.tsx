import { type ReactElement, useMemo, useState } from "react";
import { FeedbackHost } from "./FeedbackHost";
import { createFeedbackHub } from "./feedback";

export interface LazyMessageApi {
  success(text: string): void;
  error(text: string): void;
}

/**
 * antd's `message.useMessage()` for screens that show a notice only after the operator acts (the
 * page editor's "saved"): the message code (about 10 kB of gzip JS) is fetched with the first
 * notice instead of with the screen. Render the holder as with antd's.
 */
export function useLazyMessage(): [LazyMessageApi, ReactElement] {
  const [hub] = useState(createFeedbackHub);
  const api = useMemo<LazyMessageApi>(
    () => ({ success: (text) => hub.showSuccess(text), error: (text) => hub.showError(text) }),
    [hub],
  );
  return [api, <FeedbackHost key="lazy-message" hub={hub} />];
}
