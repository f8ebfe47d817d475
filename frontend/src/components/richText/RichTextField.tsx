// A form control for rich text. The server render and the first client render show the current
// text read-only (no editor code on the server, no hydration mismatch); the editor's chunk is
// loaded after mounting, only on the pages that hold this field.
import { Skeleton } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextView } from './RichTextView';

let pending: Promise<ComponentType<RichTextEditorProps>> | null = null;
const loadEditor = () => (pending ??= import('./RichTextEditor').then((m) => m.default));

export function RichTextField(props: RichTextEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadEditor().then((E) => {
      if (live) setEditor(() => E);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Editor) return <Editor {...props} />;
  return (
    <div className="rich-text-box" data-testid={props['data-testid']} aria-busy>
      <div className="rich-text-toolbar">编辑器加载中…</div>
      {props.value ? <RichTextView html={props.value} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}
    </div>
  );
}
