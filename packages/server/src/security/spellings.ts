/**
 * Ways a client may spell a route's path that a router, a proxy or an older check may read
 * differently: percent-encoded letters and slashes, doubled slashes, dot segments, other case, a
 * trailing slash, an empty query. Each answers as the route itself or not at all.
 */
export function spellingsOf(path: string): string[] {
  const segments = path.split("/").slice(1);
  const encodeLetters = (segment: string) =>
    segment.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const first = segments[0] ?? "";
  const rest = segments.slice(1).join("/");
  const spellings = [
    `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest}`,
    `/%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}/${rest}`,
    `/${segments.map(encodeLetters).join("/")}`,
    `/${first}/${segments
      .slice(1, -1)
      .concat(encodeLetters(segments.at(-1) ?? ""))
      .join("/")}`,
    `/${segments.join("%2F")}`,
    `/${segments.join("%2f")}`,
    `/${path}`,
    `/${first}//${rest}`,
    path.replace(/\/([^/]*)$/, "//$1"),
    `/./${first}/${rest}`,
    `/${first}/./${rest}`,
    `/${first}/%2e/${rest}`,
    `/x/../${first}/${rest}`,
    `/${first}/x/%2e%2e/${rest}`,
    path.toUpperCase(),
    `/${first.toUpperCase()}/${rest}`,
    `/${first[0]?.toUpperCase() ?? ""}${first.slice(1)}/${rest}`,
    `${path}/`,
    `${path}?`,
    `${path};x=1`,
    `${path}%00`,
    `${path}%20`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

/** A concrete path for a route pattern: parameters and wildcards get a harmless value. */
export function samplePath(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, "1").replace(/\*$/, "x.png");
}
