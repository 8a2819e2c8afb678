import { createDefaultHasher } from "@vitrine/media-uploader";
import { Typography, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { useDemoTranslation } from "../useDemoTranslation";

type Md5State =
  | { phase: "idle" }
  | { phase: "hashing"; name: string }
  | { phase: "done"; name: string; md5: string }
  | { phase: "failed" };

/** The MD5 of a dropped file, computed by the uploader's own hasher (in a worker where it can). */
export function Md5Panel() {
  const { t } = useDemoTranslation();
  const [state, setState] = useState<Md5State>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const hash = (file: File) => {
    running.current?.abort(); // A newer file replaces the one still being read.
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "hashing", name: file.name });
    createDefaultHasher()
      .hash(file, () => {}, controller.signal)
      .then(
        (md5) => {
          if (!controller.signal.aborted) setState({ phase: "done", name: file.name, md5 });
        },
        () => {
          if (!controller.signal.aborted) setState({ phase: "failed" });
        },
      );
  };

  return (
    <>
      <Upload.Dragger
        showUploadList={false}
        multiple={false}
        beforeUpload={(file) => {
          hash(file);
          return Upload.LIST_IGNORE; // Hashed here, never sent anywhere.
        }}
      >
        <p>{t("demos.tools.drop")}</p>
      </Upload.Dragger>
      <Typography.Paragraph role="status" style={{ marginTop: 12, wordBreak: "break-all" }}>
        {state.phase === "hashing" && t("demos.tools.hashing", { name: state.name })}
        {state.phase === "done" && t("demos.tools.md5Of", { name: state.name, md5: state.md5 })}
        {state.phase === "failed" && t("demos.tools.md5Failed")}
      </Typography.Paragraph>
    </>
  );
}
