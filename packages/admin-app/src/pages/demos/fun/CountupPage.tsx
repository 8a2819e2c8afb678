import { Button, Card, Col, InputNumber, Row, Space, Statistic } from "antd";
import { CountUp } from "countup.js";
import { useEffect, useRef, useState } from "react";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

const FIGURES = [
  { key: "salesToday", share: 1, decimals: 2, prefix: "¥" },
  { key: "devicesOnline", share: 0.37, decimals: 0, prefix: "" },
  { key: "newUsers", share: 0.052, decimals: 0, prefix: "" },
] as const;

/** One figure counting from 0 to `end` with countup.js, restarted whenever `run` changes. */
function Figure({
  end,
  decimals,
  prefix,
  duration,
  run,
  paused,
}: {
  end: number;
  decimals: number;
  prefix: string;
  duration: number;
  run: number;
  paused: boolean;
}) {
  const target = useRef<HTMLSpanElement>(null);
  const counter = useRef<CountUp | null>(null);
  useEffect(() => {
    if (!target.current) return;
    const next = new CountUp(target.current, end, { decimalPlaces: decimals, prefix, duration });
    counter.current = next;
    if (run > 0) next.start();
    else next.printValue(0);
    return () => next.onDestroy();
  }, [end, decimals, prefix, duration, run]);
  const wasPaused = useRef(paused);
  useEffect(() => {
    if (wasPaused.current !== paused) counter.current?.pauseResume();
    wasPaused.current = paused;
  }, [paused]);
  return <span ref={target} data-end={end} />;
}

/** /fun/countup: numbers that count up to a target with countup.js; start, pause, reset. */
export default function CountupPage() {
  const { t } = useFunTranslation();
  const [end, setEnd] = useState(128_650);
  const [duration, setDuration] = useState(2);
  const [run, setRun] = useState(1);
  const [paused, setPaused] = useState(false);
  return (
    <DemoPage intro={t("demos.fun.countupIntro")}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t("demos.fun.endValue")}</span>
        <InputNumber
          aria-label={t("demos.fun.endValue")}
          min={0}
          max={999_999_999}
          value={end}
          onChange={(value) => setEnd(value ?? 0)}
        />
        <span>{t("demos.fun.duration")}</span>
        <InputNumber
          aria-label={t("demos.fun.duration")}
          min={0.5}
          max={10}
          step={0.5}
          value={duration}
          onChange={(value) => setDuration(value ?? 2)}
        />
        <Button
          type="primary"
          onClick={() => {
            setPaused(false);
            setRun((count) => count + 1);
          }}
        >
          {t("demos.fun.start")}
        </Button>
        <Button disabled={run === 0} onClick={() => setPaused((value) => !value)}>
          {paused ? t("demos.fun.resume") : t("demos.fun.pause")}
        </Button>
        <Button
          onClick={() => {
            setPaused(false);
            setRun(0);
          }}
        >
          {t("demos.fun.reset")}
        </Button>
      </Space>
      <Row gutter={16}>
        {FIGURES.map((figure) => (
          <Col key={figure.key} xs={24} md={8}>
            <Card>
              <Statistic
                title={t(`demos.fun.${figure.key}`)}
                valueRender={() => (
                  <Figure
                    end={
                      Math.round(end * figure.share * 10 ** figure.decimals) / 10 ** figure.decimals
                    }
                    decimals={figure.decimals}
                    prefix={figure.prefix}
                    duration={duration}
                    run={run}
                    paused={paused}
                  />
                )}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </DemoPage>
  );
}
