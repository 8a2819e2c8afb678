import type { ModulePageDeclaration } from "../../../components/module";

/**
 * The operation log: who changed what, where and when. Module and action are chosen from the
 * server's lists (modules by their titles, actions by name, in the operator's language) rather
 * than typed as codes.
 */
export const operationLogDeclaration: ModulePageDeclaration = {
  columns: ["username", "module", "action", "ids", "summary", "ip", "createdAt"],
  filters: ["username", "module", "action", "ip", "createdAt"],
};

/** The sign-in log: every attempt, by method and result. */
export const signInLogDeclaration: ModulePageDeclaration = {
  columns: ["username", "method", "success", "ip", "userAgent", "message", "createdAt"],
  filters: ["username", "method", "success", "ip", "createdAt"],
};
