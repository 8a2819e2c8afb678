/** A link that shows a point on OpenStreetMap (no key, works in every region's browser). */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** Coordinates as people read them: 6 decimals, latitude first. */
export function coordinates(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
