// Uploads straight to cloud storage with a form the BFF signs (GET /api/bff/upload/policy):
// the browser never holds the storage secret. Signed forms are reused until shortly before
// they expire; progress comes from XMLHttpRequest, which reports upload progress (fetch does not).
import { withBase } from '../../lib/base';
import { send } from '../../lib/http';
import { objectName, uploadFailureText } from './checks';

export type UploadKind = 'image' | 'file';

export interface SignedForm {
  host: string;
  key: string;
  policy: string;
  OSSAccessKeyId: string;
  signature: string;
  success_action_status: string;
  expire: number;
  max_size: number;
  callback?: string;
  callback_var?: string;
}

const cache = new Map<UploadKind, SignedForm>();
const MARGIN_SECONDS = 60;

export async function signedForm(kind: UploadKind): Promise<SignedForm> {
  const cached = cache.get(kind);
  if (cached && cached.expire - MARGIN_SECONDS > Date.now() / 1000) return cached;
  const res = await send<SignedForm>('GET', '/api/bff/upload/policy', { params: { kind } });
  if (res.code !== 200 || !res.data) throw new Error(res.msg || '上传配置获取失败，请稍后重试');
  cache.set(kind, res.data);
  return res.data;
}

/** The form fields in the order storage wants them (file last). */
export function formFields(form: SignedForm, key: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['key', key],
    ['policy', form.policy],
    ['OSSAccessKeyId', form.OSSAccessKeyId],
    ['success_action_status', form.success_action_status],
    ['Signature', form.signature],
  ];
  if (form.callback) fields.push(['callback', form.callback]);
  if (form.callback_var) fields.push(['callback-var', form.callback_var]);
  return fields;
}

/** Uploads one file; resolves with its URL. */
export async function upload(kind: UploadKind, file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = await signedForm(kind);
  const key = objectName(form.key, file.name);
  const body = new FormData();
  for (const [k, v] of formFields(form, key)) body.append(k, v);
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The bundled sandbox's store is on the console's origin (`/sandbox-files/…`), so under the base path.
    xhr.open('POST', withBase(form.host));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('网络错误，上传失败'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        let url = `${form.host}/${key}`;
        try {
          const answer = JSON.parse(xhr.responseText) as { data?: { url?: string } };
          if (answer.data?.url) url = answer.data.url;
        } catch {
          // No callback answer: the object's URL is host + key.
        }
        resolve(url);
        return;
      }
      const code = /<Code>([^<]+)<\/Code>/.exec(xhr.responseText)?.[1] ?? null;
      if (code === 'AccessDenied' || code === 'SignatureDoesNotMatch') cache.delete(kind);
      reject(new Error(uploadFailureText(xhr.status, xhr.responseText)));
    };
    xhr.send(body);
  });
}
