/** The freight template as the form edits it, and how it maps to and from the API (API.md). */

export interface RuleValues {
  regions: string[];
  first: string;
  firstFee: string;
  additional: string;
  additionalFee: string;
}

export interface FreeValues {
  regions: string[];
  minQuantity: string;
  minAmount: string;
}

/** The rate of every region no row lists; all boxes empty: none (issue 36). */
export type DefaultRuleValues = Omit<RuleValues, "regions">;

const NO_DEFAULT: DefaultRuleValues = {
  first: "",
  firstFee: "",
  additional: "",
  additionalFee: "",
};

/** A new region row: one unit at no fee, regions to choose. Fresh each call, as the form keeps it. */
export const newRateRow = (): RuleValues => ({
  regions: [],
  first: "1",
  firstFee: "0",
  additional: "1",
  additionalFee: "0",
});

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
      rules: [newRateRow()],
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

export const hasDefault = (rule: DefaultRuleValues | undefined) =>
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
