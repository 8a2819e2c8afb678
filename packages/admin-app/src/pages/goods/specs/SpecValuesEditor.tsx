import { Button, Input, List, Modal, message, Popconfirm, Space } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { HttpError } from "../../../api/HttpError";
import type { ModuleRow } from "../../../components/module";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { createModuleApi } from "../../../components/module/moduleApi";
import { createGoodsApi, type SpecValue } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

/** A spec's values in a dialog: add by name (Enter), delete (refused while goods use one). */
export function SpecValuesEditor({ spec, onChanged }: { spec: ModuleRow; onChanged?(): void }) {
  const { t } = useGoodsTranslation();
  const http = useModuleHttp();
  const goods = useMemo(() => createGoodsApi(http), [http]);
  const values = useMemo(() => createModuleApi(http, "goodsSpecValue"), [http]);
  const [notice, noticeHolder] = message.useMessage();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<SpecValue[]>([]);
  const [text, setText] = useState("");
  const [changed, setChanged] = useState(false);

  const load = useCallback(
    () => goods.specValues(spec.id).then(setRows, () => {}),
    [goods, spec.id],
  );
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  async function add() {
    const name = text.trim();
    if (!name) return;
    try {
      await goods.addSpecValue(spec.id, name);
      setText("");
      setChanged(true);
      await load();
    } catch (error) {
      notice.error(error instanceof HttpError ? error.message : String(error));
    }
  }

  async function remove(id: number) {
    try {
      await values.remove([id]);
      setChanged(true);
      await load();
    } catch {
      // Shown by the client (a value goods still use).
    }
  }

  return (
    <>
      {noticeHolder}
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t("goods.library.values")}
      </Button>
      <Modal
        open={open}
        title={`${t("goods.library.values")}：${String(spec.name)}`}
        footer={null}
        onCancel={() => {
          setOpen(false);
          if (changed) onChanged?.();
          setChanged(false);
        }}
        destroyOnHidden
      >
        <Space.Compact style={{ width: "100%", marginBottom: 12 }}>
          <Input
            aria-label={t("goods.library.newValue")}
            placeholder={t("goods.library.newValuePlaceholder")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={add}
          />
          <Button onClick={add}>{t("goods.library.add")}</Button>
        </Space.Compact>
        <List
          size="small"
          bordered
          dataSource={rows}
          locale={{ emptyText: t("goods.library.noValues") }}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="del"
                  title={t("module.confirmDelete")}
                  okText={t("common.ok")}
                  cancelText={t("common.cancel")}
                  onConfirm={() => remove(row.id)}
                >
                  <Button type="link" size="small" danger>
                    {t("module.delete")}
                  </Button>
                </Popconfirm>,
              ]}
            >
              {row.name}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
