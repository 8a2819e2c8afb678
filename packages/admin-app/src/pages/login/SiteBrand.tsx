/**
 * The site's logo above the sign-in card's heading, when the administrator set one. The address is
 * checked on the server (a path on this site or https), so it is safe as an image source.
 */
export function SiteBrand({ logoUrl, title }: { logoUrl: string; title: string }) {
  if (!logoUrl) return null;
  return (
    <div style={{ textAlign: "center", marginBottom: 12 }}>
      <img src={logoUrl} alt={title} style={{ maxHeight: 56, maxWidth: "100%" }} />
    </div>
  );
}
