import type { App } from "antd";

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Lets code outside React (the HTTP client) show antd notices that still follow the ConfigProvider
 * (locale, theme): `FeedbackBridge` attaches antd's context-aware message and modal once rendered.
 */
export interface FeedbackHub {
  attach(api: Pick<AppApi, "message" | "modal">): () => void;
  showError(text: string): void;
  /** Resolves when the alert is closed. */
  showAlert(alert: { title: string; content: string; okText: string }): Promise<void>;
}

export function createFeedbackHub(): FeedbackHub {
  let api: Pick<AppApi, "message" | "modal"> | null = null;
  return {
    attach(next) {
      api = next;
      return () => {
        if (api === next) api = null;
      };
    },
    showError(text) {
      api?.message.error(text);
    },
    showAlert({ title, content, okText }) {
      const current = api;
      if (!current) return Promise.resolve();
      return new Promise((resolve) => {
        current.modal.warning({
          title,
          content,
          okText,
          onOk: () => resolve(),
          afterClose: resolve,
        });
      });
    },
  };
}
