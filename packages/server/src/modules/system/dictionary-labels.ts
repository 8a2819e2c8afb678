import type { Locale } from "../../i18n/messages.js";
import type { FieldOption, ModuleDeclaration, Text3 } from "../framework/types.js";

export interface DictionaryItem {
  label: string;
  value: string;
}

/**
 * The items the system seeds into a dictionary: a field that names the dictionary and lists its
 * own options gives the values and their zh-cn labels (the language the seed writes).
 */
export const seededItems = (options: FieldOption[]): DictionaryItem[] =>
  options.map((o) => ({ label: o.label["zh-cn"], value: String(o.value) }));

/**
 * A dictionary item has one label, typed in whichever language its author used. An item still
 * carrying the label it was seeded with is answered in the asker's language (the declared option's
 * label); a label an operator has changed is answered as they typed it.
 */
export function dictionaryLabeller(declarations: ModuleDeclaration[]) {
  const declared = new Map<string, Map<string, Text3>>();
  for (const declaration of declarations) {
    for (const field of declaration.fields) {
      if (!field.dictionary || !field.options || declared.has(field.dictionary)) continue;
      declared.set(field.dictionary, new Map(field.options.map((o) => [String(o.value), o.label])));
    }
  }
  return (code: string, item: DictionaryItem, locale: Locale): DictionaryItem => {
    const label = declared.get(code)?.get(item.value);
    return label && item.label === label["zh-cn"] ? { ...item, label: label[locale] } : item;
  };
}
