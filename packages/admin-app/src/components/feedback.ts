import type { Modal, message } from "antd";

type MessageApi = ReturnType<typeof message.useMessage>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];
export interface FeedbackApi {
  message: MessageApi;
  modal: ModalApi;
}

/**
 * Lets code outside React (the HTTP client) show antd notices that still follow the ConfigProvider
 * (locale, theme). antd's message and modal code is only fetched the first time a notice is needed
 * (the sign-in page shows its errors inline and never needs it): until `FeedbackBridge` has loaded
 * and attached the APIs, notices wait in a queue.
 */
export interface FeedbackHub {
  showError(text: string): void;
  showSuccess(text: string): void;
  /** Resolves when the alert is closed. */
  showAlert(alert: { title: string; content: string; okText: string }): Promise<void>;
  /** True once any notice was asked for: time to load the bridge. */
  isNeeded(): boolean;
  subscribe(listener: () => void): () => void;
  attach(api: FeedbackApi): () => void;
}

export function createFeedbackHub(): FeedbackHub {
  let api: FeedbackApi | null = null;
  let needed = false;
  const waiting: Array<(api: FeedbackApi) => void> = [];
  const listeners = new Set<() => void>();

  const run = (show: (api: FeedbackApi) => void) => {
    if (api) return show(api);
    waiting.push(show);
    if (!needed) {
      needed = true;
      for (const listener of listeners) listener();
    }
  };

  return {
    showError(text) {
      run((current) => current.message.error(text));
    },
    showSuccess(text) {
      run((current) => current.message.success(text));
    },
    showAlert({ title, content, okText }) {
      return new Promise((resolve) =>
        run((current) =>
          current.modal.warning({
            title,
            content,
            okText,
            onOk: () => resolve(),
            afterClose: resolve,
          }),
        ),
      );
    },
    isNeeded: () => needed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(next) {
      api = next;
      for (const show of waiting.splice(0)) show(next);
      return () => {
        if (api === next) api = null;
      };
    },
  };
}
