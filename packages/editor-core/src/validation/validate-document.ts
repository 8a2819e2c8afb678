import { type PageSettingsOptions, pageSettingsFieldsOf } from "../builtins/page-settings-options";
import { defaultRegistry } from "../document/default-registry";
import { localizeParams } from "../i18n/localize-params";
import { type MessageParams, translate } from "../i18n/translate";
import { findPlacementViolations } from "../placement/check-placement";
import type { ComponentIssue } from "../registry/define-component";
import type { Registry } from "../registry/registry";
import type { ComponentInstance, Locale, PageDocument } from "../types";
import { walkBlocks } from "../util/tree";
import { validateFields } from "./validate-field";

export interface ValidationIssue {
  /** The component concerned; absent for page settings. */
  componentId?: string | undefined;
  /** "settings.name" for settings, the props path ("more.text", "imageList.2.src") for components. */
  path: string;
  message: string;
  messageKey: string;
  params?: MessageParams | undefined;
}

export interface ValidateOptions {
  locale?: Locale | undefined;
  registry?: Registry | undefined;
  /** The page settings the host offers (default: all, name, details and category required). */
  pageSettings?: PageSettingsOptions | undefined;
}

/**
 * Every rule of spec section 5 and the limits of sections 2 and 9, plus placement rules and each
 * definition's own rules. Drafts may be saved with issues; publishing requires none.
 */
export function validateDocument(
  document: PageDocument,
  options: ValidateOptions = {},
): ValidationIssue[] {
  const locale = options.locale ?? "zh-cn";
  const registry = options.registry ?? defaultRegistry();
  const issue = (found: ComponentIssue, componentId?: string, prefix = ""): ValidationIssue => {
    const params = localizeParams(found.params, locale);
    return {
      ...(componentId === undefined ? {} : { componentId }),
      path: prefix + found.path,
      message: translate(found.messageKey, locale, params, registry.messages),
      messageKey: found.messageKey,
      ...(params ? { params } : {}),
    };
  };

  const settingsFields = pageSettingsFieldsOf(options.pageSettings);
  const issues = validateFields(document.settings, settingsFields).map((found) =>
    issue(found, undefined, "settings."),
  );
  // Blocks inside containers are checked like the page's own, their issues pointing at them.
  const blocks: ComponentInstance[] = [];
  walkBlocks(document.components, (component) => blocks.push(component));
  for (const component of blocks) {
    const definition = registry.get(component.type);
    if (!definition) {
      issues.push(
        issue(
          { path: "", messageKey: "command.unknownType", params: { type: component.type } },
          component.id,
        ),
      );
      continue;
    }
    for (const found of validateFields(component.props, definition.fields)) {
      issues.push(issue(found, component.id));
    }
    for (const found of definition.validate?.(component.props, { document, locale }) ?? []) {
      issues.push(issue(found, component.id));
    }
  }
  for (const violation of findPlacementViolations(document.components, registry)) {
    const title = translate(
      registry.get(violation.type)?.title ?? violation.type,
      locale,
      undefined,
      registry.messages,
    );
    issues.push(
      issue(
        { path: "", messageKey: violation.messageKey, params: { ...violation.params, title } },
        violation.componentId,
      ),
    );
  }
  return issues;
}
