/**
 * The three button-permission checks of section 6. They only decide what is shown: the server
 * refuses the same calls on its own (HTTP 403), so hiding a button is convenience, not protection.
 */

/** Single check. An empty authBtnList leaves the element as it is (the spec's rule, kept on purpose). */
export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.length === 0 || granted.includes(required);
}

/** Any of a list. */
export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((permission) => granted.includes(permission));
}

/** All of a list. */
export function hasAllPermissions(
  granted: readonly string[],
  required: readonly string[],
): boolean {
  return required.every((permission) => granted.includes(permission));
}

/** A route with no roles is open to all; otherwise the user needs one matching role. */
export function hasRouteRole(
  userRoles: readonly string[],
  routeRoles?: readonly string[],
): boolean {
  return !routeRoles?.length || routeRoles.some((role) => userRoles.includes(role));
}
