/** A province of the map: its GB/T 2260 code and the short name the map's features carry. */
export interface MapProvince {
  code: string;
  name: string;
}

/**
 * Which of the map's provinces a device's `province` names: a full name ("广东省", "内蒙古自治区")
 * starts with the map's short one, and a division code ("440000", "4401") shares its first two
 * digits. Undefined when none does.
 */
export function provinceOf(
  value: string,
  provinces: ReadonlyArray<MapProvince>,
): MapProvince | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (/^\d{2,6}$/.test(text)) return provinces.find((p) => p.code.slice(0, 2) === text.slice(0, 2));
  return provinces.find((p) => text.startsWith(p.name));
}

/** The map's series: devices per map province, and how many devices fall on none of them. */
export function mapSeries(
  items: ReadonlyArray<{ province: string; count: number }>,
  provinces: ReadonlyArray<MapProvince>,
): { data: Array<{ name: string; value: number }>; unplaced: number } {
  const counts = new Map<string, number>();
  let unplaced = 0;
  for (const item of items) {
    const province = provinceOf(item.province, provinces);
    if (province) counts.set(province.name, (counts.get(province.name) ?? 0) + item.count);
    else unplaced += item.count;
  }
  return { data: [...counts].map(([name, value]) => ({ name, value })), unplaced };
}
