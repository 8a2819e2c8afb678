import { useNavigate } from "react-router";
import { PageListScreen } from "./PageListScreen";

/** Route /decorate: the stored storefront pages. */
export default function DecoratePage() {
  const navigate = useNavigate();
  return <PageListScreen openEditor={(id) => navigate(`/decorate/${id}`)} />;
}
