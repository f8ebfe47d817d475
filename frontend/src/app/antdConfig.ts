// What every antd component of the console is configured with beyond the theme and locale: one
// place for the server render, the browser and the lookalike tests (issue 40, item 16).
import type { ConfigProviderProps } from 'antd/es/config-provider';

/**
 * antd puts a space between the two characters of a two-character Chinese button (「通 过」,
 * 「取 消」); the glossary's word is shown as written instead (tests/e2e/a11y.mjs fails a page
 * whose button reads spaced).
 */
export const BUTTON_CONFIG: ConfigProviderProps['button'] = { autoInsertSpace: false };

/**
 * The page size is fixed (spec: 10 rows a page): no pager offers to change it, also where a table
 * leaves `pagination` to antd, which shows a size changer from 50 rows on. The browser build
 * leaves the changer's Select out (scripts/unused-option-stubs.mjs).
 */
export const PAGINATION_CONFIG: ConfigProviderProps['pagination'] = { showSizeChanger: false };
