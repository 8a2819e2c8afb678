import { Alert, Button, Input, Space } from "antd";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

/** What a version-40 QR code at error correction M holds in byte mode (UTF-8 bytes). */
const MAX_BYTES = 2331;

/** /fun/qrcode: a QR code of the typed text as a PNG, to download. */
export default function QrcodeDemoPage() {
  const { t } = useFunTranslation();
  const [text, setText] = useState("https://vitrine.example/shop");
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const tooLong = new TextEncoder().encode(text).length > MAX_BYTES;

  useEffect(() => {
    let current = true;
    setFailed(false);
    if (!text || tooLong) {
      setImage(null);
      return;
    }
    toDataURL(text, { errorCorrectionLevel: "M", width: 256, margin: 4 }).then(
      (url) => current && setImage(url),
      () => {
        if (!current) return;
        setImage(null);
        setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [text, tooLong]);

  return (
    <DemoPage intro={t("demos.fun.qrIntro")}>
      <Space orientation="vertical" size="middle" style={{ width: "100%", maxWidth: 480 }}>
        <Input.TextArea
          aria-label={t("demos.fun.qrText")}
          placeholder={t("demos.fun.qrText")}
          value={text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setText(event.target.value)}
        />
        {!text && <Alert type="info" showIcon title={t("demos.fun.qrEmpty")} />}
        {tooLong && (
          <Alert type="error" showIcon title={t("demos.fun.qrTooLong", { max: MAX_BYTES })} />
        )}
        {failed && (
          <Alert type="error" showIcon title={t("demos.fun.qrTooLong", { max: MAX_BYTES })} />
        )}
        {image && (
          <Space orientation="vertical">
            <img src={image} alt={t("demos.fun.qrImage")} width={256} height={256} />
            <Button href={image} download="qrcode.png">
              {t("demos.fun.download")}
            </Button>
          </Space>
        )}
      </Space>
    </DemoPage>
  );
}
