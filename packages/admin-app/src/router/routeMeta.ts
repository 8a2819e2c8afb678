/** What a route declares about itself (the spec's meta), kept on the route's `handle`. */
export interface RouteMeta {
  /** i18n key of the title, "router.<name>". */
  title: string;
  /** Roles that may open the route; none means open to every signed-in user. */
  roles?: readonly string[];
  /** An @ant-design/icons name for the menu. */
  icon?: string;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  /** Address of an external page, opened in a new tab or (isIframe) inside the layout. */
  isLink?: string;
  isIframe?: boolean;
  /** The path has parameters (":id"), so each set of values is its own tag. */
  isDynamic?: boolean;
}
