// The rich-text editor (Tiptap 3, MIT): paragraphs, headings 2–4, bold / italic / underline /
// strike, lists, quotes, links and uploaded images — the tags the platform's allow-list keeps
// (contract-sandbox.md, 项目详情), so what the user sees while typing is what survives
// sanitising. Loaded only by RichTextField, through a dynamic import: it is its own chunk, never
// in a list page's or the login's JS, and the server bundle gets a stub (build.mjs).
import { App, Button, Divider, Space, Tooltip } from 'antd';
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useEffect, useRef } from 'react';
import { imageProblem } from '../upload/checks';
import { upload } from '../upload/uploadApi';
import { withBase } from '../../lib/base';
import { imagesOffBase, imagesUnderBase } from './RichTextView';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  'data-testid'?: string;
}

/** The editor's empty document, which the form stores as '' (so 请填写 applies). */
const EMPTY_DOC = '<p></p>';

function Toolbar({ editor }: { editor: Editor }) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const mark = (name: string, label: string, run: () => void, attrs?: Record<string, unknown>) => (
    <Tooltip title={label} key={`${name}-${JSON.stringify(attrs ?? {})}`}>
      <Button size="small" type={editor.isActive(name, attrs) ? 'primary' : 'text'} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-label={label}>
        {label}
      </Button>
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('链接地址（http:// 或 https:// 开头）', previous);
    if (href === null) return;
    if (href.trim() === '') return void chain().unsetLink().run();
    if (!/^https?:\/\//i.test(href.trim())) return void message.error('链接须以 http:// 或 https:// 开头');
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const insertImage = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return void message.error(problem);
    try {
      const url = await upload('image', file);
      // Shown from under the base path; onUpdate stores it as the platform gave it.
      chain().setImage({ src: withBase(url), alt: file.name }).run();
    } catch (e) {
      void message.error((e as Error).message || '图片上传失败');
    }
  };
  return (
    <Space size={2} wrap className="rich-text-toolbar" data-testid="rich-text-toolbar">
      {mark('bold', '加粗', () => chain().toggleBold().run())}
      {mark('italic', '斜体', () => chain().toggleItalic().run())}
      {mark('underline', '下划线', () => chain().toggleUnderline().run())}
      {mark('strike', '删除线', () => chain().toggleStrike().run())}
      <Divider orientation="vertical" />
      {mark('heading', '标题', () => chain().toggleHeading({ level: 2 }).run(), { level: 2 })}
      {mark('heading', '小标题', () => chain().toggleHeading({ level: 3 }).run(), { level: 3 })}
      {mark('bulletList', '列表', () => chain().toggleBulletList().run())}
      {mark('orderedList', '编号', () => chain().toggleOrderedList().run())}
      {mark('blockquote', '引用', () => chain().toggleBlockquote().run())}
      <Divider orientation="vertical" />
      {mark('link', '链接', setLink)}
      <Button size="small" type="text" onClick={() => fileInput.current?.click()} data-testid="rich-text-image">
        图片
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        data-testid="rich-text-image-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void insertImage(f);
        }}
      />
    </Space>
  );
}

export default function RichTextEditor({ value = '', onChange, placeholder, ...rest }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      // Only what the allow-list keeps: no code blocks, no horizontal rules.
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    // The editor shows stored images under the base path and hands back HTML without it.
    content: imagesUnderBase(value),
    editorProps: { attributes: { class: 'rich-text rich-text-editable', 'aria-label': placeholder ?? '项目详情' } },
    onUpdate: ({ editor: e }) => {
      const html = imagesOffBase(e.getHTML());
      onChange?.(html === EMPTY_DOC ? '' : html);
    },
  });
  // Outside changes (a restored snapshot, 放弃恢复) replace the document.
  useEffect(() => {
    if (!editor) return;
    const current = imagesOffBase(editor.getHTML());
    if ((value || EMPTY_DOC) !== current) editor.commands.setContent(imagesUnderBase(value || ''), { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rich-text-box" data-testid={rest['data-testid']}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
