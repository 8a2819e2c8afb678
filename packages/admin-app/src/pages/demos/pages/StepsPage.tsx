import { Button, Result, Space, Steps } from "antd";
import { useState } from "react";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

const STEPS = ["stepOrder", "stepPay", "stepShip", "stepReceive"] as const;

/** /pages/steps: a process in steps, moved forward and back, with its end state. */
export default function StepsPage() {
  const { t } = usePagesTranslation();
  const [current, setCurrent] = useState(0);
  const done = current >= STEPS.length;
  return (
    <DemoPage intro={t("demos.pages.stepsIntro")}>
      <Steps
        current={Math.min(current, STEPS.length - 1)}
        status={done ? "finish" : "process"}
        items={STEPS.map((key) => ({ title: t(`demos.pages.${key}`) }))}
        style={{ marginBottom: 24 }}
      />
      {done ? (
        <Result status="success" title={t("demos.pages.stepsDone")} />
      ) : (
        <p role="status">
          {t("demos.pages.stepNow", { step: t(`demos.pages.${STEPS[current]}`) })}
        </p>
      )}
      <Space>
        <Button disabled={current === 0} onClick={() => setCurrent((value) => value - 1)}>
          {t("demos.pages.previous")}
        </Button>
        {done ? (
          <Button type="primary" onClick={() => setCurrent(0)}>
            {t("demos.pages.restart")}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setCurrent((value) => value + 1)}>
            {current === STEPS.length - 1 ? t("demos.pages.finish") : t("demos.pages.next")}
          </Button>
        )}
      </Space>
    </DemoPage>
  );
}
