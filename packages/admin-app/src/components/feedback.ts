import type { Modal, message } from "antd";

type MessageApi = ReturnType<typeof message.useMessage>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * Lets code outside React (the HTTP client) show antd notices that still follow the ConfigProvider
 * (locale, theme): `FeedbackBridge` attaches context-aware message and modal APIs once rendered.
 */
export interface FeedbackHub {
  attach(api: { message: MessageApi; modal: ModalApi }): () => void;
  showError(text: string): void;
  /** Resolves when the alert is closed. */
  showAlert(alert: { title: string; content: string; okText: string }): Promise<void>;
}

export function createFeedbackHub(): FeedbackHub {
  let api: { message: MessageApi; modal: ModalApi } | null = null;
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
