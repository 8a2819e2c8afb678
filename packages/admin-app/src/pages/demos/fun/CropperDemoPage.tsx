import { Button, Empty, Space } from "antd";
import { useEffect, useState } from "react";
import { AvatarCropper } from "../../../components/avatar-cropper/AvatarCropper";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

/** /fun/cropper: the avatar cropper of the personal centre, on any picture, with its result. */
export default function CropperDemoPage() {
  const { t } = useFunTranslation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ url: string; name: string } | null>(null);
  useEffect(
    () => () => {
      if (result) URL.revokeObjectURL(result.url);
    },
    [result],
  );
  return (
    <DemoPage intro={t("demos.fun.cropperIntro")}>
      <Space orientation="vertical" size="middle">
        <Button type="primary" onClick={() => setOpen(true)}>
          {t("demos.fun.chooseAndCrop")}
        </Button>
        {result ? (
          <Space orientation="vertical">
            <img src={result.url} alt={t("demos.fun.cropResult")} width={200} height={200} />
            <a href={result.url} download={result.name}>
              {t("demos.fun.download")}
            </a>
          </Space>
        ) : (
          <Empty description={t("demos.fun.noCrop")} />
        )}
      </Space>
      <AvatarCropper
        open={open}
        onCancel={() => setOpen(false)}
        onChange={(picture, fileName) => {
          setResult({ url: URL.createObjectURL(picture), name: fileName });
          setOpen(false);
        }}
      />
    </DemoPage>
  );
}
