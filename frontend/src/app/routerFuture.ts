/** react-router v7 behaviours opted into now, identically on both sides (silences warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
