// Documents (certificates, reports): a file list with progress and type/size checks (20 MB; the
// content must be what the extension says).
// The value is the list of file URLs.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { FILE_EXTENSIONS, fileProblem } from './checks';
import { fileContentProblem, readHead } from './sniff';
import { allSettled, settleFileList, signedUploadRequest } from './uploadRequest';

export interface FileUploadProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  maxCount?: number;
  disabled?: boolean;
}

export function FileUpload({ value = [], onChange, maxCount = 5, disabled }: FileUploadProps) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() =>
    value.map((url, i) => ({ uid: `url-${i}`, name: decodeURIComponent(url.split('/').pop() ?? url), status: 'done', url })),
  );
  return (
    <Upload
      accept={FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
      multiple={maxCount > 1}
      maxCount={maxCount}
      disabled={disabled}
      fileList={files}
      beforeUpload={async (file) => {
        const problem = fileProblem(file) ?? fileContentProblem(file.name, await readHead(file));
        if (problem) {
          void message.error(problem, 5);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={signedUploadRequest('file', (text) => void message.error(text, 5))}
      onChange={({ fileList }) => {
        const next = settleFileList(fileList);
        setFiles(next);
        if (allSettled(next)) onChange?.(next.filter((f) => f.url).map((f) => f.url!));
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || files.length >= maxCount}>
        上传文件
      </Button>
    </Upload>
  );
}
