// What FileUpload and ImageUpload do alike with antd's Upload: refuse a file with a problem, send
// the file through the signed form upload (uploadApi), and turn a settled file list into URLs.
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { withBase } from '../../lib/base';
import { upload, type UploadKind } from './uploadApi';

type Notify = (text: string) => void;

/** `beforeUpload`'s answer: a file with a problem is left out of the list, the problem shown; else it is taken. */
export function admitted(problem: string | null | undefined, notify: Notify): true | typeof Upload.LIST_IGNORE {
  if (!problem) return true;
  notify(problem);
  return Upload.LIST_IGNORE;
}

/** antd `customRequest` that uploads with the given kind and reports failures. */
export function signedUploadRequest(kind: UploadKind, notifyError: Notify): NonNullable<UploadProps['customRequest']> {
  return ({ file, onProgress, onSuccess, onError }) => {
    upload(kind, file as File, (percent) => onProgress?.({ percent }))
      .then((url) => onSuccess?.({ url }))
      .catch((err: Error) => {
        notifyError(err.message);
        onError?.(err);
      });
  };
}

/** Drops failed files and copies each finished upload's URL onto its entry. */
export function settleFileList(fileList: UploadFile[]): UploadFile[] {
  return fileList
    .filter((f) => f.status !== 'error')
    .map((f) => {
      if (f.status !== 'done' || f.url) return f;
      const url = (f.response as { url?: string } | undefined)?.url;
      // `url` is the value stored (as the platform gave it); the picture card draws `thumbUrl`,
      // which the browser fetches, so it goes under the base path (lib/base.ts).
      return { ...f, url, thumbUrl: url === undefined ? f.thumbUrl : withBase(url) };
    });
}

/** True once nothing in the list is still uploading. */
export function allSettled(fileList: UploadFile[]): boolean {
  return fileList.every((f) => f.status !== 'uploading');
}
