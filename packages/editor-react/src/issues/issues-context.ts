import {
  type ComponentInstance,
  getIn,
  type PageDocument,
  type ValidationIssue,
} from "@vitrine/editor-core";
import { createContext, useContext } from "react";

/**
 * Issues handed to the editor by its host (e.g. the server refusing to publish), with the document
 * as it was when they arrived. An issue stays on screen while the value it names is unchanged, so
 * fixing a field clears its message at once and undoing the fix brings it back.
 */
export interface HostIssues {
  issues: readonly ValidationIssue[];
  /** The document the issues were received against. */
  document: PageDocument;
  /** Issues by component id ("" for page settings), for the per-block lookups. */
  byComponent: ReadonlyMap<string, readonly ValidationIssue[]>;
}

export const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

export function groupIssues(
  issues: readonly ValidationIssue[],
  document: PageDocument,
): HostIssues {
  const byComponent = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const key = issue.componentId ?? "";
    const list = byComponent.get(key) ?? [];
    list.push(issue);
    byComponent.set(key, list);
  }
  return { issues, document, byComponent };
}

export const IssuesContext = createContext<HostIssues | null>(null);

const segments = (path: string) => (path === "" ? [] : path.split("."));
/** "settings.name" names the settings' "name". */
const settingsPath = (path: string) => segments(path.replace(/^settings\.?/, ""));

function componentIn(document: PageDocument, id: string): ComponentInstance | undefined {
  return document.components.find((c) => c.id === id);
}

/**
 * Whether an issue still applies to this version of its component (or of the settings): the value
 * at its path is the one it was raised against. Issues about the whole component (placement, an
 * unknown type; path "") hold while the component is unchanged.
 */
export function isIssueCurrent(
  issue: ValidationIssue,
  received: PageDocument,
  current: {
    component?: ComponentInstance | undefined;
    settings?: PageDocument["settings"] | undefined;
  },
): boolean {
  if (issue.componentId === undefined) {
    if (!current.settings) return false;
    const path = settingsPath(issue.path);
    return getIn(current.settings, path) === getIn(received.settings, path);
  }
  const then = componentIn(received, issue.componentId);
  const now = current.component;
  if (!then || !now) return false;
  if (issue.path === "") return then === now;
  const path = segments(issue.path);
  return getIn(now.props, path) === getIn(then.props, path);
}

/** The host's issues of one component ("" for the page settings), stale or not. */
export function useIssuesOf(componentId: string | undefined): {
  issues: readonly ValidationIssue[];
  received?: PageDocument | undefined;
} {
  const host = useContext(IssuesContext);
  if (!host) return { issues: NO_ISSUES };
  return { issues: host.byComponent.get(componentId ?? "") ?? NO_ISSUES, received: host.document };
}

/** The issues the host handed to the editor, if any. */
export const useHostIssues = () => useContext(IssuesContext);

/**
 * The host's message for one field while its value is the one the host saw: `componentId` undefined
 * means the page settings, whose issue paths start with "settings.".
 */
export function hostFieldMessage(
  host: HostIssues | null,
  componentId: string | undefined,
  path: string,
  value: unknown,
): string | undefined {
  const issues = host?.byComponent.get(componentId ?? "");
  if (!host || !issues) return undefined;
  const wanted = componentId === undefined ? `settings.${path}` : path;
  const issue = issues.find((i) => i.path === wanted);
  if (!issue) return undefined;
  const then =
    componentId === undefined
      ? getIn(host.document.settings, segments(path))
      : getIn(componentIn(host.document, componentId)?.props, segments(path));
  return then === value ? issue.message : undefined;
}

export function useHostFieldMessage(
  componentId: string | undefined,
  path: string,
  value: unknown,
): string | undefined {
  return hostFieldMessage(useHostIssues(), componentId, path, value);
}
