import { Button, Space, Typography } from "antd";
import { useState } from "react";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";
import { WAVE_DURATION_MS, Waves } from "./Waves";

/** /pages/waves: buttons that ripple for 750 ms from where they are pressed. */
export default function WavesPage() {
  const { t } = usePagesTranslation();
  const [presses, setPresses] = useState(0);
  const press = () => setPresses((value) => value + 1);
  return (
    <DemoPage intro={t("demos.pages.wavesIntro", { ms: WAVE_DURATION_MS })}>
      <Space wrap size="large">
        <Waves>
          <Button type="primary" size="large" onClick={press}>
            {t("demos.pages.wavePrimary")}
          </Button>
        </Waves>
        <Waves colour="rgba(22, 119, 255, 0.35)">
          <Button size="large" onClick={press}>
            {t("demos.pages.waveDefault")}
          </Button>
        </Waves>
        <Waves colour="rgba(255, 255, 255, 0.6)" style={{ borderRadius: 24 }}>
          <Button type="primary" danger shape="round" size="large" onClick={press}>
            {t("demos.pages.waveDanger")}
          </Button>
        </Waves>
      </Space>
      <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 16 }}>
        {t("demos.pages.wavePresses", { count: presses })}
      </Typography.Paragraph>
    </DemoPage>
  );
}
