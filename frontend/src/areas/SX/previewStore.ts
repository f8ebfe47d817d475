// The builder hands the sign-up form it holds to the preview page (addnewactive/previewform,
// opened in a new tab) through localStorage: no call, nothing saved on the platform.
import type { FormFieldDef } from './formFields';

const KEY = 'sx:previewform';

export interface PreviewForm {
  title: string;
  fields: FormFieldDef[];
}

export function savePreview(p: PreviewForm): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // A full or disabled storage: the preview page says there is nothing to show.
  }
}

export function readPreview(): PreviewForm | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as PreviewForm;
    return Array.isArray(p.fields) ? p : null;
  } catch {
    return null;
  }
}
