// Documents (certificates, reports): a file list with progress and type/size checks (20 MB; the
// content must be what the extension says).
// The value is the list of file URLs.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { FILE_EXTENSIONS, fileProblem } from './checks';
import { withBase } from '../../lib/base';
import { fileContentProblem, readHead } from './sniff';
import { admitted, allSettled, settleFileList, signedUploadRequest } from './uploadRequest';

export interface FileUploadProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  maxCount?: number;
  disabled?: boolean;
}

/** The URL as stored (the value): the upload's answer, or the value the list started from. */
export const storedUrl = (f: UploadFile): string | undefined => (f.response as { url?: string } | undefined)?.url ?? f.url;

/** antd links each file by `url`: that is the browser's address, under the base path (lib/base.ts). */
export const linked = (f: UploadFile): UploadFile => {
  const stored = storedUrl(f);
  return f.status === 'done' && stored ? { ...f, url: withBase(stored) } : f;
};

export function FileUpload({ value = [], onChange, maxCount = 5, disabled }: FileUploadProps) {
  const { message } = App.useApp();
  const say = (text: string) => void message.error(text, 5);
  const [files, setFiles] = useState<UploadFile[]>(() =>
    value.map((url, i) => linked({ uid: `url-${i}`, name: decodeURIComponent(url.split('/').pop() ?? url), status: 'done', response: { url } })),
  );
  return (
    <Upload
      accept={FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
      multiple={maxCount > 1}
      maxCount={maxCount}
      disabled={disabled}
      fileList={files}
      beforeUpload={async (file) => admitted(fileProblem(file) ?? fileContentProblem(file.name, await readHead(file)), say)}
      customRequest={signedUploadRequest('file', say)}
      onChange={({ fileList }) => {
        const next = settleFileList(fileList).map(linked);
        setFiles(next);
        if (allSettled(next)) onChange?.(next.map(storedUrl).filter((u): u is string => !!u));
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || files.length >= maxCount}>
        上传文件
      </Button>
    </Upload>
  );
}
