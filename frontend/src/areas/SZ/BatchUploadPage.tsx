// 批量导入求助 (batchHelp), the upload step: download the template, upload a filled sheet
// (csv/xlsx, through the document upload); the server checks every row and stages the batch,
// and the page moves on to it (?batch=<id>, BatchStagedPage.tsx). Its own chunk: the upload
// step loads no table before it is interactive (issue 37).
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Space, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signedUploadRequest } from '../../components/upload/uploadRequest';
import { saveBlob } from '../../lib/exportFile';
import { noLoaders } from '../../components/kit/page';
import { stageImport } from './api';
import { batchHref } from './batchHref';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, TEMPLATE_FILE_NAME, importFileProblem, templateCsv } from './importTemplate';

const downloadTemplate = () => saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILE_NAME);

// The staged rows are the other page of this route (BatchStagedPage.tsx), shown with ?batch=<id>.
export const BatchUploadPage = noLoaders(function BatchUploadPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'checking'>('idle');
  const [error, setError] = useState<string | null>(null);

  const stage = async (url: string, fileName: string) => {
    setPhase('checking');
    try {
      const res = await stageImport(url, fileName);
      if (res.code === 200 && res.data) navigate(batchHref(res.data.batch.id));
      else setError(res.msg || '文件校验失败');
    } catch {
      setError('文件校验失败，请稍后重试');
    } finally {
      setPhase('idle');
    }
  };

  return (
    <Card
      title="批量导入求助"
      data-testid="batch-help"
      extra={
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate} data-testid="download-template">
          下载模板
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" className="full-width">
        <Alert
          type="info"
          showIcon
          title="导入步骤"
          description={`1. 下载模板，按列说明填写（第一行为表头，单元格填写文字，如「大病救助」「男」「家属」「银行卡」），每次最多${IMPORT_MAX_ROWS}行；2. 上传填好的 xlsx 或 csv 文件，系统逐行校验；3. 确认后导入有效数据，有误的行不会导入。导入的求助直接进入「待认领」，等待平台审核。`}
        />
        {error && <Alert type="error" showIcon closable onClose={() => setError(null)} title="文件无法导入" description={error} data-testid="import-error" />}
        <Spin spinning={phase !== 'idle'} description={phase === 'uploading' ? '正在上传…' : '正在校验每一行…'}>
          <Upload.Dragger
            accept=".csv,.xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={phase !== 'idle'}
            beforeUpload={(file) => {
              const problem = importFileProblem(file);
              if (problem) {
                setError(problem);
                return Upload.LIST_IGNORE;
              }
              setError(null);
              return true;
            }}
            customRequest={signedUploadRequest('file', (text) => void message.error(text, 5))}
            onChange={({ file }) => {
              if (file.status === 'uploading') setPhase('uploading');
              else if (file.status === 'error') setPhase('idle');
              else if (file.status === 'done') {
                const url = (file.response as { url?: string } | undefined)?.url;
                if (url) void stage(url, file.name);
                else setPhase('idle');
              }
            }}
            data-testid="import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
            <p className="ant-upload-hint">支持 xlsx、csv（UTF-8、GBK 或 UTF-16）文件，不超过20MB</p>
          </Upload.Dragger>
        </Spin>
        <Descriptions
          bordered
          size="small"
          title="列说明"
          column={{ xs: 1, lg: 2 }}
          data-testid="import-columns"
          items={IMPORT_COLUMNS.map((c) => ({ key: c.key, label: c.header, children: `${c.required ? '必填' : '选填'}：${c.note}` }))}
        />
      </Space>
    </Card>
  );
});
