// One image uploader for every form: picture cards with preview, progress, type/size checks
// (JPG/PNG/GIF/WEBP by name and by content, 5 MB), one or several images up to `maxCount`, remove and reorder.
// The value is the list of image URLs.
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { PreviewImage } from '../kit';
import { useEffect, useState } from 'react';
import { IMAGE_TYPES, imageProblem } from './checks';
import { imageContentProblem, readHead } from './sniff';
import { admitted, allSettled, settleFileList, signedUploadRequest } from './uploadRequest';
import { withBase } from '../../lib/base';

export interface ImageUploadProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** 1 = a single image. */
  maxCount?: number;
  disabled?: boolean;
}

const toFiles = (urls: string[]): UploadFile[] =>
  urls.map((url, i) => ({ uid: `url-${i}-${url}`, name: url.split('/').pop() ?? url, status: 'done', url, thumbUrl: withBase(url) }));

export function ImageUpload({ value = [], onChange, maxCount = 1, disabled }: ImageUploadProps) {
  const { message } = App.useApp();
  const say = (text: string) => void message.error(text, 5);
  const [files, setFiles] = useState<UploadFile[]>(() => toFiles(value));
  const [preview, setPreview] = useState<string | null>(null);
  const valueKey = value.join('\n');

  // Outside changes (a form reset) replace the list; our own uploads keep their state.
  useEffect(() => {
    setFiles((current) => {
      const done = current.filter((f) => f.status === 'done').map((f) => f.url).join('\n');
      return done === valueKey ? current : toFiles(value);
    });
  }, [valueKey]);

  const publish = (next: UploadFile[]) => {
    setFiles(next);
    onChange?.(next.filter((f) => f.status === 'done' && f.url).map((f) => f.url!));
  };

  const move = (file: UploadFile, by: -1 | 1) => {
    const i = files.findIndex((f) => f.uid === file.uid);
    const j = i + by;
    if (i < 0 || j < 0 || j >= files.length) return;
    const next = [...files];
    [next[i], next[j]] = [next[j], next[i]];
    publish(next);
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={IMAGE_TYPES.join(',')}
        multiple={maxCount > 1}
        maxCount={maxCount}
        disabled={disabled}
        fileList={files}
        beforeUpload={async (file, batch) => {
          // The file's bytes are read only when its type, size and the count allow it.
          const problem = imageProblem(file) ?? (files.length + batch.indexOf(file) >= maxCount ? `最多上传 ${maxCount} 张图片` : null);
          return admitted(problem ?? imageContentProblem(file.name, await readHead(file)), say);
        }}
        customRequest={signedUploadRequest('image', say)}
        onChange={({ fileList }) => {
          const next = settleFileList(fileList);
          if (allSettled(next)) publish(next);
          else setFiles(next);
        }}
        onPreview={(f) => setPreview(f.url ?? f.thumbUrl ?? null)}
        itemRender={(node, file) =>
          maxCount > 1 && file.status === 'done' ? (
            <div className="image-upload-item">
              {node}
              <div className="image-upload-move">
                <Button size="small" type="text" aria-label="前移" icon={<LeftOutlined />} onClick={() => move(file, -1)} />
                <Button size="small" type="text" aria-label="后移" icon={<RightOutlined />} onClick={() => move(file, 1)} />
              </div>
            </div>
          ) : (
            node
          )
        }
      >
        {files.length >= maxCount ? null : (
          <div>
            <PlusOutlined />
            <div className="image-upload-label" style={{ marginTop: 8 }}>上传图片</div>
          </div>
        )}
      </Upload>
      {preview && (
        <PreviewImage
          style={{ display: 'none' }}
          src={preview}
          alt="预览图片"
          preview={{ visible: true, src: preview, onVisibleChange: (v) => !v && setPreview(null) }}
        />
      )}
    </>
  );
}
