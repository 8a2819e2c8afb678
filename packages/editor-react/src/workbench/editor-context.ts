import { type Editor, type Locale, translate } from "@vitrine/editor-core";
import { createContext, useContext } from "react";
import { type UiMessageKey, uiText } from "../i18n/ui-messages";
import type { MediaLibraryApi, MediaPickerComponent } from "../media/media-api";
import type { PageSource, ProductSource } from "../pickers/sources";
import { withEditorImageLimit, withEditorLimits } from "./editor-upload-limits";

export interface EditorUi {
  editor: Editor;
  locale: Locale;
  /** A workbench text in the current language. */
  t: (key: UiMessageKey) => string;
  /** A component title or validation message from editor-core's catalogue. */
  tc: (key: string, params?: Record<string, string | number>) => string;
  /** Shows a refusal or notice to the user (placement refusals and the like). */
  notify: (message: string) => void;
  /** Uploads an image for the rich text and answers its URL. */
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  /** The media library behind image fields; without it addresses are typed in. */
  mediaApi?: MediaLibraryApi | undefined;
  /** The dialog that browses `mediaApi` (the host's MediaLibraryDialog); without it no button. */
  mediaLibrary?: MediaPickerComponent | undefined;
  /** The host's published pages, offered by the link picker for internal links. */
  pageSource?: PageSource | undefined;
  /** The host's products, searched by the product picker. */
  productSource?: ProductSource | undefined;
}

export const EditorUiContext = createContext<EditorUi | null>(null);

export function useEditorUi(): EditorUi {
  const ui = useContext(EditorUiContext);
  if (!ui) throw new Error("useEditorUi must be used inside <Editor>");
  return ui;
}

export function makeText(locale: Locale) {
  return (key: UiMessageKey) => uiText(key, locale);
}

/** The context value of a workbench: texts in its language and the host's callbacks. */
export function makeEditorUi(options: {
  editor: Editor;
  locale: Locale;
  notify: (message: string) => void;
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  mediaApi?: MediaLibraryApi | undefined;
  mediaLibrary?: MediaPickerComponent | undefined;
  pageSource?: PageSource | undefined;
  productSource?: ProductSource | undefined;
}): EditorUi {
  const { locale } = options;
  return {
    ...options,
    // Image fields, the video field and rich-text images upload within the editor's limits.
    mediaApi: options.mediaApi && withEditorLimits(options.mediaApi, locale),
    uploadImage: options.uploadImage && withEditorImageLimit(options.uploadImage, locale),
    t: makeText(locale),
    // The host's messages (its components' titles, labels and validation texts) come first. A
    // saved page may hold a type this editor has not registered (issue 35): its title says so
    // instead of showing the message key, wherever a component is named (canvas, list, dialogs).
    tc: (key, params) => {
      const text = translate(key, locale, params, options.editor.registry.messages);
      const type = text === key ? /^component\.(.+)\.title$/.exec(key)?.[1] : undefined;
      return type !== undefined && !options.editor.registry.has(type)
        ? uiText("canvas.unknownType", locale).replace("{type}", type)
        : text;
    },
  };
}
