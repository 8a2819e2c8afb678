import { Alert, Button, Checkbox, Empty, Input, List, Modal, Space, Spin } from "antd";
import { useCallback, useEffect, useState } from "react";
import { HttpError } from "../../../api/HttpError";
import type { GoodsApi, SpecRow, SpecValue } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

export interface PickedSpec {
  name: string;
  values: SpecValue[];
}

export interface SpecLibraryDialogProps {
  open: boolean;
  api: Pick<GoodsApi, "specs" | "addSpec" | "specValues" | "addSpecValue">;
  onPick(spec: PickedSpec): void;
  onClose(): void;
}

const errorText = (error: unknown) =>
  error instanceof HttpError || error instanceof Error ? error.message : String(error);

/**
 * The spec picker of the original (reference 2.8): specs on the left (add one by name), the chosen
 * spec's values on the right as ticks, all ticked when they load (add one with Enter). 确定 hands
 * the spec and its ticked values to the wizard; nothing ticked is refused with 请选择规格值.
 */
export function SpecLibraryDialog({ open, api, onPick, onClose }: SpecLibraryDialogProps) {
  const { t } = useGoodsTranslation();
  const [specs, setSpecs] = useState<SpecRow[] | null>(null);
  const [specId, setSpecId] = useState<number | null>(null);
  const [values, setValues] = useState<SpecValue[] | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const [newSpec, setNewSpec] = useState("");
  const [newValue, setNewValue] = useState("");
  const [error, setError] = useState<string>();

  const loadSpecs = useCallback(
    async (select?: string) => {
      const rows = await api.specs();
      setSpecs(rows);
      const chosen = select ? rows.find((row) => row.name === select) : rows[0];
      setSpecId((current) => chosen?.id ?? current ?? null);
    },
    [api],
  );

  useEffect(() => {
    if (!open) return;
    setError(undefined);
    loadSpecs().catch(() => setSpecs([]));
  }, [open, loadSpecs]);

  const loadValues = useCallback(
    async (id: number) => {
      const rows = await api.specValues(id);
      setValues(rows);
      setTicked(rows.map((row) => row.id));
    },
    [api],
  );

  useEffect(() => {
    if (!open || specId === null) return;
    setValues(null);
    loadValues(specId).catch(() => setValues([]));
  }, [open, specId, loadValues]);

  async function addSpec() {
    const name = newSpec.trim();
    if (!name) return;
    try {
      await api.addSpec(name);
      setNewSpec("");
      setError(undefined);
      await loadSpecs(name);
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  async function addValue() {
    const name = newValue.trim();
    if (!name || specId === null) return;
    try {
      await api.addSpecValue(specId, name);
      setNewValue("");
      setError(undefined);
      await loadValues(specId);
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  function confirm() {
    const spec = specs?.find((row) => row.id === specId);
    const chosen = (values ?? []).filter((value) => ticked.includes(value.id));
    if (!spec || chosen.length === 0) {
      setError(t("goods.library.chooseValues"));
      return;
    }
    onPick({ name: spec.name, values: chosen });
  }

  return (
    <Modal
      open={open}
      title={t("goods.library.title")}
      width="70%"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t("goods.library.close")}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          {t("goods.library.ok")}
        </Button>,
      ]}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <div style={{ display: "flex", gap: 16, minHeight: 280 }}>
        <div style={{ flex: "0 0 240px" }}>
          <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
            <Input
              aria-label={t("goods.library.newSpec")}
              placeholder={t("goods.library.newSpecPlaceholder")}
              value={newSpec}
              onChange={(event) => setNewSpec(event.target.value)}
              onPressEnter={addSpec}
            />
            <Button onClick={addSpec}>{t("goods.library.add")}</Button>
          </Space.Compact>
          {specs === null ? (
            <Spin />
          ) : specs.length === 0 ? (
            <Empty description={t("goods.library.noSpecs")} />
          ) : (
            <List
              size="small"
              bordered
              style={{ maxHeight: 320, overflow: "auto" }}
              dataSource={specs}
              renderItem={(spec) => (
                <List.Item
                  style={{
                    cursor: "pointer",
                    background: spec.id === specId ? "rgba(22,119,255,0.08)" : undefined,
                  }}
                >
                  <Button
                    type="text"
                    block
                    aria-pressed={spec.id === specId}
                    onClick={() => setSpecId(spec.id)}
                    style={{ textAlign: "left" }}
                  >
                    {spec.name}
                    {spec.id === specId ? " ✓" : ""}
                  </Button>
                </List.Item>
              )}
            />
          )}
        </div>
        <div style={{ flex: 1 }}>
          <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
            <Input
              aria-label={t("goods.library.newValue")}
              placeholder={t("goods.library.newValuePlaceholder")}
              value={newValue}
              disabled={specId === null}
              onChange={(event) => setNewValue(event.target.value)}
              onPressEnter={addValue}
            />
            <Button disabled={specId === null} onClick={addValue}>
              {t("goods.library.add")}
            </Button>
          </Space.Compact>
          {specId === null ? null : values === null ? (
            <Spin />
          ) : values.length === 0 ? (
            <Empty description={t("goods.library.noValues")} />
          ) : (
            <Checkbox.Group
              value={ticked}
              onChange={(next) => setTicked(next as number[])}
              options={values.map((value) => ({ value: value.id, label: value.name }))}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
