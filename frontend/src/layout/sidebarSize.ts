/** The sider's width, open and collapsed (spec §2). */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
