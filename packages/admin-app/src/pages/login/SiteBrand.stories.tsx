import { SiteBrand } from "./SiteBrand";

export default { title: "Admin/SiteBrand" };

// A data address keeps the story self-contained; the server only accepts a path or https address.
const LOGO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='120' height='40'><rect width='120' height='40' rx='6' fill='%23409eff'/></svg>";

export const WithLogo = () => <SiteBrand logoUrl={LOGO} title="Shop admin" />;
/** No logo set: nothing above the heading. */
export const WithoutLogo = () => <SiteBrand logoUrl="" title="Shop admin" />;
