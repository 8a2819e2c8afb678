import type { FormRule } from "antd";

/**
 * An antd rule from one of the shared checks in `validators`. An empty value passes: saying it is
 * missing is the `required` rule's job, so the operator sees one message at a time. Surrounding
 * spaces are not held against the value unless `exact` (the server trims them off).
 */
export function checkRule(
  check: (value: string) => boolean,
  message: string,
  { exact = false }: { exact?: boolean } = {},
): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === "string" ? value : value == null ? "" : String(value);
      const checked = exact ? text : text.trim();
      return checked === "" || check(checked)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  };
}
