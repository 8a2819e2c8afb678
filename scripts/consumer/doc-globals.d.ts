// What the doc blocks take as given (scripts/consumer/doc-snippets.mjs): the host's own values and
// functions, declared with the types the packages expect, so each block is checked as written.
// Library names are never declared here: a block imports what it uses from the packages.
import type { EditorInstance, PageDocument, ValidationIssue } from "@vitrine/editor-core";
import type { HostComponent, PreviewProps } from "@vitrine/editor-react";
import type { Uploader } from "@vitrine/media-uploader";
import type { ComponentType } from "react";

declare global {
  /** The page's editor, `createEditor()` outside React. */
  const editor: EditorInstance;
  /** The host's component list (defineHostComponent), a module constant. */
  const components: readonly HostComponent[];
  const uploader: Uploader;
  const savedJson: string;
  const file: File;
  const token: string;
  const getToken: () => string | null;
  const readTokenCookie: () => string | null;
  const getStorageType: () => Promise<{ type: "local" | "s3" }>;
  const api: { save(json: string): Promise<void>; publish(): Promise<void> };
  const save: (page: PageDocument) => Promise<void>;
  const previewOpen: boolean;
  const setPreviewOpen: (open: boolean) => void;
  const publishRefusal: ValidationIssue[];
  const MyModule: ComponentType<PreviewProps>;
  const postToWangImage: (file: File) => Promise<string>;
  const uploadRichTextImage: (file: File) => Promise<string>;
  const MediaPickerButton: ComponentType<{ url: string; onPick: (url: string) => void }>;
  const pauseButton: HTMLButtonElement;
  const resumeButton: HTMLButtonElement;
  const cancelButton: HTMLButtonElement;
  const showInfo: (message: string) => void;
  const showError: (message: string) => void;
  const insertImage: (url: string) => void;
}
