import { Link } from "react-router";
import { HOME_PATH, LOGIN_PATH } from "../../config";
import { selectIsSignedIn } from "../../store/authSlice";
import { useAppSelector } from "../../store/hooks";
import { usePublicPageTranslation } from "./publicPageTexts";

/** /welcome, where the root leads: a greeting and the way in (sign-in, or on to home). */
export function WelcomePage() {
  const { t } = usePublicPageTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <main style={pageStyle}>
      <h1 style={{ fontSize: 28, margin: 0 }}>{t("welcome.title")}</h1>
      <p style={{ maxWidth: 520, textAlign: "center", color: "#606266" }}>{t("welcome.intro")}</p>
      <Link to={signedIn ? HOME_PATH : LOGIN_PATH} style={linkStyle}>
        {signedIn ? t("welcome.continue") : t("welcome.signIn")}
      </Link>
    </main>
  );
}

const pageStyle = {
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 16,
  padding: 16,
  background: "#f0f2f5",
} as const;
const linkStyle = {
  padding: "8px 24px",
  borderRadius: 4,
  background: "#1d6fce",
  color: "#fff",
  textDecoration: "none",
  fontSize: 15,
} as const;
